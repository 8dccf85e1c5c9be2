import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../services/request';

/** Loads once per key, with loading / error state and a reload; errors are shown by the page. */
export function useLoad<T>(fetcher: () => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const load = useCallback(fetcher, deps);
  const reload = useCallback(() => {
    setLoading(true);
    setError('');
    load()
      .then(setData)
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'))
      .finally(() => setLoading(false));
  }, [load]);
  useEffect(reload, [reload]);
  return { data, setData, loading, error, reload };
}
