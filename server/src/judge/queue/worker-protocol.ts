import { JudgeProgress, JudgeResult } from '../../../../types/judge';
import { JudgeJob } from './judge-queue';

/** Messages between the in-process queue and its forked judge workers (Node IPC). */
export type ToWorker = { type: 'job'; job: JudgeJob } | { type: 'stop' };
export type FromWorker =
  | { type: 'ready' }
  | { type: 'progress'; progress: JudgeProgress }
  | { type: 'result'; id: string; result: JudgeResult };
