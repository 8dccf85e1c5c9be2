import { Text, View } from '@tarojs/components';
import { useState } from 'react';
import type { MyExamRow } from '../../../../types/exam';
import { EXAM_STATE_LABEL, examState, windowText, type ExamUserState } from '../../../components/exam/format';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { formatDate } from '../../../utils/format';
import { useMyExams } from './use-my-exams';
import './index.scss';

export default function StudyExamPage() {
  return (
    <PageShell name='studyExam'>
      <MyExams />
    </PageShell>
  );
}

/** the state the exam's cover shows too */
const stateOf = (e: MyExamRow): ExamUserState => examState({ phase: e.phase, running: e.status === 'in_progress', attempts: e.attempts });

const TABS: { key: string; label: string; states: ExamUserState[] }[] = [
  { key: 'all', label: '全部', states: ['in_progress', 'open', 'upcoming', 'submitted', 'closed'] },
  { key: 'now', label: '进行中', states: ['in_progress', 'open'] },
  { key: 'upcoming', label: '未开始', states: ['upcoming'] },
  { key: 'submitted', label: '已交卷', states: ['submitted'] },
  { key: 'closed', label: '已结束', states: ['closed'] },
];

/** 我的考试: running attempts first, exams open to the user, then finished ones with the best score. */
function MyExams() {
  const { load, reload } = useMyExams();
  const [tab, setTab] = useState('all');
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={reload} />;
  const states = TABS.find((t) => t.key === tab)!.states;
  const rows = load.exams.filter((e) => states.includes(stateOf(e)));
  return (
    <View className='my-exams'>
      <View className='my-exams__tabs'>
        {TABS.map((t) => (
          <Text key={t.key} className={`my-exams__tab ${tab === t.key ? 'my-exams__tab--on' : ''}`} onClick={() => setTab(t.key)}>
            {t.label}
          </Text>
        ))}
      </View>
      {!rows.length && (tab === 'all' ? <Empty text='还没有向你开放的考试，开考后会出现在这里；先用题单练练手' action={{ text: '去题单', path: '/problemset' }} /> : <Empty text='这一栏没有考试' action={{ text: '看全部考试', onClick: () => setTab('all') }} />)}
      {rows.map((e) => (
        <View key={e.exam_id} className='card my-exams__card' onClick={() => go(e.status === 'in_progress' ? `/exam/${e.exam_id}/question` : `/exam/${e.exam_id}`)}>
          <View className='my-exams__top'>
            <Text className='my-exams__title'>{e.title}</Text>
            <Text className={`my-exams__status my-exams__status--${stateOf(e)}`}>{EXAM_STATE_LABEL[stateOf(e)]}</Text>
          </View>
          <Text className='my-exams__meta'>{windowText(e.start_at, e.end_at)}</Text>
          <View className='my-exams__bottom'>
            <Text className='my-exams__meta'>
              {e.status === 'in_progress' && e.deadline ? `截止 ${formatDate(e.deadline, 'HH:mm')} · 点击继续作答` : e.attempts ? `已作答 ${e.attempts} 次` : '尚未作答'}
            </Text>
            <Text className='my-exams__score'>{e.best_score === null ? `满分 ${e.total_score}` : `${e.best_score} / ${e.total_score} 分`}</Text>
          </View>
        </View>
      ))}
    </View>
  );
}
