/**
 * The virtual users. Browse, comment, checkout and sign-in users are autocannon connections whose
 * request sequences are built per user (session headers, ids from earlier answers); judge users
 * submit, then poll the result every 100 ms, so submit → verdict is measured to 0.1 s.
 */
import { performance } from 'node:perf_hooks';
import type { TencentCloudEmulator } from '../helpers/emulators/tencent-cloud';
import { authHeaders, decryptBody, FORM, LoadUser, nextClientIp, nextPhone } from './client';
import type { Recorder } from './stats';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon');

export interface Catalog {
  problemId: string;
  courseId: string;
  topicId: string;
  cateId: string;
}

export interface Mix {
  /** autocannon connections per instance */
  browse: number;
  comment: number;
  checkout: number;
  signin: number;
  /** judge users in total (alternating between instances) */
  judge: number;
}

export interface LoadEnv {
  instances: { name: string; url: string }[];
  users: LoadUser[];
  /** users reserved for submissions (10 submits a minute each) */
  submitters: LoadUser[];
  catalog: Catalog;
  deployKey: Buffer;
  tencent: TencentCloudEmulator;
  recorder: Recorder;
  durationS: number;
  runTag: number;
}

interface Ctx {
  user?: LoadUser;
  phone?: string;
  ip?: string;
  orderNo?: string;
}

interface Built {
  path: string;
  form?: Record<string, string>;
}

let rr = 0;
const pick = (users: LoadUser[]) => users[rr++ % users.length];

/** One request of a sequence: a name for the table, its method, and how it is built from the user's context. */
function step(env: LoadEnv, name: string, method: 'GET' | 'POST', build: (ctx: Ctx) => Built, opts: { anon?: boolean; after?: (data: any, ctx: Ctx) => void } = {}) { // eslint-disable-line @typescript-eslint/no-explicit-any
  return {
    method,
    name,
    setupRequest(req: Record<string, unknown>, ctx: Ctx) {
      if (!opts.anon) ctx.user ??= pick(env.users);
      const b = build(ctx);
      const headers: Record<string, string> = { ...(ctx.user && !opts.anon ? authHeaders(ctx.user) : {}), ...(b.form ? FORM : {}), ...(ctx.ip ? { 'x-forwarded-for': ctx.ip } : {}) };
      return { ...req, method, path: b.path, headers, body: b.form ? new URLSearchParams(b.form).toString() : undefined };
    },
    onResponse(status: number, body: string, ctx: Ctx & { last?: unknown }) {
      let code: number | null = null;
      let msg = '';
      try {
        const e = decryptBody(body, opts.anon || !ctx.user ? env.deployKey : ctx.user.key);
        code = e.code;
        msg = e.msg;
        if (code === 2000) opts.after?.(e.data, ctx);
      } catch (err) {
        msg = `unreadable answer: ${(err as Error).message}`;
      }
      ctx.last = { name, status, code, msg };
    },
  };
}

function sequences(env: LoadEnv) {
  const c = env.catalog;
  const browse = [
    step(env, 'GET oj/problem/list', 'GET', () => ({ path: '/api/v1/oj/problem/list?page_no=1&page_size=20' })),
    step(env, 'GET course/list', 'GET', () => ({ path: '/api/v1/course/list?page_no=1&page_size=20' })),
    step(env, 'GET topic/list (first page)', 'GET', () => ({ path: `/api/v1/topic/list?page_no=1&page_size=20&cate_id=${c.cateId}` })),
    step(env, 'GET oj/problem/detail', 'GET', () => ({ path: `/api/v1/oj/problem/detail?problem_id=${c.problemId}` })),
    step(env, 'GET course/detail', 'GET', () => ({ path: `/api/v1/course/detail?course_id=${c.courseId}` })),
  ];
  let n = 0;
  const comment = [
    step(env, 'POST comment/post', 'POST', (ctx) => ({ path: '/api/v1/comment/post', form: { uid: ctx.user!.uid, topic_id: c.topicId, content: `压测评论 ${++n}：这道题的思路很清楚` } })),
  ];
  const checkout = [
    step(env, 'GET order/checkout', 'GET', () => ({ path: '/api/v1/order/checkout?product_id=1&client=desktop' })),
    step(env, 'POST order/create', 'POST', () => ({ path: '/api/v1/order/create', form: { product_id: '1' } }), { after: (d, ctx) => (ctx.orderNo = d.order_no) }),
    step(env, 'POST order/pay (wechat native)', 'POST', (ctx) => ({ path: '/api/v1/order/pay', form: { order_no: ctx.orderNo ?? '0', pay_channel: 'wechat_native' } })),
  ];
  const signin = [
    step(env, 'POST smscode/send', 'POST', (ctx) => {
      ctx.phone = nextPhone(env.runTag);
      ctx.ip = nextClientIp();
      env.tencent.validTickets.add(`load-${ctx.phone}`);
      return { path: '/api/v1/smscode/send', form: { telephone: ctx.phone, ticket: `load-${ctx.phone}`, rand_str: 'r' } };
    }, { anon: true }),
    step(env, 'POST login/telephone', 'POST', (ctx) => ({ path: '/api/v1/login/telephone', form: { telephone: ctx.phone!, code: env.tencent.smsCodeFor(ctx.phone!) ?? '000000' } }), { anon: true }),
  ];
  return { browse, comment, checkout, signin };
}

