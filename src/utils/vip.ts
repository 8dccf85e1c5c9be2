import type { UserProfile } from '../../types/user';

/** The local user's VIP flag, checked against its end so a lapsed membership stops counting. */
export function isVipNow(user: Pick<UserProfile, 'vip' | 'vip_until'> | null | undefined, now = Date.now()): boolean {
  if (!user?.vip) return false;
  return user.vip_until === null || Date.parse(user.vip_until) > now;
}

/** '2025-03-01' from an ISO time, or '永久' for null. */
export function untilText(iso: string | null): string {
  if (!iso) return '永久';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** SPEC §6: the banner promotion and the gift link are for non-VIP users only. */
export function showVipPromo(user: Pick<UserProfile, 'vip' | 'vip_until'> | null | undefined, now = Date.now()): boolean {
  return !isVipNow(user, now);
}
