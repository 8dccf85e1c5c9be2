import { Queue, QueueEvents } from 'bullmq';
import IORedis from 'ioredis';
import { JudgeProgress, JudgeResult, Verdict } from '../../../../types/judge';
import { failedResult } from '../verdict';
import { JudgeJob, JudgeQueue, Listeners, ProgressListener, ResultListener } from './judge-queue';

export const JUDGE_JOB_NAME = 'judge';

/** Re-run a stalled job (its worker died) up to this many times before failing it. */
export const MAX_STALLED_COUNT = 3;

/** How long a submission waits for Redis to take its job before the request goes on without it. */
export const ENQUEUE_WAIT_MS = 3000;

/** Reconnects forever (every 2 s at most): commands wait in the client's queue meanwhile. */
export function redisConnection(url: string): IORedis {
  return new IORedis(url, { maxRetriesPerRequest: null, retryStrategy: (n) => Math.min(n * 200, 2000) });
}

/** The API side of the BullMQ queue: adds jobs, relays progress and results from QueueEvents. */
export class BullJudgeQueue implements JudgeQueue {
  private readonly queue: Queue;
  private readonly events: QueueEvents;
  private readonly connections: IORedis[];
  private readonly progress = new Listeners<[JudgeProgress]>();
  private readonly results = new Listeners<[string, JudgeResult]>();
  /** jobs whose add did not complete while Redis was away: added again (same id, no duplicate) on reconnection */
  private readonly backlog = new Map<string, JudgeJob>();

  constructor(
    redisUrl: string,
    queueName: string,
    private readonly log: (msg: string, err?: unknown) => void = () => undefined,
  ) {
    const a = redisConnection(redisUrl);
    const b = redisConnection(redisUrl);
    this.connections = [a, b];
    this.queue = new Queue(queueName, { connection: a });
    this.events = new QueueEvents(queueName, { connection: b });
    // Redis going away is reported here (an 'error' without a listener would end the process)
    let down = false;
    const onError = (err: Error) => {
      if (!down) this.log('judge queue: Redis unreachable, reconnecting', err.message);
      down = true;
    };
    this.queue.on('error', onError);
    this.events.on('error', onError);
    a.on('ready', () => {
      down = false;
      this.resend();
    });
    this.events.on('progress', ({ data }) => {
      if (data && typeof data === 'object') this.progress.emit(data as unknown as JudgeProgress);
    });
    this.events.on('completed', ({ jobId, returnvalue }) => {
      const result = (typeof returnvalue === 'string' ? JSON.parse(returnvalue) : returnvalue) as JudgeResult;
      this.results.emit(jobId, result);
    });
    this.events.on('failed', ({ jobId, failedReason }) => {
      this.results.emit(jobId, failedResult(Verdict.SE, `judge job failed: ${failedReason}`));
    });
  }

  async ready(): Promise<void> {
    await Promise.all([this.queue.waitUntilReady(), this.events.waitUntilReady()]);
  }

  /**
   * Adds the job. While Redis is away the add waits in the client's offline queue and is sent on
   * reconnection; the caller is not held past ENQUEUE_WAIT_MS (the submission is stored as
   * pending and gets judged once Redis is back).
   */
  async enqueue(job: JudgeJob): Promise<void> {
    const added = this.add(job);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ENQUEUE_WAIT_MS)));
    try {
      if ((await Promise.race([added, waited])) === 'late') {
        this.log(`judge queue: job ${job.id} waits for Redis and is sent when it is back`);
        this.backlog.set(job.id, job);
        added.then(
          () => this.backlog.delete(job.id),
          () => undefined,
        );
      }
    } finally {
      clearTimeout(timer);
    }
  }

  private add(job: JudgeJob): Promise<unknown> {
    return this.queue.add(JUDGE_JOB_NAME, job, { jobId: job.id, removeOnComplete: 1000, removeOnFail: 1000 });
  }

  private resend(): void {
    for (const job of this.backlog.values()) {
      this.add(job).then(
        () => this.backlog.delete(job.id),
        (err) => this.log(`judge queue: job ${job.id} could not be added`, err),
      );
    }
  }

  onProgress(listener: ProgressListener): () => void {
    return this.progress.add(listener);
  }

  onResult(listener: ResultListener): () => void {
    return this.results.add(listener);
  }

  async close(): Promise<void> {
    await this.events.close();
    await this.queue.close();
    for (const c of this.connections) c.disconnect();
  }
}
