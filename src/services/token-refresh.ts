/** Token refresh (SPEC §4): check every 300000 ms, refresh when under 600000 ms are left. */
import { TOKEN_CHECK_INTERVAL_MS, TOKEN_REFRESH_WINDOW_MS } from '../../types/user';

export function shouldRefresh(expiredIn: number | null, now: number, windowMs = TOKEN_REFRESH_WINDOW_MS): boolean {
  return expiredIn !== null && expiredIn - now < windowMs;
}

export interface RefreshTimerDeps {
  /** current session expiry, or null when signed out */
  expiry(): number | null;
  refresh(): Promise<unknown>;
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export function createRefreshTimer(deps: RefreshTimerDeps, intervalMs = TOKEN_CHECK_INTERVAL_MS) {
  let handle: unknown = null;
  const tick = async (): Promise<boolean> => {
    if (!shouldRefresh(deps.expiry(), deps.now())) return false;
    try {
      await deps.refresh();
      return true;
    } catch {
      // The guard sends the visitor to sign in when the page needs it.
      return false;
    }
  };
  return {
    tick,
    start() {
      if (handle !== null) return;
      void tick();
      handle = deps.setInterval(() => void tick(), intervalMs);
    },
    stop() {
      if (handle === null) return;
      deps.clearInterval(handle);
      handle = null;
    },
    get running() {
      return handle !== null;
    },
  };
}
