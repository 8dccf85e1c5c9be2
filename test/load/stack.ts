/**
 * The system under load: a fresh MariaDB database, Redis db 12, the protocol emulators (Tencent
 * Cloud SMS/captcha, WeChat, WeChat Pay) and API processes of the production build
 * (dist/server/src/main.js), all on loopback.
 */
import { ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { createConnection } from 'mysql2/promise';
import { TencentCloudEmulator } from '../helpers/emulators/tencent-cloud';
import { WechatEmulator } from '../helpers/emulators/wechat';
import { WechatPayEmulator } from '../helpers/emulators/wechat-pay';

export const ROOT = join(__dirname, '../..');
export const ARTIFACTS = join(ROOT, '.artifacts/load');
const MAIN = join(ROOT, 'dist/server/src/main.js');
const DB = { host: '127.0.0.1', port: 3306, user: 'root', password: '', name: 'codetrek_load' };
export const REDIS_URL = 'redis://127.0.0.1:6379/12';
export const PORTS = { seed: 18800, api: [18801, 18802] };

export async function resetDatabase(drop = false): Promise<void> {
  const c = await createConnection({ host: DB.host, port: DB.port, user: DB.user, password: DB.password });
  try {
    await c.query(`DROP DATABASE IF EXISTS \`${DB.name}\``);
    if (!drop) await c.query(`CREATE DATABASE \`${DB.name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await c.end();
  }
}

export async function flushRedis(): Promise<void> {
  const r = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    await r.flushdb();
  } finally {
    r.disconnect();
  }
}

export interface Emulators {
  tencent: TencentCloudEmulator;
  wechat: WechatEmulator;
  pay: WechatPayEmulator;
  env: Record<string, string>;
}

export async function startEmulators(): Promise<Emulators> {
  const tencent = new TencentCloudEmulator();
  const tcUrl = await tencent.start();
  const wechat = new WechatEmulator();
  await wechat.start();
  const pay = await new WechatPayEmulator().start();
  const env = {
    SMS_ADAPTER: 'tencent',
    CAPTCHA_ADAPTER: 'tencent',
    TENCENT_SECRET_ID: tencent.secretId,
    TENCENT_SECRET_KEY: tencent.secretKey,
    SMS_ENDPOINT: tcUrl,
    CAPTCHA_ENDPOINT: tcUrl,
    SMS_SDK_APP_ID: '1400000000',
    SMS_SIGN_NAME: '码途',
    SMS_TEMPLATE_ID: '100001',
    CAPTCHA_APP_ID: '190000000',
    CAPTCHA_APP_SECRET_KEY: 'captcha-secret',
    ...wechat.env(),
    ...pay.env(`http://127.0.0.1:${PORTS.api[0]}/api/v1/pay/notify/wechatpay`),
    PAY_ADAPTER: 'real',
  };
  return { tencent, wechat, pay, env };
}

export async function stopEmulators(e: Emulators): Promise<void> {
  await Promise.all([e.tencent.stop(), e.wechat.stop(), e.pay.stop()]);
}

/** Settings every process shares: one database, one Redis, one problem data folder. */
function baseEnv(): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    DB_URL: `mariadb://${DB.user}@${DB.host}:${DB.port}/${DB.name}`,
    REDIS_URL,
    HOST: '127.0.0.1',
    H5_DIR: join(ARTIFACTS, 'no-h5'),
    JUDGE_DATA_DIR: join(ARTIFACTS, 'problems'),
    STORAGE_DIR: join(ARTIFACTS, 'uploads'),
    SEED_CLASSIC: 'off',
    LOG_LEVEL: 'warn',
  };
}

export interface ApiProcess {
  name: string;
  url: string;
  child: ChildProcess;
}

/** Starts dist/server/src/main.js and resolves once it prints its "running at" line. */
export function startApi(name: string, port: number, env: Record<string, string>): Promise<ApiProcess> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const log = createWriteStream(join(ARTIFACTS, `${name}.log`));
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env: { ...baseEnv(), ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name}: not listening after 180 s (see ${name}.log)`)), 180_000);
    child.stdout!.on('data', (d: Buffer) => {
      if (!d.toString().includes('is running at')) return;
      clearTimeout(timer);
      resolve({ name, url: `http://127.0.0.1:${port}`, child });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code} before listening (see .artifacts/load/${name}.log)`));
    });
  });
}

export function stopApi(p: ApiProcess): Promise<void> {
  if (p.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
    p.child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    p.child.kill('SIGTERM');
  });
}

/** Seeds the fresh database: one development-mode start with SEED=on runs the migrations and the seed. */
export async function seedDatabase(): Promise<void> {
  rmSync(join(ARTIFACTS, 'problems'), { recursive: true, force: true });
  const seeder = await startApi('seed', PORTS.seed, { NODE_ENV: 'development', SEED: 'on' });
  await stopApi(seeder);
}

/** The two production instances; the first also runs the BullMQ judge worker beside it. */
export async function startProduction(emu: Emulators): Promise<ApiProcess[]> {
  const env = { ...emu.env, NODE_ENV: 'production', API_SECRET: 'load-test-secret', SEED: 'off', TRUST_PROXY: 'on', ORDER_SWEEP_INTERVAL_MS: '0' };
  return Promise.all(PORTS.api.map((port, i) => startApi(`api-${i + 1}`, port, { ...env, JUDGE_SPAWN_WORKER: i === 0 ? 'on' : 'off' })));
}
