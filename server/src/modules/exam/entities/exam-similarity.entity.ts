import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateCol, IdCol, RefCol } from '../../../database/columns';

/** A similarity check over the last programming submission of every user for one item. */
@Entity('exam_similarity_jobs')
@Index('idx_exam_similarity_jobs_exam', ['examId', 'id'])
export class ExamSimilarityJobEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'exam_id' })
  examId: string;

  @RefCol({ name: 'item_id' })
  itemId: string;

  /** pending | running | done | failed */
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  state: string;

  /** percent 0-100 */
  @Column({ type: 'smallint', default: 0 })
  progress: number;

  @Column({ type: 'integer', default: 0 })
  submissions: number;

  /** pairs at or above this similarity (percent) are listed */
  @Column({ type: 'smallint', default: 60 })
  threshold: number;

  @Column({ type: 'varchar', length: 200, default: '' })
  error: string;

  @CreatedAt()
  createdAt: Date;

  @DateCol({ name: 'finished_at', nullable: true })
  finishedAt: Date | null;
}

/** One suspicious pair found by a job; the admin confirms or dismisses it. */
@Entity('exam_similarity_pairs')
@Index('idx_exam_similarity_pairs_job_score', ['jobId', 'score'])
export class ExamSimilarityPairEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'job_id' })
  jobId: string;

  @RefCol({ name: 'uid_a' })
  uidA: string;

  @RefCol({ name: 'uid_b' })
  uidB: string;

  @RefCol({ name: 'submission_a' })
  submissionA: string;

  @RefCol({ name: 'submission_b' })
  submissionB: string;

  /** percent 0-100 */
  @Column({ type: 'smallint' })
  score: number;

  /** JSON [[aStart, aEnd, bStart, bEnd], …] matched line ranges (1-based, inclusive) */
  @Column({ type: 'text' })
  matches: string;

  /** pending | confirmed | dismissed */
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: string;
}
