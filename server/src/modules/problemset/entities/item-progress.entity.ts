import { Column, Entity, Index } from 'typeorm';
import { DateCol, RefCol } from '../../../database/columns';

/** The user's state on one item in one round (ItemState: 1 tried, 2 passed, 3 passed after solution). */
@Entity('ps_progress')
@Index('idx_ps_progress_round', ['roundId'])
@Index('idx_ps_progress_item', ['itemId', 'state'])
export class ItemProgressEntity {
  @RefCol({ primary: true, name: 'round_id' })
  roundId: string;

  @RefCol({ primary: true, name: 'item_id' })
  itemId: string;

  @Column({ type: 'smallint' })
  state: number;

  @DateCol({ name: 'updated_at' })
  updatedAt: Date;
}
