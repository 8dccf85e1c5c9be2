import { createHash, hkdfSync } from 'node:crypto';
import { resolve } from 'node:path';
import { ConfigError } from './config-error';
import { parseWechatConfig, WechatConfig } from './wechat-config';
import { loadStorageConfig, StorageConfig } from './storage-config';
import { CaptchaConfig, captchaConfig, SmsConfig, smsConfig } from './sms-config';
import { OjConfig, ojConfig } from './oj-config';
import { CommunityConfig, communityConfig } from './community-config';
import { PayConfig, payConfig } from './pay-config';
import { CourseConfig, courseConfig } from './course-config';
import { ExamConfig, examConfig } from './exam-config';

/** The one typed view of the environment (STYLE: no process.env elsewhere). */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  db: DbConfig;
  redisUrl: string | null;
  encrypt: boolean;
  /** server secret: session response keys are derived from it */
  secret: Buffer;
  /** anonymous response key, published in the startup config */
  deployKey: Buffer;
  h5Dir: string;
  seed: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  wechat: WechatConfig;
  sms: SmsConfig;
  captcha: CaptchaConfig;
  /** trust X-Forwarded-For from a reverse proxy (rate limits key on the client address) */
  trustProxy: boolean;
  /** uploads: local disk (default) or S3-compatible object storage */
  storage: StorageConfig;
  /** community: discuz robot job polling */
  community: CommunityConfig;
  /** payments: WeChat Pay v3, card gateway, development sandbox; order timing; product ids */
  pay: PayConfig;
  /** online judge: data packages and judge workers */
  oj: OjConfig;
  /** courses: the fixed course and intro video ids of the startup config */
  course: CourseConfig;
  /** exams: the auto hand-in sweep */
  exam: ExamConfig;
  /** admin overview: how often the daily rollups of today and yesterday are refreshed (0 = never) */
  overview: { rollupIntervalMs: number };
  /** serve the OpenAPI document at /api/docs and /api/docs-json (off in production unless API_DOCS=on) */
  apiDocs: boolean;
}

export type DbConfig =
  | { type: 'sqlite'; database: string }
  | { type: 'mariadb' | 'mysql'; host: string; port: number; username: string; password: string; database: string };

export { ConfigError };

type Env = Record<string, string | undefined>;

function intervalMs(raw: string | undefined, fallback: number, name: string): number {
  const v = Number(raw ?? fallback);
  if (!Number.isInteger(v) || v < 0) throw new ConfigError(`${name} must be a whole number of ms (0 = off)`);
  return v;
}

export function parseDbUrl(url: string): DbConfig {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\//, '');
    return { type: 'sqlite', database: file === ':memory:' ? file : resolve(file) };
  }
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new ConfigError(`DB_URL is not a valid URL: ${url}`);
  }
  const proto = u.protocol.replace(':', '');
  if (proto !== 'mariadb' && proto !== 'mysql') {
    throw new ConfigError(`DB_URL must start with sqlite:, mariadb:// or mysql:// (got ${proto}:)`);
  }
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (!database) throw new ConfigError('DB_URL must name a database, e.g. mariadb://root@127.0.0.1:3306/codetrek');
  return {
    type: proto,
    host: u.hostname || '127.0.0.1',
    port: u.port ? Number(u.port) : 3306,
    username: decodeURIComponent(u.username || 'root'),
    password: decodeURIComponent(u.password || ''),
    database,
  };
}

function key32(raw: string, name: string): Buffer {
  const buf = Buffer.from(raw, 'base64');
  if (buf.length !== 32) throw new ConfigError(`${name} must be 32 bytes, base64-encoded`);
  return buf;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be 0-65535 (got ${env.PORT})`);
  const encrypt = (env.API_ENCRYPT ?? 'on').toLowerCase();
  if (!['on', 'off'].includes(encrypt)) throw new ConfigError('API_ENCRYPT must be on or off');
  if (nodeEnv === 'production' && encrypt === 'off') throw new ConfigError('API_ENCRYPT=off is for local debugging only');
  if (nodeEnv === 'production' && !env.API_SECRET) throw new ConfigError('API_SECRET is required in production');
  // Development falls back to a fixed secret so sessions survive restarts; production must set its own.
  const secret = env.API_SECRET
    ? createHash('sha256').update(env.API_SECRET).digest()
    : createHash('sha256').update('codetrek-development-secret').digest();
  const deployKey = env.API_DEPLOY_KEY
    ? key32(env.API_DEPLOY_KEY, 'API_DEPLOY_KEY')
    : Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'codetrek-deploy-key-v1', 32));
  const logLevel = (env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info')) as AppConfig['logLevel'];
  if (!['debug', 'info', 'warn', 'error', 'silent'].includes(logLevel)) throw new ConfigError('LOG_LEVEL must be debug|info|warn|error|silent');
  // the document lists every route and field: a production deployment publishes it only on purpose
  const apiDocs = (env.API_DOCS ?? (nodeEnv === 'production' ? 'off' : 'on')).toLowerCase();
  if (!['on', 'off'].includes(apiDocs)) throw new ConfigError('API_DOCS must be on or off');
  return {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    db: parseDbUrl(env.DB_URL ?? 'sqlite:data/codetrek.sqlite'),
    redisUrl: env.REDIS_URL || null,
    encrypt: encrypt === 'on',
    secret,
    deployKey,
    h5Dir: resolve(env.H5_DIR ?? 'dist/h5'),
    seed: (env.SEED ?? (nodeEnv === 'production' ? 'off' : 'on')) === 'on',
    logLevel,
    wechat: parseWechatConfig(env, nodeEnv),
    trustProxy: (env.TRUST_PROXY ?? 'off') === 'on',
    sms: smsConfig(env),
    captcha: captchaConfig(env, nodeEnv),
    storage: loadStorageConfig(env, (message) => {
      throw new ConfigError(message);
    }),
    community: communityConfig(env, nodeEnv),
    pay: payConfig(env, nodeEnv),
    overview: { rollupIntervalMs: intervalMs(env.OVERVIEW_ROLLUP_INTERVAL_MS, nodeEnv === 'test' ? 0 : 600_000, 'OVERVIEW_ROLLUP_INTERVAL_MS') },
    oj: ojConfig(env),
    course: courseConfig(env),
    exam: examConfig(env, nodeEnv),
    apiDocs: apiDocs === 'on',
  };
}

/** Injection token for {@link AppConfig}. */
export const APP_CONFIG = Symbol('APP_CONFIG');
