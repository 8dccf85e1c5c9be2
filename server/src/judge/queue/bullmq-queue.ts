import { Queue, QueueEvents } from 'bullmq';
import IORedis from 'ioredis';
import { JudgeProgress, JudgeResult, Verdict } from '../../../../types/judge';
import { failedResult } from '../verdict';
import { JudgeJob, JudgeQueue, Listeners, ProgressListener, ResultListener } from './judge-queue';

export const JUDGE_JOB_NAME = 'judge';

/** Re-run a stalled job (its worker died) up to this many times before failing it. */
export const MAX_STALLED_COUNT = 3;

export function redisConnection(url: string): IORedis {
  return new IORedis(url, { maxRetriesPerRequest: null });
}

/** The API side of the BullMQ queue: adds jobs, relays progress and results from QueueEvents. */
export class BullJudgeQueue implements JudgeQueue {
  private readonly queue: Queue;
  private readonly events: QueueEvents;
  private readonly connections: IORedis[];
  private readonly progress = new Listeners<[JudgeProgress]>();
  private readonly results = new Listeners<[string, JudgeResult]>();

  constructor(redisUrl: string, queueName: string) {
    const a = redisConnection(redisUrl);
    const b = redisConnection(redisUrl);
    this.connections = [a, b];
    this.queue = new Queue(queueName, { connection: a });
    this.events = new QueueEvents(queueName, { connection: b });
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

  async enqueue(job: JudgeJob): Promise<void> {
    await this.queue.add(JUDGE_JOB_NAME, job, { jobId: job.id, removeOnComplete: 1000, removeOnFail: 1000 });
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
