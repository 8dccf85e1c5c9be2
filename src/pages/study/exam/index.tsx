import { Text, View } from '@tarojs/components';
import { useState } from 'react';
import type { MyExamRow } from '../../../../types/exam';
import { windowText } from '../../../components/exam/format';
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

const TABS: { key: MyExamRow['status'] | 'all'; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'in_progress', label: '进行中' },
  { key: 'upcoming', label: '待参加' },
  { key: 'finished', label: '已完成' },
];
const STATUS_LABEL: Record<MyExamRow['status'], string> = { in_progress: '作答中', upcoming: '待参加', finished: '已完成' };

/** 我的考试: running attempts first, exams open to the user, then finished ones with the best score. */
function MyExams() {
  const { load, reload } = useMyExams();
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('all');
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={reload} />;
  const rows = load.exams.filter((e) => tab === 'all' || e.status === tab);
  return (
    <View className='my-exams'>
      <View className='my-exams__tabs'>
        {TABS.map((t) => (
          <Text key={t.key} className={`my-exams__tab ${tab === t.key ? 'my-exams__tab--on' : ''}`} onClick={() => setTab(t.key)}>
            {t.label}
          </Text>
        ))}
      </View>
      {!rows.length && <Empty text='暂无考试' />}
      {rows.map((e) => (
        <View key={e.exam_id} className='card my-exams__card' onClick={() => go(e.status === 'in_progress' ? `/exam/${e.exam_id}/question` : `/exam/${e.exam_id}`)}>
          <View className='my-exams__top'>
            <Text className='my-exams__title'>{e.title}</Text>
            <Text className={`my-exams__status my-exams__status--${e.status}`}>{STATUS_LABEL[e.status]}</Text>
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
