import { Text, View } from '@tarojs/components';
import { formatElapsed } from '../../../../types/course';
import { CourseCard, ProgressBar } from '../../../components/course';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { formatDate } from '../../../utils/format';
import { useMyCourses } from './use-my-courses';
import './index.scss';

export default function StudyCoursePage() {
  return (
    <PageShell name='studyCourse'>
      <MyCourses />
    </PageShell>
  );
}

function MyCourses() {
  const { load, reload } = useMyCourses();
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={reload} />;
  if (!load.courses.length) {
    return <Empty text='还没有课程，去挑一门开始学习吧' action={{ text: '去选课', path: '/course' }} />;
  }
  return (
    <View className='my-courses'>
      {load.courses.map((c) => (
        <CourseCard key={c.course_id} course={c}>
          <ProgressBar percent={c.progress.percent} label={`已学 ${c.progress.finished}/${c.progress.total} 课时`} />
          <Text className='my-courses__meta'>
            学习时长 {formatElapsed(c.progress.elapsed_seconds)}
            {c.progress.last_learned_at ? ` · 最近学习 ${formatDate(c.progress.last_learned_at)}` : ''}
            {c.expires_at ? ` · 有效期至 ${formatDate(c.expires_at)}` : ''}
          </Text>
          {c.progress.last_lesson_id && (
            <Text
              className='my-courses__continue'
              onClick={(e) => {
                e.stopPropagation();
                go(`/lesson/${c.progress.last_lesson_id}`);
              }}
            >
              继续学习：{c.progress.last_lesson_title}
            </Text>
          )}
        </CourseCard>
      ))}
    </View>
  );
}
