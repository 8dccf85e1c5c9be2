// Admin overview at scale (part of `npm run bench`; asserts nothing): 1 million submissions and
// 100k orders over the last 30 days (BENCH_SMOKE: 50k and 5k), a 30-day back-fill of the daily
// rollups, then GET /api/admin/overview/stats against GET /api/admin/user/list in the same run.
import { createDecipheriv } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const root = new URL('../..', import.meta.url).pathname;
const { createApp } = require(join(root, 'dist/server/src/app.factory.js'));
const { loadConfig } = require(join(root, 'dist/server/src/config/app-config.js'));
const { DataSource } = require('typeorm');

const smoke = Boolean(process.env.BENCH_SMOKE);
const SUBMISSIONS = smoke ? 50_000 : 1_000_000;
const ORDERS = smoke ? 5_000 : 100_000;
const DAY_MS = 86_400_000;

function decryptDeploy(key, body) {
  const raw = Buffer.from(body.data, 'base64');
  const d = createDecipheriv('aes-256-gcm', key, Buffer.from(body.iv, 'base64'));
  d.setAuthTag(raw.subarray(raw.length - 16));
  return JSON.parse(Buffer.concat([d.update(raw.subarray(0, raw.length - 16)), d.final()]).toString());
}

const sqlTime = (ms) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

/** Bulk rows straight through better-sqlite3, in one transaction per table. */
function fill(db) {
  const now = Date.now();
  const langs = ['cpp', 'java', 'python3', 'javascript', 'go'];
  const verdicts = ['AC', 'AC', 'WA', 'TLE', 'AC', 'RE'];
  const sub = db.prepare(
    "INSERT INTO oj_submissions (uid, problem_id, lang, code_mode, code, status, judge_seq, verdict, time_ms, memory_kb, score, created_at, judged_at) VALUES (?, 1, ?, 1, '', 'done', 1, ?, 10, 1024, 100, ?, ?)",
  );
  db.transaction(() => {
    for (let i = 0; i < SUBMISSIONS; i++) {
      const at = now - Math.floor((i / SUBMISSIONS) * 30 * DAY_MS);
      sub.run(String(10003 + (i % 30)), langs[i % langs.length], verdicts[i % verdicts.length], sqlTime(at), sqlTime(at + 200 + (i % 700)));
    }
  })();
  const order = db.prepare(
    "INSERT INTO orders (order_no, uid, product_id, product_name, category, state, price_fen, discount_fen, amount_fen, expires_at, paid_at, refunded_at, created_at, updated_at) VALUES (?, ?, 1, '会员', 'vip', ?, 9900, 0, 9900, ?, ?, ?, ?, ?)",
  );
  db.transaction(() => {
    for (let i = 0; i < ORDERS; i++) {
      const at = now - Math.floor((i / ORDERS) * 30 * DAY_MS);
      const refunded = i % 50 === 0;
      order.run(`CB${String(i).padStart(20, '0')}`, String(10003 + (i % 30)), refunded ? 'refunded' : 'paid', sqlTime(at + 1800_000), sqlTime(at), refunded ? sqlTime(at + 3600_000) : null, sqlTime(at), sqlTime(at));
    }
  })();
}

/** Runs the overview bench with `load(url, headers)` from run.mjs; returns the lines to print. */
export async function overviewBench(load) {
  const dir = mkdtempSync(join(tmpdir(), 'codetrek-bench-overview-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DB_URL: `sqlite:${join(dir, 'bench.sqlite')}`, H5_DIR: '/nonexistent', API_ENCRYPT: 'on', SEED: 'on' });
  const app = await createApp(config);
  try {
    await app.listen(0, '127.0.0.1');
    const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    const ds = app.get(DataSource);
    let t0 = performance.now();
    fill(ds.driver.databaseConnection);
    const filled = performance.now() - t0;
    const login = await app.getHttpAdapter().getInstance().inject({ method: 'POST', url: '/api/v1/login/dev', payload: { role: 'admin' } });
    const admin = decryptDeploy(config.deployKey, JSON.parse(login.body)).data;
    const headers = { authorization: admin.token, uid: admin.uid };
    const http = app.getHttpAdapter().getInstance();
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 8 * 3_600_000 - 29 * DAY_MS).toISOString().slice(0, 10);
    t0 = performance.now();
    const r = await http.inject({ method: 'POST', url: '/api/admin/overview/rollup', headers: { ...headers, 'content-type': 'application/json' }, payload: { from, to: today } });
    if (r.statusCode !== 200) throw new Error(`rollup: ${r.statusCode}`);
    const backfill = performance.now() - t0;
    const users = await load(`${base}/api/admin/user/list?page_no=1&page_size=20`, headers);
    const overview = await load(`${base}/api/admin/overview/stats`, headers);
    return [
      `admin overview: ${SUBMISSIONS.toLocaleString('en')} submissions + ${ORDERS.toLocaleString('en')} orders inserted in ${(filled / 1000).toFixed(1)} s; 30-day back-fill of the rollups ${(backfill / 1000).toFixed(1)} s`,
      `GET /api/admin/overview/stats ${overview.toFixed(0)} req/s, GET /api/admin/user/list ${users.toFixed(0)} req/s: ratio ${(overview / users).toFixed(2)}`,
    ];
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
