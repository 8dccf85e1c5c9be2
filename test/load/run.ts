/**
 * npm run load [-- --smoke]: a load test of the production build on MariaDB + Redis, loopback only.
 *   fresh database codetrek_load (seeded by one development start) → Redis db 12 flushed →
 *   emulators → two production API instances (NODE_ENV=production, API_SECRET, encryption on) →
 *   users signed in through the real SMS flow → the mix for 60 s (smoke: 10 s) split across both →
 *   table + .artifacts/load/report.json → everything stopped, the database dropped.
 * Exit code 1 when any 5xx, connection error or timeout occurred (the CI check); latency never fails it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, deployKey, LoadUser, nextPhone, pool, smsSignIn } from './client';
import { Mix, runMix } from './scenarios';
import { ApiProcess, ARTIFACTS, Emulators, flushRedis, resetDatabase, seedDatabase, startEmulators, startProduction, stopApi, stopEmulators } from './stack';
import { printReport, Recorder } from './stats';

const smoke = process.argv.includes('--smoke');
const durationS = smoke ? 10 : 60;
// 200 virtual users in the full run: 2 × (75 browse + 8 comment + 10 checkout + 2 sign-in) + 10 judge
const MIX: Mix = smoke ? { browse: 10, comment: 2, checkout: 2, signin: 1, judge: 2 } : { browse: 75, comment: 8, checkout: 10, signin: 2, judge: 10 };
const USERS = smoke ? 30 : 200;
const SUBMITTERS = smoke ? 10 : 60;
const log = (s: string) => process.stdout.write(`[load] ${s}\n`);

async function catalog(base: string, key: Buffer, user: LoadUser) {
  const problems = await call(base, key, 'GET', '/api/v1/oj/problem/list?keyword=1001', { user });
  const courses = await call(base, key, 'GET', '/api/v1/course/list?page_no=1&page_size=20', { user });
  const topics = await call(base, key, 'GET', '/api/v1/topic/list?page_no=1&page_size=20', { user });
  if (!problems.list.length || !courses.list.length || !topics.list.length) throw new Error('the seed has no problem 1001, course or topic');
  const t = topics.list[0];
  return { problemId: String(problems.list[0].problem_id), courseId: String(courses.list[0].course_id ?? courses.list[0].id), topicId: String(t.topic_id ?? t.id), cateId: String(t.cate_id ?? '') };
}

async function main(): Promise<number> {
  mkdirSync(ARTIFACTS, { recursive: true });
  let emu: Emulators | undefined;
  let apis: ApiProcess[] = [];
  try {
    log(`fresh database codetrek_load, Redis db 12 flushed`);
    await resetDatabase();
    await flushRedis();
    emu = await startEmulators();
    log('seeding (development start, SEED=on, migrations on MariaDB)');
    await seedDatabase();
    apis = await startProduction(emu);
    log(`production instances: ${apis.map((a) => a.url).join(', ')}`);
    const dKey = await deployKey(apis[0].url);
    const runTag = Date.now() % 100;
    const t0 = Date.now();
    const users = await pool(Array.from({ length: USERS + SUBMITTERS }, () => nextPhone(runTag)), 16, (phone, i) => smsSignIn(apis[i % apis.length].url, dKey, emu!.tencent, phone));
    log(`${users.length} users signed in through SMS in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const cat = await catalog(apis[0].url, dKey, users[0]);
    const recorder = new Recorder();
    log(`running ${durationS} s: ${2 * (MIX.browse + MIX.comment + MIX.checkout + MIX.signin) + MIX.judge} virtual users`);
    const started = new Date().toISOString();
    await runMix({ instances: apis.map((a) => ({ name: a.name, url: a.url })), users: users.slice(0, USERS), submitters: users.slice(USERS), catalog: cat, deployKey: dKey, tencent: emu.tencent, recorder, durationS, runTag }, MIX);
    const report = recorder.report({ mode: smoke ? 'smoke' : 'full', started, durationS, instances: apis.length, virtualUsers: 2 * (MIX.browse + MIX.comment + MIX.checkout + MIX.signin) + MIX.judge, mix: MIX, database: 'MariaDB codetrek_load', redis: 'db 12', encryption: 'on', nodeEnv: 'production' });
    writeFileSync(join(ARTIFACTS, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(`\n${printReport(report)}\nreport: .artifacts/load/report.json\n`);
    const failed = report.totals.http5xx + report.totals.connectionErrors + report.totals.timeouts;
    if (failed) log(`FAIL: ${failed} 5xx / connection errors / timeouts`);
    return failed ? 1 : 0;
  } finally {
    await Promise.all(apis.map(stopApi));
    if (emu) await stopEmulators(emu);
    await flushRedis().catch(() => undefined);
    await resetDatabase(true).catch((e: Error) => log(`could not drop codetrek_load: ${e.message}`));
  }
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    process.stderr.write(`[load] ${err.stack}\n`);
    process.exit(2);
  },
);
