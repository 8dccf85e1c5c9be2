import { Alert, Button, DatePicker, Modal, Skeleton, Space, Typography, message } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ROLLUP_MAX_DAYS } from '../../../../types/overview';
import AdminShell from '../../../layouts/admin';
import { runRollup } from '../../../services/api/admin';
import { ApiError } from '../../../services/request';
import { formatDate } from '../../../utils/format';
import OverviewCards from './components/overview-cards';
import OverviewCharts from './components/overview-charts';
import { useAdminHome } from './use-admin-home';
import './index.scss';

export default function AdminHomePage() {
  return (
    <AdminShell name='adminHome'>
      <AdminHome />
    </AdminShell>
  );
}

/** /admin/home: the overview, read from the daily rollups. */
function AdminHome() {
  const { stats, error, loading, reload } = useAdminHome();
  const [backfill, setBackfill] = useState<[Dayjs, Dayjs] | null>(null);
  const [running, setRunning] = useState(false);
  const run = async () => {
    if (!backfill) return;
    setRunning(true);
    try {
      const r = await runRollup({ from: backfill[0].format('YYYY-MM-DD'), to: backfill[1].format('YYYY-MM-DD') }, { silent: true });
      void message.success(`已汇总 ${r.days} 天`);
      setBackfill(null);
      reload();
    } catch (e) {
      void message.error(e instanceof ApiError ? (e.errors[0]?.message ?? e.message) : '汇总失败');
    } finally {
      setRunning(false);
    }
  };
  return (
    <div className='overview'>
      <Space className='overview__bar' wrap>
        <Typography.Text type='secondary'>
          {stats?.rolled_up_at ? `数据汇总于 ${formatDate(stats.rolled_up_at)}，每 10 分钟更新今日与昨日` : '尚未汇总'}
        </Typography.Text>
        <Button onClick={reload} loading={loading}>
          刷新
        </Button>
        {/* days are China-time days, as the server counts them: default to the window it shows */}
        <Button onClick={() => stats && setBackfill([dayjs(stats.days[0]), dayjs(stats.today)])} disabled={!stats}>
          重新汇总…
        </Button>
      </Space>
      {error && <Alert type='error' showIcon title={error} action={<Button size='small' onClick={reload}>重试</Button>} style={{ marginBottom: 16 }} />}
      {!stats && loading && <Skeleton active paragraph={{ rows: 8 }} />}
      {stats && (
        <>
          <OverviewCards cards={stats.cards} judgeQueue={stats.judge_queue} />
          <OverviewCharts stats={stats} />
        </>
      )}
      <Modal open={!!backfill} title='重新汇总' okText='开始汇总' cancelText='取消' confirmLoading={running} onOk={() => void run()} onCancel={() => setBackfill(null)}>
        <p>按天重新计算所选日期的汇总数据（可重复执行，结果相同），最长 {ROLLUP_MAX_DAYS} 天。</p>
        <DatePicker.RangePicker
          value={backfill}
          disabledDate={(d) => !!stats && d.isAfter(dayjs(stats.today), 'day')}
          onChange={(v) => v && v[0] && v[1] && setBackfill([v[0], v[1]])}
        />
      </Modal>
    </div>
  );
}
