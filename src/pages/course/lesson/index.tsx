import { Text, View } from '@tarojs/components';
import Icon from '../../../components/icon';
import { formatElapsed } from '../../../../types/course';
import Markdown from '../../../components/markdown';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import ArticleView from './components/article-view';
import VideoPlayer from './components/video-player';
import { useLesson } from './use-lesson';
import './index.scss';

export default function LessonPage() {
  return (
    <PageShell name='lesson'>
      <Lesson />
    </PageShell>
  );
}

function Lesson() {
  const { load, reload, learned, finish, finishing } = useLesson();
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={reload} />;
  if (load.status === 'locked') {
    return (
      <View className='card lesson-locked'>
        <Icon name='lock' label='未解锁' className='lesson-locked__icon' />
        <Text className='lesson-locked__text'>{load.message}</Text>
        <View className='btn btn--primary' onClick={() => go('/course')}>
          去看看课程
        </View>
      </View>
    );
  }
  const { lesson, play } = load;
  return (
    <View className='lesson'>
      <View className='lesson__head'>
        <Text className='lesson__course' onClick={() => go(`/course/${lesson.course_id}`)}>
          {lesson.course_title}
        </Text>
        <Text className='lesson__title'>{lesson.title}</Text>
        <Text className='lesson__meta'>
          {lesson.learn.finished ? '已学完' : lesson.kind === 'video' ? `已观看 ${Math.round(lesson.learn.watched_ratio * 100)}%` : '未学完'} · 学习时长 {formatElapsed(lesson.learn.elapsed_seconds)}
        </Text>
      </View>
      {lesson.kind === 'video' && play ? (
        <>
          <VideoPlayer lesson={lesson} play={play} onLearn={learned} />
          {lesson.content && (
            <View className='card lesson__notes'>
              <Markdown source={lesson.content} />
            </View>
          )}
        </>
      ) : (
        <ArticleView lesson={lesson} finishing={finishing} onFinish={finish} onLearn={learned} />
      )}
      <View className='lesson__nav'>
        <View className={`btn ${lesson.prev_lesson_id ? '' : 'btn--disabled'}`} onClick={() => lesson.prev_lesson_id && go(`/lesson/${lesson.prev_lesson_id}`, { replace: true })}>
          上一课
        </View>
        <View className='btn' onClick={() => go(`/course/${lesson.course_id}`)}>
          课程目录
        </View>
        <View className={`btn ${lesson.next_lesson_id ? '' : 'btn--disabled'}`} onClick={() => lesson.next_lesson_id && go(`/lesson/${lesson.next_lesson_id}`, { replace: true })}>
          下一课
        </View>
      </View>
    </View>
  );
}
