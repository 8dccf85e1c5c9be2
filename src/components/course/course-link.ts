import type { CourseCard } from '../../../types/course';

/**
 * Where a card leads: a camp its holder has joined opens in the training pages (my camps: the
 * class and the gates); everything else opens its introduction, where a camp is bought.
 */
export function courseHref(course: Pick<CourseCard, 'course_id' | 'kind' | 'enrolled'>): string {
  return course.kind === 'training' && course.enrolled ? '/training/enrollment' : `/course/${course.course_id}`;
}

/** 人在学 under a card: counted by the server from holders and learners, hidden while nobody. */
export function learnersLabel(count: number): string {
  return count > 0 ? `${count} 人在学` : '';
}
