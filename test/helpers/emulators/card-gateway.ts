import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface CardPayment {
  id: string;
  reference: string;
  amount: number;
  status: 'pending' | 'succeeded' | 'canceled' | 'refunded';
  notifyUrl: string;
  returnUrl: string;
}

const hmac = (key: string, msg: string) => createHmac('sha256', key).update(msg).digest('hex');

/**
 * A local emulator of the card gateway (an HMAC-signed acquirer REST API with hosted checkout and
 * webhooks): verifies X-Signature on every request, keeps payments by reference, refunds them, and
 * produces webhooks signed with "Gateway-Signature: t=..,v1=.." like the real gateway.
 */
export class CardGatewayEmulator {
  readonly merchantId = `mch_${randomBytes(4).toString('hex')}`;
  readonly apiSecret = randomBytes(24).toString('hex');
  readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  readonly payments = new Map<string, CardPayment>();
  readonly refunds: Json[] = [];
  private readonly nonces = new Set<string>();
  url = '';
  private server?: Server;

  env(): Record<string, string> {
    return {
      CARD_GATEWAY_API_BASE: this.url,
      CARD_GATEWAY_MERCHANT_ID: this.merchantId,
      CARD_GATEWAY_API_SECRET: this.apiSecret,
      CARD_GATEWAY_WEBHOOK_SECRET: this.webhookSecret,
      CARD_GATEWAY_NOTIFY_URL: 'http://127.0.0.1/api/v1/pay/notify/card',
      CARD_GATEWAY_RETURN_URL: 'http://127.0.0.1/order/{orderNo}/payment/result',
    };
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((r) => this.server?.close(() => r()) ?? r());
  }

  /** The buyer completes the hosted card page: the webhook the gateway would send. */
  webhook(reference: string, opts: { amount?: number; secret?: string; timestamp?: number; type?: string } = {}): { headers: Record<string, string>; body: string } {
    const p = [...this.payments.values()].find((x) => x.reference === reference);
    if (!p) throw new Error(`no payment ${reference}`);
    p.status = 'succeeded';
    const body = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      type: opts.type ?? 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { payment_id: p.id, reference, amount: opts.amount ?? p.amount, currency: 'CNY', status: 'succeeded' },
    });
    const t = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
    return { headers: { 'content-type': 'application/json', 'gateway-signature': `t=${t},v1=${hmac(opts.secret ?? this.webhookSecret, `${t}.${body}`)}` }, body };
  }

  private verify(req: IncomingMessage, body: string): boolean {
    const ts = String(req.headers['x-timestamp'] ?? '');
    const nonce = String(req.headers['x-nonce'] ?? '');
    const sig = Buffer.from(String(req.headers['x-signature'] ?? ''));
    if (req.headers['x-merchant-id'] !== this.merchantId || !/^\d+$/.test(ts) || Math.abs(Date.now() / 1000 - Number(ts)) > 300) return false;
    if (!nonce || this.nonces.has(nonce)) return false;
    const expected = Buffer.from(hmac(this.apiSecret, `${ts}\n${nonce}\n${req.method}\n${req.url}\n${body}`));
    if (sig.length !== expected.length || !timingSafeEqual(sig, expected)) return false;
    this.nonces.add(nonce);
    return true;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const send = (status: number, json: Json) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (!this.verify(req, body)) return send(401, { error: { type: 'authentication_error', message: 'invalid signature' } });
    const json = (body ? JSON.parse(body) : {}) as Json;
    const url = String(req.url);
    if (url === '/v1/payments' && req.method === 'POST') {
      if (!Number.isInteger(json.amount) || (json.amount as number) < 1 || json.currency !== 'CNY' || !json.reference || !json.notify_url || !json.return_url) {
        return send(400, { error: { type: 'invalid_request_error', message: 'missing fields' } });
      }
      const existing = [...this.payments.values()].find((p) => p.reference === json.reference);
      if (existing?.status === 'succeeded') return send(409, { error: { type: 'conflict', message: 'already paid' } });
      const id = existing?.id ?? `pay_${randomBytes(8).toString('hex')}`;
      this.payments.set(id, { id, reference: String(json.reference), amount: json.amount as number, status: 'pending', notifyUrl: String(json.notify_url), returnUrl: String(json.return_url) });
      return send(201, { id, status: 'pending', checkout_url: `${this.url}/checkout/${id}` });
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(url);
    if (refund && req.method === 'POST') {
      const p = this.payments.get(decodeURIComponent(refund[1]));
      if (!p || p.status !== 'succeeded') return send(404, { error: { type: 'invalid_request_error', message: 'no such payment' } });
      if (!Number.isInteger(json.amount) || (json.amount as number) > p.amount) return send(400, { error: { type: 'invalid_request_error', message: 'bad amount' } });
      p.status = 'refunded';
      const r = { id: `re_${randomBytes(8).toString('hex')}`, payment_id: p.id, amount: json.amount, status: 'succeeded' };
      this.refunds.push(r);
      return send(200, r);
    }
    const cancel = /^\/v1\/payments\/by-reference\/([^/]+)\/cancel$/.exec(url);
    if (cancel && req.method === 'POST') {
      const p = [...this.payments.values()].find((x) => x.reference === decodeURIComponent(cancel[1]));
      if (!p) return send(404, { error: { type: 'invalid_request_error', message: 'no such payment' } });
      if (p.status === 'pending') p.status = 'canceled';
      return send(200, { id: p.id, status: p.status });
    }
    return send(404, { error: { type: 'invalid_request_error', message: 'unknown endpoint' } });
  }
}
