import type { SessionInfo } from '../../types/user';
import { loginPath, withQuery } from '../routes';
import { go } from './navigation';

export function goToLogin(redirectUrl: string): void {
  go(withQuery(loginPath(), { redirectUrl }), { replace: true });
}

export function signInWithWechat(): Promise<SessionInfo> {
  return Promise.reject(new Error('请使用微信扫码登录'));
}
