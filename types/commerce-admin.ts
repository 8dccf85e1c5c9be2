/** Field rules of the commerce console, stated once for the admin forms and the server DTOs. */
import type { FieldRule } from './admin';
import { SALE_CHANNEL_CODE_RE } from './commerce';

export const SALE_CHANNEL_RULES = {
  code: { label: '渠道编码', required: true, pattern: SALE_CHANNEL_CODE_RE, patternMessage: '渠道编码只能包含字母、数字、下划线和连字符（1-32位）' },
  name: { label: '渠道名称', required: true, maxLength: 40 },
} satisfies Record<string, FieldRule>;

export const PAY_CHANNEL_RULES = {
  name: { label: '名称', required: true, maxLength: 32 },
  sort: { label: '排序', integer: true, min: -999, max: 999 },
} satisfies Record<string, FieldRule>;

export const COUPON_RULES = {
  name: { label: '优惠券名称', required: true, maxLength: 40 },
  per_user_limit: { label: '每人限领', integer: true, min: 1, max: 100 },
  total: { label: '发放总量', integer: true, min: 0 },
} satisfies Record<string, FieldRule>;
