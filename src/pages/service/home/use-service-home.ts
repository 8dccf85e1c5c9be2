import { useCallback, useEffect, useState } from 'react';
import type { LiveLessonView } from '../../../../types/course';
import { listLiveLessons } from '../../../services/api/course';
import { ApiError } from '../../../services/request';

type Load = { status: 'loading' } | { status: 'ready'; upcoming: LiveLessonView[]; past: LiveLessonView[] } | { status: 'error'; message: string };

/** /service: what is on (live now and coming) and the latest replays. */
export function useServiceHome() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    Promise.all([listLiveLessons({ scope: 'upcoming', page_size: 20 }, { silent: true }), listLiveLessons({ scope: 'past', page_size: 10 }, { silent: true })])
      .then(([up, past]) => setLoad({ status: 'ready', upcoming: up.list, past: past.list }))
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }));
  }, []);
  useEffect(reload, [reload]);
  return { load, reload };
}
