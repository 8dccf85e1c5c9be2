import { Column, Entity, Index } from 'typeorm';
import { DateCol, RefCol } from '../../../database/columns';

/**
 * A learner's computed score and state of one gate (written by the score calculation and by the
 * learner's own views). `factsAt` is when the facts behind it were read: an older computation
 * never overwrites a newer one, so a run that overlaps learner activity cannot leave stale rows.
 */
@Entity('training_gate_scores')
@Index('idx_training_gate_scores_cohort', ['cohortId', 'uid'])
export class GateScoreEntity {
  @Column({ type: 'varchar', length: 20, primary: true })
  uid: string;

  @RefCol({ primary: true, name: 'gate_id' })
  gateId: string;

  @RefCol({ name: 'course_id' })
  courseId: string;

  @RefCol({ name: 'cohort_id' })
  cohortId: string;

  @Column({ type: 'integer', default: 0 })
  score: number;

  /** passed | in_progress | available | locked */
  @Column({ type: 'varchar', length: 12 })
  state: string;

  /** JSON ScoreParts */
  @Column({ type: 'varchar', length: 200, default: '' })
  parts: string;

  @DateCol({ name: 'passed_at', nullable: true })
  passedAt: Date | null;

  @DateCol({ name: 'facts_at' })
  factsAt: Date;
}
