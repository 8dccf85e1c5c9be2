import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import { ApiCode } from '../../../../types/api';
import type { LearnState, LessonDetail, PlayInfo } from '../../../../types/course';
import { fetchLesson, fetchPlayInfo, finishArticle } from '../../../services/api/course';
import { ApiError } from '../../../services/request';

export type LessonLoad =
  | { status: 'loading' }
  | { status: 'ready'; lesson: LessonDetail; play: PlayInfo | null }
  | { status: 'locked'; message: string }
  | { status: 'error'; message: string };

/** /lesson/:id: the lesson, its play info (video) and what to do when it is not bought (4003). */
export function useLesson() {
  const id = String(useRouter().params.id ?? '');
  const [load, setLoad] = useState<LessonLoad>({ status: 'loading' });
  const [finishing, setFinishing] = useState(false);

  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    (async () => {
      const lesson = await fetchLesson(id, { silent: true });
      const play = lesson.kind === 'video' && lesson.video_id ? await fetchPlayInfo(lesson.video_id, { silent: true }) : null;
      setLoad({ status: 'ready', lesson, play });
    })().catch((e: unknown) => {
      if (e instanceof ApiError && e.code === ApiCode.FORBIDDEN) setLoad({ status: 'locked', message: e.message });
      else setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' });
    });
  }, [id]);
  useEffect(reload, [reload]);

  const learned = (learn: LearnState) =>
    setLoad((prev) => (prev.status === 'ready' ? { ...prev, lesson: { ...prev.lesson, learn, finished: learn.finished } } : prev));

  const finish = async () => {
    if (finishing || load.status !== 'ready') return;
    setFinishing(true);
    try {
      learned(await finishArticle(load.lesson.lesson_id));
    } catch {
      /* the request layer showed the message */
    } finally {
      setFinishing(false);
    }
  };

  return { id, load, reload, learned, finish, finishing };
}
