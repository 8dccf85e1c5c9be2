import { API_BASE } from '../../types/api';
import type { JudgeStreamEvent } from '../../types/oj';
import { decryptBody, isEncryptedBody } from '../services/crypto';
import { useAuthStore } from '../stores/auth.store';
import type { JudgeWatchHandlers } from './judge-watch.d';
import { pollJudge } from '../services/judge-poll';

/**
 * H5 reads the progress stream with fetch (EventSource cannot send the token header); each
 * event is decrypted with the session key. Without streaming support it falls back to polling.
 */
export function watchJudge(id: string, h: JudgeWatchHandlers): () => void {
  if (typeof fetch !== 'function' || typeof TextDecoder !== 'function' || typeof AbortController !== 'function') return pollJudge(id, h);
  const abort = new AbortController();
  let done = false;
  let stopPoll: (() => void) | null = null;
  const finish = () => {
    if (done) return;
    done = true;
    h.onDone();
  };
  const { token, uid, responseKey } = useAuthStore.getState();
  const parse = (data: string): JudgeStreamEvent => {
    const body: unknown = JSON.parse(data);
    return (isEncryptedBody(body) ? JSON.parse(decryptBody(body, responseKey ?? '')) : body) as JudgeStreamEvent;
  };
  void (async () => {
    try {
      const res = await fetch(`${API_BASE}/v1/oj/stream?id=${encodeURIComponent(id)}`, {
        headers: { Authorization: token ?? '', uid: uid ?? '', accept: 'text/event-stream' },
        signal: abort.signal,
      });
      if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buf = '';
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) break;
        buf += decoder.decode(value, { stream: true });
        let i: number;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const frame = buf.slice(0, i);
          buf = buf.slice(i + 2);
          if (!frame.startsWith('data: ')) continue;
          const e = parse(frame.slice(6));
          if (e.stage === 'done') return finish();
          h.onEvent(e);
        }
      }
      finish();
    } catch {
      // stream refused or cut: keep watching by polling, unless the page stopped us
      if (!abort.signal.aborted && !done) stopPoll = pollJudge(id, { onEvent: h.onEvent, onDone: finish });
    }
  })();
  return () => {
    done = true;
    abort.abort();
    stopPoll?.();
  };
}
