import { Alert, Button, Card, Progress, Space, Spin, Statistic, Table } from 'antd';
import { useRouter } from '@tarojs/taro';
import { useEffect, useState } from 'react';
import type { SetStats } from '../../../../types/problemset';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminSetStats } from '../../../services/api/problemset-admin';
import { ApiError } from '../../../services/request';

export default function AdminProblemSetStatsPage() {
  return (
    <AdminShell name='adminProblemsetStats'>
      <Stats />
    </AdminShell>
  );
}

/** /admin/problemset/:id/stats: learners who started, who finished, and the completion funnel item by item. */
function Stats() {
  const { params } = useRouter();
  const id = String(params.id ?? '');
  const [s, setS] = useState<SetStats | null>(null);
  const [error, setError] = useState('');
  useEffect(() => void adminSetStats(id, { silent: true }).then(setS, (e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败')), [id]);
  if (error) return <Alert type='error' message={error} />;
  if (!s) return <Spin />;
  const pct = (n: number) => (s.starts ? Math.round((n / s.starts) * 100) : 0);
  return (
    <Card title={`题单 #${id} 统计`} extra={<Button onClick={() => go(`/admin/problemset/${id}`)}>编辑题单</Button>}>
      <Space size='large' style={{ marginBottom: 16 }}>
        <Statistic title='开始人数' value={s.starts} />
        <Statistic title='完成人数（本轮全部通过）' value={s.completions} />
        <Statistic title='完成率' value={pct(s.completions)} suffix='%' />
      </Space>
      <Table
        rowKey='item_id'
        size='small'
        pagination={false}
        dataSource={s.funnel}
        columns={[
          { title: '#', dataIndex: 'position', width: 60 },
          { title: '题号', dataIndex: 'no', width: 80 },
          { title: '题目', dataIndex: 'title' },
          { title: '尝试人数', dataIndex: 'tried', width: 100 },
          { title: '通过人数', dataIndex: 'passed', width: 100 },
          { title: '通过 / 开始', key: 'funnel', width: 240, render: (_: unknown, r: SetStats['funnel'][number]) => <Progress percent={pct(r.passed)} size='small' /> },
        ]}
      />
    </Card>
  );
}
