/**
 * Unread notices (SPEC §4): polled every 5 s while someone is signed in; a failed poll stops the
 * polling (no hammering a failing server); the next navigation or focus resumes it.
 */
import { create } from 'zustand';
import { UNREAD_POLL_MS, type UnreadCounts } from '../../types/notice';
import { fetchUnread } from '../services/api/notice';
import { useAuthStore } from './auth.store';

export interface NoticeState {
  counts: UnreadCounts | null;
  /** true while polling; false after stop() or an error */
  polling: boolean;
  setCounts(c: UnreadCounts | null): void;
}

export const useNoticeStore = create<NoticeState>((set) => ({
  counts: null,
  polling: false,
  setCounts: (counts) => set({ counts }),
}));

type Fetch = (uid: string) => Promise<UnreadCounts>;

/** One poller per app: start() is idempotent, so every layout may call it on mount/focus. */
export function createUnreadPoller(fetch: Fetch = (uid) => fetchUnread(uid, { silent: true }), interval = UNREAD_POLL_MS) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let generation = 0;

  const stop = () => {
    generation++;
    if (timer) clearTimeout(timer);
    timer = null;
    useNoticeStore.setState({ polling: false });
  };

  const run = async (gen: number) => {
    const uid = useAuthStore.getState().uid;
    if (!uid || !useAuthStore.getState().token) {
      useNoticeStore.setState({ counts: null });
      stop();
      return;
    }
    try {
      const counts = await fetch(uid);
      if (gen !== generation) return;
      useNoticeStore.setState({ counts });
      timer = setTimeout(() => void run(gen), interval);
    } catch {
      if (gen === generation) stop();
    }
  };

  return {
    /** (Re)start polling now; a running poller keeps its rhythm. */
    start() {
      if (useNoticeStore.getState().polling) return;
      const gen = ++generation;
      useNoticeStore.setState({ polling: true });
      void run(gen);
    },
    stop,
    /** after marking notices read: fetch at once */
    refresh() {
      stop();
      this.start();
    },
  };
}

export const unreadPoller = createUnreadPoller();
