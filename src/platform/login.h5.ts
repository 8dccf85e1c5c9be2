import { loginPath, withQuery } from '../routes';
import { go } from './navigation';

export function goToLogin(redirectUrl: string): void {
  go(withQuery(loginPath(), { redirectUrl }), { replace: true });
}
