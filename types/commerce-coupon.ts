/** Coupons, gifts and exchange codes (re-exported by types/commerce). */
import type { UserEquityView } from './commerce';

// ---------------------------------------------------------------- coupons

export type CouponKind = 'amount' | 'discount';

export interface CouponView {
  id: string;
  name: string;
  kind: CouponKind;
  /** amount: fen off; discount: percent paid (80 = 8折) */
  value: number;
  /** order price must reach this */
  min_fen: number;
  /** empty = every product */
  product_ids: string[];
  valid_from: string;
  valid_until: string;
  per_user_limit: number;
  /** 0 = unlimited */
  total: number;
  claimed: number;
  enabled: boolean;
}

export interface CouponSaveRequest {
  id?: string;
  name: string;
  kind: CouponKind;
  value: number;
  min_fen?: number;
  /** comma-separated product ids; empty = all */
  product_ids?: string;
  valid_from: string;
  valid_until: string;
  per_user_limit?: number;
  total?: number;
  enabled: boolean | number;
}

export type UserCouponState = 'unused' | 'locked' | 'used';
export interface UserCouponView {
  /** user coupon id, sent as coupon_id at checkout */
  id: string;
  coupon_id: string;
  name: string;
  kind: CouponKind;
  value: number;
  min_fen: number;
  state: UserCouponState;
  valid_until: string;
  /** usable for the product asked about (checkout) */
  applicable: boolean;
  /** what it takes off the product asked about */
  discount_fen: number;
}

/** Discount a coupon gives on a price (never below one fen to pay). */
export function couponDiscount(kind: CouponKind, value: number, priceFen: number): number {
  const off = kind === 'amount' ? value : Math.round((priceFen * (100 - value)) / 100);
  return Math.max(0, Math.min(off, priceFen - 1));
}

// ---------------------------------------------------------------- gifts and codes

export interface GiftView {
  id: string;
  name: string;
  product_id: string;
  product_name: string;
  valid_until: string;
  code_count: number;
  redeemed_count: number;
  created_at: string;
}

export interface GiftSaveRequest {
  id?: string;
  name: string;
  product_id: string;
  valid_until: string;
}

export interface GiftCodeView {
  code: string;
  batch_no: string;
  redeemed_by: string;
  redeemed_at: string | null;
  created_at: string;
}

export interface RedeemResult {
  gift_name: string;
  product_name: string;
  equities: UserEquityView[];
}

export const GIFT_CODE_RE = /^[A-HJ-NP-Z2-9]{12}$/;
export const GIFT_BATCH_MAX = 1000;
