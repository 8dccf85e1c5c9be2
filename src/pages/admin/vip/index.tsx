import { Alert, Button, Card, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import type { VipMemberRow } from '../../../../types/commerce';
import AdminShell from '../../../layouts/admin';
import { adminGrantVip, adminRevokeVip, adminVipMembers } from '../../../services/api/commerce-admin';
import { formatDate } from '../../../utils/format';
import { useLoad } from '../commerce-shared/use-load';

export default function AdminVipPage() {
  return (
    <AdminShell name='adminVip'>
      <Members />
    </AdminShell>
  );
}

/** /admin/vip: current members; grant days (stacking on the current membership) or revoke at once. */
function Members() {
  const [query, setQuery] = useState({ keyword: '', no: 1, size: 20 });
  const s = useLoad(() => adminVipMembers(query.keyword, query.no, query.size, { silent: true }), [query]);
  const [grant, setGrant] = useState<{ uid: string; days: number } | null>(null);
  const doGrant = async () => {
    if (!grant) return;
    if (!/^\d{1,19}$/.test(grant.uid)) return void Modal.error({ title: 'UID 必须是数字' });
    const ok = await s.act(() => adminGrantVip(grant.uid, grant.days), '已赠送会员');
    if (ok) setGrant(null);
  };
  return (
    <Card
      title={`会员（共 ${s.data?.total ?? 0} 位）`}
      extra={
        <Space>
          <Input.Search allowClear placeholder='按 UID 查找' style={{ width: 200 }} onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim(), no: 1 }))} />
          <Button type='primary' onClick={() => setGrant({ uid: '', days: 30 })}>
            赠送会员
          </Button>
        </Space>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<VipMemberRow>
        rowKey='uid'
        loading={s.loading}
        dataSource={s.data?.list ?? []}
        locale={{ emptyText: '暂无会员' }}
        pagination={{ current: query.no, pageSize: query.size, total: s.data?.total ?? 0, onChange: (no, size) => setQuery((q) => ({ ...q, no, size })) }}
        columns={[
          { title: 'UID', dataIndex: 'uid' },
          { title: '昵称', dataIndex: 'nick_name' },
          { title: '手机号', dataIndex: 'telephone', render: (v: string | null) => v ?? '未绑定' },
          { title: '会员到期', dataIndex: 'expires_at', render: (v: string | null) => (v ? formatDate(v) : '永久') },
          {
            title: '操作',
            key: 'ops',
            render: (_, r) => (
              <Space>
                <a onClick={() => setGrant({ uid: r.uid, days: 30 })}>续期</a>
                <Popconfirm title='会员将立即失效，确定取消？' onConfirm={() => void s.act(() => adminRevokeVip(r.uid), '已取消会员')}>
                  <a style={{ color: '#d83931' }}>取消会员</a>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!grant} title='赠送会员' okText='赠送' cancelText='取消' onOk={() => void doGrant()} onCancel={() => setGrant(null)}>
        {grant && (
          <Space direction='vertical'>
            <Input addonBefore='UID' value={grant.uid} onChange={(e) => setGrant({ ...grant, uid: e.target.value.trim() })} />
            <InputNumber addonBefore='天数' addonAfter='0 为永久' min={0} max={3650} value={grant.days} onChange={(v) => setGrant({ ...grant, days: v ?? 0 })} />
          </Space>
        )}
      </Modal>
    </Card>
  );
}
