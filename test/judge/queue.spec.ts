import * as fs from 'node:fs';
import * as path from 'node:path';
import { JudgeProgress, JudgeResult, Verdict } from '../../types/judge';
import { InProcessJudgeQueue } from '../../server/src/judge/queue/in-process-queue';
import { judgeConfig } from '../../server/src/judge/judge-config';
import { FIXTURES, solution } from './helpers/judge-helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const TS = { workerScript: path.join(ROOT, 'server/src/judge-worker.ts'), execArgv: ['-r', path.join(__dirname, 'helpers/ts-register.js')] };

function collect(queue: InProcessJudgeQueue) {
  const progress: JudgeProgress[] = [];
  const results = new Map<string, JudgeResult>();
  const waiters = new Map<string, (r: JudgeResult) => void>();
  queue.onProgress((p) => progress.push(p));
  queue.onResult((id, r) => {
    results.set(id, r);
    waiters.get(id)?.(r);
  });
  const result = (id: string) => (results.has(id) ? Promise.resolve(results.get(id)!) : new Promise<JudgeResult>((res) => waiters.set(id, res)));
  return { progress, results, result };
}

describe('in-process judge queue with forked workers', () => {
  let queue: InProcessJudgeQueue;
  afterEach(() => queue?.close());

  it('judges jobs on two workers with a progress event per case and one result per job', async () => {
    queue = new InProcessJudgeQueue({ concurrency: 2, ...TS });
    const c = collect(queue);
    await queue.enqueue({ id: 's1', problem: `${FIXTURES}/aplusb`, lang: 'c', mode: 'acm', code: solution('aplusb', 'main.c') });
    await queue.enqueue({ id: 's2', problem: `${FIXTURES}/tpl-two-sum`, lang: 'python', mode: 'tpl', code: solution('tpl-two-sum', 'solution.py') });
    await queue.enqueue({ id: 's3', problem: `${FIXTURES}/aplusb`, lang: 'python', mode: 'acm', code: 'print(0)\n' });
    const [r1, r2, r3] = await Promise.all(['s1', 's2', 's3'].map(c.result));
    expect(r1).toMatchObject({ verdict: Verdict.AC, score: 100 });
    expect(r2).toMatchObject({ verdict: Verdict.AC, score: 100 });
    expect(r3.verdict).toBe(Verdict.WA);
    const s1 = c.progress.filter((p) => p.submission_id === 's1');
    expect(s1.map((p) => p.case!.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(s1.every((p) => p.total === 10 && p.stage === 'case')).toBe(true);
    expect(queue.unfinished()).toEqual([]);
  }, 120_000);

  it('a job whose worker is killed mid-job is judged again to the end', async () => {
    queue = new InProcessJudgeQueue({ concurrency: 1, ...TS });
    const c = collect(queue);
    // about 0.15 s of CPU per case (well inside the limit on a loaded machine), long enough to kill the worker in the middle
    const slow = '#include <stdio.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);volatile unsigned long x=0;for(unsigned long i=0;i<250000000UL;i++)x+=i;printf("%lld\\n",a+b);}';
    await queue.enqueue({ id: 'slow', problem: `${FIXTURES}/aplusb`, lang: 'c', mode: 'acm', code: slow });
    while (!c.progress.some((p) => p.submission_id === 'slow')) await new Promise((r) => setTimeout(r, 20));
    const pid = queue.runningOn('slow')!;
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGKILL');
    const r = await c.result('slow');
    expect(r.verdict).toBe(Verdict.AC);
    expect(r.cases).toHaveLength(10);
    // case 1 was reported by the dead worker and again by its replacement
    expect(c.progress.filter((p) => p.case!.id === 1)).toHaveLength(2);
    expect(queue.runningOn('slow')).toBeUndefined();
    // the replacement cleaned the dead worker's cgroups and boxes
    const cfg = judgeConfig();
    expect(fs.readdirSync(path.join(cfg.workDir, 'boxes')).filter((n) => n.startsWith(`${pid}-`))).toEqual([]);
    const cg = ['/sys/fs/cgroup/pids', '/sys/fs/cgroup'].map((r) => path.join(r, cfg.cgroupName)).find((d) => fs.existsSync(d))!;
    expect(fs.readdirSync(cg).filter((n) => n.startsWith(`${pid}-`))).toEqual([]);
  }, 120_000);

  it('a job that kills every worker comes back as a system error after 3 tries, never lost', async () => {
    queue = new InProcessJudgeQueue({ concurrency: 1, workerScript: path.join(__dirname, 'helpers/dying-worker.js'), maxAttempts: 3 });
    const c = collect(queue);
    await queue.enqueue({ id: 'doomed', problem: `${FIXTURES}/aplusb`, lang: 'c', mode: 'acm', code: '' });
    const r = await c.result('doomed');
    expect(r.verdict).toBe(Verdict.SE);
    expect(r.error).toMatch(/died 3 times/);
  }, 30_000);
});
