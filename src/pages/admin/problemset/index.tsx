import { Button } from 'antd';
import { SET_ACCESS_LABEL, type AdminSetRow, type SetAccess } from '../../../../types/problemset';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminDeleteSet, adminSets } from '../../../services/api/problemset-admin';

const ACCESS_OPTIONS = (Object.keys(SET_ACCESS_LABEL) as SetAccess[]).map((a) => ({ value: a, label: SET_ACCESS_LABEL[a], color: a === 'free' ? 'green' : a === 'vip' ? 'gold' : 'blue' }));

/** /admin/problemset: every set (published or not); editing, stats and deletion per row. */
const SETS: ResourceDef<AdminSetRow> = {
  title: '题单',
  rowKey: 'id',
  list: (q) => adminSets(q, { silent: true }),
  creatable: false,
  noDetail: true,
  exportName: '题单',
  rowActions: (r) => [
    { label: '编辑', run: () => go(`/admin/problemset/${r.id}`) },
    { label: '统计', run: () => go(`/admin/problemset/${r.id}/stats`) },
    { label: '删除', danger: true, confirm: `确定删除题单「${r.title}」？学员在该题单的进度会一并删除，提交记录保留。`, run: async () => (await adminDeleteSet(r.id), '已删除') },
  ],
  fields: [
    { key: 'id', title: 'ID', sortable: true, width: 70 },
    { key: 'title', title: '标题', filter: true },
    { key: 'access', title: '开放方式', type: 'enum', filter: true, options: ACCESS_OPTIONS },
    { key: 'product_id', title: '绑定商品', text: (r) => r.product_id || '-' },
    { key: 'published', title: '上架', type: 'switch', filter: true, options: [{ value: true, label: '已上架', color: 'green' }, { value: false, label: '未上架' }] },
    { key: 'problem_count', title: '题目数', type: 'number', sortable: true },
    { key: 'learners', title: '学习人数', type: 'number', sortable: true },
    { key: 'order_value', title: '排序', type: 'number', sortable: true },
    { key: 'updated_at', title: '更新时间', type: 'datetime', sortable: true },
  ],
};

export default function AdminProblemSetPage() {
  return (
    <AdminShell name='adminProblemset'>
      <ResourcePage
        def={SETS}
        toolbar={() => (
          <Button type='primary' onClick={() => go('/admin/problemset/new')}>
            新建题单
          </Button>
        )}
      />
    </AdminShell>
  );
}
