import { Column, Entity, Index } from 'typeorm';
import { DateCol, IdCol, LongText, RefCol, UpdatedAt } from '../../../database/columns';

/**
 * SPEC §3 exam submit: one attempt. `deadline = min(start + duration (+ extra), window end)` is
 * computed by the server at start; state in_progress -> submitted | expired (auto) | abandoned.
 */
@Entity('exam_submits')
@Index('uq_exam_submits_exam_uid_attempt', ['examId', 'uid', 'attemptNo'], { unique: true })
@Index('idx_exam_submits_state_deadline', ['state', 'deadline'])
@Index('idx_exam_submits_exam_score', ['examId', 'state', 'score'])
export class ExamSubmitEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'exam_id' })
  examId: string;

  @RefCol()
  uid: string;

  @Column({ type: 'smallint', name: 'attempt_no', default: 1 })
  attemptNo: number;

  /** AttemptState */
  @Column({ type: 'varchar', length: 12, default: 'in_progress' })
  state: string;

  @DateCol({ name: 'started_at' })
  startedAt: Date;

  @DateCol()
  deadline: Date;

  @DateCol({ name: 'submitted_at', nullable: true })
  submittedAt: Date | null;

  /** JSON PaperSlot[]: the questions drawn for this attempt and their option order */
  @Column({ type: 'text' })
  paper: string;

  /** JSON Record<slot, ExamAnswer> (autosaved) */
  @LongText()
  answers: string;

  /** JSON string[]: slots the user flagged */
  @Column({ type: 'varchar', length: 1000, default: '[]' })
  flags: string;

  /** JSON Record<slot, {score, max, correct}> written at hand-in and by re-scores */
  @Column({ type: 'text', nullable: true })
  results: string | null;

  @Column({ type: 'integer', default: 0 })
  score: number;

  @Column({ type: 'integer', name: 'max_score', default: 0 })
  maxScore: number;

  /** seconds from start to hand-in (rank tie-break) */
  @Column({ type: 'integer', name: 'time_used', default: 0 })
  timeUsed: number;

  @UpdatedAt()
  updatedAt: Date;
}
