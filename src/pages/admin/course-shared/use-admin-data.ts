import { message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../services/request';

/** Load-on-change for the course console pages; `act` runs an action, reports it and reloads. */
export function useAdminData<T>(fetch: () => Promise<T>, deps: unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    setLoading(true);
    setError('');
    fetch()
      .then(setData)
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'))
      .finally(() => setLoading(false));
    // the caller lists what the fetch depends on, as with useEffect
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

/** A boolean as the console's forms send it. */
export const yes = (v: boolean | undefined) => v === true;
