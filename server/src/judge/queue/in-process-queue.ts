import { ChildProcess, fork } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { JudgeProgress, JudgeResult, Verdict } from '../../../../types/judge';
import { failedResult } from '../verdict';
import { JudgeJob, JudgeQueue, Listeners, ProgressListener, ResultListener } from './judge-queue';
import { FromWorker, ToWorker } from './worker-protocol';

export interface InProcessQueueOptions {
  /** forked worker processes, each judging one job at a time */
  concurrency: number;
  /** the worker entry (compiled judge-worker.js by default) */
  workerScript?: string;
  /** node flags for the workers (e.g. a TypeScript loader in tests) */
  execArgv?: string[];
  env?: NodeJS.ProcessEnv;
  /** a job whose worker died this many times gets an SE result instead of another try */
  maxAttempts?: number;
}

interface Slot {
  child: ChildProcess;
  job?: JudgeJob;
  ready: boolean;
}

function defaultWorkerScript(): string {
  const js = path.resolve(__dirname, '..', '..', 'judge-worker.js');
  if (fs.existsSync(js)) return js;
  throw new Error(`judge worker entry not found at ${js}: build the server or pass workerScript`);
}

/**
 * Queue kept in the API's memory, feeding forked judge workers over IPC. A job leaves the queue
 * only when its result arrives; if its worker dies first, the job goes back to the front and a
 * new worker is started.
 */
export class InProcessJudgeQueue implements JudgeQueue {
  private readonly pending: JudgeJob[] = [];
  private readonly attempts = new Map<string, number>();
  private readonly slots = new Set<Slot>();
  private readonly progress = new Listeners<[JudgeProgress]>();
  private readonly results = new Listeners<[string, JudgeResult]>();
  private closed = false;
  private readonly script: string;

  constructor(private readonly options: InProcessQueueOptions) {
    this.script = options.workerScript ?? defaultWorkerScript();
    for (let i = 0; i < Math.max(1, options.concurrency); i++) this.spawn();
  }

  /** worker pids, e.g. for tests that kill one mid-job */
  workerPids(): number[] {
    return [...this.slots].map((s) => s.child.pid!).filter(Boolean);
  }

  /** pid of the worker judging a job, if one is */
  runningOn(id: string): number | undefined {
    return [...this.slots].find((s) => s.job?.id === id)?.child.pid;
  }

  /** ids of jobs not yet judged (waiting or running) */
  unfinished(): string[] {
    return [...this.pending.map((j) => j.id), ...[...this.slots].filter((s) => s.job).map((s) => s.job!.id)];
  }

  async enqueue(job: JudgeJob): Promise<void> {
    if (this.closed) throw new Error('judge queue is closed');
    this.pending.push(job);
    this.dispatch();
  }

  onProgress(listener: ProgressListener): () => void {
    return this.progress.add(listener);
  }

  onResult(listener: ResultListener): () => void {
    return this.results.add(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(
      [...this.slots].map(
        (s) =>
          new Promise<void>((resolve) => {
            if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
            s.child.once('exit', () => resolve());
            try {
              s.child.send({ type: 'stop' } satisfies ToWorker);
            } catch {
              s.child.kill('SIGKILL');
            }
            setTimeout(() => s.child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
  }

  private spawn(): void {
    const child = fork(this.script, [], {
      execArgv: this.options.execArgv ?? [],
      env: { ...(this.options.env ?? process.env), JUDGE_WORKER_MODE: 'ipc' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const slot: Slot = { child, ready: false };
    this.slots.add(slot);
    child.on('message', (m: FromWorker) => this.onMessage(slot, m));
    child.on('exit', () => this.onExit(slot));
    child.on('error', () => undefined);
  }

  private onMessage(slot: Slot, m: FromWorker): void {
    if (m.type === 'ready') {
      slot.ready = true;
    } else if (m.type === 'progress') {
      this.progress.emit(m.progress);
    } else if (m.type === 'result') {
      if (slot.job?.id === m.id) slot.job = undefined;
      this.attempts.delete(m.id);
      this.results.emit(m.id, m.result);
    }
    this.dispatch();
  }

  private onExit(slot: Slot): void {
    this.slots.delete(slot);
    const job = slot.job;
    if (job) {
      const tries = (this.attempts.get(job.id) ?? 0) + 1;
      this.attempts.set(job.id, tries);
      if (tries >= (this.options.maxAttempts ?? 3)) {
        this.attempts.delete(job.id);
        this.results.emit(job.id, failedResult(Verdict.SE, `judge worker died ${tries} times on this submission`));
      } else {
        this.pending.unshift(job);
      }
    }
    if (!this.closed) {
      this.spawn();
      this.dispatch();
    }
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!this.pending.length) return;
      if (!slot.ready || slot.job || !slot.child.connected) continue;
      const job = this.pending.shift()!;
      slot.job = job;
      try {
        slot.child.send({ type: 'job', job } satisfies ToWorker);
      } catch {
        // the worker is going away: onExit puts the job back
      }
    }
  }
}
