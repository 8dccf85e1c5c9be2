import { Text, View } from '@tarojs/components';
import { useCallback, useEffect, useState } from 'react';
import type { MyCourseRow, PracticeKind } from '../../../types/course';
import { fetchMyCourses } from '../../services/api/course';
import { ApiError } from '../../services/request';
import { Empty, ErrorState, Loading } from '../state';
import PracticeTasks from './practice-tasks';

type Load = { status: 'loading' } | { status: 'ready'; courses: MyCourseRow[] } | { status: 'error'; message: string };

/** One kind of practice task across my courses (the /service task routes): pick a course, see and submit its tasks. */
export default function ServiceTasks({ kind, emptyText }: { kind: PracticeKind; emptyText: string }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [chosen, setChosen] = useState('');
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    fetchMyCourses({ silent: true })
      .then((courses) => {
        setLoad({ status: 'ready', courses });
        setChosen((c) => c || courses[0]?.course_id || '');
      })
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }));
  }, []);
  useEffect(reload, [reload]);
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={reload} />;
  if (!load.courses.length) return <Empty text={emptyText} action={{ text: '去选课', path: '/course' }} />;
  return (
    <View className='service-task'>
      <View className='service__entries'>
        {load.courses.map((c) => (
          <View key={c.course_id} className={`card service__entry ${c.course_id === chosen ? 'service__entry--on' : ''}`} onClick={() => setChosen(c.course_id)}>
            <Text className='service__entry-title'>{c.title}</Text>
          </View>
        ))}
      </View>
      {chosen && <PracticeTasks key={chosen} courseId={chosen} kind={kind} />}
    </View>
  );
}
