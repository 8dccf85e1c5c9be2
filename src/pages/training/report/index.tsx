import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import Markdown from '../../../components/markdown';
import { ErrorState, Loading } from '../../../components/state';
import { Bars, CohortNav, StateBadge } from '../../../components/training';
import PageShell from '../../../layouts/page-shell';
import { fetchReport } from '../../../services/api/training';
import { formatDate } from '../../../utils/format';
import { useLoad } from '../use-load';
import './index.scss';

export default function TrainingReportPage() {
  return (
    <PageShell name='trainingReport'>
      <TrainingReport />
    </PageShell>
  );
}

function TrainingReport() {
  const params = useRouter().params;
  const cid = String(params.cid ?? '');
  const gid = String(params.gid ?? '');
  const uid = params.uid ? String(params.uid) : undefined;
  const { load, reload } = useLoad(() => fetchReport(cid, gid, uid, { silent: true }), [cid, gid, uid]);
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={load.code === 4003 ? undefined : reload} />;
  const r = load.data;
  const week = (w: string) => w.slice(5).replace('-', '/');
  return (
    <View className='training-report'>
      <View className='card training-report__head'>
        <Text className='training-report__title'>{r.nick_name} 的学习报告</Text>
        <Text className='training-report__meta'>
          {r.course_title} · {r.cohort_name}
        </Text>
        <View className='training-report__totals'>
          <View className='training-report__total'>
            <Text className='training-report__num'>{r.total_score}</Text>
            <Text className='training-report__meta'>我的总分</Text>
          </View>
          <View className='training-report__total'>
            <Text className='training-report__num'>{r.cohort_median_total}</Text>
            <Text className='training-report__meta'>班级中位数</Text>
          </View>
        </View>
      </View>
      <CohortNav cid={cid} gid={gid} active='report' />
      <View className='training-report__charts'>
        <View className='card training-report__block'>
          <Text className='training-report__h'>各关得分</Text>
          <Bars rows={r.gates.map((g) => ({ key: g.gate_id, label: g.title, value: g.score, mark: g.cohort_median }))} max={100} markLabel='班级中位数' />
        </View>
        <View className='card training-report__block'>
          <Text className='training-report__h'>每周观看（分钟）</Text>
          <Bars rows={r.weeks.map((w) => ({ key: w.week, label: `${week(w.week)} 周`, value: w.watched_minutes }))} max={10} />
        </View>
        <View className='card training-report__block'>
          <Text className='training-report__h'>每周新通过题目</Text>
          <Bars rows={r.weeks.map((w) => ({ key: w.week, label: `${week(w.week)} 周`, value: w.accepted }))} max={3} unit=' 题' />
        </View>
      </View>
      <View className='card training-report__block'>
        <Text className='training-report__h'>老师反馈</Text>
        {r.gates.map((g) => (
          <View key={g.gate_id} className='training-report__gate'>
            <View className='training-report__gate-head'>
              <Text className='training-report__gate-title'>{g.title}</Text>
              <StateBadge state={g.state} />
            </View>
            {g.feedback ? (
              <View className='training-report__feedback'>
                <Markdown source={g.feedback.content} />
                <Text className='training-report__meta'>
                  {g.feedback.author_name} · {formatDate(g.feedback.updated_at)}
                  {g.feedback.approved ? ' · 已审核通过' : ''}
                </Text>
              </View>
            ) : (
              <Text className='training-report__meta'>暂无反馈</Text>
            )}
          </View>
        ))}
      </View>
    </View>
  );
}
