import type { LearnDay } from '../../../../types/training';

export type Metric = 'watched_minutes' | 'submissions' | 'accepted' | 'exam_attempts';
export const METRICS: [Metric, string][] = [
  ['watched_minutes', '观看分钟'],
  ['submissions', '提交'],
  ['accepted', '通过'],
  ['exam_attempts', '考试'],
];

const DAY = 86_400_000;

export interface Cell {
  day: string;
  value: number;
  /** 0 (none) to 4 */
  level: number;
}

/** Weeks (Monday first) from `from` to `to` as columns of 7 cells; days outside the span are null. */
export function heatmap(days: LearnDay[], from: string, to: string, metric: Metric): (Cell | null)[][] {
  const by = new Map(days.map((d) => [d.day, d[metric]]));
  const max = Math.max(0, ...days.map((d) => d[metric]));
  const level = (v: number) => (v <= 0 || max <= 0 ? 0 : Math.min(4, Math.ceil((v / max) * 4)));
  const start = new Date(`${from}T00:00:00Z`);
  const monday = new Date(start.getTime() - ((start.getUTCDay() + 6) % 7) * DAY);
  const end = new Date(`${to}T00:00:00Z`).getTime();
  const weeks: (Cell | null)[][] = [];
  for (let w = monday.getTime(); w <= end; w += 7 * DAY) {
    const col: (Cell | null)[] = [];
    for (let i = 0; i < 7; i++) {
      const t = w + i * DAY;
      const day = new Date(t).toISOString().slice(0, 10);
      const v = by.get(day) ?? 0;
      col.push(t < start.getTime() || t > end ? null : { day, value: v, level: level(v) });
    }
    weeks.push(col);
  }
  return weeks;
}
