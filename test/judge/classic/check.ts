/**
 * The classic bank's CI check (server/seed/classic/README.md), in the real sandbox. Run as root:
 *   npm run check:classic                       # the whole bank
 *   CLASSIC=two-sum,lru-cache npm run check:classic
 * For every problem: each std.<ext> is Accepted in core-code mode, std.acm.cpp in ACM mode, and
 * every wrong* solution is not Accepted. Three judgings at a time (CLASSIC_WIDTH); exit code 1 on
 * any failure, with the reason.
 */
import { CaseResult, JudgeLang, JudgeMode, JudgeResult, Verdict } from '../../../types/judge';
import { JudgeEngine, judgeSubmission } from '../../../server/src/judge/judge';
import { loadProblemDir } from '../../../server/src/judge/package/problem-package';
import { buildClassic } from '../../../server/src/modules/oj/seed/classic/classic-build';
import { CLASSIC_LANG_EXT, CLASSIC_OPTIONAL_EXT, loadClassicBank } from '../../../server/src/modules/oj/seed/classic/classic-problem';

interface Job {
  slug: string;
  what: string;
  lang: JudgeLang;
  mode: JudgeMode;
  code: string;
  /** std: Accepted; wrong: judged, not Accepted (a compile error does not count) */
  expect: 'ac' | 'not-ac';
  dir: string;
}

const STOP = 'classic-check: first failing case';
const LANG_OF_EXT: Record<string, JudgeLang> = { cpp: 'cpp', java: 'java', py: 'python', js: 'javascript', ts: 'typescript', go: 'go' };

function jobsOf(slugs?: string[]): Job[] {
  const jobs: Job[] = [];
  for (const p of loadClassicBank(undefined, slugs)) {
    const { dir } = buildClassic(p);
    for (const [lang, ext] of Object.entries({ ...CLASSIC_LANG_EXT, ...CLASSIC_OPTIONAL_EXT })) {
      if (!p.std[lang]) continue;
      jobs.push({ slug: p.slug, what: `std.${ext}`, lang: lang as JudgeLang, mode: 'tpl', code: p.std[lang], expect: 'ac', dir });
    }
    if (p.stdAcm) jobs.push({ slug: p.slug, what: 'std.acm.cpp', lang: 'cpp', mode: 'acm', code: p.stdAcm, expect: 'ac', dir });
    for (const [file, code] of Object.entries(p.wrong)) {
      const acm = file.endsWith('.acm.cpp');
      jobs.push({ slug: p.slug, what: file, lang: LANG_OF_EXT[file.split('.').pop()!], mode: acm ? 'acm' : 'tpl', code, expect: 'not-ac', dir });
    }
  }
  return jobs;
}

function problemOf(r: JudgeResult, job: Job): string | undefined {
  if (job.expect === 'ac') {
    if (r.verdict === Verdict.AC) return undefined;
    const bad = r.cases.find((c) => c.verdict !== Verdict.AC);
    const detail = r.verdict === Verdict.CE || r.verdict === Verdict.SE ? r.compile_output.slice(0, 800) : bad ? `case ${bad.id}: ${bad.verdict} ${bad.message ?? ''} (${bad.time_ms} ms)` : '';
    return `expected AC, got ${r.verdict} ${r.error ?? ''} ${detail}`;
  }
  if (r.verdict === Verdict.AC) return 'a wrong solution was Accepted';
  return r.verdict === Verdict.CE || r.verdict === Verdict.SE ? `a wrong solution must compile and run: ${r.verdict} ${r.compile_output.slice(0, 400)}` : undefined;
}

/** Judges one job; the first case that is not AC settles it (the judge reports the stop as SE). */
async function judgeOnce(job: Job, engine: JudgeEngine): Promise<JudgeResult> {
  let first: CaseResult | undefined;
  const onCase = (c: CaseResult) => {
    if (c.verdict === Verdict.AC || first) return;
    first = c;
    throw new Error(STOP);
  };
  const r = await judgeSubmission(loadProblemDir(job.dir), job.lang, job.mode, job.code, onCase, engine);
  return first && r.verdict === Verdict.SE && r.error?.includes(STOP) ? { ...r, verdict: first.verdict, cases: [first] } : r;
}

async function main(): Promise<void> {
  const t0 = Date.now();
  const slugs = process.env.CLASSIC?.split(',').filter(Boolean);
  // slowest first (JVM start per case, wrong solutions running into the time limit): shorter tail
  const cost = (j: Job) => (j.lang === 'java' ? 3 : 0) + (j.expect === 'not-ac' ? 2 : 0) + (j.lang === 'python' ? 1 : 0);
  const langs = process.env.CLASSIC_LANGS?.split(',').filter(Boolean);
  const jobs = jobsOf(slugs)
    .filter((j) => !langs || langs.includes(j.lang))
    .sort((a, b) => cost(b) - cost(a));
  const engine = await JudgeEngine.open();
  const width = Number(process.env.CLASSIC_WIDTH || 3);
  const failures: string[] = [];
  let next = 0;
  let done = 0;
  const verdicts: Record<string, string[]> = {};
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        const t = Date.now();
        let r = await judgeOnce(job, engine);
        // a reference stopped by the wall clock (not the CPU limit) means a busy machine: up to twice more
        for (let retry = 0; retry < 2 && job.expect === 'ac' && r.verdict === Verdict.TLE && r.cases[0]?.message?.includes('墙钟'); retry++) r = await judgeOnce(job, engine);
        const bad = problemOf(r, job);
        (verdicts[job.slug] ??= []).push(`${job.what}:${r.verdict}`);
        if (bad) failures.push(`${job.slug} ${job.what} (${job.mode}): ${bad}`);
        done++;
        if (process.env.CLASSIC_VERBOSE === '1') console.log(`[${done}/${jobs.length}] ${job.slug} ${job.what} ${r.verdict} ${bad ? 'FAIL' : 'ok'} ${Date.now() - t} ms`);
      }
    }),
  );
  for (const [slug, v] of Object.entries(verdicts)) console.log(`${slug.padEnd(32)} ${v.join(' ')}`);
  const problems = Object.keys(verdicts).length;
  console.log(`\nclassic bank: ${problems} problem(s), ${jobs.length} judgings, ${failures.length} failure(s), ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  for (const f of failures) console.log(`FAIL ${f}`);
  process.exit(failures.length ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
