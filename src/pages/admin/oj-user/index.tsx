import { Alert, Card, Input, Table } from 'antd';
import type { OjUserRow } from '../../../../types/oj';
import { LIMITS } from '../../../../types/validation';
import AdminShell from '../../../layouts/admin';
import { adminOjUsers } from '../../../services/api/oj';
import { formatDate } from '../../../utils/format';
import { usePageQuery } from '../oj-problem/use-page-query';

export default function AdminOjUserPage() {
  return (
    <AdminShell name='adminOjUser'>
      <OjUsers />
    </AdminShell>
  );
}

function OjUsers() {
  const s = usePageQuery(adminOjUsers, { keyword: '' });
  return (
    <Card title='OJ 用户' extra={<Input.Search allowClear placeholder='昵称或 UID' maxLength={LIMITS.keyword} onSearch={(keyword) => s.setFilter({ keyword: keyword.trim() })} style={{ width: 240 }} />}>
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<OjUserRow>
        rowKey='uid'
        loading={s.loading}
        dataSource={s.page?.list ?? []}
        pagination={s.pagination}
        locale={{ emptyText: '还没有人做题' }}
        columns={[
          { title: 'UID', dataIndex: 'uid', width: 100 },
          { title: '昵称', dataIndex: 'nick_name' },
          { title: '已通过', dataIndex: 'accepted', width: 90 },
          { title: '尝试过', dataIndex: 'tried', width: 90 },
          { title: '提交', dataIndex: 'submissions', width: 90 },
          { title: '最近提交', dataIndex: 'last_submit_at', width: 160, render: (v: string | null) => (v ? formatDate(v) : '') },
        ]}
      />
    </Card>
  );
}
