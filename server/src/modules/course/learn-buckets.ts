import { COURSE_LIMITS } from '../../../../types/course';

/**
 * The watched-slices bitset of a learn log, as hex (bit i = seconds [5i, 5i+5) were played).
 * Pure functions so the counting rule can be tested without a database.
 */
const B = COURSE_LIMITS.bucketSeconds;

export function bucketCount(durationSeconds: number): number {
  return Math.max(1, Math.ceil(Math.min(durationSeconds, COURSE_LIMITS.videoSecondsMax) / B));
}

function toBytes(hex: string, n: number): Uint8Array {
  const bytes = new Uint8Array(Math.ceil(n / 8));
  for (let i = 0; i < bytes.length && i * 2 + 1 < hex.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16) || 0;
  return bytes;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Marks the slices fully covered by [from, to] seconds; returns the new bitset and how many
 * slices are set. A slice counts when the played span covers most of it, so small rounding at
 * either end does not lose or invent a slice.
 */
export function markWatched(hex: string, durationSeconds: number, from: number, to: number): { hex: string; count: number } {
  const n = bucketCount(durationSeconds);
  const bytes = toBytes(hex, n);
  if (to > from) {
    const first = Math.max(0, Math.floor(from / B));
    const last = Math.min(n - 1, Math.floor(to / B));
    for (let i = first; i <= last; i++) {
      const start = i * B;
      const end = Math.min((i + 1) * B, durationSeconds);
      const covered = Math.min(to, end) - Math.max(from, start);
      if (covered >= (end - start) / 2) bytes[i >> 3] |= 1 << (i & 7);
    }
  }
  return { hex: toHex(bytes), count: countBits(bytes, n) };
}

export function countWatched(hex: string, durationSeconds: number): number {
  const n = bucketCount(durationSeconds);
  return countBits(toBytes(hex, n), n);
}

function countBits(bytes: Uint8Array, n: number): number {
  let c = 0;
  for (let i = 0; i < n; i++) if (bytes[i >> 3] & (1 << (i & 7))) c++;
  return c;
}

export function watchedRatio(count: number, durationSeconds: number): number {
  return Math.min(1, count / bucketCount(durationSeconds));
}

/**
 * Whether the progress between two heartbeats is real watching: forward, and no faster than the
 * fastest playback rate over the server-measured wall time (plus a little slack for timer jitter).
 * A seek (or a client that claims more than it could have played) is not counted.
 */
export function isPlayedSpan(prevPosition: number, position: number, wallSeconds: number): boolean {
  if (!(position > prevPosition) || wallSeconds <= 0) return false;
  if (wallSeconds > COURSE_LIMITS.heartbeatGapMaxSeconds) return false;
  return position - prevPosition <= wallSeconds * COURSE_LIMITS.maxPlaybackRate + 2;
}
