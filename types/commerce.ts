/**
 * Commerce and membership (SPEC §1, §3, §6): products grant equities; orders pay for products;
 * coupons, gifts and exchange codes. Money is integer fen everywhere; shown as ¥ with two decimals.
 */

export * from './commerce-refund';
export * from './commerce-coupon';
import type { AdminListQuery } from './admin';
import type { OrderRefundState } from './commerce-refund';
import type { UserCouponView } from './commerce-coupon';

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

// ---------------------------------------------------------------- money

/** 1990 -> '¥19.90' */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '19.9' -> 1990; null when not a money amount with at most two decimals */
export function parseYuan(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

// ---------------------------------------------------------------- products

export type ProductCategory = 'vip' | 'oj' | 'course' | 'problemset' | 'camp';
export const PRODUCT_CATEGORY_LABEL: Record<ProductCategory, string> = EQUITY_KIND_LABEL;

export interface ProductEquityRow {
  equity_id: string;
  product_id: string;
  kind: EquityKind;
  target_id: string;
  /** 0 = permanent */
  duration_days: number;
}

export interface ProductView {
  product_id: string;
  name: string;
  category: ProductCategory;
  description: string;
  /** selling points shown on the VIP page and at checkout */
  benefits: string[];
  price_fen: number;
  /** crossed-out price; 0 = none */
  original_price_fen: number;
  on_sale: boolean;
  sort: number;
  equities: ProductEquityRow[];
}

export interface ProductSaveRequest {
  product_id?: string;
  name: string;
  category: ProductCategory;
  description?: string;
  /** one benefit per line */
  benefits?: string;
  price_fen: number;
  original_price_fen?: number;
  on_sale: boolean | number;
  sort?: number;
}

export interface EquitySaveRequest {
  product_id: string;
  equity_id?: string;
  kind: EquityKind;
  target_id?: string;
  duration_days: number;
}

// ---------------------------------------------------------------- orders

export type OrderState = 'unpaid' | 'paid' | 'closed' | 'refunded';
export const ORDER_STATE_LABEL: Record<OrderState, string> = {
  unpaid: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunded: '已退款',
};

/** Ways to pay, as offered to the buyer. */
export type PayChannelCode = 'wechat_jsapi' | 'wechat_native' | 'wechat_h5' | 'card' | 'sandbox';
export const PAY_CHANNEL_CODES: readonly PayChannelCode[] = ['wechat_jsapi', 'wechat_native', 'wechat_h5', 'card', 'sandbox'];
/** Accounts that take the money. */
export type PayPlatformCode = 'wechatpay' | 'card' | 'sandbox';
export const PAY_PLATFORM_OF: Record<PayChannelCode, PayPlatformCode> = {
  wechat_jsapi: 'wechatpay',
  wechat_native: 'wechatpay',
  wechat_h5: 'wechatpay',
  card: 'card',
  sandbox: 'sandbox',
};
/** Where a buyer is: the mini-program, a phone browser, a desktop browser. */
export type PayClient = 'weapp' | 'mobile' | 'desktop';

export interface PayChannelView {
  code: PayChannelCode;
  name: string;
  platform: PayPlatformCode;
  /** clients that are offered this channel */
  clients: PayClient[];
  enabled: boolean;
  /** the provider behind it is configured on this server */
  available: boolean;
  sort: number;
}

export interface PayPlatformView {
  code: PayPlatformCode;
  name: string;
  enabled: boolean;
  /** configured through the environment (keys are never shown) */
  configured: boolean;
  /** merchant id or gateway merchant, for the admin to recognise the account */
  account: string;
}

export interface SaleChannelView {
  id: string;
  /** the `/:channel` landing path segment */
  code: string;
  name: string;
  enabled: boolean;
  order_count: number;
  paid_fen: number;
  created_at: string;
}

export interface OrderView {
  order_no: string;
  uid: string;
  product_id: string;
  product_name: string;
  category: ProductCategory;
  state: OrderState;
  /** list price at the time of the order */
  price_fen: number;
  discount_fen: number;
  /** what is paid */
  amount_fen: number;
  coupon_name: string;
  channel_code: string;
  pay_channel: PayChannelCode | '';
  transaction_id: string;
  created_at: string;
  /** an unpaid order closes at this time */
  expires_at: string;
  paid_at: string | null;
  refunded_at: string | null;
  /** where the order's refunds stand (退款中, 部分退款 …) */
  refund_state: OrderRefundState;
  /** refunded so far */
  refunded_fen: number;
}

export interface OrderCreateRequest {
  product_id: string;
  /** a claimed coupon (user coupon id) */
  coupon_id?: string;
  /** sale channel code from the landing page */
  channel?: string;
  /** anonymous visitor id (partner attribution of visits before sign-in) */
  visitor_id?: string;
}

export interface OrderPayRequest {
  order_no: string;
  pay_channel: PayChannelCode;
}

/** What the client does next to pay. */
export type PayAction =
  | { type: 'jsapi'; params: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string } }
  | { type: 'native'; code_url: string }
  | { type: 'redirect'; url: string }
  | { type: 'sandbox'; ticket: string };

