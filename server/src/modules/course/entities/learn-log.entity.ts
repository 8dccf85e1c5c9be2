import { Column, Entity, Index } from 'typeorm';
import { DateCol, IdCol, RefCol, UpdatedAt } from '../../../database/columns';

/**
 * One learner's record of one lesson. `buckets` is a hex bitset of the 5-second slices the server
 * saw being played (consecutive heartbeats whose progress fits the wall time between them), so a
 * seek to the end never marks a lesson finished.
 */
@Entity('learn_logs')
@Index('idx_learn_logs_finished', ['finishedAt'])
@Index('uq_learn_logs_uid_lesson', ['uid', 'lessonId'], { unique: true })
@Index('idx_learn_logs_course_uid', ['courseId', 'uid'])
export class LearnLogEntity {
  @IdCol('id')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  uid: string;

  @RefCol({ name: 'course_id' })
  courseId: string;

  @RefCol({ name: 'lesson_id' })
  lessonId: string;

  /** resume position, seconds */
  @Column({ type: 'integer', default: 0 })
  position: number;

  @Column({ type: 'varchar', length: 1100, default: '' })
  buckets: string;

  @Column({ type: 'integer', name: 'watched_buckets', default: 0 })
  watchedBuckets: number;

  /** seconds of study counted from heartbeats; null until one gap was measured */
  @Column({ type: 'integer', name: 'elapsed_seconds', nullable: true })
  elapsedSeconds: number | null;

  /** server time and position of the last heartbeat (for the next one's comparison) */
  @DateCol({ name: 'last_beat_at', nullable: true })
  lastBeatAt: Date | null;

  @Column({ type: 'integer', name: 'last_beat_position', default: 0 })
  lastBeatPosition: number;

  @DateCol({ name: 'finished_at', nullable: true })
  finishedAt: Date | null;

  @UpdatedAt()
  updatedAt: Date;
}
