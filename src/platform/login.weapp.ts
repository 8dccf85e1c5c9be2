import Taro from '@tarojs/taro';
import { WECHAT_MESSAGES } from '../../types/auth';
import type { SessionInfo } from '../../types/user';
import { loginPath, withQuery } from '../routes';
import { signInWithMiniProgram } from '../services/session';
import { go } from './navigation';

/** wx.login -> code -> POST /v1/login/mp -> stored session. Errors carry a message to show. */
export async function signInWithWechat(): Promise<SessionInfo> {
  let code: string;
  try {
    code = (await Taro.login()).code;
  } catch {
    throw new Error(WECHAT_MESSAGES.mpLoginFailed);
  }
  if (!code) throw new Error(WECHAT_MESSAGES.mpLoginFailed);
  return signInWithMiniProgram(code, { silent: true });
}

let inflight: Promise<void> | null = null;

/**
 * Guarded pages and 4001 answers both land here, often together: one sign-in at a time.
 * On success the page is opened afresh, so it loads its data with the new session.
 */
export function goToLogin(redirectUrl: string): void {
  inflight ??= signInHere(redirectUrl).finally(() => {
    inflight = null;
  });
}

async function signInHere(redirectUrl: string): Promise<void> {
  for (;;) {
    try {
      await signInWithWechat();
      go(redirectUrl, { replace: true });
      return;
    } catch (e) {
      // ApiError (the server's message) or the wx.login failure
      const content = e instanceof Error && e.message ? e.message : WECHAT_MESSAGES.mpLoginFailed;
      const choice = await Taro.showModal({
        title: '登录失败',
        content,
        confirmText: '重试',
        cancelText: '手机号登录',
      }).catch(() => ({ confirm: false }));
      if (!choice.confirm) {
        go(withQuery(loginPath(), { redirectUrl }), { replace: true });
        return;
      }
    }
  }
}
