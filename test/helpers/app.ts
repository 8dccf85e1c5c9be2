import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import mysql from 'mysql2/promise';
import { AppConfig, loadConfig } from '../../server/src/config/app-config';
import { createApp } from '../../server/src/app.factory';
import { decrypt } from '../../server/src/common/crypto';
import type { EncryptedBody, Envelope } from '../../types/api';
import type { SessionInfo } from '../../types/user';

export interface Res<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Envelope<T>;
  /** the body exactly as sent (ciphertext when encrypted) */
  raw: string;
}

export interface CallOptions {
  session?: Pick<SessionInfo, 'token' | 'uid'> & { response_key?: string };
  headers?: Record<string, string>;
  form?: Record<string, string | number>;
  json?: unknown;
}

let databases = 0;

/**
 * Every test app gets a database of its own, as with in-memory SQLite: on MariaDB/MySQL a fresh
 * database next to DB_URL's (migrations run, seed applied), dropped when the app closes. Tests
 * then never see the equities, coupons or users another suite created.
 */
export async function isolatedDatabase(base: string | undefined): Promise<string> {
  if (!base || base.startsWith('sqlite:')) return base ?? 'sqlite::memory:';
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_t${process.pid}_${++databases}`.slice(0, 64);
  const conn = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user: decodeURIComponent(url.username || 'root'), password: decodeURIComponent(url.password) });
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  url.pathname = `/${name}`;
  return url.toString();
}

async function emptyRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

async function dropIsolatedDatabase(config: AppConfig): Promise<void> {
  const db = config.db;
  if (db.type === 'sqlite' || !/_t\d+_\d+$/.test(db.database)) return;
  const conn = await mysql.createConnection({ host: db.host, port: db.port, user: db.username, password: db.password });
  await conn.query(`DROP DATABASE IF EXISTS \`${db.database}\``);
  await conn.end();
}

/**
 * The real Nest app on an in-memory SQLite database (or DB_URL when the suite runs on MariaDB),
 * with a client that decrypts responses the way the Taro app does.
 */
export class TestApp {
  /** set by listen(): requests then go over a real socket (the hot reads are answered on the server itself) */
  private base: string | undefined;

  private constructor(
    readonly app: NestFastifyApplication,
    readonly config: AppConfig,
  ) {}

  /** Listens on 127.0.0.1: from now on every call goes over HTTP, as a client's would. */
  async listen(): Promise<void> {
    await this.app.listen(0, '127.0.0.1');
    const { port } = this.app.getHttpServer().address() as { port: number };
    this.base = `http://127.0.0.1:${port}`;
  }

  static async start(env: Record<string, string> = {}): Promise<TestApp> {
    const dbUrl = env.DB_URL ?? (await isolatedDatabase(process.env.DB_URL));
    // the suite's Redis database starts empty for every app, as its database does: rate-limit
    // counters of the shared development users (10002 …) must not carry over from another file
    if (process.env.REDIS_URL && !env.REDIS_URL) await emptyRedis(process.env.REDIS_URL);
    const config = loadConfig({
      NODE_ENV: 'test',
      DB_URL: dbUrl,
      REDIS_URL: process.env.REDIS_URL,
      H5_DIR: '/nonexistent',
      SEED: 'on',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      // tests give each simulated client its own address through X-Forwarded-For
      TRUST_PROXY: 'on',
      // each app installs the seeded problem packages into its own folder
      JUDGE_DATA_DIR: mkdtempSync(join(tmpdir(), 'codetrek-oj-data-')),
      // forked judge workers run the TypeScript sources
      JUDGE_WORKER_SCRIPT: join(__dirname, '../../server/src/judge-worker.ts'),
      JUDGE_WORKER_NODE_ARGS: `-r ${join(__dirname, '../judge/helpers/ts-register.js')}`,
      // with REDIS_URL the judge queue is BullMQ: the app starts its own worker process when it first judges
      JUDGE_SPAWN_WORKER: 'on',
      ...env,
    });
    const app = await createApp(config);
    await app.getHttpAdapter().getInstance().ready();
    return new TestApp(app, config);
  }

  /** fastify's inject: the whole HTTP pipeline (hooks, parsers, encryption) without a socket */
  inject(opts: { method: string; url: string; headers?: Record<string, string>; payload?: string }) {
    return this.app.getHttpAdapter().getInstance().inject(opts as never);
  }

  /** the same over the socket (after listen()) */
  private async overHttp(opts: { method: string; url: string; headers: Record<string, string>; payload?: string }) {
    const res = await fetch(`${this.base}${opts.url}`, { method: opts.method, headers: opts.headers, body: opts.payload });
    return { statusCode: res.status, headers: Object.fromEntries(res.headers.entries()), body: await res.text() };
  }

  async close(): Promise<void> {
    await this.app.close();
    await dropIsolatedDatabase(this.config);
    rmSync(this.config.oj.dataDir, { recursive: true, force: true });
  }

  async call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: CallOptions = {}): Promise<Res<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.session) {
      headers.authorization = opts.session.token;
      headers.uid = opts.session.uid;
    }
    let payload: string | undefined;
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(Object.entries(opts.form).map(([k, v]) => [k, String(v)])).toString();
    } else if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(opts.json);
    }
    const res = this.base ? await this.overHttp({ method, url, headers, payload }) : await this.inject({ method, url, headers, payload });
    return { status: res.statusCode, headers: res.headers as Res['headers'], body: this.open(res.body, res.headers, opts.session?.response_key), raw: res.body };
  }

  get<T = unknown>(url: string, opts?: CallOptions) {
    return this.call<T>('GET', url, opts);
  }
  post<T = unknown>(url: string, opts?: CallOptions) {
    return this.call<T>('POST', url, opts);
  }

  async devLogin(role: 'user' | 'admin' | { uid: string } = 'user'): Promise<SessionInfo> {
    const form = typeof role === 'string' ? { role } : role;
    const res = await this.post<SessionInfo>('/api/v1/login/dev', { form });
    if (res.body.code !== 2000) throw new Error(`dev login failed: ${res.body.msg}`);
    return res.body.data;
  }

  /** Decrypts with the key the envelope names, as the client does. */
  private open(raw: string, headers: Record<string, unknown>, sessionKey?: string): Envelope<never> {
    const parsed = raw ? JSON.parse(raw) : null;
    if (headers['x-encrypted'] !== '1') return parsed;
    const body = parsed as EncryptedBody;
    if (body.kid === 's' && !sessionKey) throw new Error('response encrypted with a session key the test did not pass');
    const key = body.kid === 's' ? Buffer.from(sessionKey!, 'base64') : this.config.deployKey;
    const envelope = JSON.parse(decrypt(body, key)) as Envelope<never>;
    // a cached read's envelope is shared by its responses: the request id travels beside it
    return body.request_id && !envelope.request_id ? { ...envelope, request_id: body.request_id } : envelope;
  }
}
