import { useEffect } from 'react';
import { currentUrl, go } from '../platform/navigation';
import { findRedirect } from '../routes';

/** `/admin` and friends are served by their target's page; put the target in the address bar. */
export function useRedirectEntry(): void {
  useEffect(() => {
    const [pathname, search] = currentUrl().split('?');
    const target = findRedirect(pathname);
    if (target) go(search ? `${target}?${search}` : target, { replace: true });
  }, []);
}
