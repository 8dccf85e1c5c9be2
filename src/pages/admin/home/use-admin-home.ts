import { useCallback, useEffect, useState } from 'react';
import { countUsers } from '../../../services/api/admin';
import { ApiError } from '../../../services/request';

export function useAdminHome() {
  const [users, setUsers] = useState<number | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    setError('');
    countUsers('', { silent: true })
      .then(setUsers)
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'));
  }, []);
  useEffect(load, [load]);
  return { users, error, reload: load };
}
