/**
 * Commerce and membership (SPEC §1, §3, §6): products grant equities; orders pay for products;
 * coupons, gifts and exchange codes. Money is integer fen everywhere; shown as ¥ with two decimals.
 */

/** What an equity opens. `vip` and `oj` have no target; the others name a course/problem set/camp id. */
export type EquityKind = 'vip' | 'oj' | 'course' | 'problemset' | 'camp';
export const EQUITY_KINDS: readonly EquityKind[] = ['vip', 'oj', 'course', 'problemset', 'camp'];
export const EQUITY_KIND_LABEL: Record<EquityKind, string> = {
  vip: '超级会员',
  oj: '算法题库',
  course: '课程',
  problemset: '题单',
  camp: '训练营',
};
/** Kinds whose equity names a target id. */
export const TARGETED_KINDS: readonly EquityKind[] = ['course', 'problemset', 'camp'];

/** A duration of 0 days means permanent. */
export const PERMANENT_DAYS = 0;

/** How a permit was granted (the strongest reason found). */
export type PermitVia = EquityKind | 'free' | 'signed-in' | 'admin';

/** Answer of every permit check: granted or not, and until when (null = permanent or not granted). */
export interface PermitResult {
  granted: boolean;
  /** ISO time the permit ends; null when permanent or when not granted */
  expires_at: string | null;
  via: PermitVia | null;
}

/** One equity a user holds (GET /v1/equity/mine). */
export interface UserEquityView {
  kind: EquityKind;
  target_id: string;
  /** ISO; null = permanent */
  expires_at: string | null;
}

/** SPEC §5 other messages. */
export const COMMERCE_MESSAGES = {
  vipRequired: '请购买会员之后查看！',
  noPermission: '没有权限',
} as const;
