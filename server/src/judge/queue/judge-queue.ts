import { JudgeLang, JudgeMode, JudgeProgress, JudgeResult } from '../../../../types/judge';

/** One submission to judge. `problem` is a data package folder (or .zip) the workers can read. */
export interface JudgeJob {
  /** the submission id; results and progress carry it back */
  id: string;
  problem: string;
  lang: JudgeLang;
  mode: JudgeMode;
  code: string;
  /** keep each case's stdout/stderr (run-on-samples) */
  keepOutput?: boolean;
}

export type ProgressListener = (progress: JudgeProgress) => void;
export type ResultListener = (submissionId: string, result: JudgeResult) => void;

/**
 * How the API hands submissions to judge workers (DESIGN.md §6): BullMQ on Redis when REDIS_URL
 * is set, an in-process queue feeding forked workers otherwise. A job whose worker dies is judged
 * again: it is only done when a result is recorded.
 */
export interface JudgeQueue {
  enqueue(job: JudgeJob): Promise<void>;
  /** per-case progress, to relay to the client; returns an unsubscribe function */
  onProgress(listener: ProgressListener): () => void;
  /** exactly one result per enqueued job (an SE result if it could not be judged) */
  onResult(listener: ResultListener): () => void;
  close(): Promise<void>;
}

/** Fan-out helper shared by the queue implementations. */
export class Listeners<A extends unknown[]> {
  private readonly list = new Set<(...args: A) => void>();
  add(fn: (...args: A) => void): () => void {
    this.list.add(fn);
    return () => this.list.delete(fn);
  }
  emit(...args: A): void {
    for (const fn of this.list) {
      try {
        fn(...args);
      } catch {
        /* a listener's failure is its own */
      }
    }
  }
}
