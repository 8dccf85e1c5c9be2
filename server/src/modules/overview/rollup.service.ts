import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MetricDef, RollupResult } from '../../../../types/overview';
import { addDays, DAY_RE, daysBetween, OVERVIEW_MESSAGES, overviewDay, ROLLUP_MAX_DAYS } from '../../../../types/overview';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { inTransaction } from '../../database/transaction';
import { StatDailyEntity } from './entities/stat-daily.entity';
import { AREA_SOURCES } from './area-sources';
import { CORE_SOURCES, dayWindow, RollupSource } from './rollup-sources';

/**
 * Fills `stat_daily` from the raw tables, one day at a time: each day's rows are replaced in one
 * transaction, so a run is idempotent and a back-fill can cover any range again. A scheduled tick
 * refreshes today and yesterday; with several instances a KV lease lets one of them do it.
 */
@Injectable()
export class RollupService implements OnApplicationShutdown {
  private readonly log = new Logger('Rollup');
  private readonly sources: RollupSource[] = [...CORE_SOURCES, ...AREA_SOURCES];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KV_STORE) private readonly kv: KvStore,
  ) {}

  /** Other modules (exams, camps, partners, …) add their metrics here. */
  register(source: RollupSource): void {
    if (!this.sources.some((s) => s.name === source.name)) this.sources.push(source);
  }

  get registered(): readonly RollupSource[] {
    return this.sources;
  }

  metric(key: string): MetricDef | undefined {
    for (const s of this.sources) for (const m of s.metrics) if (m.key === key) return m;
    return undefined;
  }

  /** Called once the app is up and seeded (app.factory): the first back-fill, then the scheduled refresh. */
  start(): void {
    const every = this.config.overview.rollupIntervalMs;
    if (!every) return;
    const tick = async () => {
      try {
        if ((await this.kv.incr('overview-rollup:lease', Math.max(1000, every - 500))) !== 1) return;
        const today = overviewDay(new Date());
        await this.rollup(addDays(today, -1), today);
      } catch (err) {
        this.log.error(`rollup failed: ${(err as Error).message}`);
      }
    };
    // the first run back-fills the trend window, so a fresh database shows charts at once
    const today = overviewDay(new Date());
    this.rollup(addDays(today, -30), today).catch((err: unknown) => this.log.error(`initial rollup failed: ${(err as Error).message}`));
    this.timer = setInterval(() => void tick(), every);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Validates a back-fill range: YYYY-MM-DD, from ≤ to ≤ today, at most ROLLUP_MAX_DAYS days. */
  checkRange(from: string, to: string, now = new Date()): string[] {
    if (!DAY_RE.test(from) || Number.isNaN(Date.parse(from))) throw AppException.invalid([{ field: 'from', message: OVERVIEW_MESSAGES.badDay }]);
    if (!DAY_RE.test(to) || Number.isNaN(Date.parse(to))) throw AppException.invalid([{ field: 'to', message: OVERVIEW_MESSAGES.badDay }]);
    if (from > to) throw AppException.invalid([{ field: 'from', message: OVERVIEW_MESSAGES.rangeReversed }]);
    if (to > overviewDay(now)) throw AppException.invalid([{ field: 'to', message: OVERVIEW_MESSAGES.future }]);
    if (Date.parse(to) - Date.parse(from) >= ROLLUP_MAX_DAYS * 86_400_000) throw AppException.invalid([{ field: 'from', message: OVERVIEW_MESSAGES.rangeTooLong }]);
    return daysBetween(from, to);
  }

  async rollup(from: string, to: string, now = new Date()): Promise<RollupResult> {
    const days = this.checkRange(from, to, now);
    let rows = 0;
    for (const day of days) rows += await this.rollupDay(day, now);
    await this.kv.set('overview-rollup:at', now.toISOString(), 400 * 86_400_000);
    return { from, to, days: days.length, rows };
  }

  async lastRunAt(): Promise<string | null> {
    return this.kv.get('overview-rollup:at');
  }

  private async rollupDay(day: string, now: Date): Promise<number> {
    const w = dayWindow(day);
    return inTransaction(this.ds, async (em) => {
      const rows = [];
      for (const s of this.sources) rows.push(...(await s.compute(em, w)));
      await em.delete(StatDailyEntity, { day });
      const entities = rows.map((r) => ({ day, metric: r.metric, dim: r.dim.slice(0, 64), value: r.value, computedAt: now }));
      for (let i = 0; i < entities.length; i += 200) await em.insert(StatDailyEntity, entities.slice(i, i + 200));
      return entities.length;
    });
  }
}
