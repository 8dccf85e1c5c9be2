/** Sign-in state changes that involve the API: dev sign-in, refresh, sign-out. */
import type { DevLoginRequest, SessionInfo } from '../../types/user';
import { authSnapshot, useAuthStore } from '../stores/auth.store';
import * as userApi from './api/user';
import type { RequestOptions } from './request';
import { createRefreshTimer } from './token-refresh';

export async function signInDev(body: DevLoginRequest, options?: RequestOptions): Promise<SessionInfo> {
  const session = await userApi.devLogin(body, options);
  useAuthStore.getState().setSession(session);
  return session;
}

let inflight: Promise<SessionInfo> | null = null;

/** One refresh at a time: the guard and the timer may both ask. */
export function refreshSession(): Promise<SessionInfo> {
  const { uid, token } = authSnapshot();
  if (!uid || !token) return Promise.reject(new Error('signed out'));
  inflight ??= userApi
    .expireToken(uid, token, { silent: true, noAuthRedirect: true })
    .then((session) => {
      useAuthStore.getState().setSession(session);
      return session;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export async function signOut(): Promise<void> {
  const { uid, token } = authSnapshot();
  try {
    if (uid && token) await userApi.logout(uid, token, { silent: true, noAuthRedirect: true });
  } finally {
    useAuthStore.getState().clear();
  }
}

export const refreshTimer = createRefreshTimer({
  expiry: () => (authSnapshot().token ? authSnapshot().expiredIn : null),
  refresh: refreshSession,
  now: () => Date.now(),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
});
