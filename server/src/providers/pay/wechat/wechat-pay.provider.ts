import { randomBytes } from 'node:crypto';
import type { PayAction } from '../../../../../types/commerce';
import type { WechatPayConfig } from '../../../config/pay-config';
import { PAY_TIMEOUT_MS, ProviderError, providerUnavailable } from '../pay-errors';
import { header, NotificationRejected, PayProvider, PayStart, RefundRequest, RefundResult, TradeStatus, VerifiedNotification } from '../pay-provider';
import { authorization, decryptResource, EncryptedResource, jsapiPaySign } from './wechat-pay-crypto';
import { toPaidEvent, toRefundResult, toTradeStatus, WxPayRefund, WxPayTransaction } from './wechat-pay-events';
import { checkSigned, PlatformCertStore, SignedMessage } from './wechat-platform-certs';

const NAME = '微信支付';

const REFUND_EVENTS = ['REFUND.SUCCESS', 'REFUND.ABNORMAL', 'REFUND.CLOSED'];

/** time_expire in RFC 3339 with the +08:00 offset WeChat Pay documents. */
function rfc3339Beijing(d: Date): string {
  const t = new Date(d.getTime() + 8 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '');
  return `${t}+08:00`;
}

/**
 * WeChat Pay API v3 (https://pay.weixin.qq.com/docs/merchant/): JSAPI (mini-program), Native (QR)
 * and H5 orders, trade and refund queries, refunds and close, with signed requests and responses and
 * notifications verified against the platform keys (downloaded certificates, rotated).
 */
export class WechatPayProvider implements PayProvider {
  readonly platform = 'wechatpay' as const;
  readonly account: string;
  /** the platform keys trusted per serial (configured public key and/or downloaded certificates) */
  readonly certs: PlatformCertStore;

  constructor(private readonly cfg: WechatPayConfig) {
    this.account = cfg.mchid;
    const fixed = cfg.platformPublicKey ? { serial: cfg.platformSerial, key: cfg.platformPublicKey } : null;
    this.certs = new PlatformCertStore(cfg.platformCerts ? () => this.downloadCertificates() : null, cfg.apiV3Key, fixed);
  }

  async start(req: PayStart): Promise<PayAction> {
    const common = {
      mchid: this.cfg.mchid,
      description: req.description.slice(0, 127),
      out_trade_no: req.outTradeNo,
      time_expire: rfc3339Beijing(req.expiresAt),
      notify_url: this.cfg.notifyUrl,
      amount: { total: req.amountFen, currency: 'CNY' },
    };
    switch (req.channel) {
      case 'wechat_jsapi': {
        if (!req.openid) throw providerUnavailable(NAME, 'JSAPI needs the payer openid');
        const appId = this.cfg.mpAppId;
        const res = await this.call<{ prepay_id: string }>('POST', '/v3/pay/transactions/jsapi', { ...common, appid: appId, payer: { openid: req.openid } });
        const timeStamp = String(Math.floor(Date.now() / 1000));
        const nonceStr = randomBytes(16).toString('hex');
        const pkg = `prepay_id=${res.prepay_id}`;
        return { type: 'jsapi', params: { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign: jsapiPaySign(appId, timeStamp, nonceStr, pkg, this.cfg.privateKey) } };
      }
      case 'wechat_native': {
        const res = await this.call<{ code_url: string }>('POST', '/v3/pay/transactions/native', { ...common, appid: this.cfg.appId });
        return { type: 'native', code_url: res.code_url };
      }
      case 'wechat_h5': {
        const res = await this.call<{ h5_url: string }>('POST', '/v3/pay/transactions/h5', {
          ...common,
          appid: this.cfg.appId,
          scene_info: { payer_client_ip: req.clientIp || '127.0.0.1', h5_info: { type: 'Wap' } },
        });
        return { type: 'redirect', url: res.h5_url };
      }
      default:
        throw providerUnavailable(NAME, `channel ${req.channel} is not WeChat Pay`);
    }
  }

  async verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<VerifiedNotification> {
    const msg = { headers: flatten(headers), body: rawBody };
    const why = await this.checkSignature(msg);
    if (why) throw new NotificationRejected(why);
    let body: { event_type?: string; resource?: EncryptedResource };
    try {
      body = JSON.parse(rawBody) as typeof body;
    } catch {
      throw new NotificationRejected('body is not JSON');
    }
    const event = String(body.event_type);
    if (event !== 'TRANSACTION.SUCCESS' && !REFUND_EVENTS.includes(event)) return { type: 'other', event };
    const plain = this.decrypt(body.resource);
    if (event === 'TRANSACTION.SUCCESS') {
      const txn = JSON.parse(plain) as WxPayTransaction;
      if (txn.mchid !== this.cfg.mchid) throw new NotificationRejected('notification for another merchant');
      if (txn.trade_state !== 'SUCCESS') return { type: 'other', event: `trade_state ${txn.trade_state}` };
      const paid = toPaidEvent(txn, plain);
      if (!paid) throw new NotificationRejected('transaction fields missing');
      return paid;
    }
    const refund = JSON.parse(plain) as WxPayRefund;
    if (refund.mchid !== this.cfg.mchid) throw new NotificationRejected('notification for another merchant');
    const result = toRefundResult(refund, plain);
    if (!result || `REFUND.${result.status.toUpperCase()}` !== event) throw new NotificationRejected('refund fields missing or inconsistent');
    return { type: 'refund', result };
  }

