import type { EntityManager } from 'typeorm';
import type { MetricDef } from '../../../../types/overview';
import { addDays, overviewDayStart } from '../../../../types/overview';
import { count, grouped, names } from './rollup-sql';

/** One day of rollups to compute: its China-time bounds as SQL datetime strings (UTC). */
export interface DayWindow {
  day: string;
  start: string;
  end: string;
}

export interface MetricRow {
  metric: string;
  dim: string;
  value: number;
}

/**
 * A module's contribution to the daily rollups: the metrics it defines and how to compute one day
 * of them from its own tables. Other modules register theirs with RollupService.register.
 */
export interface RollupSource {
  name: string;
  metrics: MetricDef[];
  /** overview cards of this source's metrics, each linking to the admin list behind it */
  cards?: { key: string; link: string }[];
  /** top lists this source can rank by starts and completions (metrics `<key>_starts` / `<key>_completions` with the id as dim) */
  rankings?: { key: string; title: string; names(em: EntityManager, ids: string[]): Promise<Map<string, string>> }[];
  compute(em: EntityManager, w: DayWindow): Promise<MetricRow[]>;
}

/** A SQL datetime literal both SQLite (TEXT, UTC) and MariaDB (timezone 'Z') compare correctly. */
export function sqlTime(at: Date): string {
  return at.toISOString().replace('T', ' ').replace('Z', '');
}

export function dayWindow(day: string): DayWindow {
  return { day, start: sqlTime(overviewDayStart(day)), end: sqlTime(overviewDayStart(addDays(day, 1))) };
}

const total = (metric: string, value: number): MetricRow => ({ metric, dim: '', value });

export const USERS_SOURCE: RollupSource = {
  name: 'users',
  metrics: [
    { key: 'new_users', title: '新增用户', kind: 'sum', unit: 'count' },
    { key: 'dau', title: '日活跃用户', kind: 'snapshot', unit: 'count' },
    { key: 'wau', title: '周活跃用户', kind: 'snapshot', unit: 'count' },
    { key: 'mau', title: '月活跃用户', kind: 'snapshot', unit: 'count' },
  ],
  cards: [
    { key: 'new_users', link: '/admin/user' },
    { key: 'dau', link: '/admin/user' },
    { key: 'wau', link: '/admin/user' },
    { key: 'mau', link: '/admin/user' },
  ],
  async compute(em, w) {
    const active = (days: number) =>
      count(em, 'SELECT COUNT(DISTINCT uid) AS n FROM user_activity_days WHERE day > ? AND day <= ?', [addDays(w.day, -days), w.day]);
    return [
      total('new_users', await count(em, 'SELECT COUNT(*) AS n FROM users WHERE created_at >= ? AND created_at < ?', [w.start, w.end])),
      total('dau', await active(1)),
      total('wau', await active(7)),
      total('mau', await active(30)),
    ];
  },
};

