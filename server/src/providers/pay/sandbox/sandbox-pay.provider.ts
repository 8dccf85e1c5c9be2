import { createHmac } from 'node:crypto';
import type { PayAction } from '../../../../../types/commerce';
import { safeEqualHex } from '../card/card-gateway-signing';
import { header, NotificationRejected, PayProvider, PayStart, RefundRequest, RefundResult, VerifiedNotification } from '../pay-provider';

/**
 * The embedded development channel (PAY_ADAPTER=embedded). Starting a payment hands out a ticket;
 * confirming it produces a notification signed with a server-derived key, which goes through the
 * same verify → fulfil path as WeChat Pay and card webhooks. Refunds and closes need no provider.
 */
export class SandboxPayProvider implements PayProvider {
  readonly platform = 'sandbox' as const;
  readonly account = 'sandbox';

  constructor(private readonly key: Buffer) {}

  start(req: PayStart): Promise<PayAction> {
    return Promise.resolve({ type: 'sandbox', ticket: this.ticket(req.outTradeNo, req.amountFen) });
  }

  /** Ticket binding an out_trade_no to its amount: a confirm can only pay what was started. */
  ticket(outTradeNo: string, amountFen: number): string {
    return createHmac('sha256', this.key).update(`ticket\n${outTradeNo}\n${amountFen}`).digest('hex');
  }

  checkTicket(outTradeNo: string, amountFen: number, ticket: string): boolean {
    return safeEqualHex(ticket, this.ticket(outTradeNo, amountFen));
  }

  /**
   * The notification the sandbox "provider" sends once the buyer confirms. One trade is one payment,
   * as at a real provider: a confirmation sent again carries the same transaction id (a fresh one
   * each time would look like the order paid again through another trade).
   */
  notification(outTradeNo: string, amountFen: number): { headers: Record<string, string>; body: string } {
    const body = JSON.stringify({ event: 'paid', out_trade_no: outTradeNo, transaction_id: `SBX${outTradeNo}`, amount: amountFen });
    return { headers: { 'sandbox-signature': this.sign(body) }, body };
  }

  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<VerifiedNotification> {
    if (!safeEqualHex(header(headers, 'sandbox-signature'), this.sign(rawBody))) return Promise.reject(new NotificationRejected('bad signature'));
    const n = JSON.parse(rawBody) as { out_trade_no: string; transaction_id: string; amount: number };
    return Promise.resolve({ type: 'paid', outTradeNo: n.out_trade_no, transactionId: n.transaction_id, amountFen: n.amount, raw: rawBody });
  }

  /** No money moved, so the refund succeeds at once. */
  refund(req: RefundRequest): Promise<RefundResult> {
    return Promise.resolve({ refundNo: req.refundNo, refundId: `SBXR${req.refundNo}`, status: 'success', amountFen: req.amountFen, receivedAccount: '', raw: '' });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(`notify\n${body}`).digest('hex');
  }
}
