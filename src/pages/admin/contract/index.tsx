import { CONTRACT_KINDS, CONTRACT_KIND_LABEL, CONTRACT_RULES, type ContractKind, type ContractVersionView } from '../../../../types/contract';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminContracts, adminDeleteContract, adminSaveContract } from '../../../services/api/contract';

const inForce = (r: ContractVersionView) => Date.parse(r.effective_at) <= Date.now();

/** /admin/contract: versions of the user agreement and privacy policy; a version in force is read-only. */
const CONTRACTS: ResourceDef<ContractVersionView> = {
  title: '协议版本',
  audit: 'contract',
  rowKey: 'id',
  formWidth: 760,
  list: (q) => adminContracts(q, { silent: true }),
  save: (v, row) =>
    adminSaveContract({
      id: row?.id,
      kind: v.kind as ContractKind,
      version: v.version as string,
      title: v.title as string,
      content: v.content as string,
      effective_at: v.effective_at as string,
    }),
  rowActions: (row) => [
    { label: '查看', run: () => void window.open(`/contract?kind=${row.kind}`, '_blank') },
    { label: '删除', danger: true, hidden: inForce(row), confirm: `确定删除未生效的版本 ${row.version}？`, run: () => adminDeleteContract(row.id).then(() => '已删除') },
  ],
  fields: [
    { key: 'id', title: 'ID', sortable: true, width: 60 },
    {
      key: 'kind', title: '类型', type: 'enum', filter: true, editable: 'create', initial: 'agreement',
      options: CONTRACT_KINDS.map((k) => ({ value: k, label: CONTRACT_KIND_LABEL[k], color: k === 'agreement' ? 'blue' : 'purple' })),
    },
    { key: 'version', title: '版本号', sortable: true, editable: true, rule: CONTRACT_RULES.version, help: '如 v2.0，同一协议内不可重复' },
    { key: 'title', title: '标题', editable: true, rule: CONTRACT_RULES.title },
    { key: 'effective_at', title: '生效时间', type: 'datetime', sortable: true, editable: true, rule: { label: '生效时间', required: true }, help: '生效后不可修改或删除，如需变更请新建版本' },
    { key: 'state', title: '状态', render: (_, r) => (inForce(r) ? '已生效' : '待生效'), text: (r) => (inForce(r) ? '已生效' : '待生效') },
    { key: 'content', title: '正文', type: 'markdown', editable: true, hideInTable: true, rule: CONTRACT_RULES.content },
    { key: 'created_at', title: '创建时间', type: 'datetime' },
  ],
};

export default function AdminContractPage() {
  return (
    <AdminShell name='adminContract'>
      <ResourcePage def={CONTRACTS} />
    </AdminShell>
  );
}
