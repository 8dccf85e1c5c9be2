import { Table } from 'antd';
import { AUDIT_ACTION_LABEL, type AuditLineView } from '../../../../types/admin';
import { changedFields, ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminAuditList } from '../../../services/api/admin-audit';

const ENTITY_LABEL: Record<string, string> = { sale_channel: '销售渠道', pay_channel: '支付渠道', pay_platform: '支付平台', coupon: '优惠券', gift: '礼包', vip: '会员', system_notice: '系统通知', notice: '单发通知' };

/** /admin/audit: every admin write (who, which record, what changed), filterable by resource, record and time. */
const AUDIT: ResourceDef<AuditLineView> = {
  title: '操作记录',
  rowKey: 'id',
  list: (q) => adminAuditList(q, { silent: true }),
  exportName: '操作记录',
  fields: [
    { key: 'id', title: 'ID', sortable: true, width: 70 },
    { key: 'created_at', title: '时间', type: 'datetime', filter: true, sortable: true },
    { key: 'actor_uid', title: '操作人 uid', filter: true, text: (r) => `${r.actor_name}（${r.actor_uid}）` },
    { key: 'entity', title: '资源', filter: true, text: (r) => ENTITY_LABEL[r.entity] ?? r.entity },
    { key: 'entity_id', title: '记录 id', filter: true },
    { key: 'action', title: '操作', type: 'enum', filter: true, options: Object.entries(AUDIT_ACTION_LABEL).map(([value, label]) => ({ value, label, color: value === 'delete' ? 'red' : value === 'create' ? 'green' : 'blue' })) },
    {
      key: 'after',
      title: '变更',
      hideInTable: true,
      text: (r) => changedFields(r).map((c) => `${c.key}: ${c.before} → ${c.after}`).join('; '),
      render: (_, r) => <Table size='small' rowKey='key' pagination={false} dataSource={changedFields(r)} columns={[{ title: '字段', dataIndex: 'key' }, { title: '修改前', dataIndex: 'before' }, { title: '修改后', dataIndex: 'after' }]} />,
    },
  ],
};

export default function AdminAuditPage() {
  return (
    <AdminShell name='adminAudit'>
      <ResourcePage def={AUDIT} />
    </AdminShell>
  );
}
