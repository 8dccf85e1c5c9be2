import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../services/request';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string; code: number };

/** Loads one page's data (silently: the page shows the error itself), with reload. */
export function useLoad<T>(fetch: () => Promise<T>, deps: unknown[]) {
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' });
  const run = useCallback(fetch, deps);
  const reload = useCallback(() => {
    run()
      .then((data) => setLoad({ status: 'ready', data }))
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败', code: e instanceof ApiError ? e.code : 0 }));
  }, [run]);
  useEffect(reload, [reload]);
  return { load, reload };
}
