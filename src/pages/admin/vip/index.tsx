import type { VipMemberRow } from '../../../../types/commerce';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminGrantVip, adminRevokeVip, adminVipMembers } from '../../../services/api/commerce-admin';

/** /admin/vip: current members; grant days (stacking on the current membership) or revoke at once. */
const MEMBERS: ResourceDef<VipMemberRow> = {
  title: '会员',
  audit: 'vip',
  rowKey: 'uid',
  list: (q) => adminVipMembers(q, { silent: true }),
  save: (v, row) => adminGrantVip(row?.uid ?? (v.uid as string), v.days as number),
  createLabel: '赠送会员',
  editLabel: '续期',
  formTitle: (row) => (row ? `为 ${row.nick_name || row.uid} 续期会员` : '赠送会员'),
  emptyText: '暂无会员',
  rowActions: (r) => [{ label: '取消会员', danger: true, confirm: '会员将立即失效，确定取消？', run: async () => (await adminRevokeVip(r.uid), '已取消会员') }],
  fields: [
    { key: 'keyword', title: '按 UID 查找', filter: true, hideInTable: true, hideInDetail: true, noExport: true },
    { key: 'uid', title: 'UID', sortable: true, editable: 'create', rule: { label: 'UID', required: true, pattern: /^\d{1,19}$/, patternMessage: 'UID 必须是数字' } },
    { key: 'nick_name', title: '昵称' },
    { key: 'telephone', title: '手机号', text: (r) => r.telephone ?? '未绑定' },
    { key: 'expires_at', title: '会员到期', type: 'datetime', sortable: true, text: (r) => (r.expires_at ? r.expires_at.slice(0, 16).replace('T', ' ') : '永久') },
    { key: 'days', title: '天数', type: 'number', editable: true, hideInTable: true, hideInDetail: true, noExport: true, initial: 30, from: () => 30, help: '与现有会员叠加；0 为永久', rule: { label: '天数', required: true, integer: true, min: 0, max: 3650 } },
  ],
};

export default function AdminVipPage() {
  return (
    <AdminShell name='adminVip'>
      <ResourcePage def={MEMBERS} />
    </AdminShell>
  );
}
