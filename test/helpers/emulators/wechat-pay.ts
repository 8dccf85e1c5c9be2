import { createSign, createVerify, generateKeyPairSync, KeyObject, randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aeadEncrypt, beijing, certificateList, EmulatedCert, issueCert } from './wechat-pay-certs';

type Json = Record<string, unknown>;

export interface EmulatedTrade {
  tradeType: 'JSAPI' | 'NATIVE' | 'MWEB';
  appid: string;
  outTradeNo: string;
  description: string;
  total: number;
  notifyUrl: string;
  openid?: string;
  clientIp?: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transactionId?: string;
}

export interface NotifyOptions {
  /** amount in the decrypted transaction (a tampered notification) */
  total?: number;
  transactionId?: string;
  timestamp?: number;
  /** sign with another key (a forger) */
  signKey?: KeyObject;
  serial?: string;
  /** encrypt with another APIv3 key */
  apiV3Key?: Buffer;
  /** replace the signed body after signing */
  tamperBody?: (body: string) => string;
  eventType?: string;
}

export type EmulatedRefundStatus = 'PROCESSING' | 'SUCCESS' | 'ABNORMAL' | 'CLOSED';
export interface EmulatedRefund {
  refund_id: string;
  out_refund_no: string;
  transaction_id: string;
  out_trade_no: string;
  status: EmulatedRefundStatus;
  user_received_account: string;
  create_time: string;
  success_time?: string;
  amount: { refund: number; total: number; payer_refund: number; payer_total: number; currency: 'CNY' };
}

const DAY = 86_400_000;
const rsaSign = (msg: string, key: KeyObject) => createSign('RSA-SHA256').update(msg).sign(key, 'base64');

/**
 * A local emulator of WeChat Pay API v3 (api.mch.weixin.qq.com): JSAPI/Native/H5 orders, close
 * and domestic refunds. It checks the merchant's WECHATPAY2-SHA256-RSA2048 Authorization like the
 * real service (mchid, serial, fresh timestamp, RSA signature over the request), signs every
 * answer with its platform key (Wechatpay-Serial/Timestamp/Nonce/Signature), and produces payment
 * notifications the way WeChat Pay sends them (AEAD_AES_256_GCM resource, signed headers).
 * Trade and refund queries, refund result notifications (REFUND.SUCCESS/ABNORMAL/CLOSED), and —
 * after useCertificates() — platform certificate mode: GET /v3/certificates serves X.509
 * certificates of its own key pairs (encrypted with the APIv3 key), rotateCert() issues a new one
 * that signs from then on. Its cryptography is written here, independently of the app's.
 */
export class WechatPayEmulator {
  readonly mchid = '1900000109';
  readonly appId = `wxpay${randomBytes(5).toString('hex')}`;
  readonly mpAppId = `wxmp${randomBytes(5).toString('hex')}`;
  readonly merchantSerial = randomBytes(20).toString('hex').toUpperCase();
  readonly platformSerial = `PUB_KEY_ID_${randomBytes(12).toString('hex')}`;
  readonly apiV3Key = Buffer.from(randomBytes(16).toString('hex'), 'utf8');
  readonly merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly trades = new Map<string, EmulatedTrade>();
  readonly refunds: EmulatedRefund[] = [];
  readonly rejected: string[] = [];
  /** issued platform certificates, oldest first; the last one signs (certificate mode) */
  readonly certs: EmulatedCert[] = [];
  /** GET /v3/certificates calls */
  certDownloads = 0;
  /** encrypt the certificate list with this key instead of the APIv3 key (a tampered list) */
  certListKey?: Buffer;
  /** GET queries served, by kind */
  readonly queries = { trade: 0, refund: 0 };
  private readonly ca = { key: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey, name: 'Tenpay.com Emulated CA' };
  /** answer with a signature by this key instead of the platform key (tests response checks) */
  responseKey?: KeyObject;
  url = '';
  private server?: Server;

  /** Switches to platform certificate mode with one certificate valid for `validForMs`. */
  useCertificates(validForMs = 365 * DAY): this {
    this.rotateCert(validForMs);
    return this;
  }

  /** Issues a new platform certificate, which signs from now on; the older ones stay listed until they expire. */
  rotateCert(validForMs = 365 * DAY, notBefore = new Date(Date.now() - 60_000)): EmulatedCert {
    const cert = issueCert(notBefore, new Date(Date.now() + validForMs), this.ca);
    this.certs.push(cert);
    return cert;
  }

