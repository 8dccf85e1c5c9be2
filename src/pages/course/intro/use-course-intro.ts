import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import type { CourseDetail, LessonBrief } from '../../../../types/course';
import { fetchCourse } from '../../../services/api/course';
import { ApiError } from '../../../services/request';

type Load = { status: 'loading' } | { status: 'ready'; course: CourseDetail } | { status: 'error'; message: string; code: number };

/** Where "start / continue learning" goes: the last lesson studied, else the first lesson. */
export function resumeLessonId(course: CourseDetail): string {
  const all: LessonBrief[] = course.groups.flatMap((g) => g.lessons);
  const last = course.progress?.last_lesson_id;
  if (last && all.some((l) => l.lesson_id === last)) return last;
  return all.find((l) => !l.finished)?.lesson_id ?? all[0]?.lesson_id ?? '';
}

export function useCourseIntro() {
  const id = String(useRouter().params.id ?? '');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [tab, setTab] = useState<'catalog' | 'intro'>('catalog');
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    fetchCourse(id, { silent: true })
      .then((course) => setLoad({ status: 'ready', course }))
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败', code: e instanceof ApiError ? e.code : 0 }));
  }, [id]);
  useEffect(reload, [reload]);
  return { id, load, reload, tab, setTab };
}
