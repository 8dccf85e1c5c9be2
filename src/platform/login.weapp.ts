import { loginPath, withQuery } from '../routes';
import { go } from './navigation';

// The mini-program sign-in (wx.login -> code2session) is not built yet: until it is, the
// mini-program uses the same sign-in route as H5.
export function goToLogin(redirectUrl: string): void {
  go(withQuery(loginPath(), { redirectUrl }), { replace: true });
}
