import { useRouter } from '@tarojs/taro';
import { Button, Card, InputNumber, Progress, Select, Space, Table, Tag, Typography, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { QuestionType } from '../../../../types/exam';
import type { AdminItemRow, SimilarityJobView, SimilarityPairDetail, SimilarityPairRow } from '../../../../types/exam-admin';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminItems, adminMarkPair, adminSimilarityJob, adminSimilarityJobs, adminSimilarityPair, adminSimilarityPairs, adminStartSimilarity } from '../../../services/api/exam-admin';
import { ApiError } from '../../../services/request';
import SideBySide from './side-by-side';
import './index.scss';

export default function AdminExamSimilarityPage() {
  return (
    <AdminShell name='adminExamSimilarity'>
      <Similarity />
    </AdminShell>
  );
}

const STATUS = { pending: ['blue', '待处理'], confirmed: ['red', '已确认'], dismissed: ['default', '已排除'] } as const;

/** /admin/exam/{eid}/similarity: run a check per programming item, watch progress, review pairs side by side. */
function Similarity() {
  const { params } = useRouter();
  const eid = String(params.eid ?? '');
  const [items, setItems] = useState<AdminItemRow[]>([]);
  const [itemId, setItemId] = useState<string>();
  const [threshold, setThreshold] = useState(60);
  const [jobs, setJobs] = useState<SimilarityJobView[]>([]);
  const [job, setJob] = useState<SimilarityJobView | null>(null);
  const [pairs, setPairs] = useState<SimilarityPairRow[]>([]);
  const [pair, setPair] = useState<SimilarityPairDetail | null>(null);

  const loadJobs = useCallback(() => void adminSimilarityJobs(eid).then(setJobs), [eid]);
  useEffect(() => {
    void adminItems(eid).then((rows) => {
      const prog = rows.filter((r) => r.type === QuestionType.PROGRAM);
      setItems(prog);
      setItemId((cur) => cur ?? prog[0]?.item_id);
    });
    loadJobs();
  }, [eid, loadJobs]);

  // progress of a running job
  useEffect(() => {
    if (!job || job.state === 'done' || job.state === 'failed') return;
    const t = setTimeout(() => void adminSimilarityJob(job.job_id).then(setJob), 800);
    return () => clearTimeout(t);
  }, [job]);
  useEffect(() => {
    setPair(null);
    if (job?.state === 'done') {
      void adminSimilarityPairs(job.job_id).then(setPairs);
      loadJobs();
    } else setPairs([]);
  }, [job?.job_id, job?.state, loadJobs]);

  const start = async () => {
    if (!itemId) return;
    try {
      setJob(await adminStartSimilarity(eid, itemId, threshold));
    } catch (e) {
      void message.error(e instanceof ApiError ? e.message : '启动失败');
    }
  };
  const mark = async (status: 'confirmed' | 'dismissed' | 'pending') => {
    if (!pair) return;
    const p = await adminMarkPair(pair.pair_id, status);
    setPair(p);
    setPairs((rows) => rows.map((r) => (r.pair_id === p.pair_id ? { ...r, status: p.status } : r)));
  };

  return (
    <div className='sim'>
      <Card title='代码查重' extra={<Button onClick={() => go(`/admin/exam/${eid}/submit`)}>返回作答记录</Button>}>
        <Space wrap>
          <Select style={{ width: 280 }} placeholder='选择编程题' value={itemId} onChange={setItemId} options={items.map((i) => ({ value: i.item_id, label: `#${i.item_id} ${i.title}` }))} />
          <span>相似度阈值</span>
          <InputNumber min={1} max={100} value={threshold} onChange={(v) => setThreshold(Number(v ?? 60))} addonAfter='%' />
          <Button type='primary' disabled={!itemId || (job !== null && (job.state === 'pending' || job.state === 'running'))} onClick={() => void start()}>
            开始查重
          </Button>
        </Space>
        <Typography.Paragraph type='secondary' style={{ marginTop: 8 }}>
          比较每位考生在该题最后一次提交的代码：按词法单元比对（变量改名、调整格式不影响结果），题目的初始代码不计入。
        </Typography.Paragraph>
        {job && (
          <div className='sim__job'>
            <Progress percent={job.progress} status={job.state === 'failed' ? 'exception' : job.state === 'done' ? 'success' : 'active'} />
            <Typography.Text>
              {job.state === 'done' ? `完成：${job.submissions} 份代码，${job.pairs} 对超过 ${job.threshold}%` : job.state === 'failed' ? job.error : `查重中：${job.submissions || '…'} 份代码`}
            </Typography.Text>
          </div>
        )}
        {jobs.length > 0 && (
          <Space wrap style={{ marginTop: 8 }}>
            <span>历史任务：</span>
            {jobs.map((j) => (
              <Tag key={j.job_id} color={job?.job_id === j.job_id ? 'blue' : undefined} style={{ cursor: 'pointer' }} onClick={() => setJob(j)}>
                #{j.job_id} 题 {j.item_id} · {j.pairs} 对
              </Tag>
            ))}
          </Space>
        )}
      </Card>
      {job?.state === 'done' && (
        <Card title='相似代码对' size='small' style={{ marginTop: 16 }}>
          <Table<SimilarityPairRow>
            rowKey='pair_id'
            size='small'
            dataSource={pairs}
            pagination={{ pageSize: 20 }}
            locale={{ emptyText: '没有超过阈值的代码对' }}
            onRow={(r) => ({ onClick: () => void adminSimilarityPair(r.pair_id).then(setPair), style: { cursor: 'pointer' } })}
            columns={[
              { title: '考生 A', render: (_, r) => `${r.nick_a}（${r.uid_a}）` },
              { title: '考生 B', render: (_, r) => `${r.nick_b}（${r.uid_b}）` },
              { title: '相似度', dataIndex: 'score', render: (v: number) => `${v}%`, sorter: (a, b) => a.score - b.score },
              { title: '状态', dataIndex: 'status', render: (s: keyof typeof STATUS) => <Tag color={STATUS[s][0]}>{STATUS[s][1]}</Tag> },
            ]}
          />
        </Card>
      )}
      {pair && (
        <Card title='对比' size='small' style={{ marginTop: 16 }}>
          <SideBySide pair={pair} onMark={(s) => void mark(s)} />
        </Card>
      )}
    </div>
  );
}
