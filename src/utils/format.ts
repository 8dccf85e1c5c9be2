/** Display helpers of SPEC §9. */
import dayjs from 'dayjs';
import { JUST_NOW, LEVEL_LABEL, UNKNOWN_ELAPSED } from '../../types/format';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 刚刚 under 1 min, N分钟前 under 1 h, N小时前 under 1 day, else YYYY-MM-DD. */
export function timeAgo(input: string | number | Date, now: number = Date.now()): string {
  const t = dayjs(input);
  if (!t.isValid()) return '';
  const diff = now - t.valueOf();
  if (diff < MINUTE) return JUST_NOW;
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  return t.format('YYYY-MM-DD');
}

export function formatDate(input: string | number | Date, pattern = 'YYYY-MM-DD HH:mm'): string {
  const t = dayjs(input);
  return t.isValid() ? t.format(pattern) : '';
}

function trimNumber(n: number): string {
  return String(Number(n.toFixed(2)));
}

/** Problem time limit: milliseconds shown as seconds (1000 -> 1s, 1500 -> 1.5s). */
export function msToSeconds(ms: number): string {
  return `${trimNumber(ms / 1000)}s`;
}

/** Problem memory limit: bytes shown as MB (268435456 -> 256MB). */
export function bytesToMB(bytes: number): string {
  return `${trimNumber(bytes / 1024 / 1024)}MB`;
}

export function levelLabel(level: number): string {
  return LEVEL_LABEL[level] ?? '';
}

/** Elapsed time of a run or exam; 未统计 when the value is missing or negative. */
export function elapsed(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return UNKNOWN_ELAPSED;
  return ms < 1000 ? `${Math.round(ms)}ms` : msToSeconds(ms);
}

/** Mask a phone for display: 13812345678 -> 138****5678 (server may already mask). */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
