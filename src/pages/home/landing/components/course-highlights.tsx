import { Text, View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import type { CourseCard as Card } from '../../../../../types/course';
import { CourseCard } from '../../../../components/course';
import { go } from '../../../../platform/navigation';
import { listCourses } from '../../../../services/api/course';

/** The first courses of the catalogue, with a link to all of them. */
export default function CourseHighlights() {
  const [courses, setCourses] = useState<Card[] | null>(null);
  useEffect(() => {
    listCourses({ page_size: 4 }, { silent: true, noAuthRedirect: true })
      .then((r) => setCourses(r.list))
      .catch(() => setCourses([]));
  }, []);
  if (!courses?.length) return null;
  return (
    <View className='landing-courses'>
      <View className='landing-courses__head'>
        <Text className='landing-section__title'>精选课程</Text>
        <Text className='landing-courses__all' onClick={() => go('/course')}>
          全部课程 ›
        </Text>
      </View>
      {courses.map((c) => (
        <CourseCard key={c.course_id} course={c} />
      ))}
    </View>
  );
}
