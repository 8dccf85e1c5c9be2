import { Text, View } from '@tarojs/components';
import { formatElapsed, formatDuration } from '../../../../types/course';
import { CoursePrice, ProgressBar } from '../../../components/course';
import Markdown from '../../../components/markdown';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { usePageTitle } from '../../../layouts/page-title';
import { go } from '../../../platform/navigation';
import Catalog from './components/catalog';
import { resumeLessonId, useCourseIntro } from './use-course-intro';
import './index.scss';

export default function CourseIntroPage() {
  return (
    <PageShell name='courseIntro'>
      <CourseIntro />
    </PageShell>
  );
}

function CourseIntro() {
  const { load, reload, tab, setTab } = useCourseIntro();
  usePageTitle(load.status === 'ready' ? load.course.title : null);
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={load.code === 404 || load.code === 4004 ? undefined : reload} />;
  const c = load.course;
  const resume = resumeLessonId(c);
  const started = !!c.progress?.last_lesson_id;
  return (
    <View className='course-intro'>
      <View className='card course-intro__head'>
        <Text className='course-intro__title'>{c.title}</Text>
        {c.subtitle && <Text className='course-intro__subtitle'>{c.subtitle}</Text>}
        <Text className='course-intro__meta'>
          {c.teacher ? `讲师 ${c.teacher} · ` : ''}
          {c.lesson_count} 课时{c.total_seconds ? ` · 视频 ${formatDuration(c.total_seconds)}` : ''}
        </Text>
        {c.progress && c.access.granted && (
          <View className='course-intro__progress'>
            <ProgressBar percent={c.progress.percent} label={`已学 ${c.progress.finished}/${c.progress.total}`} />
            <Text className='course-intro__muted'>学习时长 {formatElapsed(c.progress.elapsed_seconds)}</Text>
          </View>
        )}
        <View className='course-intro__actions'>
          {c.access.granted ? (
            resume && (
              <View className='btn btn--primary' onClick={() => go(`/lesson/${resume}`)}>
                {started ? '继续学习' : '开始学习'}
              </View>
            )
          ) : (
            <>
              <CoursePrice course={c} />
              {c.product_id && (
                <View className='btn btn--primary course-intro__buy' onClick={() => go(`/order/create/${c.product_id}`)}>
                  立即购买
                </View>
              )}
            </>
          )}
        </View>
        {c.access.granted && (
          <View className='course-intro__links'>
            {c.has_tasks && (
              <Text className='course-intro__link' onClick={() => go(`/practice/${c.course_id}/task`)}>
                项目实战任务
              </Text>
            )}
            <Text className='course-intro__link' onClick={() => go(`/practice/${c.course_id}/discuz`)}>
              课程讨论
            </Text>
          </View>
        )}
      </View>
      <View className='course-intro__tabs'>
        <Text className={`course-intro__tab ${tab === 'catalog' ? 'course-intro__tab--active' : ''}`} onClick={() => setTab('catalog')}>
          课程目录
        </Text>
        <Text className={`course-intro__tab ${tab === 'intro' ? 'course-intro__tab--active' : ''}`} onClick={() => setTab('intro')}>
          课程介绍
        </Text>
      </View>
      <View className='card'>{tab === 'catalog' ? <Catalog course={c} /> : c.intro ? <Markdown source={c.intro} /> : <Text className='course-intro__muted'>暂无介绍</Text>}</View>
    </View>
  );
}
