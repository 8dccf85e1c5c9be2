import { Alert, Button, Card, Input, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { AdminProblemRow } from '../../../../types/oj';
import { LIMITS } from '../../../../types/validation';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminProblems } from '../../../services/api/oj';
import { levelLabel } from '../../../utils/format';
import { usePageQuery } from './use-page-query';

const columns: ColumnsType<AdminProblemRow> = [
  { title: '题号', dataIndex: 'no', width: 80 },
  { title: '标题', dataIndex: 'title' },
  { title: '分类', dataIndex: 'category_name', width: 100 },
  { title: '难度', dataIndex: 'level', width: 70, render: (v: number) => levelLabel(v) },
  {
    title: '模式',
    key: 'modes',
    width: 150,
    render: (_, r) => (
      <>
        {r.has_acm && <Tag>ACM</Tag>}
        {r.has_tpl && <Tag color='purple'>核心代码</Tag>}
      </>
    ),
  },
  {
    title: '状态',
    key: 'flags',
    width: 170,
    render: (_, r) => (
      <>
        {r.visible ? <Tag color='green'>公开</Tag> : <Tag>隐藏</Tag>}
        {r.free && <Tag color='blue'>免费</Tag>}
        {r.has_data ? <Tag color='cyan'>{r.case_count} 个测试点</Tag> : <Tag color='red'>无数据</Tag>}
      </>
    ),
  },
  { title: '通过/提交', key: 'stat', width: 100, render: (_, r) => `${r.accepted}/${r.submissions}` },
  {
    title: '操作',
    key: 'ops',
    width: 150,
    render: (_, r) => (
      <Space>
        <a onClick={() => go(`/admin/oj/problem/${r.problem_id}`)}>编辑</a>
        <a onClick={() => go(`/admin/oj/problem/${r.problem_id}/data`)}>数据</a>
      </Space>
    ),
  },
];

export default function AdminOjProblemPage() {
  return (
    <AdminShell name='adminOjProblem'>
      <Problems />
    </AdminShell>
  );
}

function Problems() {
  const s = usePageQuery(adminProblems, { keyword: '' });
  return (
    <Card
      title='题目'
      extra={
        <Space>
          <Input.Search allowClear placeholder='题号或标题' maxLength={LIMITS.keyword} onSearch={(keyword) => s.setFilter({ keyword: keyword.trim() })} style={{ width: 240 }} />
          <Button type='primary' onClick={() => go('/admin/oj/problem/new')}>
            新建题目
          </Button>
        </Space>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} action={<Button size='small' onClick={s.reload}>重试</Button>} style={{ marginBottom: 16 }} />}
      <Table<AdminProblemRow> rowKey='problem_id' columns={columns} dataSource={s.page?.list ?? []} loading={s.loading} pagination={s.pagination} locale={{ emptyText: '暂无题目' }} />
    </Card>
  );
}
