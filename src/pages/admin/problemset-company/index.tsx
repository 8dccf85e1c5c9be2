import type { CompanyCard } from '../../../../types/problemset';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminCompanies, adminDeleteCompany, adminSaveCompany } from '../../../services/api/problemset-admin';

type Row = CompanyCard & { order_value?: number };

/** /admin/problemset/company: companies of 公司题库; their problems and frequency on the next page. */
const COMPANIES: ResourceDef<Row> = {
  title: '公司',
  rowKey: 'id',
  all: () => adminCompanies({ silent: true }),
  save: (v, row) => adminSaveCompany({ id: row?.id, name: String(v.name ?? ''), logo: String(v.logo ?? ''), intro: String(v.intro ?? ''), order_value: Number(v.order_value ?? 0) }),
  noDetail: true,
  exportName: '公司题库',
  rowActions: (r) => [
    { label: '题目与频率', run: () => go(`/admin/problemset/company/${r.id}`) },
    { label: '删除', danger: true, confirm: `确定删除公司「${r.name}」及其题目频率？`, run: async () => (await adminDeleteCompany(r.id), '已删除') },
  ],
  fields: [
    { key: 'id', title: 'ID', width: 70 },
    { key: 'name', title: '名称', filter: true, editable: true, rule: { label: '公司名称', required: true, maxLength: 30 } },
    { key: 'logo', title: 'Logo', type: 'image', editable: true, hideInTable: true },
    { key: 'intro', title: '简介', type: 'textarea', editable: true, rule: { label: '简介', maxLength: 500 } },
    { key: 'problem_count', title: '题目数', type: 'number', sortable: true },
    { key: 'order_value', title: '排序', type: 'number', editable: true, hideInTable: true, initial: 0 },
  ],
};

export default function AdminProblemSetCompanyPage() {
  return (
    <AdminShell name='adminProblemsetCompany'>
      <ResourcePage def={COMPANIES} />
    </AdminShell>
  );
}
