import type { CaseResult } from '../../types/judge';
import { runResult, submissionResult } from './api/oj';
import type { JudgeWatchHandlers } from '../platform/judge-watch.d';

const POLL_MS = 800;
const MAX_POLLS = 450;

/** Polls the result call and replays new cases as events. */
export function pollJudge(id: string, h: JudgeWatchHandlers): () => void {
  let stopped = false;
  let seen = 0;
  let polls = 0;
  const read = (): Promise<{ status: string; total: number; cases: CaseResult[] }> =>
    id.startsWith('r') ? runResult(id, { silent: true }) : submissionResult(id, { silent: true });
  const tick = async () => {
    if (stopped) return;
    try {
      const r = await read();
      if (stopped) return;
      for (const c of r.cases.slice(seen)) h.onEvent({ id, stage: 'case', total: r.total, case: c });
      seen = Math.max(seen, r.cases.length);
      if (r.status === 'done') return h.onDone();
    } catch {
      // a failed poll is retried; the page keeps its state
    }
    if (++polls >= MAX_POLLS) return h.onDone();
    setTimeout(() => void tick(), POLL_MS);
  };
  void tick();
  return () => {
    stopped = true;
  };
}
