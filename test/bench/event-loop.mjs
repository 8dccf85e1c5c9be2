// Event-loop guard (part of `npm run bench`, asserts nothing): while hostile clients send the worst
// bodies the edge still accepts (as large, deep and wide as the limits allow, in an unknown field) to
// the unauthenticated sign-in route, a learner reads GET /api/user one request after another. The
// reader's p50/p99 with and without that load say whether one request can stall the others.
import { startHotApp } from './api.mjs';

const quantile = (xs, q) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))];

/** The bodies the edge accepts at its limits: ~250 KB, 20k elements, 16 levels; and refused ones past them. */
function worstBodies() {
  const prefix = '{"telephone":"13800138000","code":"123456","extra":';
  const wide = `${prefix}[${'[[[[[[[[[[[[[[1]]]]]]]]]]]]]],'.repeat(600)}0]}`;
  const flat = `${prefix}[${'1,'.repeat(19_000)}1]}`;
  const objects = `${prefix}[${'{"a":{"b":{"c":[1,2,3]}}},'.repeat(2400)}{}]}`;
  const text = `${prefix}"${'码'.repeat(80_000)}"}`;
  const deep = `${prefix}${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
  return { wide, flat, objects, text, deep };
}

async function reader(base, headers, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/user`, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

export async function eventLoopBench() {
  const { app, base, headers } = await startHotApp(false);
  const count = process.env.BENCH_SMOKE ? 300 : 2000;
  const bodies = Object.values(worstBodies());
  const lines = [];
  try {
    await reader(base, headers, 50);
    const quiet = await reader(base, headers, count);
    let stop = false;
    let sent = 0;
    const statuses = new Map();
    const hostile = async (k) => {
      for (let i = k; !stop; i++) {
        const body = bodies[i % bodies.length];
        const res = await fetch(`${base}/api/v1/login/telephone`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.${k}.${i % 250}` }, body });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        sent++;
      }
    };
    const senders = [0, 1, 2, 3].map(hostile);
    const loaded = await reader(base, headers, count);
    stop = true;
    await Promise.all(senders);
    const ms = (xs, q) => `${quantile(xs, q).toFixed(1)} ms`;
    const answered = [...statuses].map(([s, n]) => `${n}×${s}`).join(', ');
    lines.push(
      `event-loop guard: GET /api/user p50 ${ms(quiet, 0.5)} / p99 ${ms(quiet, 0.99)} alone; p50 ${ms(loaded, 0.5)} / p99 ${ms(loaded, 0.99)} while 4 clients sent ${sent} worst-case bodies (${bodies.map((b) => `${(b.length / 1024).toFixed(0)} KB`).join(', ')}) to POST /api/v1/login/telephone (answers: ${answered}); goal p99 under 50 ms`,
    );
  } finally {
    await app.close();
  }
  return lines;
}
