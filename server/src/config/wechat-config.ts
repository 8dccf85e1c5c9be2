import { ConfigError } from './config-error';

/**
 * WeChat settings, parsed from the environment that loadConfig hands over (it stays the one
 * reader of process.env). Kept apart only so the WeChat rules read in one place.
 */
export interface WechatConfig {
  /** `real` speaks HTTP to apiBase; `embedded` answers locally (development, no network) */
  adapter: 'real' | 'embedded';
  apiBase: string;
  oa: { appId: string; secret: string; token: string };
  mp: { appId: string; secret: string };
  /** hosts whose pages may be signed for the JS-SDK; empty = any host */
  jssdkDomains: string[];
}

type Env = Record<string, string | undefined>;

/** Development defaults: the embedded adapter needs no account, and signs OA events with this token. */
const DEV_OA_APPID = 'wx0000000000000000';
const DEV_OA_TOKEN = 'codetrekDevOaToken';

const HOST_RE = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(:\d{1,5})?$/;
// WeChat's own rule for the server token: 3-32 letters or digits.
const OA_TOKEN_RE = /^[A-Za-z0-9]{3,32}$/;

export function parseWechatConfig(env: Env, nodeEnv: 'development' | 'production' | 'test'): WechatConfig {
  const adapter = env.WECHAT_ADAPTER ?? (nodeEnv === 'production' ? 'real' : 'embedded');
  if (adapter !== 'real' && adapter !== 'embedded') throw new ConfigError('WECHAT_ADAPTER must be real or embedded');
  // The embedded adapter signs anyone in from a made-up code: never in production.
  if (adapter === 'embedded' && nodeEnv === 'production') throw new ConfigError('WECHAT_ADAPTER=embedded is for development only');

  const apiBase = (env.WECHAT_API_BASE ?? 'https://api.weixin.qq.com').replace(/\/+$/, '');
  let base: URL;
  try {
    base = new URL(apiBase);
  } catch {
    throw new ConfigError(`WECHAT_API_BASE is not a valid URL: ${apiBase}`);
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new ConfigError('WECHAT_API_BASE must be an http(s) URL');

  const jssdkDomains = (env.WECHAT_JSSDK_DOMAINS ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);
  const badDomain = jssdkDomains.find((d) => !HOST_RE.test(d));
  if (badDomain) throw new ConfigError(`WECHAT_JSSDK_DOMAINS must be a comma-separated list of host names (bad: ${badDomain})`);

  if (adapter === 'real') {
    const names = ['WECHAT_OA_APPID', 'WECHAT_OA_SECRET', 'WECHAT_OA_TOKEN', 'WECHAT_MP_APPID', 'WECHAT_MP_SECRET'];
    const missing = names.filter((n) => !env[n]);
    if (missing.length) throw new ConfigError(`WECHAT_ADAPTER=real needs ${missing.join(', ')}`);
  }
  const token = env.WECHAT_OA_TOKEN ?? DEV_OA_TOKEN;
  if (!OA_TOKEN_RE.test(token)) throw new ConfigError('WECHAT_OA_TOKEN must be 3-32 letters or digits (as in the official account settings)');

  return {
    adapter,
    apiBase,
    oa: { appId: env.WECHAT_OA_APPID ?? DEV_OA_APPID, secret: env.WECHAT_OA_SECRET ?? '', token },
    mp: { appId: env.WECHAT_MP_APPID ?? '', secret: env.WECHAT_MP_SECRET ?? '' },
    jssdkDomains,
  };
}
