import { randomBytes } from 'node:crypto';
import type { PayAction } from '../../../../../types/commerce';
import type { WechatPayConfig } from '../../../config/pay-config';
import { NOTIFY_SKEW_S, PAY_TIMEOUT_MS, providerUnavailable } from '../pay-errors';
import { header, NotificationRejected, PayProvider, PayStart, RefundRequest, VerifiedNotification } from '../pay-provider';
import { authorization, decryptResource, EncryptedResource, jsapiPaySign, notificationMessage, rsaVerify } from './wechat-pay-crypto';

const NAME = '微信支付';

interface WxPayTransaction {
  mchid: string;
  appid: string;
  out_trade_no: string;
  transaction_id: string;
  trade_state: string;
  amount: { total: number; payer_total?: number; currency: string };
}

/** time_expire in RFC 3339 with the +08:00 offset WeChat Pay documents. */
function rfc3339Beijing(d: Date): string {
  const t = new Date(d.getTime() + 8 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '');
  return `${t}+08:00`;
}

/**
 * WeChat Pay API v3 (https://pay.weixin.qq.com/docs/merchant/): JSAPI (mini-program), Native (QR)
 * and H5 orders, refunds and close, with signed requests, verified responses and notifications.
 */
export class WechatPayProvider implements PayProvider {
  readonly platform = 'wechatpay' as const;
  readonly account: string;

  constructor(private readonly cfg: WechatPayConfig) {
    this.account = cfg.mchid;
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

  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: string): VerifiedNotification {
    this.verifySignature(headers, rawBody, true);
    let body: { event_type?: string; resource?: EncryptedResource };
    try {
      body = JSON.parse(rawBody) as typeof body;
    } catch {
      throw new NotificationRejected('body is not JSON');
    }
    if (body.event_type !== 'TRANSACTION.SUCCESS') return { type: 'other', event: String(body.event_type) };
    if (!body.resource || body.resource.algorithm !== 'AEAD_AES_256_GCM') throw new NotificationRejected('no encrypted resource');
    let plain: string;
    try {
      plain = decryptResource(body.resource, this.cfg.apiV3Key);
    } catch {
      throw new NotificationRejected('resource does not decrypt with the APIv3 key');
    }
    const txn = JSON.parse(plain) as WxPayTransaction;
    if (txn.mchid !== this.cfg.mchid) throw new NotificationRejected('notification for another merchant');
    if (txn.trade_state !== 'SUCCESS') return { type: 'other', event: `trade_state ${txn.trade_state}` };
    if (!txn.transaction_id || !txn.out_trade_no || !Number.isInteger(txn.amount?.total)) throw new NotificationRejected('transaction fields missing');
    return { type: 'paid', outTradeNo: txn.out_trade_no, transactionId: txn.transaction_id, amountFen: txn.amount.total, raw: plain };
  }

  async refund(req: RefundRequest): Promise<{ refundId: string }> {
    const res = await this.call<{ refund_id: string; status: string }>('POST', '/v3/refund/domestic/refunds', {
      transaction_id: req.transactionId,
      out_refund_no: req.refundNo,
      reason: req.reason.slice(0, 80),
      amount: { refund: req.amountFen, total: req.totalFen, currency: 'CNY' },
    });
    if (!['SUCCESS', 'PROCESSING'].includes(res.status)) throw providerUnavailable(NAME, `refund status ${res.status}`);
    return { refundId: res.refund_id };
  }

  async close(outTradeNo: string): Promise<void> {
    await this.call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, { mchid: this.cfg.mchid });
  }

  /** Wechatpay-* headers: known serial, fresh timestamp, RSA signature by the platform key. */
  private verifySignature(headers: Record<string, string | string[] | undefined>, body: string, notification: boolean): void {
    const fail = (why: string) => {
      if (notification) throw new NotificationRejected(why);
      throw providerUnavailable(NAME, `response ${why}`);
    };
    const serial = header(headers, 'wechatpay-serial');
    const timestamp = header(headers, 'wechatpay-timestamp');
    const nonceStr = header(headers, 'wechatpay-nonce');
    const signature = header(headers, 'wechatpay-signature');
    if (!serial || !timestamp || !nonceStr || !signature) return fail('signature headers missing');
    if (serial !== this.cfg.platformSerial) return fail(`unknown platform serial ${serial}`);
    if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > NOTIFY_SKEW_S) return fail('timestamp too old');
    if (!rsaVerify(notificationMessage(timestamp, nonceStr, body), signature, this.cfg.platformPublicKey)) fail('bad signature');
  }

  private async call<T>(method: 'GET' | 'POST', path: string, payload?: unknown): Promise<T> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
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
      throw providerUnavailable(NAME, `${path}: HTTP ${res.status} ${code}`);
    }
    const hdrs: Record<string, string> = {};
    res.headers.forEach((v, k) => (hdrs[k] = v));
    // a 204 (close) has no body but is still signed
    this.verifySignature(hdrs, text, false);
    return (text ? JSON.parse(text) : {}) as T;
  }
}