export const COMMERCE_SOURCE: RollupSource = {
  name: 'commerce',
  metrics: [
    { key: 'paid_orders', title: '支付订单', kind: 'sum', unit: 'count' },
    { key: 'revenue_fen', title: '收入', kind: 'sum', unit: 'fen' },
    { key: 'refunds', title: '退款订单', kind: 'sum', unit: 'count' },
    { key: 'refund_fen', title: '退款金额', kind: 'sum', unit: 'fen' },
    { key: 'new_vip', title: '新开会员', kind: 'sum', unit: 'count' },
    { key: 'active_vip', title: '有效会员', kind: 'snapshot', unit: 'count' },
  ],
  cards: [
    { key: 'paid_orders', link: '/admin/order?state=paid' },
    { key: 'revenue_fen', link: '/admin/order?state=paid' },
    { key: 'refunds', link: '/admin/order?state=refunded' },
    { key: 'new_vip', link: '/admin/vip' },
    { key: 'active_vip', link: '/admin/vip' },
  ],
  rankings: [{ key: 'course', title: '热门课程', names: names('courses', 'course_id', 'title') }],
  async compute(em, w) {
    const [paid] = (await em.query('SELECT COUNT(*) AS n, SUM(amount_fen) AS fen FROM orders WHERE paid_at >= ? AND paid_at < ?', [w.start, w.end])) as { n: number | string; fen: number | string | null }[];
    const [refunded] = (await em.query('SELECT COUNT(*) AS n, SUM(amount_fen) AS fen FROM orders WHERE refunded_at >= ? AND refunded_at < ?', [w.start, w.end])) as { n: number | string; fen: number | string | null }[];
    return [
      total('paid_orders', Number(paid?.n ?? 0)),
      total('revenue_fen', Number(paid?.fen ?? 0)),
      total('refunds', Number(refunded?.n ?? 0)),
      total('refund_fen', Number(refunded?.fen ?? 0)),
      total('new_vip', await count(em, "SELECT COUNT(DISTINCT uid) AS n FROM equity_grants WHERE kind = 'vip' AND granted_at >= ? AND granted_at < ?", [w.start, w.end])),
      // holders at the end of the day: an unexpired VIP equity then (revocations shorten expires_at)
      total('active_vip', await count(em, "SELECT COUNT(DISTINCT uid) AS n FROM user_equities WHERE kind = 'vip' AND expires_at > ?", [w.end])),
      // course starts = course permits granted that day; completions = lessons finished that day
      ...(await grouped(em, 'course_starts', "SELECT target_id AS dim, COUNT(DISTINCT uid) AS n FROM equity_grants WHERE kind = 'course' AND granted_at >= ? AND granted_at < ? GROUP BY target_id", [w.start, w.end])),
      ...(await grouped(em, 'course_completions', 'SELECT course_id AS dim, COUNT(*) AS n FROM learn_logs WHERE finished_at >= ? AND finished_at < ? GROUP BY course_id', [w.start, w.end])),
    ];
  },
};

function median(values: number[]): number {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : Math.round((s[mid - 1] + s[mid]) / 2);
}

export const OJ_SOURCE: RollupSource = {
  name: 'oj',
  metrics: [
    { key: 'submissions', title: '提交', kind: 'sum', unit: 'count' },
    { key: 'accepted', title: '通过', kind: 'sum', unit: 'count' },
    { key: 'verdict_ms_median', title: '出结果中位时间', kind: 'snapshot', unit: 'ms' },
  ],
  cards: [
    { key: 'submissions', link: '/admin/oj/submission' },
    { key: 'accepted', link: '/admin/oj/submission?verdict=AC' },
    { key: 'verdict_ms_median', link: '/admin/oj/submission' },
  ],
  async compute(em, w) {
    const langs = await grouped(em, 'submissions_by_lang', 'SELECT lang AS dim, COUNT(*) AS n FROM oj_submissions WHERE created_at >= ? AND created_at < ? GROUP BY lang', [w.start, w.end]);
    const accepted = await count(em, "SELECT COUNT(*) AS n FROM oj_submissions WHERE created_at >= ? AND created_at < ? AND verdict = 'AC'", [w.start, w.end]);
    const times = (await em.query('SELECT created_at AS c, judged_at AS j FROM oj_submissions WHERE created_at >= ? AND created_at < ? AND judged_at IS NOT NULL', [w.start, w.end])) as { c: string | Date; j: string | Date }[];
    const ms = times.map((t) => asDate(t.j).getTime() - asDate(t.c).getTime()).filter((v) => Number.isFinite(v) && v >= 0);
    return [
      total('submissions', langs.reduce((a, r) => a + r.value, 0)),
      total('accepted', accepted),
      total('verdict_ms_median', median(ms)),
      ...langs,
    ];
  },
};

/** SQLite returns datetimes as UTC text without a zone; MariaDB as Date objects. */
function asDate(v: string | Date): Date {
  return v instanceof Date ? v : new Date(`${v.replace(' ', 'T')}Z`);
}

export const CORE_SOURCES = [USERS_SOURCE, COMMERCE_SOURCE, OJ_SOURCE];
