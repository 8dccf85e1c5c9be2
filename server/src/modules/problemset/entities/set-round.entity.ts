import { Column, Entity, Index } from 'typeorm';
import { DateCol, IdCol, RefCol } from '../../../database/columns';

/** A user's pass through a set. 重置进度 closes the current round and opens the next; closed rounds stay as history. */
@Entity('ps_rounds')
@Index('uq_ps_rounds_user_set_round', ['uid', 'setId', 'round'], { unique: true })
@Index('idx_ps_rounds_set', ['setId', 'closedAt'])
export class SetRoundEntity {
  @IdCol()
  id: string;

  @RefCol()
  uid: string;

  @RefCol({ name: 'set_id' })
  setId: string;

  @Column({ type: 'integer' })
  round: number;

  @DateCol({ name: 'started_at' })
  startedAt: Date;

  /** null for the current round */
  @DateCol({ name: 'closed_at', nullable: true })
  closedAt: Date | null;

  /** items passed in this round (kept up to date by the progress writer) */
  @Column({ type: 'integer', default: 0 })
  solved: number;

  @DateCol({ name: 'active_at' })
  activeAt: Date;
}
