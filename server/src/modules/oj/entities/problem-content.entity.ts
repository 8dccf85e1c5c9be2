import { Column, Entity, Index } from 'typeorm';
import { IdCol, LongText, RefCol, UpdatedAt } from '../../../database/columns';

/** A problem statement in one answer mode (SPEC §3: content id per mode). Markdown with math. */
@Entity('oj_problem_contents')
@Index('uq_oj_problem_contents_mode', ['problemId', 'codeMode'], { unique: true })
export class ProblemContentEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'problem_id' })
  problemId: string;

  /** 1 ACM, 2 TPL */
  @Column({ type: 'smallint', name: 'code_mode' })
  codeMode: number;

  @LongText()
  content: string;

  @UpdatedAt()
  updatedAt: Date;
}
