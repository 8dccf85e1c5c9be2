import { useEffect } from 'react';
import { platform } from '../../../platform/env';
import { navLinks, routeByName, tabRoutes } from '../../../routes';
import { routeAvailable } from '../../../routes/available';
import { fetchCurrentUser } from '../../../services/api/user';
import { isSignedIn, useAuthStore } from '../../../stores/auth.store';

export interface AreaLink {
  title: string;
  path: string;
  intro: string;
}

const INTRO: Record<string, string> = {
  '/user/center': '头像、昵称、手机号与登录状态',
  '/admin/home': '用户管理与平台数据概览',
};

/** The areas that exist right now: the tab pages, the header's links, and the console for admins. */
export function areaLinks(admin: boolean): AreaLink[] {
  const links = [
    ...tabRoutes(platform).filter((r) => r.path !== '/').map((r) => ({ title: r.displayName, path: r.path })),
    ...navLinks().map((l) => ({ title: l.label, path: l.path })),
  ];
  if (admin && routeAvailable('adminHome')) {
    const console_ = routeByName('adminHome');
    links.push({ title: console_.displayName, path: console_.path });
  }
  const seen = new Set<string>();
  return links
    .filter((l) => !seen.has(l.path) && seen.add(l.path))
    .map((l) => ({ ...l, intro: INTRO[l.path] ?? '' }));
}

export function useLanding() {
  const auth = useAuthStore();
  const signedIn = isSignedIn(auth, Date.now());
  useEffect(() => {
    if (!signedIn) return;
    // Show what the server knows now (nickname or phone may have changed elsewhere).
    fetchCurrentUser({ silent: true, noAuthRedirect: true })
      .then((user) => useAuthStore.getState().setUser(user))
      .catch(() => undefined);
  }, [signedIn]);
  return { auth, signedIn, areas: areaLinks(auth.admin) };
}
