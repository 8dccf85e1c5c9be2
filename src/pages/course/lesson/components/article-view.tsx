import { Text, View } from '@tarojs/components';
import { useEffect } from 'react';
import { COURSE_LIMITS, type LearnState, type LessonDetail } from '../../../../../types/course';
import Markdown from '../../../../components/markdown';
import { sendHeartbeat } from '../../../../services/api/course';

interface Props {
  lesson: LessonDetail;
  finishing: boolean;
  onFinish(): void;
  onLearn(state: LearnState): void;
}

/** An article lesson: markdown, study time while it is open, and 学完 to mark it done. */
export default function ArticleView({ lesson, finishing, onFinish, onLearn }: Props) {
  useEffect(() => {
    const beat = () =>
      sendHeartbeat({ lesson_id: lesson.lesson_id, position: 0, playing: 1 }, { silent: true })
        .then(onLearn)
        .catch(() => undefined);
    void beat();
    const timer = setInterval(() => void beat(), COURSE_LIMITS.heartbeatMs);
    return () => clearInterval(timer);
  }, [lesson.lesson_id]);
  return (
    <View className='card lesson-article'>
      <Markdown source={lesson.content} />
      <View className='lesson-article__foot'>
        {lesson.learn.finished ? (
          <Text className='lesson-article__done'>✓ 已学完</Text>
        ) : (
          <View className={`btn btn--primary ${finishing ? 'btn--disabled' : ''}`} onClick={onFinish}>
            {finishing ? '提交中...' : '学完了'}
          </View>
        )}
      </View>
    </View>
  );
}
