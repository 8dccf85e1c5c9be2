import { Column, Entity, Index } from 'typeorm';
import { RefCol } from '../../../database/columns';

/**
 * The learn log per day: seconds of one lesson really watched on one day (China time), added by the
 * same heartbeats that mark the watched slices. Timelines and heatmaps read it.
 */
@Entity('learn_log_days')
@Index('idx_learn_log_days_uid_course_day', ['uid', 'courseId', 'day'])
export class LearnDayEntity {
  @Column({ type: 'varchar', length: 20, primary: true })
  uid: string;

  @RefCol({ primary: true, name: 'lesson_id' })
  lessonId: string;

  /** YYYY-MM-DD in China time */
  @Column({ type: 'varchar', length: 10, primary: true })
  day: string;

  @RefCol({ name: 'course_id' })
  courseId: string;

  @Column({ type: 'integer', name: 'watched_seconds', default: 0 })
  watchedSeconds: number;
}

/** The calendar day (China time, UTC+8) of an instant. */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
