import type { Page } from '../../../types/api';
import type {
  ChannelView,
  CheckoutView,
  CouponView,
  OrderPayResponse,
  OrderQuery,
  OrderView,
  PayChannelCode,
  PayClient,
  PermitResult,
  ProductCategory,
  ProductView,
  RedeemResult,
  UserCouponView,
  UserEquityView,
  VipInfo,
} from '../../../types/commerce';
import { get, post, type RequestOptions } from '../request';

/** A `/:channel` landing's channel; rejects with code 4004 when there is no such channel. */
export const resolveChannel = (code: string, options?: RequestOptions) => get<ChannelView>('/v1/channel/resolve', { code }, options);

export const fetchProducts = (category?: ProductCategory, options?: RequestOptions) => get<ProductView[]>('/v1/product/list', { category }, options);

export const fetchVipInfo = (options?: RequestOptions) => get<VipInfo>('/v1/vip/info', {}, options);

export const fetchMyEquities = (options?: RequestOptions) => get<UserEquityView[]>('/v1/equity/mine', {}, options);

export const fetchOjPermit = (options?: RequestOptions) => get<PermitResult>('/v1/permit/oj', {}, options);

export const fetchCheckout = (productId: string, client: PayClient, options?: RequestOptions) =>
  get<CheckoutView>('/v1/order/checkout', { product_id: productId, client }, options);

export const createOrder = (body: { product_id: string; coupon_id?: string; channel?: string; visitor_id?: string }, options?: RequestOptions) =>
  post<OrderView>('/v1/order/create', { ...body }, options);

export const payOrder = (orderNo: string, payChannel: PayChannelCode, options?: RequestOptions) =>
  post<OrderPayResponse>('/v1/order/pay', { order_no: orderNo, pay_channel: payChannel }, options);

export const fetchOrder = (orderNo: string, options?: RequestOptions) => get<OrderView>('/v1/order/detail', { order_no: orderNo }, options);

export const fetchMyOrders = (query: OrderQuery, options?: RequestOptions) => get<Page<OrderView>>('/v1/order/list', { ...query }, options);

export const confirmSandbox = (orderNo: string, ticket: string, options?: RequestOptions) =>
  post<OrderView>('/v1/pay/sandbox/confirm', { order_no: orderNo, ticket }, options);

export const fetchClaimableCoupons = (productId?: string, options?: RequestOptions) =>
  get<(CouponView & { claimed_by_me: number })[]>('/v1/coupon/claimable', { product_id: productId }, options);

export const claimCoupon = (couponId: string, options?: RequestOptions) => post<UserCouponView>('/v1/coupon/claim', { coupon_id: couponId }, options);

export const redeemGiftCode = (code: string, options?: RequestOptions) => post<RedeemResult>('/v1/gift/redeem', { code }, options);
