/** Sign-in state changes that involve the API: every sign-in, refresh, sign-out. */
import type { TelephoneLoginRequest } from '../../types/auth-sms';
import type { DevLoginRequest, SessionInfo } from '../../types/user';
import { authSnapshot, useAuthStore } from '../stores/auth.store';
import * as authApi from './api/auth';
import * as userApi from './api/user';
import type { RequestOptions } from './request';
import { createRefreshTimer } from './token-refresh';

/** Every sign-in ends the same way: the session goes to the auth store (and storage). */
async function keep(call: Promise<SessionInfo>): Promise<SessionInfo> {
  const session = await call;
  useAuthStore.getState().setSession(session);
  return session;
}

export const signInDev = (body: DevLoginRequest, options?: RequestOptions) => keep(userApi.devLogin(body, options));

export const signInWithPhone = (body: TelephoneLoginRequest, options?: RequestOptions) =>
  keep(authApi.loginByTelephone(body, options));

/** The one-time code the QR status poll handed over (SPEC §4: status -> callback -> token). */
export const signInWithQrCode = (code: string, options?: RequestOptions) => keep(authApi.exchangeQrCode(code, options));

/** A wx.login code of the mini-program. */
export const signInWithMiniProgram = (code: string, options?: RequestOptions) =>
  keep(authApi.loginByMiniProgram({ code }, options));

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
