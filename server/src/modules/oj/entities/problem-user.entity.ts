import { Column, Entity, Index } from 'typeorm';
import { DateCol, RefCol } from '../../../database/columns';

/** The caller's standing on one problem (accepted / tried), recomputed by onJudged. */
@Entity('oj_problem_users')
@Index('idx_oj_problem_users_uid_last', ['uid', 'lastSubmitAt'])
export class ProblemUserEntity {
  @RefCol({ primary: true })
  uid: string;

  @RefCol({ primary: true, name: 'problem_id' })
  problemId: string;

  /** 1 tried, 2 accepted */
  @Column({ type: 'smallint' })
  status: number;

  @Column({ type: 'integer', default: 0 })
  submissions: number;

  @DateCol({ name: 'last_submit_at' })
  lastSubmitAt: Date;
}
