import { Alert, Avatar, Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AdminUserRow } from '../../../../types/user';
import { LIMITS } from '../../../../types/validation';
import AdminShell from '../../../layouts/admin';
import { formatDate } from '../../../utils/format';
import { useAdminUsers } from './use-admin-users';

const columns: ColumnsType<AdminUserRow> = [
  { title: 'UID', dataIndex: 'uid', width: 120 },
  {
    title: '用户',
    dataIndex: 'nick_name',
    render: (_, row) => (
      <Space>
        <Avatar size={28} src={row.head_img_url || undefined}>
          {row.nick_name.slice(0, 1)}
        </Avatar>
        {row.nick_name}
      </Space>
    ),
  },
  { title: '手机号', dataIndex: 'telephone', render: (v: string | null) => v || <Typography.Text type='secondary'>未绑定</Typography.Text> },
  {
    title: '身份',
    key: 'roles',
    render: (_, row) => (
      <>
        {row.admin && <Tag color='blue'>管理员</Tag>}
        {!row.admin && <Tag>普通用户</Tag>}
      </>
    ),
  },
  { title: '注册时间', dataIndex: 'created_at', render: (v: string) => formatDate(v) },
];

export default function AdminUserPage() {
  return (
    <AdminShell name='adminUser'>
      <AdminUsers />
    </AdminShell>
  );
}

function AdminUsers() {
  const s = useAdminUsers();
  return (
    <Card
      title={<span>用户列表{s.page && <Typography.Text type='secondary'>（共 {s.page.total} 位用户）</Typography.Text>}</span>}
      extra={
        <Input.Search
          allowClear
          placeholder='搜索昵称、UID 或手机号'
          maxLength={LIMITS.keyword}
          onSearch={s.search}
          style={{ width: 280 }}
        />
      }
    >
      {s.error && (
        <Alert
          type='error'
          showIcon
          title={s.error}
          action={<Button size='small' onClick={s.reload}>重试</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<AdminUserRow>
        rowKey='uid'
        columns={columns}
        dataSource={s.page?.list ?? []}
        loading={s.loading}
        locale={{ emptyText: s.query.keyword ? '没有匹配的用户' : '暂无用户' }}
        pagination={{
          current: s.query.pageNo,
          pageSize: s.query.pageSize,
          total: s.page?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => `共 ${total} 条`,
          onChange: s.paginate,
        }}
      />
    </Card>
  );
}
