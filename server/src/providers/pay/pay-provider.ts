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

/** A notification whose signature checked out. */
export type VerifiedNotification =
  | { type: 'paid'; outTradeNo: string; transactionId: string; amountFen: number; raw: string }
  /** a genuine event we have nothing to do for (refund results, other event types) */
  | { type: 'other'; event: string };

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
  /** verifies the signature and decodes the event; throws NotificationRejected */
  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): VerifiedNotification;
  refund(req: RefundRequest): Promise<{ refundId: string }>;
  /** closes the provider-side trade of an expired order (best effort) */
  close(outTradeNo: string): Promise<void>;
}

export const PAY_PROVIDERS = Symbol('PAY_PROVIDERS');

export function header(headers: Record<string, string | string[] | undefined>, name: string): string {
  const v = headers[name.toLowerCase()];
  return (Array.isArray(v) ? v[0] : v) ?? '';
}
