import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import type { LiveLessonDetail, PlayInfo } from '../../../../types/course';
import { fetchLiveLesson, fetchPlayInfo } from '../../../services/api/course';
import { ApiError } from '../../../services/request';

type Load = { status: 'loading' } | { status: 'ready'; live: LiveLessonDetail; replay: PlayInfo | null } | { status: 'error'; message: string };

/** /service/lesson/:id: schedule and state; the live stream while live, the replay afterwards. */
export function useLiveLesson() {
  const id = String(useRouter().params.id ?? '');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    (async () => {
      const live = await fetchLiveLesson(id, { silent: true });
      const replay = live.access && live.state === 'replay' && live.replay_video_id ? await fetchPlayInfo(live.replay_video_id, { silent: true }) : null;
      setLoad({ status: 'ready', live, replay });
    })().catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }));
  }, [id]);
  useEffect(reload, [reload]);
  return { load, reload };
}
