import { Alert, Button, Card, Form, Input, Modal, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { formatFen, type SaleChannelView } from '../../../../types/commerce';
import AdminShell from '../../../layouts/admin';
import { adminSaleChannels, adminSaveSaleChannel } from '../../../services/api/commerce-admin';
import { formatDate } from '../../../utils/format';
import { useLoad } from '../commerce-shared/use-load';

export default function AdminSaleChannelPage() {
  return (
    <AdminShell name='adminSaleChannel'>
      <SaleChannels />
    </AdminShell>
  );
}

type Draft = { id?: string; code: string; name: string; enabled: boolean };

/** /admin/sale-channel: promotion channels; `/:channel` landings record their code on orders. */
function SaleChannels() {
  const s = useLoad(() => adminSaleChannels({ silent: true }), []);
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = async (d: Draft) => {
    const ok = await s.act(() => adminSaveSaleChannel(d), '已保存');
    if (ok) setDraft(null);
  };
  return (
    <Card title='销售渠道' extra={<Button type='primary' onClick={() => setDraft({ code: '', name: '', enabled: true })}>新建渠道</Button>}>
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<SaleChannelView>
        rowKey='id'
        loading={s.loading}
        dataSource={s.data ?? []}
        pagination={false}
        locale={{ emptyText: '暂无销售渠道' }}
        columns={[
          { title: '编码', dataIndex: 'code', render: (v: string) => <code>/{v}</code> },
          { title: '名称', dataIndex: 'name' },
          { title: '订单数', dataIndex: 'order_count' },
          { title: '成交额', dataIndex: 'paid_fen', render: (v: number) => formatFen(v) },
          { title: '状态', dataIndex: 'enabled', render: (v: boolean) => (v ? <Tag color='green'>启用</Tag> : <Tag>停用</Tag>) },
          { title: '创建时间', dataIndex: 'created_at', render: (v: string) => formatDate(v) },
          { title: '操作', key: 'ops', render: (_, r) => <a onClick={() => setDraft({ id: r.id, code: r.code, name: r.name, enabled: r.enabled })}>编辑</a> },
        ]}
      />
      <Modal open={!!draft} title={draft?.id ? '编辑渠道' : '新建渠道'} okText='保存' cancelText='取消' onOk={() => draft && void save(draft)} onCancel={() => setDraft(null)}>
        {draft && (
          <Form layout='vertical'>
            <Form.Item label='编码（字母、数字、下划线、连字符）' required>
              <Input maxLength={32} value={draft.code} onChange={(e) => setDraft({ ...draft, code: e.target.value.trim() })} />
            </Form.Item>
            <Form.Item label='名称' required>
              <Input maxLength={40} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            </Form.Item>
            <Form.Item label='启用'>
              <Switch checked={draft.enabled} onChange={(v) => setDraft({ ...draft, enabled: v })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
