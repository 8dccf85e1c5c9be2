import { Text, View } from '@tarojs/components';
import { LIVE_STATE_LABEL, type LiveLessonView } from '../../../types/course';
import { go } from '../../platform/navigation';
import { formatDate } from '../../utils/format';
import './live.scss';

/** One live lesson in a schedule: time, title, subject and its state right now. */
export default function LiveRow({ lesson }: { lesson: LiveLessonView }) {
  return (
    <View className='live-row' onClick={() => go(`/service/lesson/${lesson.id}`)}>
      <View className='live-row__time'>
        <Text className='live-row__date'>{formatDate(lesson.start_at, 'MM-DD')}</Text>
        <Text className='live-row__hour'>{formatDate(lesson.start_at, 'HH:mm')}</Text>
      </View>
      <View className='live-row__body'>
        <Text className='live-row__title'>{lesson.title}</Text>
        <Text className='live-row__meta'>
          {lesson.subject_title}
          {lesson.teacher ? ` · ${lesson.teacher}` : ''}
        </Text>
      </View>
      <Text className={`live-state live-state--${lesson.state}`}>{LIVE_STATE_LABEL[lesson.state]}</Text>
    </View>
  );
}
