import { Text, View } from '@tarojs/components';
import { useCallback, useEffect, useState } from 'react';
import type { MyCourseRow } from '../../../../types/course';
import PracticeTasks from '../../../components/course/practice-tasks';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { fetchMyCourses } from '../../../services/api/course';
import { ApiError } from '../../../services/request';
import './index.scss';

export default function ServiceTaskPage() {
  return (
    <PageShell name='serviceTask'>
      <Tasks />
    </PageShell>
  );
}

type Load = { status: 'loading' } | { status: 'ready'; courses: MyCourseRow[] } | { status: 'error'; message: string };

/** 项目实战任务 across my courses: pick a course, see and submit its tasks. */
function Tasks() {
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
  if (!load.courses.length) return <Empty text='购买课程后即可参加项目实战' />;
  return (
    <View className='service-task'>
      <View className='service__entries'>
        {load.courses.map((c) => (
          <View key={c.course_id} className={`card service__entry ${c.course_id === chosen ? 'service__entry--on' : ''}`} onClick={() => setChosen(c.course_id)}>
            <Text className='service__entry-title'>{c.title}</Text>
          </View>
        ))}
      </View>
      {chosen && <PracticeTasks key={chosen} courseId={chosen} />}
    </View>
  );
}
