import { judgeConfig, JudgeConfig } from '../judge-config';
import { BullJudgeQueue } from './bullmq-queue';
import { InProcessJudgeQueue, InProcessQueueOptions } from './in-process-queue';
import { JudgeQueue } from './judge-queue';

/** BullMQ when REDIS_URL is set, the in-process queue with forked workers otherwise. */
export function createJudgeQueue(
  config: JudgeConfig = judgeConfig(),
  inProcess: Partial<InProcessQueueOptions> = {},
  log?: (msg: string, err?: unknown) => void,
): JudgeQueue {
  if (config.redisUrl) return new BullJudgeQueue(config.redisUrl, config.queueName, log);
  return new InProcessJudgeQueue({ concurrency: config.concurrency, ...inProcess });
}