  /** Who signs answers and notifications: the newest certificate, or the platform public key's pair. */
  get signer(): { serial: string; key: KeyObject } {
    const cert = this.certs[this.certs.length - 1];
    return cert ? { serial: cert.serial, key: cert.privateKey } : { serial: this.platformSerial, key: this.platform.privateKey };
  }

  env(notifyUrl = 'http://127.0.0.1/api/v1/pay/notify/wechatpay'): Record<string, string> {
    const platformKey: Record<string, string> = this.certs.length
      ? {}
      : { WECHAT_PAY_PLATFORM_PUBLIC_KEY: this.platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(), WECHAT_PAY_PLATFORM_SERIAL: this.platformSerial };
    return {
      WECHAT_PAY_MCHID: this.mchid,
      WECHAT_PAY_APPID: this.appId,
      WECHAT_PAY_MP_APPID: this.mpAppId,
      WECHAT_PAY_SERIAL_NO: this.merchantSerial,
      WECHAT_PAY_PRIVATE_KEY: this.merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      WECHAT_PAY_APIV3_KEY: this.apiV3Key.toString('utf8'),
      ...platformKey,
      WECHAT_PAY_API_BASE: this.url,
      WECHAT_PAY_NOTIFY_URL: notifyUrl,
    };
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    // a restart (after stop()) comes back on the same port, where the app already points
    const port = this.url ? Number(new URL(this.url).port) : 0;
    await new Promise<void>((r) => this.server!.listen(port, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((r) => this.server?.close(() => r()) ?? r());
  }

  /** The buyer pays: marks the trade paid and returns the notification WeChat Pay would POST. */
  notification(outTradeNo: string, opts: NotifyOptions = {}): { headers: Record<string, string>; body: string } {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo}`);
    trade.state = 'SUCCESS';
    trade.transactionId ??= `4200${Date.now()}${randomBytes(4).toString('hex')}`;
    const transaction = {
      appid: trade.appid,
      mchid: this.mchid,
      out_trade_no: trade.outTradeNo,
      transaction_id: opts.transactionId ?? trade.transactionId,
      trade_type: trade.tradeType,
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      success_time: new Date().toISOString().replace(/\.\d{3}Z$/, '+08:00'),
      payer: { openid: trade.openid ?? 'oEmulatedPayer' },
      amount: { total: opts.total ?? trade.total, payer_total: opts.total ?? trade.total, currency: 'CNY', payer_currency: 'CNY' },
    };
    return this.event(opts.eventType ?? 'TRANSACTION.SUCCESS', '支付成功', 'transaction', transaction, opts);
  }

  /**
   * The provider settles a refund: sets its status and returns the REFUND.* notification it would
   * POST (without `notify`, the result is only visible to a refund query).
   */
  refundNotification(outRefundNo: string, status: Exclude<EmulatedRefundStatus, 'PROCESSING'>, opts: NotifyOptions = {}): { headers: Record<string, string>; body: string } {
    const r = this.settleRefund(outRefundNo, status);
    const resource = {
      mchid: this.mchid,
      out_trade_no: r.out_trade_no,
      transaction_id: r.transaction_id,
      out_refund_no: r.out_refund_no,
      refund_id: r.refund_id,
      refund_status: status,
      success_time: r.success_time,
      user_received_account: r.user_received_account,
      amount: { total: r.amount.total, refund: opts.total ?? r.amount.refund, payer_total: r.amount.payer_total, payer_refund: opts.total ?? r.amount.payer_refund },
    };
    const summary = { SUCCESS: '退款成功', ABNORMAL: '退款异常', CLOSED: '退款关闭' }[status];
    return this.event(opts.eventType ?? `REFUND.${status}`, summary, 'refund', resource, opts);
  }

  /** Sets a refund's status at the provider (what a later refund query answers). */
  settleRefund(outRefundNo: string, status: EmulatedRefundStatus): EmulatedRefund {
    const r = this.refunds.find((x) => x.out_refund_no === outRefundNo);
    if (!r) throw new Error(`no refund ${outRefundNo}`);
    r.status = status;
    if (status === 'SUCCESS') r.success_time = beijing(new Date());
    if (status === 'ABNORMAL') r.user_received_account = '招商银行信用卡0403';
    return r;
  }

  private event(eventType: string, summary: string, originalType: string, resource: Json, opts: NotifyOptions): { headers: Record<string, string>; body: string } {
    const body = JSON.stringify({
      id: randomBytes(18).toString('hex'),
      create_time: beijing(new Date()),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary,
      resource: { original_type: originalType, ...aeadEncrypt(JSON.stringify(resource), opts.apiV3Key ?? this.apiV3Key, originalType) },
    });
    return { headers: this.signed(body, opts), body: opts.tamperBody ? opts.tamperBody(body) : body };
  }

  private signed(body: string, opts: { timestamp?: number; signKey?: KeyObject; serial?: string } = {}): Record<string, string> {
    const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    return {
      'content-type': 'application/json',
      'wechatpay-serial': opts.serial ?? this.signer.serial,
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': rsaSign(`${timestamp}\n${nonce}\n${body}\n`, opts.signKey ?? this.responseKey ?? this.signer.key),
      'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
    };
  }

  /** Checks the merchant's Authorization header; returns an error code or null. */
  private checkAuth(req: IncomingMessage, body: string): string | null {
    const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(String(req.headers.authorization ?? ''));
    if (!m) return 'SIGN_ERROR';
    const f: Record<string, string> = {};
    for (const part of m[1].split(',')) {
      const kv = /^\s*(\w+)="(.*)"\s*$/.exec(part);
      if (kv) f[kv[1]] = kv[2];
    }
    if (f.mchid !== this.mchid || f.serial_no !== this.merchantSerial) return 'SIGN_ERROR';
    if (!/^\d+$/.test(f.timestamp ?? '') || Math.abs(Date.now() / 1000 - Number(f.timestamp)) > 300) return 'SIGN_ERROR';
    const msg = `${req.method}\n${req.url}\n${f.timestamp}\n${f.nonce_str}\n${body}\n`;
    const ok = createVerify('RSA-SHA256').update(msg).verify(this.merchant.publicKey, f.signature ?? '', 'base64');
    return ok ? null : 'SIGN_ERROR';
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const send = (status: number, json?: Json) => {
      const text = json ? JSON.stringify(json) : '';
      res.writeHead(status, { ...(status < 300 ? this.signed(text) : { 'content-type': 'application/json' }) });
      res.end(text);
    };
    const authError = this.checkAuth(req, body);
    if (authError) {
      this.rejected.push(String(req.url));
      return send(401, { code: authError, message: '签名错误' });
    }
    let json: Json = {};
    try {
      json = body ? (JSON.parse(body) as Json) : {};
    } catch {
      return send(400, { code: 'PARAM_ERROR', message: 'body is not JSON' });
    }
    const url = String(req.url);
    const order = /^\/v3\/pay\/transactions\/(jsapi|native|h5)$/.exec(url);
    if (order && req.method === 'POST') return this.createTrade(order[1] as 'jsapi' | 'native' | 'h5', json, send);
    const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(url);
    if (close && req.method === 'POST') {
      const t = this.trades.get(decodeURIComponent(close[1]));
      if (!t) return send(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      if (t.state === 'SUCCESS') return send(400, { code: 'ORDERPAID', message: '订单已支付' });
      t.state = 'CLOSED';
      return send(204);
    }
    if (url === '/v3/refund/domestic/refunds' && req.method === 'POST') return this.createRefund(json, send);
    const refundQuery = /^\/v3\/refund\/domestic\/refunds\/([^/?]+)$/.exec(url);
    if (refundQuery && req.method === 'GET') {
      this.queries.refund++;
      const r = this.refunds.find((x) => x.out_refund_no === decodeURIComponent(refundQuery[1]));
      return r ? send(200, { ...r }) : send(404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
    }
    const tradeQuery = /^\/v3\/pay\/transactions\/out-trade-no\/([^/?]+)\?mchid=(\w+)$/.exec(url);
    if (tradeQuery && req.method === 'GET') {
      this.queries.trade++;
      const t = this.trades.get(decodeURIComponent(tradeQuery[1]));
      if (tradeQuery[2] !== this.mchid) return send(400, { code: 'MCH_NOT_EXISTS', message: '商户号不存在' });
      if (!t) return send(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      return send(200, {
        appid: t.appid,
        mchid: this.mchid,
        out_trade_no: t.outTradeNo,
        trade_state: t.state,
        trade_state_desc: t.state,
        ...(t.transactionId && t.state !== 'NOTPAY' ? { transaction_id: t.transactionId } : {}),
        amount: { total: t.total, currency: 'CNY' },
      });
    }
    if (url === '/v3/certificates' && req.method === 'GET') {
      this.certDownloads++;
      if (!this.certs.length) return send(404, { code: 'NOT_FOUND', message: '平台证书不存在（公钥模式）' });
      return send(200, JSON.parse(certificateList(this.certs, this.certListKey ?? this.apiV3Key)) as Json);
    }
    return send(404, { code: 'NOT_FOUND', message: 'unknown api' });
  }

  private createRefund(json: Json, send: (s: number, j?: Json) => void): void {
    const t = [...this.trades.values()].find((x) => x.transactionId && x.transactionId === json.transaction_id);
    const amount = json.amount as { refund?: number; total?: number; currency?: string } | undefined;
    const same = this.refunds.find((r) => r.out_refund_no === json.out_refund_no);
    if (same) return send(200, { ...same });
    if (!t || (t.state !== 'SUCCESS' && t.state !== 'REFUND')) return send(404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
    const taken = this.refunds.filter((r) => r.transaction_id === t.transactionId && r.status !== 'CLOSED').reduce((sum, r) => sum + r.amount.refund, 0);
    if (!amount || amount.total !== t.total || !amount.refund || amount.refund > t.total - taken || !json.out_refund_no) return send(400, { code: 'PARAM_ERROR', message: '金额错误' });
    if (typeof json.out_refund_no !== 'string' || !/^[0-9A-Za-z_*@|-]{1,64}$/.test(json.out_refund_no)) return send(400, { code: 'PARAM_ERROR', message: 'out_refund_no 格式错误' });
    t.state = 'REFUND';
    const refund: EmulatedRefund = {
      refund_id: `5030${Date.now()}${randomBytes(3).toString('hex')}`,
      out_refund_no: json.out_refund_no,
      transaction_id: t.transactionId!,
      out_trade_no: t.outTradeNo,
      status: 'PROCESSING',
      user_received_account: '支付用户零钱',
      create_time: beijing(new Date()),
      amount: { refund: amount.refund, total: t.total, payer_refund: amount.refund, payer_total: t.total, currency: 'CNY' },
    };
    this.refunds.push(refund);
    return send(200, { ...refund });
  }

  private createTrade(kind: 'jsapi' | 'native' | 'h5', json: Json, send: (s: number, j?: Json) => void): void {
    const amount = json.amount as { total?: unknown; currency?: unknown } | undefined;
    const out = String(json.out_trade_no ?? '');
    const appid = String(json.appid ?? '');
    if (json.mchid !== this.mchid || !/^[0-9A-Za-z_*-]{6,32}$/.test(out) || !Number.isInteger(amount?.total) || (amount!.total as number) < 1 || amount?.currency !== 'CNY' || !json.description || !json.notify_url) {
      return send(400, { code: 'PARAM_ERROR', message: '参数错误' });
    }
    if (kind === 'jsapi' && (appid !== this.mpAppId || !(json.payer as Json | undefined)?.openid)) return send(400, { code: 'PARAM_ERROR', message: 'appid 或 openid 错误' });
    if (kind !== 'jsapi' && appid !== this.appId) return send(400, { code: 'APPID_MCHID_NOT_MATCH', message: 'appid和mch_id不匹配' });
    const scene = json.scene_info as { payer_client_ip?: string; h5_info?: { type?: string } } | undefined;
    if (kind === 'h5' && (!scene?.payer_client_ip || !scene.h5_info?.type)) return send(400, { code: 'PARAM_ERROR', message: 'scene_info 缺失' });
    const existing = this.trades.get(out);
    if (existing?.state === 'SUCCESS') return send(400, { code: 'ORDERPAID', message: '该订单已支付' });
    this.trades.set(out, {
      tradeType: kind === 'jsapi' ? 'JSAPI' : kind === 'native' ? 'NATIVE' : 'MWEB',
      appid,
      outTradeNo: out,
      description: String(json.description),
      total: amount!.total as number,
      notifyUrl: String(json.notify_url),
      openid: (json.payer as Json | undefined)?.openid as string | undefined,
      clientIp: scene?.payer_client_ip,
      state: 'NOTPAY',
    });
    const token = randomBytes(8).toString('hex');
    if (kind === 'jsapi') return send(200, { prepay_id: `wx${token}` });
    if (kind === 'native') return send(200, { code_url: `weixin://wxpay/bizpayurl?pr=${token}` });
    return send(200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${token}&package=1` });
  }
}
