import { Alert, Card, Checkbox, Input, InputNumber, Modal, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import type { PayChannelView, PayClient } from '../../../../types/commerce';
import AdminShell from '../../../layouts/admin';
import { adminPayChannels, adminSavePayChannel } from '../../../services/api/commerce-admin';
import { useLoad } from '../commerce-shared/use-load';

const CLIENT_LABEL: Record<PayClient, string> = { weapp: '小程序', mobile: '手机网页', desktop: '电脑网页' };

export default function AdminPayChannelPage() {
  return (
    <AdminShell name='adminPayChannel'>
      <Channels />
    </AdminShell>
  );
}

/** /admin/pay/channel: which ways to pay are offered on which client; a channel needs its platform configured. */
function Channels() {
  const s = useLoad(() => adminPayChannels({ silent: true }), []);
  const [draft, setDraft] = useState<PayChannelView | null>(null);
  const save = async (c: PayChannelView) => {
    const ok = await s.act(() => adminSavePayChannel({ code: c.code, name: c.name, clients: c.clients.join(','), enabled: c.enabled, sort: c.sort }), '已保存');
    if (ok) setDraft(null);
  };
  return (
    <Card title='支付渠道'>
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<PayChannelView>
        rowKey='code'
        loading={s.loading}
        dataSource={s.data ?? []}
        pagination={false}
        columns={[
          { title: '编码', dataIndex: 'code' },
          { title: '名称', dataIndex: 'name' },
          { title: '平台', dataIndex: 'platform' },
          { title: '终端', dataIndex: 'clients', render: (v: PayClient[]) => v.map((c) => <Tag key={c}>{CLIENT_LABEL[c]}</Tag>) },
          { title: '可用', dataIndex: 'available', render: (v: boolean) => (v ? <Tag color='green'>已配置</Tag> : <Tag color='orange'>平台未配置</Tag>) },
          { title: '启用', key: 'enabled', render: (_, r) => <Switch checked={r.enabled} onChange={(v) => void save({ ...r, enabled: v })} /> },
          { title: '排序', dataIndex: 'sort' },
          { title: '操作', key: 'ops', render: (_, r) => <a onClick={() => setDraft(r)}>编辑</a> },
        ]}
      />
      <Modal open={!!draft} title='编辑支付渠道' okText='保存' cancelText='取消' onOk={() => draft && void save(draft)} onCancel={() => setDraft(null)}>
        {draft && (
          <Space direction='vertical' style={{ width: '100%' }}>
            <Input addonBefore='名称' maxLength={32} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            <Checkbox.Group value={draft.clients} onChange={(v) => setDraft({ ...draft, clients: v as PayClient[] })} options={(Object.keys(CLIENT_LABEL) as PayClient[]).map((c) => ({ value: c, label: CLIENT_LABEL[c] }))} />
            <InputNumber addonBefore='排序' value={draft.sort} onChange={(v) => setDraft({ ...draft, sort: v ?? 0 })} />
          </Space>
        )}
      </Modal>
    </Card>
  );
}
