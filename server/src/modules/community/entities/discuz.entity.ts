import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, IdCol, RefCol } from '../../../database/columns';

/** A planet board (admin: discuz); its topics are DISCUSSION topics with cate_id = board id. */
@Entity('discuz')
export class DiscuzEntity {
  @IdCol()
  id: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 800, default: '' })
  description: string;

  @Column({ type: 'integer', name: 'order_value', default: 0 })
  orderValue: number;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @CreatedAt()
  createdAt: Date;
}

/** A tag of a board; a topic's sub_cate_id names it. */
@Entity('discuz_tags')
@Index('idx_discuz_tags_discuz', ['discuzId', 'orderValue'])
export class DiscuzTagEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'discuz_id' })
  discuzId: string;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'integer', name: 'order_value', default: 0 })
  orderValue: number;

  @CreatedAt()
  createdAt: Date;
}
