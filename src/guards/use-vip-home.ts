import { useEffect } from 'react';
import { go } from '../platform/navigation';
import { hasPath } from '../routes';
import { useAuthStore } from '../stores/auth.store';
import { isVipNow } from '../utils/vip';

/** SPEC §6: visiting / while VIP goes to /course — once the course list exists (route table). */
export function vipHomeTarget(routesHaveCourse = hasPath('/course')): string | null {
  return routesHaveCourse ? '/course' : null;
}

export function useVipHomeRedirect(): void {
  const user = useAuthStore((s) => s.user);
  useEffect(() => {
    const target = vipHomeTarget();
    if (target && isVipNow(user)) go(target, { replace: true });
  }, [user]);
}
