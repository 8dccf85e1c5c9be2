import { randomBytes } from 'node:crypto';
import type { PayAction } from '../../../../../types/commerce';
import type { CardGatewayConfig } from '../../../config/pay-config';
import { NOTIFY_SKEW_S, PAY_TIMEOUT_MS, providerUnavailable } from '../pay-errors';
import { header, NotificationRejected, PayProvider, PayStart, RefundRequest, RefundResult, VerifiedNotification } from '../pay-provider';
import { parseSignatureHeader, requestSignature, safeEqualHex, webhookSignature } from './card-gateway-signing';

const NAME = '银行卡支付';

interface GatewayEvent {
  id: string;
  type: string;
  data: { payment_id: string; reference: string; amount: number; currency: string; status: string };
}

/**
 * Card payments through a hosted-checkout gateway: we create a payment for the order reference,
 * the buyer enters the card on the gateway's page, and a signed webhook confirms it.
 */
export class CardGatewayProvider implements PayProvider {
  readonly platform = 'card' as const;
  readonly account: string;

  constructor(private readonly cfg: CardGatewayConfig) {
    this.account = cfg.merchantId;
  }

  async start(req: PayStart): Promise<PayAction> {
    const res = await this.call<{ id: string; checkout_url: string }>('POST', '/v1/payments', {
      reference: req.outTradeNo,
      amount: req.amountFen,
      currency: 'CNY',
      description: req.description.slice(0, 120),
      notify_url: this.cfg.notifyUrl,
      return_url: this.cfg.returnUrl.replace('{orderNo}', encodeURIComponent(req.orderNo)),
      expires_at: Math.floor(req.expiresAt.getTime() / 1000),
    });
    if (!res.checkout_url) throw providerUnavailable(NAME, 'no checkout_url');
    return { type: 'redirect', url: res.checkout_url };
  }

  async verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<VerifiedNotification> {
    const { t, v1 } = parseSignatureHeader(header(headers, 'gateway-signature'));
    if (!t || !v1.length) throw new NotificationRejected('signature header missing');
    if (!/^\d+$/.test(t) || Math.abs(Date.now() / 1000 - Number(t)) > NOTIFY_SKEW_S) throw new NotificationRejected('timestamp too old');
    const expected = webhookSignature(this.cfg.webhookSecret, t, rawBody);
    if (!v1.some((sig) => safeEqualHex(sig, expected))) throw new NotificationRejected('bad signature');
    let evt: GatewayEvent;
    try {
      evt = JSON.parse(rawBody) as GatewayEvent;
    } catch {
      throw new NotificationRejected('body is not JSON');
    }
    if (evt.type !== 'payment.succeeded') return { type: 'other', event: String(evt.type) };
    const d = evt.data;
    if (!d?.payment_id || !d.reference || !Number.isInteger(d.amount) || d.currency !== 'CNY') throw new NotificationRejected('payment fields missing');
    return { type: 'paid', outTradeNo: d.reference, transactionId: d.payment_id, amountFen: d.amount, raw: rawBody };
  }

  /** The gateway settles refunds at once (`succeeded`) or later (`pending`, no query: stays processing). */
  async refund(req: RefundRequest): Promise<RefundResult> {
    const res = await this.call<{ id: string; status: string; amount?: number }>('POST', `/v1/payments/${encodeURIComponent(req.transactionId)}/refunds`, {
      amount: req.amountFen,
      reason: req.reason.slice(0, 80),
      reference: req.refundNo,
    });
    if (!['succeeded', 'pending'].includes(res.status)) throw providerUnavailable(NAME, `refund status ${res.status}`);
    const status = res.status === 'succeeded' ? 'success' : 'processing';
    return { refundNo: req.refundNo, refundId: res.id, status, amountFen: req.amountFen, receivedAccount: '', raw: JSON.stringify(res) };
  }

  async close(outTradeNo: string): Promise<void> {
    await this.call('POST', `/v1/payments/by-reference/${encodeURIComponent(outTradeNo)}/cancel`, {});
  }

  private async call<T>(method: 'POST' | 'GET', path: string, payload: unknown): Promise<T> {
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonceStr = randomBytes(12).toString('hex');
    let res: Response;
    try {
      res = await fetch(`${this.cfg.apiBase}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-merchant-id': this.cfg.merchantId,
          'x-timestamp': timestamp,
          'x-nonce': nonceStr,
          'x-signature': requestSignature(this.cfg.apiSecret, timestamp, nonceStr, method, path, body),
        },
        body,
        signal: AbortSignal.timeout(PAY_TIMEOUT_MS),
      });
    } catch (err) {
      throw providerUnavailable(NAME, `${path}: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (res.status >= 300) throw providerUnavailable(NAME, `${path}: HTTP ${res.status}`);
    try {
      return JSON.parse(text) as T;
    } catch {
      throw providerUnavailable(NAME, `${path}: not JSON`);
    }
  }
}
