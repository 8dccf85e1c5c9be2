import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateCol, IdCol, LongText, RefCol } from '../../../database/columns';

/** SPEC §3 submission. Status pending -> done; the verdict and statistics are written by onJudged. */
@Entity('oj_submissions')
@Index('idx_oj_submissions_status', ['status'])
@Index('idx_oj_submissions_created', ['createdAt'])
@Index('idx_oj_submissions_uid_problem', ['uid', 'problemId', 'submissionId'])
@Index('idx_oj_submissions_problem_verdict', ['problemId', 'verdict'])
export class SubmissionEntity {
  @IdCol('submission_id')
  submissionId: string;

  @RefCol()
  uid: string;

  @RefCol({ name: 'problem_id' })
  problemId: string;

  @Column({ type: 'varchar', length: 16 })
  lang: string;

  /** 1 ACM, 2 TPL */
  @Column({ type: 'smallint', name: 'code_mode' })
  codeMode: number;

  @LongText()
  code: string;

  /** pending | done ("judging" is known from the live progress) */
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: string;

  /** bumped by a rejudge so a late result of an earlier judging is ignored */
  @Column({ type: 'integer', name: 'judge_seq', default: 1 })
  judgeSeq: number;

  @Column({ type: 'varchar', length: 4, nullable: true })
  verdict: string | null;

  @Column({ type: 'integer', name: 'time_ms', default: 0 })
  timeMs: number;

  @Column({ type: 'integer', name: 'memory_kb', default: 0 })
  memoryKb: number;

  @Column({ type: 'smallint', default: 0 })
  score: number;

  /** JSON CaseResult[] */
  @Column({ type: 'text', nullable: true })
  cases: string | null;

  @Column({ type: 'integer', name: 'failed_case', nullable: true })
  failedCase: number | null;

  /** compiler output, truncated by the judge */
  @Column({ type: 'text', name: 'compile_output', nullable: true })
  compileOutput: string | null;

  @CreatedAt()
  createdAt: Date;

  @DateCol({ name: 'judged_at', nullable: true })
  judgedAt: Date | null;
}
