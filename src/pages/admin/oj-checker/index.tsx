import type { CheckerRequest, CheckerRow } from '../../../../types/oj';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminCheckers, adminDeleteChecker, adminSaveChecker } from '../../../services/api/oj';

const SPECS = ['default', 'exact', 'float:1e-6', 'float:1e-4', 'tokens-ci', 'custom'];

/** /admin/oj/checker: output checkers problems pick from (built-in rules or a custom checker.cpp). */
const CHECKERS: ResourceDef<CheckerRow> = {
  title: '评测器',
  rowKey: 'id',
  all: () => adminCheckers({ silent: true }),
  save: (v, row) => adminSaveChecker(row?.id ?? null, v as unknown as CheckerRequest, { silent: true }),
  noDetail: true,
  rowActions: (r) => [{ label: '删除', confirm: `删除评测器「${r.name}」？`, run: async () => void (await adminDeleteChecker(r.id, { silent: true })) }],
  fields: [
    { key: 'name', title: '名称', filter: true, editable: true, rule: { label: '名称', required: true, maxLength: 30 } },
    { key: 'spec', title: '规则', type: 'enum', filter: true, editable: true, initial: 'default', help: 'float:eps 为浮点误差；custom 使用数据包中的 checker.cpp', options: SPECS.map((v) => ({ value: v, label: v })) },
    { key: 'description', title: '说明', editable: true, initial: '', rule: { label: '说明', maxLength: 200 } },
    { key: 'problem_count', title: '使用中的题目', type: 'number', sortable: true, width: 120 },
  ],
};

export default function AdminOjCheckerPage() {
  return (
    <AdminShell name='adminOjChecker'>
      <ResourcePage def={CHECKERS} />
    </AdminShell>
  );
}
