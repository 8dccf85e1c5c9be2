import { Alert, Button, Card, Input, Popconfirm, Select, Space, Table, Tag, message } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { VERDICT_LABEL, Verdict } from '../../../../types/judge';
import type { SubmissionRow } from '../../../../types/oj';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminRejudge, adminSubmissions } from '../../../services/api/oj';
import { ApiError } from '../../../services/request';
import { elapsed, formatDate } from '../../../utils/format';
import { usePageQuery } from '../oj-problem/use-page-query';

export default function AdminOjSubmissionPage() {
  return (
    <AdminShell name='adminOjSubmission'>
      <Submissions />
    </AdminShell>
  );
}

interface Filter {
  uid?: string;
  verdict?: Verdict;
}

function Submissions() {
  const s = usePageQuery(adminSubmissions, {} as Filter);
  const [uid, setUid] = useState('');
  const rejudge = async (sid: string) => {
    try {
      await adminRejudge(sid, { silent: true });
      void message.success(`已重新提交评测 #${sid}`);
      setTimeout(s.reload, 1500);
    } catch (e) {
      void message.error(e instanceof ApiError ? e.message : '重新评测失败');
    }
  };
  const columns: ColumnsType<SubmissionRow> = [
    { title: '#', dataIndex: 'submission_id', width: 80 },
    { title: '用户', key: 'user', render: (_, r) => `${r.nick_name}（${r.uid}）` },
    { title: '题目', key: 'problem', render: (_, r) => `${r.problem_no}. ${r.problem_title}` },
    { title: '语言', dataIndex: 'lang', width: 90 },
    { title: '结果', dataIndex: 'verdict', width: 110, render: (v: Verdict | null) => (v ? <Tag color={v === Verdict.AC ? 'green' : 'red'}>{VERDICT_LABEL[v]}</Tag> : <Tag>评测中</Tag>) },
    { title: '用时', dataIndex: 'time_ms', width: 80, render: (v: number) => elapsed(v) },
    { title: '时间', dataIndex: 'created_at', width: 150, render: (v: string) => formatDate(v) },
    {
      title: '操作',
      key: 'ops',
      width: 140,
      render: (_, r) => (
        <Space>
          <a onClick={() => go(`/oj/submission/${r.submission_id}`)}>详情</a>
          <Popconfirm title={`重新评测 #${r.submission_id}？统计会随结果更新`} okText='重新评测' cancelText='取消' onConfirm={() => void rejudge(r.submission_id)}>
            <a>重测</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Card
      title='提交记录'
      extra={
        <Space>
          <Input placeholder='用户 UID' value={uid} onChange={(e) => setUid(e.target.value.replace(/\D/g, ''))} style={{ width: 140 }} />
          <Select allowClear placeholder='评测结果' style={{ width: 140 }} options={Object.values(Verdict).map((v) => ({ value: v, label: VERDICT_LABEL[v] }))} onChange={(v: Verdict | undefined) => s.setFilter({ ...s.filter, verdict: v })} />
          <Button type='primary' onClick={() => s.setFilter({ ...s.filter, uid: uid || undefined })}>
            筛选
          </Button>
        </Space>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<SubmissionRow> rowKey='submission_id' columns={columns} dataSource={s.page?.list ?? []} loading={s.loading} pagination={s.pagination} locale={{ emptyText: '暂无提交' }} />
    </Card>
  );
}