  async refund(req: RefundRequest): Promise<RefundResult> {
    const res = await this.call<WxPayRefund>('POST', '/v3/refund/domestic/refunds', {
      transaction_id: req.transactionId,
      out_refund_no: req.refundNo,
      reason: req.reason.slice(0, 80),
      notify_url: this.cfg.notifyUrl,
      amount: { refund: req.amountFen, total: req.totalFen, currency: 'CNY' },
    });
    const result = toRefundResult(res, JSON.stringify(res));
    if (!result) throw providerUnavailable(NAME, `refund answer ${JSON.stringify(res).slice(0, 200)}`);
    return result;
  }

  /** GET /v3/refund/domestic/refunds/{out_refund_no}: for results whose notification never came. */
  async queryRefund(refundNo: string): Promise<RefundResult | null> {
    try {
      const res = await this.call<WxPayRefund>('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`);
      return toRefundResult(res, JSON.stringify(res));
    } catch (err) {
      if ((err as ProviderError).httpStatus === 404) return null;
      throw err;
    }
  }

  /** GET /v3/pay/transactions/out-trade-no/{out_trade_no}?mchid=… */
  async queryTrade(outTradeNo: string): Promise<TradeStatus> {
    try {
      const res = await this.call<WxPayTransaction>('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(this.cfg.mchid)}`);
      return toTradeStatus(res, JSON.stringify(res));
    } catch (err) {
      if ((err as ProviderError).httpStatus === 404) return { type: 'missing' };
      throw err;
    }
  }

  async close(outTradeNo: string): Promise<void> {
    await this.call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, { mchid: this.cfg.mchid });
  }

  /** Downloads the platform certificates when they are due (never loaded, 12 h old, or expiring). */
  async maintain(): Promise<void> {
    if (this.certs.due()) await this.certs.refresh();
  }

  /** Wechatpay-* headers: a trusted serial (one refresh for a new one), fresh timestamp, RSA signature. */
  private async checkSignature(msg: SignedMessage): Promise<string | null> {
    const serial = msg.headers['wechatpay-serial'] ?? '';
    if (!serial) return 'signature headers missing';
    const key = await this.certs.resolve(serial);
    if (!key) return `unknown platform serial ${serial}`;
    return checkSigned(msg, key);
  }

  private decrypt(resource: EncryptedResource | undefined): string {
    if (!resource || resource.algorithm !== 'AEAD_AES_256_GCM') throw new NotificationRejected('no encrypted resource');
    try {
      return decryptResource(resource, this.cfg.apiV3Key);
    } catch {
      throw new NotificationRejected('resource does not decrypt with the APIv3 key');
    }
  }

  /** GET /v3/certificates, unverified here: the certificate store checks it against what it carries. */
  private async downloadCertificates(): Promise<SignedMessage> {
    const res = await this.send('GET', '/v3/certificates', '');
    return { headers: res.headers, body: res.text };
  }

  private async call<T>(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<T> {
    const res = await this.send(method, path, payload === undefined ? '' : JSON.stringify(payload));
    // a 204 (close) has no body but is still signed
    const why = await this.checkSignature({ headers: res.headers, body: res.text });
    if (why) throw providerUnavailable(NAME, `${path}: response ${why}`);
    return (res.text ? JSON.parse(res.text) : {}) as T;
  }

  private async send(method: 'GET' | 'POST', path: string, body: string): Promise<{ headers: Record<string, string>; text: string }> {
    let res: Response;
    try {
      res = await fetch(`${this.cfg.apiBase}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'user-agent': 'codetrek-server',
          authorization: authorization(this.cfg.mchid, this.cfg.serialNo, this.cfg.privateKey, method, path, body),
        },
        body: method === 'GET' ? undefined : body,
        signal: AbortSignal.timeout(PAY_TIMEOUT_MS),
      });
    } catch (err) {
      throw providerUnavailable(NAME, `${path}: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (res.status >= 300) {
      let code = '';
      try {
        code = String((JSON.parse(text) as { code?: string }).code ?? '');
      } catch {
        /* not JSON */
      }
      throw providerUnavailable(NAME, `${path}: HTTP ${res.status} ${code}`, res.status);
    }
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => (headers[k] = v));
    return { headers, text };
  }
}

function flatten(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['wechatpay-serial', 'wechatpay-timestamp', 'wechatpay-nonce', 'wechatpay-signature']) out[name] = header(headers, name);
  return out;
}
