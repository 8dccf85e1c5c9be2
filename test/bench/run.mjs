// npm run bench — prints numbers measured in one run; asserts nothing (DESIGN §9).
//   API throughput (api.mjs): GET /api/user, the OJ problem list, the course list and a topic's
//   first page as ratios to a bare fastify route in the same run, with response encryption on and off.
//   Event-loop guard (event-loop.mjs): a reader's p99 while hostile clients send the worst accepted bodies.
//   BENCH_API_ONLY=1 stops after those.
//   Sizes: weapp main package bytes, H5 first-load JS bytes gzipped (when the builds exist).
// BENCH_SMOKE=1 runs each load for one second (CI smoke mode).
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { apiBench } from './api.mjs';
import { eventLoopBench } from './event-loop.mjs';
import { similarityBench } from './similarity.bench.mjs';

const require = createRequire(import.meta.url);
const root = new URL('../..', import.meta.url).pathname;
const { createApp } = require(join(root, 'dist/server/src/app.factory.js'));
const { loadConfig } = require(join(root, 'dist/server/src/config/app-config.js'));
const duration = process.env.BENCH_SMOKE ? 1 : 8;
const connections = 32;

/** The load comes from a separate process, so it does not share the server's event loop. */
function load(url, headers = {}) {
  const args = [join(root, 'node_modules/autocannon/autocannon.js'), '--json', '-c', String(connections), '-d', String(duration)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (err, stdout) => {
      if (err) return reject(err);
      const r = JSON.parse(stdout);
      if (r.non2xx > 0 || r.errors > 0) return reject(new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`));
      resolve(r.requests.average);
    });
  });
}

function dirBytes(dir, skip = new Set()) {
  let n = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (skip.has(p)) continue;
    const s = statSync(p);
    n += s.isDirectory() ? dirBytes(p, skip) : s.size;
  }
  return n;
}

function weappSizes() {
  const dir = join(root, 'dist/weapp');
  if (!existsSync(join(dir, 'app.json'))) return null;
  const app = JSON.parse(readFileSync(join(dir, 'app.json'), 'utf8'));
  const subRoots = new Set((app.subPackages ?? app.subpackages ?? []).map((s) => join(dir, s.root)));
  return { main: dirBytes(dir, subRoots), total: dirBytes(dir) };
}

function h5FirstLoad() {
  const dir = join(root, 'dist/h5');
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return null;
  const html = readFileSync(index, 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1].replace(/^\//, ''));
  let raw = 0;
  let gz = 0;
  for (const s of scripts) {
    const file = join(dir, s);
    if (!existsSync(file)) continue;
    const buf = readFileSync(file);
    raw += buf.length;
    gz += gzipSync(buf).length;
  }
  return { scripts: scripts.length, raw, gz };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const line of await apiBench(load)) console.log(line);
for (const line of await eventLoopBench()) console.log(line);
if (process.env.BENCH_API_ONLY) process.exit(0);
const w = weappSizes();
console.log(w ? `weapp main package ${kb(w.main)} (budget 1024 KB), total ${kb(w.total)} (budget 20480 KB)` : 'weapp: not built (npm run build:weapp)');
const h = h5FirstLoad();
console.log(h ? `H5 first-load JS: ${h.scripts} scripts, ${kb(h.raw)} raw, ${kb(h.gz)} gzipped` : 'H5: not built (npm run build:h5)');

/**
 * Online judge: wall time from POST /api/v1/oj/submit to the final verdict read through
 * GET /api/v1/oj/submission/result, for A+B in C++ (10 cases), through the real API, queue, forked
 * worker and sandbox. The first run includes forking the worker; the others are warm.
 */
async function judgeLatency() {
  const { mkdtempSync, rmSync } = require('node:fs');
  const { tmpdir } = require('node:os');
  const dataDir = mkdtempSync(join(tmpdir(), 'codetrek-bench-oj-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DB_URL: 'sqlite::memory:', H5_DIR: '/nonexistent', API_ENCRYPT: 'off', SEED: 'on', JUDGE_DATA_DIR: dataDir });
  const app = await createApp(config);
  const http = app.getHttpAdapter().getInstance();
  const call = async (method, url, session, form) => {
    const headers = session ? { authorization: session.token, uid: session.uid } : {};
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await http.inject({ method, url, headers, payload: form ? new URLSearchParams(form).toString() : undefined });
    const body = JSON.parse(res.body);
    if (body.code !== 2000) throw new Error(`${url}: ${body.msg}`);
    return body.data;
  };
  const code = '#include <bits/stdc++.h>\nusing namespace std;\nint main(){long long a,b;while(cin>>a>>b)cout<<a+b<<"\\n";}\n';
  const runs = process.env.BENCH_SMOKE ? 3 : 8;
  const nonce = Date.now().toString(36);
  let problemId;
  const submit = async (uid, source) => {
    // a user per run (each submits twice): submissions are limited to 10 a minute per user
    const session = await call('POST', '/api/v1/login/dev', null, { uid: String(uid) });
    problemId ??= (await call('GET', '/api/v1/oj/problem/list?keyword=1001', session)).list[0].problem_id;
    const t0 = performance.now();
    const { submission_id } = await call('POST', '/api/v1/oj/submit', session, { problem_id: problemId, lang: 'cpp', code_mode: '1', code: source });
    let r;
    for (;;) {
      r = await call('GET', `/api/v1/oj/submission/result?submission_id=${submission_id}`, session);
      if (r.status === 'done') break;
      await new Promise((res) => setTimeout(res, 5));
    }
    if (r.verdict !== 'AC') throw new Error(`A+B judged ${r.verdict}`);
    return performance.now() - t0;
  };
  const times = [];
  const again = [];
  try {
    // new code every run (a comment differs), so every run compiles: the judge keeps compiles of identical code
    for (let i = 0; i < runs; i++) times.push(await submit(10003 + i, `${code}// ${nonce}-${i}\n`));
    // the same code once more, as a learner's 提交 after 运行 on the samples: the compile is reused
    for (let i = 0; i < runs; i++) again.push(await submit(10003 + i, `${code}// ${nonce}-0\n`));
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const warm = times.slice(1).sort((a, b) => a - b);
  again.sort((a, b) => a - b);
  return { cold: times[0], median: warm[Math.floor(warm.length / 2)], min: warm[0], max: warm[warm.length - 1], runs: warm.length, again: again[Math.floor(again.length / 2)] };
}
const oj = await judgeLatency();
console.log(`OJ submit -> final verdict, A+B in C++ (10 cases): first ${oj.cold.toFixed(0)} ms (forks the worker), then median ${oj.median.toFixed(0)} ms over ${oj.runs} runs of new code (min ${oj.min.toFixed(0)}, max ${oj.max.toFixed(0)}); the same code submitted again (compile reused) median ${oj.again.toFixed(0)} ms`);

const { overviewBench } = await import('./overview.mjs');
for (const line of await overviewBench(load)) console.log(line);

const sim = similarityBench(root);
console.log(`exam similarity check: ${sim.count} submissions of ${sim.lines.toFixed(0)} lines in ${sim.totalMs.toFixed(0)} ms (fingerprints ${sim.fingerprintMs.toFixed(0)} ms, pairwise ${sim.compareMs.toFixed(0)} ms, ${(sim.totalMs / sim.count).toFixed(2)} ms per submission); ${sim.pairs} pairs >= 60%, ${sim.copies}/${sim.planted} planted copies found`);
