import { createPrivateKey, createPublicKey, KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AppConfig } from './app-config';
import { ConfigError } from './config-error';

/**
 * Payment providers. WeChat Pay v3 and the card gateway are on when their credentials are set;
 * the embedded sandbox channel (PAY_ADAPTER=embedded) lets development complete purchases locally
 * and is refused in production.
 */
type Env = Record<string, string | undefined>;

export interface WechatPayConfig {
  mchid: string;
  /** appid for Native and H5 pay (the official account or web app) */
  appId: string;
  /** appid for JSAPI pay inside the mini-program */
  mpAppId: string;
  /** serial number of the merchant API certificate (goes into the Authorization header) */
  serialNo: string;
  privateKey: KeyObject;
  /** APIv3 key: 32 characters, decrypts notification resources */
  apiV3Key: Buffer;
  /**
   * WeChat Pay platform public key (PUB_KEY_ID_… mode) and its id, when configured. Without it the
   * platform certificates are downloaded through /v3/certificates and rotated (certificate mode).
   */
  platformPublicKey: KeyObject | null;
  platformSerial: string;
  /** download platform certificates (on when no public key is configured, or WECHAT_PAY_PLATFORM_CERTS=1) */
  platformCerts: boolean;
  apiBase: string;
  notifyUrl: string;
}

export interface CardGatewayConfig {
  apiBase: string;
  merchantId: string;
  /** HMAC key of API requests */
  apiSecret: string;
  /** HMAC key of webhooks */
  webhookSecret: string;
  notifyUrl: string;
  /** where the hosted card page sends the buyer back; `{orderNo}` is replaced */
  returnUrl: string;
}

export interface PayConfig {
  /** embedded: the development sandbox channel is offered */
  sandbox: boolean;
  wechat: WechatPayConfig | null;
  card: CardGatewayConfig | null;
  /** minutes an unpaid order stays open */
  orderTtlMinutes: number;
  /** how often this instance sweeps expired orders (0 = never; tests sweep by hand) */
  sweepIntervalMs: number;
  /** default product ids of the startup config (SPEC §3) */
  vipProductIds: string[];
  secondVipProductId: string;
  ojProductId: string;
}

/** Ids the seed gives the three VIP tiers and the OJ product. */
export const SEED_PRODUCT_IDS = { vip: ['1', '2', '3'], oj: '4' } as const;

function pem(env: Env, name: string): string | undefined {
  const inline = env[name];
  const file = env[`${name}_FILE`];
  if (inline) return inline.replace(/\\n/g, '\n');
  if (file) {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      throw new ConfigError(`${name}_FILE cannot be read: ${file}`);
    }
  }
  return undefined;
}

