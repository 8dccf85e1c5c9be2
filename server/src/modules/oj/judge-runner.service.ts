import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { CaseResult, JudgeLang, JudgeMode, JudgeProgress, JudgeResult } from '../../../../types/judge';
import type { JudgeStreamEvent } from '../../../../types/oj';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { createJudgeQueue, judgeConfig, JudgeQueue } from '../../judge';

/** Live state of one job while it is judged (kept in memory of every API instance: the queue fans progress out). */
interface Live {
  total: number;
  cases: CaseResult[];
  compiled: boolean;
  done: boolean;
  listeners: Set<(e: JudgeStreamEvent) => void>;
  touched: number;
}

export type ResultHandler = (jobId: string, result: JudgeResult) => Promise<void>;

const LIVE_TTL_MS = 10 * 60_000;

/** The key a queue job id was made from (`<key>~<nonce>`). */
const keyOf = (jobId: string) => jobId.split('~')[0];

/** Job keys carry what they judge: `s<submission>.<judge seq>` or `r<run id>`. */
export const submissionJobId = (sid: string, seq: number) => `s${sid}.${seq}`;
export function parseSubmissionJobId(id: string): { sid: string; seq: number } | null {
  const m = /^s(\d+)\.(\d+)$/.exec(id);
  return m ? { sid: m[1], seq: Number(m[2]) } : null;
}

/**
 * Owns the judge queue (created on first use, so an API that never judges forks no worker) and
 * relays per-case progress to stream subscribers. Results go to the one handler the submission
 * service registers (its onJudged).
 */
@Injectable()
export class JudgeRunnerService implements OnApplicationShutdown {
  private readonly log = new Logger('Judge');
  private queue: JudgeQueue | null = null;
  private bullWorker: ChildProcess | null = null;
  private readonly live = new Map<string, Live>();
  private readonly handlers: ResultHandler[] = [];
  private sweeper: NodeJS.Timeout | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onResult(handler: ResultHandler): void {
    this.handlers.push(handler);
  }

  async enqueue(id: string, problemDir: string, lang: JudgeLang, mode: JudgeMode, code: string, keepOutput = false): Promise<void> {
    this.touch(id);
    // queue job ids must never repeat (BullMQ ignores a known id, and Redis outlives a database reset)
    const jobId = `${id}~${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
    await this.ensureQueue().enqueue({ id: jobId, problem: problemDir, lang, mode, code, ...(keepOutput ? { keepOutput } : {}) });
    this.emit(id, { id, stage: 'queued', total: this.live.get(id)?.total ?? 0 });
  }

  /** progress so far (empty when this instance has seen none) */
  progress(id: string): { total: number; cases: CaseResult[]; started: boolean } {
    const l = this.live.get(id);
    return l ? { total: l.total, cases: [...l.cases], started: l.compiled || l.cases.length > 0 } : { total: 0, cases: [], started: false };
  }

  /** Subscribes to a job's events; returns the unsubscribe function. */
  subscribe(id: string, listener: (e: JudgeStreamEvent) => void): () => void {
    const l = this.touch(id);
    l.listeners.add(listener);
    return () => l.listeners.delete(listener);
  }

  /** Tells subscribers the job is over (after its result was recorded) and forgets its progress soon. */
  finish(id: string, total: number): void {
    const l = this.touch(id);
    l.done = true;
    this.emit(id, { id, stage: 'done', total: total || l.total });
  }

  isFinished(id: string): boolean {
    return this.live.get(id)?.done ?? false;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    const q = this.queue;
    this.queue = null;
    await q?.close().catch(() => undefined);
    if (this.bullWorker && this.bullWorker.exitCode === null) {
      const w = this.bullWorker;
      await new Promise<void>((resolve) => {
        w.once('exit', () => resolve());
        w.kill('SIGTERM');
        setTimeout(() => w.kill('SIGKILL'), 5000).unref();
      });
    }
  }

  private ensureQueue(): JudgeQueue {
    if (this.queue) return this.queue;
    const oj = this.config.oj;
    const jc = { ...judgeConfig(), redisUrl: this.config.redisUrl ?? undefined };
    this.queue = createJudgeQueue(
      jc,
      { ...(oj.workerScript ? { workerScript: oj.workerScript } : {}), execArgv: oj.workerExecArgv },
      (msg, err) => this.log.warn({ msg, ...(err ? { err: String(err) } : {}) }),
    );
    this.queue.onProgress((p) => this.onProgress(p));
    this.queue.onResult((id, r) => void this.onJudgeResult(id, r));
    if (jc.redisUrl && oj.spawnBullWorker) this.spawnBullWorker(jc.redisUrl, jc.queueName);
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
    return this.queue;
  }

  /** Single-host setups with Redis: one worker process beside the API instead of a separate service. */
  private spawnBullWorker(redisUrl: string, queueName: string): void {
    const oj = this.config.oj;
    const script = oj.workerScript ?? path.resolve(__dirname, '..', '..', 'judge-worker.js');
    this.bullWorker = spawn(process.execPath, [...oj.workerExecArgv, script], {
      env: { ...process.env, REDIS_URL: redisUrl, JUDGE_QUEUE: queueName },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.bullWorker.on('exit', (code) => code && this.log.warn(`bullmq judge worker exited with ${code}`));
  }

  private async onJudgeResult(jobId: string, result: JudgeResult): Promise<void> {
    const id = keyOf(jobId);
    for (const h of this.handlers) {
      try {
        await h(id, result);
      } catch (e) {
        this.log.error(`recording the result of ${id} failed: ${(e as Error).stack ?? String(e)}`);
      }
    }
  }

  private onProgress(raw: JudgeProgress): void {
    const p = { ...raw, submission_id: keyOf(raw.submission_id) };
    const l = this.touch(p.submission_id);
    l.total = p.total || l.total;
    if (p.stage === 'compiled') {
      l.compiled = true;
    } else if (p.case) {
      // a worker that died mid-job reports its cases again on the retry
      l.cases = [...l.cases.filter((c) => c.id !== p.case!.id), p.case].sort((a, b) => a.id - b.id);
    }
    this.emit(p.submission_id, { id: p.submission_id, stage: p.stage, total: l.total, ...(p.case ? { case: p.case } : {}) });
  }

  private touch(id: string): Live {
    let l = this.live.get(id);
    if (!l) {
      l = { total: 0, cases: [], compiled: false, done: false, listeners: new Set(), touched: Date.now() };
      this.live.set(id, l);
    }
    l.touched = Date.now();
    return l;
  }

  private emit(id: string, e: JudgeStreamEvent): void {
    for (const fn of this.live.get(id)?.listeners ?? []) fn(e);
  }

  private sweep(): void {
    const cutoff = Date.now() - LIVE_TTL_MS;
    for (const [id, l] of this.live) if (l.touched < cutoff && l.listeners.size === 0) this.live.delete(id);
  }
}
