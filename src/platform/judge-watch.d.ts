/**
 * Watching a submission or a sample run while it is judged (DESIGN §6): server-sent events read
 * with fetch on H5 (token in headers, each event AES-GCM encrypted with the session key), polling
 * of the result call in the mini-program. One signature per platform.
 */
import type { JudgeStreamEvent } from '../../types/oj';

export interface JudgeWatchHandlers {
  /** one per finished case (and 'compiled'/'queued'), in order */
  onEvent(e: JudgeStreamEvent): void;
  /** judging is over: read the final result through the normal result call */
  onDone(): void;
}

/** `id` is a submission id or a run id (r…); returns a stop function. */
export declare function watchJudge(id: string, handlers: JudgeWatchHandlers): () => void;
