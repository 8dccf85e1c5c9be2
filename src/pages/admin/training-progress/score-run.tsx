import { Button, Progress, Space, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import type { ScoreJobView } from '../../../../types/training';
import { adminRunScore, adminScoreJob, adminScoreJobs } from '../../../services/api/training';
import { ApiError } from '../../../services/request';
import { formatDate } from '../../../utils/format';

/** Starts the score calculation and follows its progress until it ends; then the table reloads. */
export default function ScoreRun({ cid, onDone }: { cid: string; onDone: () => void }) {
  const [job, setJob] = useState<ScoreJobView | null>(null);
  useEffect(() => {
    adminScoreJobs(cid, { silent: true })
      .then((jobs) => setJob(jobs[0] ?? null))
      .catch(() => undefined);
  }, [cid]);
  useEffect(() => {
    if (job?.status !== 'running') return;
    const timer = setTimeout(() => {
      adminScoreJob(job.job_id, { silent: true })
        .then((j) => {
          setJob(j);
          if (j.status !== 'running') onDone();
        })
        .catch(() => undefined);
    }, 500);
    return () => clearTimeout(timer);
  }, [job, onDone]);
  const start = () =>
    adminRunScore(cid)
      .then(setJob)
      .catch((e: unknown) => void message.error(e instanceof ApiError ? e.message : '启动失败'));
  const percent = job && job.total ? Math.round((job.done / job.total) * 100) : job?.status === 'done' ? 100 : 0;
  return (
    <Space wrap className='score-run'>
      <Button type='primary' loading={job?.status === 'running'} onClick={() => void start()}>
        {job?.status === 'running' ? '计算中' : '重新计算成绩'}
      </Button>
      {job && (
        <>
          <Progress style={{ width: 200 }} percent={percent} size='small' status={job.status === 'failed' ? 'exception' : job.status === 'running' ? 'active' : 'success'} />
          <Typography.Text type='secondary'>
            {job.status === 'running' ? `已计算 ${job.done}/${job.total} 名学员` : job.status === 'done' ? `已完成 ${job.total} 名学员${job.rechecked ? `（期间有学习的 ${job.rechecked} 人已重算）` : ''} · ${formatDate(job.finished_at ?? job.started_at)}` : `失败：${job.error}`}
          </Typography.Text>
        </>
      )}
    </Space>
  );
}
