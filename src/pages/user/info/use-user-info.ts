import { useCallback, useEffect, useState } from 'react';
import type { UserProfile } from '../../../../types/user';
import { fetchCurrentUser } from '../../../services/api/user';
import { ApiError } from '../../../services/request';
import { useAuthStore } from '../../../stores/auth.store';

type Load = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/** The stored user shows at once; GET /user refreshes it (edits elsewhere, bindFwh). */
export function useUserInfo() {
  const user = useAuthStore((s) => s.user);
  const [load, setLoad] = useState<Load>(() => (user ? { status: 'ready' } : { status: 'loading' }));

  const reload = useCallback(() => {
    fetchCurrentUser({ silent: true })
      .then((fresh: UserProfile) => {
        useAuthStore.getState().setUser(fresh);
        setLoad({ status: 'ready' });
      })
      .catch((e: unknown) => {
        // 4001 already sent the visitor to sign in; a stored user stays on screen
        setLoad((prev) =>
          prev.status === 'ready' ? prev : { status: 'error', message: e instanceof ApiError ? e.message : '加载失败' },
        );
      });
  }, []);

  useEffect(reload, [reload]);
  return { user, load, reload };
}
