import { Entity, Index } from 'typeorm';
import { DateCol, IdCol, RefCol } from '../../../database/columns';

/** A user opened a solution (official or community) of a problem: needed for 看过题解后通过. */
@Entity('ps_solution_views')
@Index('idx_ps_solution_views_user_problem', ['uid', 'problemId', 'viewedAt'])
export class SolutionViewEntity {
  @IdCol()
  id: string;

  @RefCol()
  uid: string;

  @RefCol({ name: 'problem_id' })
  problemId: string;

  @DateCol({ name: 'viewed_at' })
  viewedAt: Date;
}
