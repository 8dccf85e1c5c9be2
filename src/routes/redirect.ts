import { isLoginPath } from './derive';
import { WX_CALLBACK_PATH } from './table';

/**
 * Where to go after signing in (or binding a phone): the redirectUrl if it is an app path,
 * else home. No absolute or protocol-relative URLs, and never back into a sign-in step.
 */
export function safeRedirect(raw: string | undefined): string {
  if (!raw) return '/';
  let url = raw;
  try {
    url = decodeURIComponent(raw);
  } catch {
    return '/';
  }
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return '/';
  if (isLoginPath(url) || url.split('?')[0] === WX_CALLBACK_PATH) return '/';
  return url;
}
