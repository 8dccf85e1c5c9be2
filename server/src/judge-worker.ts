/**
 * Judge worker entry (DESIGN.md §6): a separate process, run as root, that judges submissions in
 * the sandbox. Forked by the API's in-process queue (IPC), or started on its own with REDIS_URL
 * to take jobs from BullMQ:
 *   REDIS_URL=redis://127.0.0.1:6379 node dist/server/src/judge-worker.js
 */
import { judgeConfig } from './judge/judge-config';
import { runBullWorker, runIpcWorker } from './judge/queue/worker-runtime';

async function main(): Promise<void> {
  const config = judgeConfig();
  if (process.send) return runIpcWorker();
  if (!config.redisUrl) {
    process.stderr.write('judge-worker: set REDIS_URL to take jobs from BullMQ (the API forks workers itself otherwise)\n');
    process.exit(2);
  }
  const worker = await runBullWorker(config);
  process.stdout.write(`judge-worker: ${config.concurrency} slot(s) on queue ${config.queueName}\n`);
  const stop = async () => {
    await worker.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((e: Error) => {
  process.stderr.write(`judge-worker: ${e.stack ?? e.message}\n`);
  process.exit(1);
});
