/**
 * Judge benchmark (DESIGN.md §9: printed, never asserted). Run as root:
 *   node test/judge/helpers/ts-register.js test/bench/judge.bench.ts [--smoke]
 * Prints the sandbox overhead per run (ratio to a bare run, and ms; runs pre-forked as in the judge's
 * case loop, and cold for comparison), time-to-verdict for A+B in
 * C++ (10 cases), and submissions judged per minute at the worker's concurrency.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { JudgeEngine, judgeSubmission } from '../../server/src/judge/judge';
import { judgeConfig } from '../../server/src/judge/judge-config';
import { loadProblemDir } from '../../server/src/judge/package/problem-package';

const smoke = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const ROOT = path.resolve(__dirname, '..', '..');
const PROBLEM = path.join(ROOT, 'test/judge/fixtures/aplusb');
const CPP = fs.readFileSync(path.join(ROOT, 'test/judge/solutions/aplusb/main.cpp'), 'utf8');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const ms = (t: bigint) => Number(t) / 1e6;

function bareRun(binary: string, input: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t = process.hrtime.bigint();
    const fd = fs.openSync(input, 'r');
    const child = spawn(binary, [], { stdio: [fd, 'pipe', 'pipe'] });
    fs.closeSync(fd);
    child.stdout!.resume();
    child.on('error', reject);
    child.on('close', () => resolve(ms(process.hrtime.bigint() - t)));
  });
}

async function main(): Promise<void> {
  const config = judgeConfig();
  const engine = await JudgeEngine.open(config);
  const sandbox = engine.sandbox;
  const pkg = loadProblemDir(PROBLEM);
  const runs = smoke ? 10 : 100;

  // 1. overhead: the same compiled A+B binary, bare vs in the full sandbox chain
  const box = sandbox.newBox();
  box.writeFile('main.c', fs.readFileSync(path.join(ROOT, 'test/judge/solutions/aplusb/main.c')));
  const limits = { cpuLimitMs: 1000, wallLimitMs: 3000, memoryLimitBytes: 256 << 20, pids: 16, outputLimitBytes: 64 << 20 };
  const compiled = await sandbox.run(box, { ...limits, argv: ['/usr/bin/gcc', '-O2', '-o', 'main', 'main.c'], boxWritable: true, cpuLimitMs: 10_000, wallLimitMs: 20_000, pids: 64, memoryLimitBytes: 1 << 30 });
  if (compiled.exitCode !== 0) throw new Error(`compile failed: ${compiled.stderr}`);
  const bare: number[] = [];
  const boxed: number[] = [];
  const inner: number[] = [];
  for (let i = 0; i < 5; i++) await bareRun(box.path('main'), pkg.cases[0].input); // warm up
  for (let i = 0; i < runs; i++) {
    bare.push(await bareRun(box.path('main'), pkg.cases[i % pkg.cases.length].input));
    const t = process.hrtime.bigint();
    // as the judge's case loop does: the next run's sandbox is set up while this one runs (pre-forked)
    const r = await sandbox.run(box, { ...limits, argv: ['/box/main'], stdinFile: pkg.cases[i % pkg.cases.length].input, keepWarm: i < runs - 1 });
    boxed.push(ms(process.hrtime.bigint() - t));
    inner.push(r.wallMs);
  }
  // the same without pre-forking: every run sets its sandbox up on its own path
  const cold: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    await sandbox.run(box, { ...limits, argv: ['/box/main'], stdinFile: pkg.cases[i % pkg.cases.length].input });
    cold.push(ms(process.hrtime.bigint() - t));
  }
  box.dispose();
  const b = median(bare);
  const s = median(boxed);
  console.log(`sandbox overhead per run (median of ${runs}): bare ${b.toFixed(2)} ms, sandboxed ${s.toFixed(2)} ms ` +
    `-> ratio ${(s / b).toFixed(1)}x, overhead ${(s - b).toFixed(2)} ms (mean ${(mean(boxed) - mean(bare)).toFixed(2)} ms; ` +
    `program wall inside the box ${median(inner).toFixed(2)} ms); without pre-forking ${median(cold).toFixed(2)} ms -> overhead ${(median(cold) - b).toFixed(2)} ms`);

  // 2. time to verdict: compile + 10 cases, C++ with the precompiled header. New code each time (a
  // comment differs) so every run compiles; then the same code again, whose compile the judge reuses.
  const nonce = Date.now().toString(36);
  const timeToVerdict = async (code: string) => {
    const t = process.hrtime.bigint();
    const r = await judgeSubmission(pkg, 'cpp', 'acm', code, undefined, engine);
    if (r.verdict !== 'AC') throw new Error(`A+B C++ not accepted: ${JSON.stringify(r)}`);
    return ms(process.hrtime.bigint() - t);
  };
  const ttv: number[] = [];
  const reused: number[] = [];
  for (let i = 0; i < (smoke ? 2 : 7); i++) ttv.push(await timeToVerdict(`${CPP}// ${nonce}-${i}\n`));
  for (let i = 0; i < (smoke ? 2 : 7); i++) reused.push(await timeToVerdict(`${CPP}// ${nonce}-0\n`));
  console.log(
    `time to verdict, A+B C++ (10 cases): new code median ${median(ttv).toFixed(0)} ms (min ${Math.min(...ttv).toFixed(0)}, max ${Math.max(...ttv).toFixed(0)}); ` +
      `the same code again (compile reused) median ${median(reused).toFixed(0)} ms`,
  );

  // 3. throughput at the worker's concurrency
  const total = smoke ? 4 : 20;
  const lanes = config.concurrency;
  let next = 0;
  const t0 = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < total) {
        await judgeSubmission(pkg, 'cpp', 'acm', `${CPP}// ${nonce}-t${next++}\n`, undefined, engine);
      }
    }),
  );
  const elapsed = ms(process.hrtime.bigint() - t0) / 1000;
  console.log(`throughput: ${total} A+B C++ submissions (10 cases each) in ${elapsed.toFixed(1)} s at concurrency ${lanes} -> ${((total / elapsed) * 60).toFixed(0)} submissions/minute`);
}

main().then(
  () => process.exit(0),
  (e: Error) => {
    console.error(e);
    process.exit(1);
  },
);