function httpUrl(value: string, name: string): string {
  try {
    const u = new URL(value);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error();
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL (got ${value})`);
  }
  return value.replace(/\/+$/, '');
}

function wechatPay(env: Env): WechatPayConfig | null {
  if (!env.WECHAT_PAY_MCHID) return null;
  const names = ['WECHAT_PAY_APPID', 'WECHAT_PAY_SERIAL_NO', 'WECHAT_PAY_APIV3_KEY', 'WECHAT_PAY_NOTIFY_URL'];
  const missing = names.filter((n) => !env[n]);
  const privatePem = pem(env, 'WECHAT_PAY_PRIVATE_KEY');
  const platformPem = pem(env, 'WECHAT_PAY_PLATFORM_PUBLIC_KEY');
  if (!privatePem) missing.push('WECHAT_PAY_PRIVATE_KEY');
  // the platform public key and its id go together; neither = certificate mode
  if (platformPem && !env.WECHAT_PAY_PLATFORM_SERIAL) missing.push('WECHAT_PAY_PLATFORM_SERIAL');
  if (!platformPem && env.WECHAT_PAY_PLATFORM_SERIAL) missing.push('WECHAT_PAY_PLATFORM_PUBLIC_KEY');
  if (missing.length) throw new ConfigError(`WECHAT_PAY_MCHID is set, so WeChat Pay also needs ${missing.join(', ')}`);
  const apiV3Key = Buffer.from(env.WECHAT_PAY_APIV3_KEY!, 'utf8');
  if (apiV3Key.length !== 32) throw new ConfigError('WECHAT_PAY_APIV3_KEY must be the 32-character APIv3 key');
  let privateKey: KeyObject;
  let platformPublicKey: KeyObject | null = null;
  try {
    privateKey = createPrivateKey(privatePem!);
  } catch {
    throw new ConfigError('WECHAT_PAY_PRIVATE_KEY is not a PEM private key (apiclient_key.pem)');
  }
  try {
    if (platformPem) platformPublicKey = createPublicKey(platformPem);
  } catch {
    throw new ConfigError('WECHAT_PAY_PLATFORM_PUBLIC_KEY is not a PEM public key or certificate');
  }
  return {
    mchid: env.WECHAT_PAY_MCHID,
    appId: env.WECHAT_PAY_APPID!,
    mpAppId: env.WECHAT_PAY_MP_APPID ?? env.WECHAT_MP_APPID ?? env.WECHAT_PAY_APPID!,
    serialNo: env.WECHAT_PAY_SERIAL_NO!,
    privateKey,
    apiV3Key,
    platformPublicKey,
    platformSerial: env.WECHAT_PAY_PLATFORM_SERIAL ?? '',
    platformCerts: !platformPublicKey || env.WECHAT_PAY_PLATFORM_CERTS === '1',
    apiBase: httpUrl(env.WECHAT_PAY_API_BASE ?? 'https://api.mch.weixin.qq.com', 'WECHAT_PAY_API_BASE'),
    notifyUrl: httpUrl(env.WECHAT_PAY_NOTIFY_URL!, 'WECHAT_PAY_NOTIFY_URL'),
  };
}

function cardGateway(env: Env): CardGatewayConfig | null {
  if (!env.CARD_GATEWAY_API_BASE) return null;
  const names = ['CARD_GATEWAY_MERCHANT_ID', 'CARD_GATEWAY_API_SECRET', 'CARD_GATEWAY_WEBHOOK_SECRET', 'CARD_GATEWAY_NOTIFY_URL', 'CARD_GATEWAY_RETURN_URL'];
  const missing = names.filter((n) => !env[n]);
  if (missing.length) throw new ConfigError(`CARD_GATEWAY_API_BASE is set, so the card gateway also needs ${missing.join(', ')}`);
  if (!env.CARD_GATEWAY_RETURN_URL!.includes('{orderNo}')) throw new ConfigError('CARD_GATEWAY_RETURN_URL must contain {orderNo}');
  return {
    apiBase: httpUrl(env.CARD_GATEWAY_API_BASE, 'CARD_GATEWAY_API_BASE'),
    merchantId: env.CARD_GATEWAY_MERCHANT_ID!,
    apiSecret: env.CARD_GATEWAY_API_SECRET!,
    webhookSecret: env.CARD_GATEWAY_WEBHOOK_SECRET!,
    notifyUrl: httpUrl(env.CARD_GATEWAY_NOTIFY_URL!, 'CARD_GATEWAY_NOTIFY_URL'),
    returnUrl: env.CARD_GATEWAY_RETURN_URL!,
  };
}

function ids(value: string | undefined, fallback: readonly string[], name: string): string[] {
  if (value === undefined) return [...fallback];
  const list = value.split(',').map((s) => s.trim()).filter(Boolean);
  if (list.some((id) => !/^\d{1,19}$/.test(id))) throw new ConfigError(`${name} must be comma-separated numeric product ids`);
  return list;
}

export function payConfig(env: Env, nodeEnv: AppConfig['env']): PayConfig {
  const adapter = env.PAY_ADAPTER ?? (nodeEnv === 'production' ? 'real' : 'embedded');
  if (adapter !== 'real' && adapter !== 'embedded') throw new ConfigError('PAY_ADAPTER must be real or embedded');
  // The sandbox marks orders paid without money: never in production.
  if (adapter === 'embedded' && nodeEnv === 'production') throw new ConfigError('PAY_ADAPTER=embedded is for development only');
  const ttl = Number(env.ORDER_TTL_MINUTES ?? 30);
  if (!Number.isInteger(ttl) || ttl < 1 || ttl > 24 * 60) throw new ConfigError('ORDER_TTL_MINUTES must be 1-1440');
  const sweep = Number(env.ORDER_SWEEP_INTERVAL_MS ?? (nodeEnv === 'test' ? 0 : 60_000));
  if (!Number.isInteger(sweep) || sweep < 0) throw new ConfigError('ORDER_SWEEP_INTERVAL_MS must be a whole number of ms (0 = off)');
  const vipProductIds = ids(env.VIP_PRODUCT_IDS, SEED_PRODUCT_IDS.vip, 'VIP_PRODUCT_IDS');
  const [ojProductId] = ids(env.OJ_PRODUCT_ID, [SEED_PRODUCT_IDS.oj], 'OJ_PRODUCT_ID');
  const secondVip = env.SECOND_VIP_PRODUCT_ID ?? vipProductIds[1] ?? '';
  return {
    sandbox: adapter === 'embedded',
    wechat: wechatPay(env),
    card: cardGateway(env),
    orderTtlMinutes: ttl,
    sweepIntervalMs: sweep,
    vipProductIds,
    secondVipProductId: secondVip,
    ojProductId: ojProductId ?? '',
  };
}
