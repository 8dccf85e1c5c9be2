import { useCallback, useEffect, useState } from 'react';
import type { OverviewStats } from '../../../../types/overview';
import { fetchOverview } from '../../../services/api/admin';
import { ApiError } from '../../../services/request';

/** The overview read from the daily rollups; `reload` after a back-fill. */
export function useAdminHome() {
  const [stats, setStats] = useState<OverviewStats | null>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(true);
  const load = useCallback(() => {
    setError('');
    setLoading(true);
    fetchOverview({ silent: true })
      .then(setStats)
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : '服务器出错，请刷新页面重试！'))
      .finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);
  return { stats, error, loading, reload: load };
}
