import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import * as net from 'node:net';
import * as path from 'node:path';
import { JudgeProgress, JudgeResult, Verdict } from '../../types/judge';
import { BullJudgeQueue } from '../../server/src/judge/queue/bullmq-queue';
import { FIXTURES, solution } from './helpers/judge-helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis) console.warn('redis-server is not installed (scripts/install-system-deps.sh installs it): BullMQ tests skipped');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

(hasRedis ? describe : describe.skip)('BullMQ judge queue (REDIS_URL set) with a separate worker process', () => {
  let redis: ChildProcess;
  let url: string;
  const workers: ChildProcess[] = [];
  const queueName = `ct-test-${process.pid}`;
  let queue: BullJudgeQueue;
  const progress: JudgeProgress[] = [];
  const waiters = new Map<string, (r: JudgeResult) => void>();
  const results = new Map<string, JudgeResult>();
  const result = (id: string) => (results.has(id) ? Promise.resolve(results.get(id)!) : new Promise<JudgeResult>((r) => waiters.set(id, r)));

  const startWorker = () => {
    const w = spawn(process.execPath, [path.join(__dirname, 'helpers/ts-register.js'), path.join(ROOT, 'server/src/judge-worker.ts')], {
      env: { ...process.env, REDIS_URL: url, JUDGE_QUEUE: queueName, JUDGE_CONCURRENCY: '1', JUDGE_LOCK_MS: '2000', JUDGE_STALLED_CHECK_MS: '1000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    workers.push(w);
    return new Promise<ChildProcess>((resolve) => w.stdout!.once('data', () => resolve(w)));
  };

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      const ok = await new Promise<boolean>((r) => net.connect(port, '127.0.0.1').once('connect', function (this: net.Socket) { this.destroy(); r(true); }).once('error', () => r(false)));
      if (ok) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    queue = new BullJudgeQueue(url, queueName);
    await queue.ready();
    queue.onProgress((p) => progress.push(p));
    queue.onResult((id, r) => {
      results.set(id, r);
      waiters.get(id)?.(r);
    });
    await startWorker();
  }, 60_000);

  afterAll(async () => {
    for (const w of workers) w.kill('SIGKILL');
    await queue?.close();
    redis?.kill('SIGKILL');
  });

  it('judges a job in the worker and relays per-case progress and the result', async () => {
    await queue.enqueue({ id: 'b1', problem: `${FIXTURES}/aplusb`, lang: 'go', mode: 'acm', code: solution('aplusb', 'main.go') });
    const r = await result('b1');
    expect(r).toMatchObject({ verdict: Verdict.AC, score: 100 });
    expect(r.cases).toHaveLength(10);
    for (let i = 0; i < 50 && progress.filter((p) => p.submission_id === 'b1').length < 10; i++) await new Promise((res) => setTimeout(res, 20));
    expect(progress.filter((p) => p.submission_id === 'b1').map((p) => p.case!.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  }, 60_000);

  it('a job whose worker dies is picked up again by another worker (stalled job)', async () => {
    const slow = '#include <stdio.h>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);volatile unsigned long x=0;for(unsigned long i=0;i<250000000UL;i++)x+=i;printf("%lld\\n",a+b);}';
    await queue.enqueue({ id: 'b2', problem: `${FIXTURES}/aplusb`, lang: 'c', mode: 'acm', code: slow });
    while (!progress.some((p) => p.submission_id === 'b2')) await new Promise((r) => setTimeout(r, 20));
    workers[0].kill('SIGKILL');
    await startWorker();
    const r = await result('b2');
    expect(r).toMatchObject({ verdict: Verdict.AC, score: 100 });
    expect(progress.filter((p) => p.submission_id === 'b2' && p.case!.id === 1).length).toBeGreaterThanOrEqual(2);
  }, 90_000);
});
