import { Text, View } from '@tarojs/components';
import Icon from '../../../../components/icon';
import { formatDuration, LESSON_KIND_LABEL, type CourseDetail, type LessonBrief } from '../../../../../types/course';
import { go } from '../../../../platform/navigation';

/** Chapters (by order_value) and their lessons; locked lessons show a lock until bought. */
export default function Catalog({ course }: { course: CourseDetail }) {
  if (!course.groups.length) return <Text className='course-intro__muted'>课程目录正在整理中</Text>;
  return (
    <View className='catalog'>
      {course.groups.map((g) => (
        <View key={g.group_id} className='catalog__group'>
          <Text className='catalog__group-name'>{g.name}</Text>
          {g.lessons.map((l) => (
            <LessonRow key={l.lesson_id} lesson={l} open={course.access.granted || l.free_preview} />
          ))}
          {!g.lessons.length && <Text className='course-intro__muted'>本章课时即将上线</Text>}
        </View>
      ))}
    </View>
  );
}

function LessonRow({ lesson, open }: { lesson: LessonBrief; open: boolean }) {
  return (
    <View className={`catalog__lesson ${open ? '' : 'catalog__lesson--locked'}`} onClick={() => go(`/lesson/${lesson.lesson_id}`)}>
      <Text className='catalog__kind'>{LESSON_KIND_LABEL[lesson.kind]}</Text>
      <Text className='catalog__title'>{lesson.title}</Text>
      {lesson.free_preview && !lesson.finished && <Text className='tag'>试看</Text>}
      {lesson.duration > 0 && <Text className='catalog__dur'>{formatDuration(lesson.duration)}</Text>}
      {lesson.finished ? <Text className='catalog__state catalog__state--done'>已学完</Text> : open ? <Text className='catalog__state' /> : <Icon name='lock' label='未解锁' className='catalog__state catalog__lock' />}
    </View>
  );
}
