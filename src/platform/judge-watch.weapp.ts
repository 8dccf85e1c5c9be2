import { pollJudge } from '../services/judge-poll';
import type { JudgeWatchHandlers } from './judge-watch.d';

/** The mini-program polls the result call (no streaming requests there). */
export function watchJudge(id: string, h: JudgeWatchHandlers): () => void {
  return pollJudge(id, h);
}
