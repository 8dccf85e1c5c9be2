import { Column, Entity, Index } from 'typeorm';
import { IdCol } from '../../../database/columns';

/**
 * Daily rollups behind the admin overview: one value per (day, metric, dimension), written by
 * the rollup job (delete + insert per day in one transaction, so running it twice changes nothing).
 */
@Entity('stat_daily')
@Index('uq_stat_daily_day_metric_dim', ['day', 'metric', 'dim'], { unique: true })
@Index('idx_stat_daily_metric_day', ['metric', 'day'])
export class StatDailyEntity {
  @IdCol()
  id: string;

  /** YYYY-MM-DD in China time */
  @Column({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'varchar', length: 40 })
  metric: string;

  /** '' for the total; a language, course id, … for a breakdown */
  @Column({ type: 'varchar', length: 64, default: '' })
  dim: string;

  @Column({ type: 'bigint', transformer: { to: (v: unknown) => v, from: (v: unknown) => Number(v) } })
  value: number;

  @Column({ type: 'datetime', precision: 3, name: 'computed_at' })
  computedAt: Date;
}
