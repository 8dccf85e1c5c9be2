import type { OjUserRow } from '../../../../types/oj';
import { LIMITS } from '../../../../types/validation';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminOjUsers } from '../../../services/api/oj';

/** /admin/oj/user: who solves problems, by nick name or uid. */
const OJ_USERS: ResourceDef<OjUserRow> = {
  title: 'OJ 用户',
  rowKey: 'uid',
  list: (q) => adminOjUsers({ page_no: q.page_no, page_size: q.page_size, sort: q.sort, order: q.order, keyword: q.keyword as string | undefined }, { silent: true }),
  emptyText: '还没有人做题',
  fields: [
    { key: 'keyword', title: '昵称或 UID', filter: true, hideInTable: true, hideInDetail: true, noExport: true, rule: { label: '关键词', maxLength: LIMITS.keyword } },
    { key: 'uid', title: 'UID', width: 100, sortable: true },
    { key: 'nick_name', title: '昵称' },
    { key: 'accepted', title: '已通过', type: 'number', width: 90, sortable: true },
    { key: 'tried', title: '尝试过', type: 'number', width: 90, sortable: true },
    { key: 'submissions', title: '提交', type: 'number', width: 90, sortable: true },
    { key: 'last_submit_at', title: '最近提交', type: 'datetime', width: 160, sortable: true },
  ],
};

export default function AdminOjUserPage() {
  return (
    <AdminShell name='adminOjUser'>
      <ResourcePage def={OJ_USERS} />
    </AdminShell>
  );
}
