import { useCallback, useEffect, useState } from 'react';
import type { UserProfile } from '../../../../types/user';
import { go } from '../../../platform/navigation';
import { fetchCurrentUser } from '../../../services/api/user';
import { ApiError } from '../../../services/request';
import { signOut } from '../../../services/session';
import { useAuthStore } from '../../../stores/auth.store';

type Load = { status: 'loading' } | { status: 'ready'; user: UserProfile } | { status: 'error'; message: string };

export function useUserCenter() {
  const [load, setLoad] = useState<Load>(() => {
    const cached = useAuthStore.getState().user;
    return cached ? { status: 'ready', user: cached } : { status: 'loading' };
  });
  const [leaving, setLeaving] = useState(false);

  const reload = useCallback(() => {
    fetchCurrentUser({ silent: true })
      .then((user) => {
        useAuthStore.getState().setUser(user);
        setLoad({ status: 'ready', user });
      })
      .catch((e: unknown) => {
        // 4001 already sent the visitor to sign in
        setLoad((prev) =>
          prev.status === 'ready' ? prev : { status: 'error', message: e instanceof ApiError ? e.message : '加载失败' },
        );
      });
  }, []);

  useEffect(reload, [reload]);

  const logout = async () => {
    if (leaving) return;
    setLeaving(true);
    try {
      await signOut();
    } finally {
      setLeaving(false);
      go('/', { replace: true });
    }
  };

  return { load, reload, logout, leaving };
}
