import type { PayAction, PayChannelCode, PayPlatformCode } from '../../../../types/commerce';

/** What a provider needs to start a payment. */
export interface PayStart {
  channel: PayChannelCode;
  /** our reference at the provider (WeChat Pay out_trade_no) */
  outTradeNo: string;
  orderNo: string;
  description: string;
  amountFen: number;
  expiresAt: Date;
  clientIp: string;
  /** mini-program openid (JSAPI) */
  openid?: string | null;
}

export type PaidEvent = { type: 'paid'; outTradeNo: string; transactionId: string; amountFen: number; raw: string };

/** A refund's state at the provider (WeChat Pay refund_status / status, lower-cased). */
export type RefundStatus = 'processing' | 'success' | 'abnormal' | 'closed';
export interface RefundResult {
  /** our out_refund_no */
  refundNo: string;
  refundId: string;
  status: RefundStatus;
  amountFen: number;
  /** where the money went (WeChat Pay user_received_account) */
  receivedAccount: string;
  raw: string;
}

/** A notification whose signature checked out. */
export type VerifiedNotification =
  | PaidEvent
  /** a refund's result (REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED) */
  | { type: 'refund'; result: RefundResult }
  /** a genuine event we have nothing to do for (other event types) */
  | { type: 'other'; event: string };

/** A trade as the provider sees it (the sweep asks before closing an order). */
export type TradeStatus = PaidEvent | { type: 'unpaid' } | { type: 'paying' } | { type: 'closed' } | { type: 'missing' };

export interface RefundRequest {
  outTradeNo: string;
  transactionId: string;
  refundNo: string;
  amountFen: number;
  totalFen: number;
  reason: string;
}

/** A notification failed verification: the provider is told so and the body is ignored. */
export class NotificationRejected extends Error {}

/** One payment platform (WeChat Pay v3, the card gateway, the development sandbox). */
export interface PayProvider {
  readonly platform: PayPlatformCode;
  /** merchant account shown to admins */
  readonly account: string;
  start(req: PayStart): Promise<PayAction>;
  /** verifies the signature and decodes the event; rejects with NotificationRejected */
  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<VerifiedNotification>;
  /** asks for a refund; the answer is usually `processing` and the result comes later */
  refund(req: RefundRequest): Promise<RefundResult>;
  /** a refund's current state (null: the provider does not know it); providers without a query omit it */
  queryRefund?(refundNo: string): Promise<RefundResult | null>;
  /** a trade's current state at the provider; providers without a query omit it */
  queryTrade?(outTradeNo: string): Promise<TradeStatus>;
  /** closes the provider-side trade of an expired order */
  close(outTradeNo: string): Promise<void>;
  /** periodic upkeep (WeChat Pay: platform certificates refreshed before they expire) */
  maintain?(): Promise<void>;
}

export const PAY_PROVIDERS = Symbol('PAY_PROVIDERS');

export function header(headers: Record<string, string | string[] | undefined>, name: string): string {
  const v = headers[name.toLowerCase()];
  return (Array.isArray(v) ? v[0] : v) ?? '';
}
