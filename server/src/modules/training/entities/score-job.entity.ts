import { Column, Entity, Index } from 'typeorm';
import { DateCol, IdCol, RefCol } from '../../../database/columns';

/** A score calculation run over a camp's enrolled learners, with its progress. */
@Entity('training_score_jobs')
@Index('idx_training_score_jobs_course', ['courseId', 'status'])
export class ScoreJobEntity {
  @IdCol('job_id')
  id: string;

  @RefCol({ name: 'course_id' })
  courseId: string;

  /** running | done | failed */
  @Column({ type: 'varchar', length: 10 })
  status: 'running' | 'done' | 'failed';

  @Column({ type: 'integer', default: 0 })
  total: number;

  @Column({ type: 'integer', default: 0 })
  done: number;

  @Column({ type: 'integer', default: 0 })
  rechecked: number;

  @Column({ type: 'varchar', length: 300, default: '' })
  error: string;

  @Column({ type: 'varchar', length: 20, name: 'actor_uid', default: '' })
  actorUid: string;

  @DateCol({ name: 'started_at' })
  startedAt: Date;

  @DateCol({ name: 'finished_at', nullable: true })
  finishedAt: Date | null;
}
