import { COURSE_LIMITS } from '../../../../../types/course';

export interface FollowPollerDeps {
  /** reads the profile's bindFwh (GET /v1/user/info) */
  check(): Promise<boolean>;
  onFollowed(): void;
  intervalMs?: number;
}

/**
 * SPEC §4 notice-follow modal: while open, ask every 2 s whether the user follows the official
 * account; on the first yes, report it once and stop. A check still running when the next tick
 * comes is not doubled; a failed check is retried on the next tick.
 */
export function startFollowPoller({ check, onFollowed, intervalMs = COURSE_LIMITS.followPollMs }: FollowPollerDeps): () => void {
  let stopped = false;
  let busy = false;
  const timer = setInterval(() => {
    if (stopped || busy) return;
    busy = true;
    check()
      .then((followed) => {
        if (followed && !stopped) {
          stop();
          onFollowed();
        }
      })
      .catch(() => undefined)
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  return stop;
}
