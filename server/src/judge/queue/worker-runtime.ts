import { Job, Worker } from 'bullmq';
import { JudgeProgress, JudgeResult } from '../../../../types/judge';
import { judgeSubmission, sharedEngine } from '../judge';
import { JudgeConfig } from '../judge-config';
import { JUDGE_JOB_NAME, MAX_STALLED_COUNT, redisConnection } from './bullmq-queue';
import { JudgeJob } from './judge-queue';
import { FromWorker, ToWorker } from './worker-protocol';

function progressOf(job: JudgeJob, onEvent: (p: JudgeProgress) => void) {
  return (c: JudgeProgress['case'], total: number) => onEvent({ submission_id: job.id, stage: 'case', case: c, total });
}

/** A forked worker of the in-process queue: one job at a time, results over IPC. */
export async function runIpcWorker(): Promise<void> {
  const send = (m: FromWorker) => process.send?.(m);
  // open the sandbox before taking jobs (cleans stale boxes of dead workers)
  await sharedEngine().catch(() => undefined);
  let stopping = false;
  let busy: Promise<void> = Promise.resolve();
  process.on('message', (m: ToWorker) => {
    if (m.type === 'stop') {
      stopping = true;
      void busy.then(() => process.exit(0));
      return;
    }
    if (m.type !== 'job' || stopping) return;
    const job = m.job;
    busy = (async () => {
      const result: JudgeResult = await judgeSubmission(job.problem, job.lang, job.mode, job.code, progressOf(job, (p) => send({ type: 'progress', progress: p })), undefined, {
        keepOutput: job.keepOutput,
      });
      send({ type: 'result', id: job.id, result });
    })();
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready' });
}

/** A BullMQ worker: `concurrency` jobs at once; progress per case through job.updateProgress. */
export async function runBullWorker(config: JudgeConfig): Promise<Worker> {
  await sharedEngine();
  const worker = new Worker<JudgeJob, JudgeResult>(
    config.queueName,
    async (job: Job<JudgeJob, JudgeResult>) => {
      if (job.name !== JUDGE_JOB_NAME) throw new Error(`unknown job ${job.name}`);
      const j = job.data;
      return judgeSubmission(j.problem, j.lang, j.mode, j.code, progressOf(j, (p) => void job.updateProgress(p as unknown as object)), undefined, { keepOutput: j.keepOutput });
    },
    {
      connection: redisConnection(config.redisUrl!),
      concurrency: config.concurrency,
      // a worker that dies stops renewing its lock; after lockDuration the job is stalled and re-run
      lockDuration: config.lockDurationMs,
      stalledInterval: config.stalledIntervalMs,
      maxStalledCount: MAX_STALLED_COUNT,
    },
  );
  await worker.waitUntilReady();
  return worker;
}
