import { Tag } from 'antd';
import { formatFen } from '../../../../types/commerce';
import type { PartnerStatus } from '../../../../types/partner';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminPartners, adminSavePartner, type AdminPartnerRow } from '../../../services/api/partner-admin';
import { LANGS_HELP, PARTNER_ROLE_TEXT, PARTNER_STATUS_OPTIONS } from '../partner-shared/options';

const setStatus = (r: AdminPartnerRow, status: PartnerStatus) =>
  adminSavePartner({ uid: r.uid, status, roles: r.roles.join(','), lang_permits: r.lang_permits.join(','), product_permits: r.product_permits.join(','), note: r.note }).then(() => '已更新');

/** /admin/partner: approve users as partners, roles, language and promotion permits, suspend. */
const PARTNERS: ResourceDef<AdminPartnerRow> = {
  title: '合伙人',
  audit: 'partner',
  rowKey: 'uid',
  list: (q) => adminPartners(q, { silent: true }),
  save: (v, row) =>
    adminSavePartner({
      uid: row?.uid ?? String(v.uid),
      status: v.status as PartnerStatus,
      roles: String(v.roles ?? ''),
      lang_permits: String(v.lang_permits ?? ''),
      product_permits: String(v.product_permits ?? ''),
      note: (v.note as string | undefined) ?? '',
    }),
  rowActions: (r) => [
    { label: '审核通过', hidden: r.status === 'active', confirm: `确定让 ${r.uid} 成为正式合伙人？`, run: () => setStatus(r, 'active') },
    { label: '暂停', danger: true, hidden: r.status !== 'active', confirm: '暂停后不再产生新的归因与提现，历史保留。确定暂停？', run: () => setStatus(r, 'suspended') },
  ],
  fields: [
    { key: 'keyword', title: 'uid 或昵称', filter: true, hideInTable: true, hideInDetail: true, noExport: true },
    { key: 'uid', title: 'uid', sortable: true, editable: 'create', rule: { label: 'uid', required: true, pattern: /^\d{1,19}$/, patternMessage: 'uid 必须是数字' } },
    { key: 'nick_name', title: '昵称' },
    { key: 'telephone', title: '手机号' },
    { key: 'status', title: '状态', type: 'enum', options: PARTNER_STATUS_OPTIONS, filter: true, editable: true, initial: 'pending' },
    { key: 'roles', title: '角色', type: 'commaList', editable: true, help: 'promoter（推广）、content（内容）', text: (r) => PARTNER_ROLE_TEXT(r.roles), render: (_, r) => PARTNER_ROLE_TEXT(r.roles) },
    { key: 'lang_permits', title: '语言权限', type: 'commaList', editable: true, help: LANGS_HELP },
    { key: 'product_permits', title: '推广商品', type: 'commaList', editable: true, help: '可推广的商品 ID' },
    { key: 'balance', title: '余额', text: (r) => `冻结 ${formatFen(r.balance.pending_fen)} / 可提 ${formatFen(r.balance.available_fen)} / 已提 ${formatFen(r.balance.paid_fen)}`, render: (_, r) => <Tag color={r.balance.available_fen < 0 ? 'red' : 'default'}>{`可提 ${formatFen(r.balance.available_fen)}`}</Tag> },
    { key: 'note', title: '备注', type: 'textarea', editable: true, hideInTable: true },
    { key: 'created_at', title: '加入时间', type: 'datetime', sortable: true },
  ],
};

export default function AdminPartnerPage() {
  return (
    <AdminShell name='adminPartner'>
      <ResourcePage def={PARTNERS} />
    </AdminShell>
  );
}
