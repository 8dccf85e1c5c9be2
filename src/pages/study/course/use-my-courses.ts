import { useCallback, useEffect, useState } from 'react';
import type { MyCourseRow } from '../../../../types/course';
import { fetchMyCourses } from '../../../services/api/course';
import { ApiError } from '../../../services/request';

type Load = { status: 'loading' } | { status: 'ready'; courses: MyCourseRow[] } | { status: 'error'; message: string };

export function useMyCourses() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const reload = useCallback(() => {
    setLoad({ status: 'loading' });
    fetchMyCourses({ silent: true })
      .then((courses) => setLoad({ status: 'ready', courses }))
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }));
  }, []);
  useEffect(reload, [reload]);
  return { load, reload };
}
