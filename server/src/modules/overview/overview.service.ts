import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource } from 'typeorm';
import type { MetricDef, OverviewCard, OverviewStats, RankedRow, TrendSeries } from '../../../../types/overview';
import { addDays, daysBetween, OVERVIEW_TREND_DAYS, overviewDay } from '../../../../types/overview';
import { StatDailyEntity } from './entities/stat-daily.entity';
import { RollupService } from './rollup.service';

const TRENDS = ['new_users', 'revenue_fen', 'submissions'];
const TOP_ROWS = 5;

type RolledUp = Omit<OverviewStats, 'judge_queue'>;

/**
 * Reads the admin overview from the daily rollups only (never the raw tables), plus the live judge
 * queue. The rolled-up part changes only when a rollup runs, so it is kept until the next one.
 */
@Injectable()
export class OverviewService {
  private cached: { key: string; value: RolledUp } | null = null;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly rollups: RollupService,
  ) {}

  async stats(now = new Date()): Promise<OverviewStats> {
    const rolledUpAt = await this.rollups.lastRunAt();
    const key = `${overviewDay(now)}|${rolledUpAt}`;
    if (this.cached?.key !== key) this.cached = { key, value: await this.read(now, rolledUpAt) };
    const [{ n }] = (await this.ds.query("SELECT COUNT(*) AS n FROM oj_submissions WHERE status = 'pending'")) as { n: number | string }[];
    return { ...this.cached.value, judge_queue: Number(n) };
  }

  private async read(now: Date, rolledUpAt: string | null): Promise<RolledUp> {
    const today = overviewDay(now);
    const first = addDays(today, -(OVERVIEW_TREND_DAYS - 1));
    const rows = await this.ds.getRepository(StatDailyEntity).find({ where: { day: Between(first, today) }, select: { day: true, metric: true, dim: true, value: true } });
    const at = new Map<string, number>();
    const byDim = new Map<string, Map<string, number>>();
    for (const r of rows) {
      if (r.dim === '') at.set(`${r.metric}|${r.day}`, r.value);
      else if (r.day >= first) {
        const m = byDim.get(r.metric) ?? new Map<string, number>();
        m.set(r.dim, (m.get(r.dim) ?? 0) + r.value);
        byDim.set(r.metric, m);
      }
    }
    const value = (metric: string, day: string) => at.get(`${metric}|${day}`) ?? 0;
    const period = (def: MetricDef, end: string) =>
      def.kind === 'snapshot' ? value(def.key, end) : daysBetween(addDays(end, -6), end).reduce((a, d) => a + value(def.key, d), 0);
    const days = daysBetween(first, today);

    const cards: OverviewCard[] = [];
    for (const s of this.rollups.registered) {
      for (const c of s.cards ?? []) {
        const def = s.metrics.find((m) => m.key === c.key);
        if (def) cards.push({ key: def.key, title: def.title, unit: def.unit, today: value(def.key, today), last7: period(def, today), prev7: period(def, addDays(today, -7)), link: c.link });
      }
    }
    const rate = (end: string) => {
      const sub = daysBetween(addDays(end, -6), end).reduce((a, d) => a + value('submissions', d), 0);
      const ac = daysBetween(addDays(end, -6), end).reduce((a, d) => a + value('accepted', d), 0);
      return sub ? Math.round((ac / sub) * 1000) / 10 : 0;
    };
    const todayRate = value('submissions', today) ? Math.round((value('accepted', today) / value('submissions', today)) * 1000) / 10 : 0;
    cards.push({ key: 'acceptance', title: '通过率', unit: 'percent', today: todayRate, last7: rate(today), prev7: rate(addDays(today, -7)), link: '/admin/oj/submission' });

    const trends: TrendSeries[] = TRENDS.flatMap((key) => {
      const def = this.rollups.metric(key);
      return def ? [{ key, title: def.title, unit: def.unit, values: days.map((d) => value(key, d)) }] : [];
    });
    const languages = [...(byDim.get('submissions_by_lang') ?? new Map<string, number>())]
      .map(([lang, count]) => ({ lang, count }))
      .sort((a, b) => b.count - a.count);

    const top: OverviewStats['top'] = [];
    for (const s of this.rollups.registered) {
      for (const r of s.rankings ?? []) {
        const starts = byDim.get(`${r.key}_starts`) ?? new Map<string, number>();
        const done = byDim.get(`${r.key}_completions`) ?? new Map<string, number>();
        const ids = [...new Set([...starts.keys(), ...done.keys()])]
          .sort((a, b) => (starts.get(b) ?? 0) - (starts.get(a) ?? 0) || (done.get(b) ?? 0) - (done.get(a) ?? 0))
          .slice(0, TOP_ROWS);
        const names = await r.names(this.ds.manager, ids);
        const list: RankedRow[] = ids.map((id) => ({ id, name: names.get(id) ?? `#${id}`, starts: starts.get(id) ?? 0, completions: done.get(id) ?? 0 }));
        top.push({ title: r.title, kind: r.key, rows: list });
      }
    }
    return { today, cards, days, trends, languages, top, rolled_up_at: rolledUpAt };
  }
}
