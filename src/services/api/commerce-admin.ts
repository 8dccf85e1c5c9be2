import type { AdminListParams } from '../../../types/admin';
import type { Page } from '../../../types/api';
import type {
  AdminOrderDetail,
  AdminOrderQuery,
  AdminOrderView,
  AdminRefundRequest,
  CouponSaveRequest,
  CouponView,
  EquitySaveRequest,
  GiftCodeView,
  GiftSaveRequest,
  GiftView,
  PayChannelView,
  PayPlatformView,
  ProductSaveRequest,
  ProductView,
  SaleChannelView,
  VipMemberRow,
} from '../../../types/commerce';
import { get, post, type Query, type RequestOptions } from '../request';

const q = (o: object) => o as Query;

export const adminOrders = (query: AdminOrderQuery, options?: RequestOptions) => get<Page<AdminOrderView>>('/admin/order/list', q(query), options);
export const adminOrder = (orderNo: string, options?: RequestOptions) => get<AdminOrderDetail>('/admin/order/detail', { order_no: orderNo }, options);
/** Starts a refund (partial when amount_fen is given); the order is 退款中 until the provider's result. */
export const adminRefund = (body: AdminRefundRequest, options?: RequestOptions) => post<AdminOrderDetail>('/admin/order/refund', q(body), options);

export const adminProducts = (options?: RequestOptions) => get<ProductView[]>('/admin/product/list', {}, options);
export const adminProduct = (productId: string, options?: RequestOptions) => get<ProductView>('/admin/product/detail', { product_id: productId }, options);
export const adminSaveProduct = (body: ProductSaveRequest, options?: RequestOptions) => post<ProductView>('/admin/product/save', q(body), options);
export const adminDeleteProduct = (productId: string, options?: RequestOptions) => post<null>('/admin/product/delete', { product_id: productId }, options);
export const adminSaveEquity = (body: EquitySaveRequest, options?: RequestOptions) => post<ProductView>('/admin/product/equity/save', q(body), options);
export const adminDeleteEquity = (productId: string, equityId: string, options?: RequestOptions) =>
  post<ProductView>('/admin/product/equity/delete', { product_id: productId, equity_id: equityId }, options);

export const adminPayChannels = (options?: RequestOptions) => get<PayChannelView[]>('/admin/pay/channel/list', {}, options);
export const adminSavePayChannel = (body: { code: string; name: string; clients: string; enabled: boolean; sort?: number }, options?: RequestOptions) =>
  post<PayChannelView[]>('/admin/pay/channel/save', q(body), options);
export const adminPayPlatforms = (options?: RequestOptions) => get<PayPlatformView[]>('/admin/pay/platform/list', {}, options);
export const adminSavePayPlatform = (body: { code: string; name: string; enabled: boolean }, options?: RequestOptions) =>
  post<PayPlatformView[]>('/admin/pay/platform/save', q(body), options);

export const adminSaleChannels = (options?: RequestOptions) => get<SaleChannelView[]>('/admin/sale-channel/list', {}, options);
export const adminSaveSaleChannel = (body: { id?: string; code: string; name: string; enabled: boolean }, options?: RequestOptions) =>
  post<SaleChannelView[]>('/admin/sale-channel/save', q(body), options);

export const adminCoupons = (query: AdminListParams, options?: RequestOptions) => get<Page<CouponView>>('/admin/coupon/list', q(query), options);
export const adminSaveCoupon = (body: CouponSaveRequest, options?: RequestOptions) => post<CouponView>('/admin/coupon/save', q(body), options);

export const adminGifts = (query: AdminListParams, options?: RequestOptions) => get<Page<GiftView>>('/admin/gift/list', q(query), options);
export const adminSaveGift = (body: GiftSaveRequest, options?: RequestOptions) => post<GiftView>('/admin/gift/save', q(body), options);
export const adminGenerateCodes = (giftId: string, count: number, options?: RequestOptions) =>
  post<{ batch_no: string; codes: string[] }>('/admin/gift/code/generate', { gift_id: giftId, count }, options);
export const adminGiftCodes = (giftId: string, pageNo: number, pageSize: number, options?: RequestOptions) =>
  get<Page<GiftCodeView>>('/admin/gift/code/list', { gift_id: giftId, page_no: pageNo, page_size: pageSize }, options);
export const adminExportTicket = (giftId: string, options?: RequestOptions) => post<{ url: string }>('/admin/gift/code/export-ticket', { gift_id: giftId }, options);

export const adminVipMembers = (query: AdminListParams, options?: RequestOptions) => get<Page<VipMemberRow>>('/admin/vip/list', q(query), options);
export const adminGrantVip = (uid: string, days: number, options?: RequestOptions) => post<VipMemberRow>('/admin/vip/grant', { uid, days }, options);
export const adminRevokeVip = (uid: string, options?: RequestOptions) => post<{ revoked: number }>('/admin/vip/revoke', { uid }, options);
