/** Admin overview (SPEC §7 "overview stats"): daily rollups, cards and trends. */

/** Rollups and the overview count days in China time. */
export const OVERVIEW_UTC_OFFSET_MINUTES = 480;
/** A back-fill covers at most this many days (about a year). */
export const ROLLUP_MAX_DAYS = 366;
export const OVERVIEW_TREND_DAYS = 30;
export const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

export const OVERVIEW_MESSAGES = {
  badDay: '日期格式应为 YYYY-MM-DD',
  rangeReversed: '开始日期不能晚于结束日期',
  rangeTooLong: `日期范围不能超过 ${ROLLUP_MAX_DAYS} 天`,
  future: '不能统计未来的日期',
} as const;

/** sum: a day's value adds up over a period; snapshot: the value at the period's end (DAU/WAU, VIP holders). */
export type MetricKind = 'sum' | 'snapshot';
export type MetricUnit = 'count' | 'fen' | 'ms' | 'percent';

export interface MetricDef {
  key: string;
  title: string;
  kind: MetricKind;
  unit: MetricUnit;
}

/** One card: today, the last 7 days and the 7 days before them. */
export interface OverviewCard {
  key: string;
  title: string;
  unit: MetricUnit;
  today: number;
  last7: number;
  prev7: number;
  /** the admin list behind the card */
  link: string;
}

export interface TrendSeries {
  key: string;
  title: string;
  unit: MetricUnit;
  values: number[];
}

export interface RankedRow {
  id: string;
  name: string;
  starts: number;
  completions: number;
}

export interface OverviewStats {
  /** the last day of the window, YYYY-MM-DD (China time) */
  today: string;
  cards: OverviewCard[];
  /** OVERVIEW_TREND_DAYS days, oldest first */
  days: string[];
  trends: TrendSeries[];
  /** submissions per language over the trend window */
  languages: { lang: string; count: number }[];
  top: { title: string; kind: string; rows: RankedRow[] }[];
  /** read live, not rolled up */
  judge_queue: number;
  /** when the newest rollup ran (ISO), null before the first */
  rolled_up_at: string | null;
}

export interface RollupRequest {
  /** YYYY-MM-DD */
  from: string;
  to: string;
}

export interface RollupResult {
  from: string;
  to: string;
  days: number;
  rows: number;
}

const DAY_MS = 86_400_000;
const OFFSET_MS = OVERVIEW_UTC_OFFSET_MINUTES * 60_000;

/** The China-time day of an instant, YYYY-MM-DD. */
export function overviewDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a China-time day starts. */
export function overviewDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** `day` moved by `n` days (negative for earlier). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** A metric's value as the overview shows it. */
export function formatMetric(value: number, unit: MetricUnit): string {
  switch (unit) {
    case 'fen':
      return `¥${(value / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    case 'ms':
      return value >= 1000 ? `${(value / 1000).toFixed(2)} 秒` : `${value} 毫秒`;
    case 'percent':
      return `${value}%`;
    case 'count':
      return value.toLocaleString('zh-CN');
  }
}

/** Change against the previous period in percent (one decimal); null when there is nothing to compare with. */
export function periodChange(current: number, previous: number): number | null {
  if (!previous) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
