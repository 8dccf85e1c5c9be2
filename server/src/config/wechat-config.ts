import { MP_ENV_VERSIONS, type MpEnvVersion } from '../providers/wechat/wechat-api';
import { aesKeyFromEncodingKey } from '../providers/wechat/wechat-msg-crypt';
import { ConfigError } from './config-error';

/**
 * WeChat settings, parsed from the environment that loadConfig hands over (it stays the one
 * reader of process.env). Kept apart only so the WeChat rules read in one place.
 */
export interface WechatConfig {
  /** `real` speaks HTTP to apiBase; `embedded` answers locally (development, no network) */
  adapter: 'real' | 'embedded';
  apiBase: string;
  oa: {
    appId: string;
    secret: string;
    token: string;
    /** message encryption: plain (none), compatible (both accepted), safe (encrypted only) */
    encryptMode: OaEncryptMode;
    /** the 32-byte AES key decoded from WECHAT_OA_AES_KEY (EncodingAESKey); null in plain mode */
    aesKey: Buffer | null;
  };
  mp: {
    appId: string;
    secret: string;
    /** the build promotion mini-program codes open (WECHAT_MP_CODE_ENV, default release) */
    codeEnv: MpEnvVersion;
  };
  /** hosts whose pages may be signed for the JS-SDK; empty = any host */
  jssdkDomains: string[];
}

export type OaEncryptMode = 'plain' | 'compatible' | 'safe';
const ENCRYPT_MODES: OaEncryptMode[] = ['plain', 'compatible', 'safe'];

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

  const encryptMode = (env.WECHAT_OA_ENCRYPT_MODE ?? (env.WECHAT_OA_AES_KEY ? 'safe' : 'plain')) as OaEncryptMode;
  if (!ENCRYPT_MODES.includes(encryptMode)) throw new ConfigError('WECHAT_OA_ENCRYPT_MODE must be plain, compatible or safe');
  let aesKey: Buffer | null = null;
  if (env.WECHAT_OA_AES_KEY) {
    aesKey = aesKeyFromEncodingKey(env.WECHAT_OA_AES_KEY);
    if (!aesKey) throw new ConfigError('WECHAT_OA_AES_KEY must be the 43-character EncodingAESKey from the official account settings');
  }
  if (encryptMode !== 'plain' && !aesKey) throw new ConfigError(`WECHAT_OA_ENCRYPT_MODE=${encryptMode} needs WECHAT_OA_AES_KEY`);

  const codeEnv = (env.WECHAT_MP_CODE_ENV ?? 'release') as MpEnvVersion;
  if (!MP_ENV_VERSIONS.includes(codeEnv)) throw new ConfigError('WECHAT_MP_CODE_ENV must be release, trial or develop');

  return {
    adapter,
    apiBase,
    oa: { appId: env.WECHAT_OA_APPID ?? DEV_OA_APPID, secret: env.WECHAT_OA_SECRET ?? '', token, encryptMode, aesKey: encryptMode === 'plain' ? null : aesKey },
    mp: { appId: env.WECHAT_MP_APPID ?? '', secret: env.WECHAT_MP_SECRET ?? '', codeEnv },
    jssdkDomains,
  };
}
