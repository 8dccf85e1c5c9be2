import { Typography } from 'antd';
import type { AdminUserRow } from '../../../../types/user';
import { LIMITS } from '../../../../types/validation';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import { UserCell } from './user-cell';
import AdminShell from '../../../layouts/admin';
import { listUsers } from '../../../services/api/admin';

/** /admin/user: every user, searched by nick name, UID or phone, paged on the server. */
const USERS: ResourceDef<AdminUserRow> = {
  title: '用户列表',
  rowKey: 'uid',
  list: (q) => listUsers({ keyword: String(q.keyword ?? ''), page_no: q.page_no, page_size: q.page_size, sort: q.sort, order: q.order }, { silent: true }),
  totalText: (n) => `共 ${n} 位用户`,
  emptyText: (f) => (f.keyword ? '没有匹配的用户' : '暂无用户'),
  fields: [
    { key: 'keyword', title: '搜索昵称、UID 或手机号', filter: true, width: 280, rule: { label: '关键词', maxLength: LIMITS.keyword }, hideInTable: true, hideInDetail: true, noExport: true },
    { key: 'uid', title: 'UID', sortable: true, width: 120 },
    {
      key: 'nick_name',
      title: '用户',
      text: (r) => r.nick_name,
      render: (_, r) => <UserCell user={r} />,
    },
    { key: 'telephone', title: '手机号', text: (r) => r.telephone || '未绑定', render: (v) => (v as string) || <Typography.Text type='secondary'>未绑定</Typography.Text> },
    { key: 'admin', title: '身份', type: 'enum', options: [{ value: true, label: '管理员', color: 'blue' }, { value: false, label: '普通用户' }] },
    { key: 'created_at', title: '注册时间', type: 'datetime', sortable: true },
  ],
};

export default function AdminUserPage() {
  return (
    <AdminShell name='adminUser'>
      <ResourcePage def={USERS} />
    </AdminShell>
  );
}