/** Paced groups: requests per second per connection (autocannon connectionRate); browse is closed-loop. */
const RATES: Partial<Record<keyof Mix, number>> = { comment: 1, checkout: 3, signin: 2 };

function runAutocannon(env: LoadEnv, inst: { name: string; url: string }, group: keyof Mix, connections: number, requests: unknown[]): Promise<void> {
  if (connections <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const a = autocannon(
      { url: inst.url, connections, duration: env.durationS, requests, timeout: 30, connectionRate: RATES[group] },
      (err: Error | null, result: { errors: number; timeouts: number }) => {
        if (err) return reject(err);
        env.recorder.timeouts += result.timeouts;
        resolve();
      },
    );
    a.on('response', (client: { requestIterator: { context: { last?: { name: string; status: number; code: number | null; msg: string } } } }, status: number, _bytes: number, ms: number) => {
      const last = client.requestIterator.context.last;
      env.recorder.record(last?.name ?? group, inst.name, status, ms, last?.code ?? null, last?.msg ?? '');
    });
    a.on('reqError', (e: Error) => env.recorder.connectionError(`${inst.name} ${group}`, e.message));
  });
}

const PY_AB = 'import sys\nd = list(map(int, sys.stdin.read().split()))\nfor i in range(0, len(d) - 1, 2):\n    print(d[i] + d[i + 1])\n';

async function timed(env: LoadEnv, inst: { name: string; url: string }, name: string, user: LoadUser, path: string, form?: Record<string, string>): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const t0 = performance.now();
  try {
    const res = await fetch(`${inst.url}${path}`, { method: form ? 'POST' : 'GET', headers: { ...authHeaders(user), ...(form ? FORM : {}) }, body: form ? new URLSearchParams(form).toString() : undefined, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    const e = decryptBody(text, user.key);
    env.recorder.record(name, inst.name, res.status, performance.now() - t0, e.code, e.msg);
    return e.code === 2000 ? e.data : null;
  } catch (err) {
    env.recorder.connectionError(`${inst.name} ${name}`, (err as Error).message);
    return null;
  }
}

/** One judge user: submit, poll every 100 ms until the verdict, repeat until the end (pending ones get 60 s more). */
async function judgeUser(env: LoadEnv, inst: { name: string; url: string }, deadline: number): Promise<void> {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  while (Date.now() < deadline) {
    const user = pick(env.submitters);
    const t0 = performance.now();
    const sub = await timed(env, inst, 'POST oj/submit', user, '/api/v1/oj/submit', { problem_id: env.catalog.problemId, lang: 'python', code_mode: '1', code: PY_AB });
    if (!sub) {
      await sleep(500);
      continue;
    }
    for (;;) {
      await sleep(100);
      const r = await timed(env, inst, 'GET oj/submission/result', user, `/api/v1/oj/submission/result?submission_id=${sub.submission_id}`);
      if (r?.status === 'done') {
        env.recorder.judge.recordValue(Math.round(performance.now() - t0));
        env.recorder.verdicts[r.verdict] = (env.recorder.verdicts[r.verdict] ?? 0) + 1;
        break;
      }
      if (Date.now() > deadline + 60_000) {
        env.recorder.judgeTimeouts += 1;
        break;
      }
    }
  }
}

/** Runs the mix for env.durationS against every instance, load split evenly. */
export async function runMix(env: LoadEnv, mix: Mix): Promise<void> {
  const seq = sequences(env);
  const deadline = Date.now() + env.durationS * 1000;
  const runs: Promise<void>[] = [];
  for (const inst of env.instances) {
    for (const g of ['browse', 'comment', 'checkout', 'signin'] as const) runs.push(runAutocannon(env, inst, g, mix[g], seq[g]));
  }
  for (let i = 0; i < mix.judge; i++) runs.push(judgeUser(env, env.instances[i % env.instances.length], deadline));
  await Promise.all(runs);
}