export interface OrderPayResponse {
  order_no: string;
  amount_fen: number;
  action: PayAction;
}

export interface CheckoutView {
  product: ProductView;
  coupons: UserCouponView[];
  pay_channels: PayChannelView[];
}

export interface OrderQuery {
  state?: OrderState;
  page_no?: number;
  page_size?: number;
}

/** /api/admin/order/list on the admin list contract: sort `id`, `created_at`, `paid_at`, `amount_fen`. */
export interface AdminOrderQuery extends OrderQuery, AdminListQuery {
  /** order number, uid or transaction id */
  keyword?: string;
  product_id?: string;
  channel_code?: string;
}

// ---------------------------------------------------------------- VIP admin

export interface VipMemberRow {
  uid: string;
  nick_name: string;
  telephone: string | null;
  expires_at: string | null;
}

export interface VipGrantRequest {
  uid: string;
  /** 0 = permanent */
  days: number;
}

/** Messages both sides show. */
export const ORDER_MESSAGES = {
  productOffSale: '商品已下架',
  productMissing: '商品不存在',
  orderMissing: '订单不存在',
  orderClosed: '订单已关闭，请重新下单',
  orderPaid: '订单已支付',
  couponMissing: '优惠券不存在',
  couponForeign: '这张优惠券不属于你',
  couponUsed: '优惠券已使用',
  couponExpired: '优惠券已过期',
  couponNotApplicable: '该优惠券不适用于此商品',
  couponBelowMin: '未达到优惠券使用门槛',
  couponSoldOut: '优惠券已领完',
  couponLimit: '已达到领取上限',
  channelUnavailable: '该支付方式暂不可用',
  openidRequired: '请在小程序内使用微信登录后支付',
  refundNotPaid: '只有已支付的订单可以退款',
  refundInFlight: '该订单有退款正在处理，请等待退款结果后再操作',
  refundAbnormal: '该订单有异常退款待处理，请先在微信支付商户平台处理',
  refundNothingLeft: '该订单已无可退金额',
  refundAmountInvalid: '退款金额须为正整数（单位：分）',
  codeInvalid: '兑换码格式不正确',
  codeMissing: '兑换码不存在',
  codeUsed: '兑换码已被使用',
  codeExpired: '兑换码已过期',
  tooManyTries: '尝试次数过多，请稍后再试',
} as const;

/** GET /v1/vip/info: the /vip page. */
export interface VipInfo {
  /** the three VIP tiers, in order */
  tiers: ProductView[];
  oj_product: ProductView | null;
  vip: boolean;
  /** ISO; null when not a member or permanent (see vip) */
  vip_until: string | null;
  holdings: UserEquityView[];
}

/** A `/:channel` code: letters, digits, `_` and `-`, at most 32. */
export const SALE_CHANNEL_CODE_RE = /^[A-Za-z0-9_-]{1,32}$/;

export type ChannelKind = 'sale' | 'promotion';

/** GET /v1/channel/resolve: a `/:channel` path that exists. */
export interface ChannelView {
  code: string;
  kind: ChannelKind;
  name: string;
}

/** Local storage key of the sale channel recorded from a `/:channel` landing or `?channel=`. */
export const SALE_CHANNEL_STORAGE_KEY = 'saleChannel';
/** A recorded channel counts for orders within this time. */
export const SALE_CHANNEL_TTL_MS = 7 * 86_400_000;
/** The payment result page polls this often (ms), for at most this long. */
export const PAY_RESULT_POLL_MS = 2000;
export const PAY_RESULT_POLL_MAX_MS = 5 * 60_000;
