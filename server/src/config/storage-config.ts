import { resolve } from 'node:path';

/** Where uploads live (SPEC §9: a bucket and a region), read once at boot by loadConfig. */
export interface StorageConfig {
  adapter: 'local' | 's3';
  /** local adapter: root directory of the files */
  dir: string;
  /** local adapter: absolute origin put in front of file URLs (null = URLs relative to the API host) */
  publicUrl: string | null;
  /** lifetime of display URLs handed to clients, seconds */
  urlTtlSeconds: number;
  /** lifetime of temporary upload credentials, seconds */
  stsTtlSeconds: number;
  /** local adapter: largest video a direct upload may write (streamed to disk, never buffered) */
  videoMaxBytes: number;
  s3: S3Config | null;
}

export interface S3Config {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** AssumeRole's RoleArn; MinIO and other emulations accept AssumeRole without one */
  stsRoleArn: string | null;
  /** defaults to the S3 endpoint (MinIO serves STS there); AWS: https://sts.<region>.amazonaws.com */
  stsEndpoint: string;
  /** path-style URLs (endpoint/bucket/key) instead of virtual-hosted (bucket.endpoint/key) */
  pathStyle: boolean;
}

type Env = Record<string, string | undefined>;
type Fail = (message: string) => never;

// AWS caps presigned URLs (SigV4) at 7 days and AssumeRole sessions at 900..43200 s.
const URL_TTL_MAX = 7 * 24 * 3600;
const STS_TTL_MIN = 900;
const STS_TTL_MAX = 43200;
const GIB = 1024 * 1024 * 1024;

function bytes(env: Env, name: string, fallback: number, max: number, fail: Fail): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1 || n > max) fail(`${name} must be a whole number of bytes in 1..${max} (got ${raw})`);
  return n;
}

function seconds(env: Env, name: string, fallback: number, min: number, max: number, fail: Fail): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) fail(`${name} must be an integer number of seconds in ${min}..${max} (got ${raw})`);
  return n;
}

function httpUrl(env: Env, name: string, fail: Fail): string {
  const raw = env[name] ?? '';
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return fail(`${name} must be an http(s) URL (got ${raw || 'nothing'})`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') fail(`${name} must be an http(s) URL (got ${raw})`);
  if (u.search || u.hash) fail(`${name} must not carry a query or fragment`);
  return raw.replace(/\/+$/, '');
}

export function loadStorageConfig(env: Env, fail: Fail): StorageConfig {
  const adapter = (env.STORAGE_ADAPTER ?? 'local').toLowerCase();
  if (adapter !== 'local' && adapter !== 's3') fail(`STORAGE_ADAPTER must be local or s3 (got ${env.STORAGE_ADAPTER})`);
  const common = {
    dir: resolve(env.STORAGE_DIR || 'data/uploads'),
    publicUrl: env.STORAGE_PUBLIC_URL ? httpUrl(env, 'STORAGE_PUBLIC_URL', fail) : null,
    urlTtlSeconds: seconds(env, 'STORAGE_URL_TTL', URL_TTL_MAX, 60, URL_TTL_MAX, fail),
    stsTtlSeconds: seconds(env, 'STORAGE_STS_TTL', STS_TTL_MIN, STS_TTL_MIN, STS_TTL_MAX, fail),
    videoMaxBytes: bytes(env, 'STORAGE_VIDEO_MAX_BYTES', 2 * GIB, 64 * GIB, fail),
  };
  if (adapter === 'local') return { adapter, ...common, s3: null };

  const missing = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((k) => !env[k]);
  if (missing.length) fail(`STORAGE_ADAPTER=s3 needs ${missing.join(', ')}`);
  const bucket = env.S3_BUCKET!;
  // The bucket name goes into URLs and policy ARNs unescaped: hold it to S3's naming rules.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) fail(`S3_BUCKET is not a valid bucket name (got ${bucket})`);
  if (!/^[a-z0-9-]{2,32}$/.test(env.S3_REGION!)) fail(`S3_REGION looks wrong (got ${env.S3_REGION})`);
  const pathStyle = (env.S3_PATH_STYLE ?? 'on').toLowerCase();
  if (pathStyle !== 'on' && pathStyle !== 'off') fail('S3_PATH_STYLE must be on or off');
  const endpoint = httpUrl(env, 'S3_ENDPOINT', fail);
  if (new URL(endpoint).pathname !== '/') fail('S3_ENDPOINT must be an origin without a path, e.g. https://s3.ap-east-1.amazonaws.com');
  return {
    adapter,
    ...common,
    s3: {
      endpoint,
      region: env.S3_REGION!,
      bucket,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      stsRoleArn: env.S3_STS_ROLE_ARN || null,
      stsEndpoint: env.S3_STS_ENDPOINT ? httpUrl(env, 'S3_STS_ENDPOINT', fail) : endpoint,
      pathStyle: pathStyle === 'on',
    },
  };
}
