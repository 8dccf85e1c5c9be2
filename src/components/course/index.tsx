import { Image, Text, View } from '@tarojs/components';
import { formatFen } from '../../../types/commerce';
import { formatDuration, type CourseCard as Card } from '../../../types/course';
import type { ReactNode } from 'react';
import { go } from '../../platform/navigation';
import { courseHref, learnersLabel } from './course-link';
import './index.scss';

/** A course on the list and in "my courses": cover, title, facts, price or state. */
export function CourseCard({ course, children }: { course: Card; children?: ReactNode }) {
  const learners = learnersLabel(course.learner_count ?? 0);
  return (
    <View className={`course-card ${course.kind === 'training' ? 'course-card--camp' : ''}`} onClick={() => go(courseHref(course))}>
      <View className='course-card__cover'>
        {course.cover_url ? <Image className='course-card__img' src={course.cover_url} mode='aspectFill' /> : <Text className='course-card__initial'>{course.title.slice(0, 2)}</Text>}
        {course.kind === 'training' && <Text className='course-card__badge'>训练营</Text>}
      </View>
      <View className='course-card__body'>
        <Text className='course-card__title'>{course.title}</Text>
        {course.subtitle && <Text className='course-card__subtitle'>{course.subtitle}</Text>}
        <Text className='course-card__meta'>
          {course.teacher ? `${course.teacher} · ` : ''}
          {course.lesson_count} 课时{course.total_seconds ? ` · 视频 ${formatDuration(course.total_seconds)}` : ''}
        </Text>
        {learners && <Text className='course-card__learners'>{learners}</Text>}
        {children ?? <CoursePrice course={course} />}
      </View>
    </View>
  );
}

export function CoursePrice({ course }: { course: Card }) {
  if (course.free) return <Text className='course-price course-price--free'>免费</Text>;
  if (course.enrolled) return <Text className='course-price course-price--owned'>已拥有</Text>;
  if (!course.product_id) return <Text className='course-price course-price--none'>暂未开售</Text>;
  return (
    <View className='course-price'>
      <Text className='course-price__now'>{formatFen(course.price_fen)}</Text>
      {course.original_price_fen > course.price_fen && <Text className='course-price__was'>{formatFen(course.original_price_fen)}</Text>}
    </View>
  );
}

export function ProgressBar({ percent, label }: { percent: number; label?: string }) {
  const p = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <View className='progress'>
      <View className='progress__track'>
        <View className='progress__fill' style={{ width: `${p}%` }} />
      </View>
      <Text className='progress__label'>{label ?? `${p}%`}</Text>
    </View>
  );
}
