import { Text, View } from '@tarojs/components';
import { useCallback, useEffect, useState } from 'react';
import type { LiveLessonView, LiveSubjectView } from '../../../../types/course';
import LiveRow from '../../../components/course/live-row';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { listLiveLessons, listLiveSubjects } from '../../../services/api/course';
import { ApiError } from '../../../services/request';
import './index.scss';

export default function LiveSubjectPage() {
  return (
    <PageShell name='serviceSubject'>
      <Subjects />
    </PageShell>
  );
}

type Load = { status: 'loading' } | { status: 'ready'; subjects: LiveSubjectView[]; lessons: LiveLessonView[] } | { status: 'error'; message: string };

/** /service/subject: the live subjects; choosing one lists all its lessons (schedule and replays). */
function Subjects() {
  const [chosen, setChosen] = useState('');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    (async () => {
      const subjects = await listLiveSubjects({ silent: true });
      const subjectId = chosen || subjects[0]?.id || '';
      const lessons = subjectId ? (await listLiveLessons({ subject_id: subjectId, page_size: 100 }, { silent: true })).list : [];
      if (!chosen && subjectId) setChosen(subjectId);
      setLoad({ status: 'ready', subjects, lessons });
    })().catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }));
  }, [chosen]);
  useEffect(reload, [reload]);
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={reload} />;
  if (!load.subjects.length) return <Empty text='还没有直播专题，先看看录播课程' action={{ text: '去选课', path: '/course' }} />;
  const subject = load.subjects.find((s) => s.id === chosen);
  return (
    <View className='service-subject'>
      <View className='service__entries'>
        {load.subjects.map((s) => (
          <View key={s.id} className={`card service__entry ${s.id === chosen ? 'service__entry--on' : ''}`} onClick={() => setChosen(s.id)}>
            <Text className='service__entry-title'>{s.title}</Text>
            <Text className='service__entry-intro'>{s.lesson_count} 场直播{s.course_id ? ' · 课程学员专属' : ''}</Text>
          </View>
        ))}
      </View>
      {subject?.description && <Text className='service__entry-intro'>{subject.description}</Text>}
      <Text className='service__section'>{subject?.title ?? ''} 全部直播</Text>
      {load.lessons.length ? load.lessons.map((l) => <LiveRow key={l.id} lesson={l} />) : <Empty text='这个专题还没有直播' action={{ text: '求职辅导首页', path: '/service' }} />}
    </View>
  );
}
