import type { AdminRefundView, CouponView, OrderView, ProductEquityRow, ProductView, UserCouponView } from '../../../../types/commerce';
import { couponDiscount, REFUND_ADVICE, REFUND_STATE_LABEL } from '../../../../types/commerce';
import type { CouponEntity } from './entities/coupon.entity';
import type { OrderRefundEntity } from './entities/order-refund.entity';
import type { OrderEntity } from './entities/order.entity';
import type { ProductEquityEntity } from './entities/product-equity.entity';
import type { ProductEntity } from './entities/product.entity';
import type { UserCouponEntity } from './entities/user-coupon.entity';

export const splitIds = (s: string): string[] => s.split(',').map((x) => x.trim()).filter(Boolean);

export function toEquityRow(e: ProductEquityEntity): ProductEquityRow {
  return { equity_id: e.id, product_id: e.productId, kind: e.kind, target_id: e.targetId, duration_days: e.durationDays };
}

export function toProductView(p: ProductEntity, equities: ProductEquityEntity[]): ProductView {
  return {
    product_id: p.id,
    name: p.name,
    category: p.category,
    description: p.description,
    benefits: p.benefits.split('\n').map((b) => b.trim()).filter(Boolean),
    price_fen: p.priceFen,
    original_price_fen: p.originalPriceFen,
    on_sale: p.onSale,
    sort: p.sort,
    equities: equities.filter((e) => e.productId === p.id).map(toEquityRow),
  };
}

export function toOrderView(o: OrderEntity): OrderView {
  return {
    order_no: o.orderNo,
    uid: o.uid,
    product_id: o.productId,
    product_name: o.productName,
    category: o.category,
    state: o.state,
    price_fen: o.priceFen,
    discount_fen: o.discountFen,
    amount_fen: o.amountFen,
    coupon_name: o.couponName,
    channel_code: o.channelCode,
    pay_channel: o.payChannel,
    transaction_id: o.transactionId,
    created_at: o.createdAt.toISOString(),
    expires_at: o.expiresAt.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    refunded_at: o.refundedAt?.toISOString() ?? null,
    refund_state: o.refundState,
    refunded_fen: o.refundedFen,
  };
}

export function toRefundView(r: OrderRefundEntity): AdminRefundView {
  return {
    refund_no: r.refundNo,
    refund_id: r.refundId,
    amount_fen: r.amountFen,
    reason: r.reason,
    state: r.state,
    state_label: REFUND_STATE_LABEL[r.state],
    advice: REFUND_ADVICE[r.state],
    received_account: r.receivedAccount,
    operator: r.operator,
    created_at: r.createdAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
  };
}

export function toCouponView(c: CouponEntity): CouponView {
  return {
    id: c.id,
    name: c.name,
    kind: c.kind,
    value: c.value,
    min_fen: c.minFen,
    product_ids: splitIds(c.productIds),
    valid_from: c.validFrom.toISOString(),
    valid_until: c.validUntil.toISOString(),
    per_user_limit: c.perUserLimit,
    total: c.total,
    claimed: c.claimed,
    enabled: c.enabled,
  };
}

/** Why a coupon cannot be used on a product at a price now, or null when it can. */
export function couponProblem(c: CouponEntity, productId: string, priceFen: number, now: Date): 'expired' | 'scope' | 'min' | null {
  if (!c.enabled || now < c.validFrom || now >= c.validUntil) return 'expired';
  const scope = splitIds(c.productIds);
  if (scope.length && !scope.includes(productId)) return 'scope';
  if (priceFen < c.minFen) return 'min';
  return null;
}

export function toUserCouponView(uc: UserCouponEntity, c: CouponEntity, product?: { id: string; priceFen: number }, now = new Date()): UserCouponView {
  const applicable = !!product && uc.state === 'unused' && couponProblem(c, product.id, product.priceFen, now) === null;
  return {
    id: uc.id,
    coupon_id: c.id,
    name: c.name,
    kind: c.kind,
    value: c.value,
    min_fen: c.minFen,
    state: uc.state,
    valid_until: c.validUntil.toISOString(),
    applicable,
    discount_fen: applicable && product ? couponDiscount(c.kind, c.value, product.priceFen) : 0,
  };
}
