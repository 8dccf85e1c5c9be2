import { Image, Text, View } from '@tarojs/components';
import { ATTEMPT_STATE_LABEL, EXAM_MESSAGES, type ExamDetail } from '../../../../types/exam';
import ExamTabs from '../../../components/exam/exam-tabs';
import { EXAM_STATE_LABEL, examState, ruleText, windowText } from '../../../components/exam/format';
import Markdown from '../../../components/markdown';
import NoPermission from '../../../components/no-permission';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { formatDate } from '../../../utils/format';
import { useCover } from './use-cover';
import '../../../components/exam/index.scss';
import './index.scss';

export default function ExamCoverPage() {
  return (
    <PageShell name='examCover'>
      <Cover />
    </PageShell>
  );
}

function Cover() {
  const c = useCover();
  if (c.load.status === 'loading') return <Loading />;
  if (c.load.status === 'error') return <ErrorState text={c.load.message} onRetry={c.reload} />;
  const e = c.load.exam;
  return (
    <View className='exam-page exam-cover'>
      <ExamTabs eid={c.eid} on='' />
      <View className='card exam-cover__head'>
        {e.cover && <Image className='exam-cover__img' src={e.cover} mode='aspectFill' />}
        <View className='exam-cover__info'>
          <Text className='exam-page__title'>
            {e.title}
            {e.access === 'vip' && <Text className='tag tag--vip'>会员</Text>}
            {e.tags.map((t) => (
              <Text key={t.id} className='tag'>
                {t.name}
              </Text>
            ))}
          </Text>
          <View className='exam-cover__facts'>
            <Fact label='状态' value={EXAM_STATE_LABEL[examState({ phase: e.phase, running: !!e.running, attempts: e.attempts.length })]} />
            <Fact label='时长' value={`${e.my_window.duration} 分钟`} />
            <Fact label='题目' value={`${e.item_count} 题`} />
            <Fact label='总分' value={`${e.total_score} 分`} />
            <Fact label='可作答' value={`${e.attempts_allowed} 次（剩余 ${e.attempts_left} 次）`} />
            <Fact label='我的最好成绩' value={e.best_score === null ? '—' : `${e.best_score} 分`} />
          </View>
          <Text className='exam-page__muted'>考试时间：{windowText(e.my_window.start_at, e.my_window.end_at)}</Text>
          <Text className='exam-page__muted'>成绩公布：{ruleText(e.result_rule)}；解析在考试结束后开放</Text>
        </View>
      </View>
      {e.permit.allowed ? <Actions e={e} start={c.start} busy={c.busy} /> : <NoPermission text={`本场考试为会员专享，${EXAM_MESSAGES.noPermission}`} onView={e.permit.product_id ? () => go(`/order/create/${e.permit.product_id}`) : undefined} />}
      <View className='card'>
        <Text className='exam-cover__h'>考试说明</Text>
        <Markdown source={e.description || '暂无说明'} />
      </View>
      {e.attempts.length > 0 && (
        <View className='card'>
          <Text className='exam-cover__h'>我的作答</Text>
          {e.attempts.map((a) => (
            <View key={a.submit_id} className='exam-cover__attempt' onClick={() => a.state !== 'in_progress' && go(`/exam/${c.eid}/result?submit_id=${a.submit_id}`)}>
              <Text>第 {a.attempt_no} 次 · {ATTEMPT_STATE_LABEL[a.state]}</Text>
              <Text className='exam-page__muted'>{formatDate(a.started_at)}</Text>
              <Text className='exam-cover__score'>{a.score === null ? (a.state === 'in_progress' ? '作答中' : '待公布') : `${a.score} 分`}</Text>
            </View>
          ))}
        </View>
      )}
    </View>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <View className='exam-cover__fact'>
      <Text className='exam-cover__fact-label'>{label}</Text>
      <Text className='exam-cover__fact-value'>{value}</Text>
    </View>
  );
}

function Actions({ e, start, busy }: { e: ExamDetail; start: () => Promise<void>; busy: boolean }) {
  const canStart = e.phase === 'open' && e.attempts_left > 0;
  const label = e.running ? '继续作答' : e.phase === 'upcoming' ? '考试未开始' : e.phase === 'closed' ? '考试已结束' : e.attempts_left > 0 ? '开始考试' : '作答次数已用完';
  return (
    <View className='card exam-cover__actions'>
      <View className={`btn btn--primary exam-cover__start ${(!e.running && !canStart) || busy ? 'btn--disabled' : ''}`} onClick={() => void start()}>
        {label}
      </View>
      {e.attempts.some((a) => a.state !== 'in_progress') && (
        <View className='btn' onClick={() => go(`/exam/${e.exam_id}/result`)}>
          查看成绩
        </View>
      )}
      {e.explain_open && (
        <View className='btn' onClick={() => go(`/exam/${e.exam_id}/explain`)}>
          答案解析
        </View>
      )}
    </View>
  );
}
