import { message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../services/request';

/** Load-on-change for admin pages: data, loading, error, reload; `act` runs an action then reloads. */
export function useAdminLoad<T>(fetch: () => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  // the caller lists what the fetch depends on, as with useEffect
  const load = useCallback(() => {
    setLoading(true);
    setError('');
    fetch()
      .then(setData)
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'))
      .finally(() => setLoading(false));
  }, deps);
  useEffect(load, [load]);
  const act = async (fn: () => Promise<unknown>, ok?: string): Promise<boolean> => {
    try {
      await fn();
      if (ok) void message.success(ok);
      load();
      return true;
    } catch (e) {
      void message.error(e instanceof ApiError ? e.message : '操作失败');
      return false;
    }
  };
  return { data, setData, loading, error, reload: load, act };
}
