import { useEffect, useState } from 'react';
import { goToLogin } from '../platform/login';
import { currentUrl, go } from '../platform/navigation';
import { findRedirect, findRoute, splitUrl } from '../routes';
import type { RouteEntry } from '../routes/table';
import * as userApi from '../services/api/user';
import { refreshSession } from '../services/session';
import { authSnapshot, useAuthStore } from '../stores/auth.store';
import { needsSignIn, resolveGuard, type GuardDeps } from './resolve-guard';

const deps: GuardDeps = {
  now: () => Date.now(),
  refresh: () => refreshSession().then(() => authSnapshot()),
  fetchUser: async () => {
    const user = await userApi.fetchCurrentUser({ silent: true });
    useAuthStore.getState().setUser(user);
    return user;
  },
  checkAdmin: async (uid) => {
    const admin = await userApi.checkAdmin(uid, { silent: true });
    if (admin) useAuthStore.getState().setAdmin(true);
    return admin;
  },
  checkPartner: (uid) => userApi.checkPartner(uid, { silent: true }),
};

function isOnScreen(route: RouteEntry): boolean {
  const { pathname } = splitUrl(currentUrl());
  const shown = findRoute(findRedirect(pathname) ?? pathname);
  return shown?.route.name === route.name;
}

export type GuardStatus = 'checking' | 'allowed' | 'leaving';

/** Runs the guard for the page's route; the page's content renders only once allowed. */
export function useGuard(route: RouteEntry): GuardStatus {
  const [status, setStatus] = useState<GuardStatus>(needsSignIn(route) ? 'checking' : 'allowed');
  // re-run when the visitor signs out (or in) while the page is open
  const token = useAuthStore((s) => s.token);
  useEffect(() => {
    let live = true;
    const url = currentUrl();
    void resolveGuard(route, url, authSnapshot(), deps).then((result) => {
      // H5 keeps earlier pages mounted: only the page on screen may send the visitor away
      if (!live || !isOnScreen(route)) return;
      if (result.kind === 'allow') setStatus('allowed');
      else {
        setStatus('leaving');
        if (result.kind === 'login') goToLogin(result.redirectUrl);
        else go(result.to, { replace: true });
      }
    });
    return () => {
      live = false;
    };
  }, [route, token]);
  return status;
}
