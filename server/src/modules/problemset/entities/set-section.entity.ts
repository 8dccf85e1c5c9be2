import { Column, Entity, Index } from 'typeorm';
import { IdCol, RefCol } from '../../../database/columns';

/** A named group of a set's items (哈希, 双指针 …) with a short guide. */
@Entity('ps_sections')
@Index('idx_ps_sections_set', ['setId', 'orderValue'])
export class SetSectionEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'set_id' })
  setId: string;

  @Column({ type: 'varchar', length: 30 })
  title: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  guide: string;

  @Column({ type: 'integer', name: 'order_value', default: 0 })
  orderValue: number;
}
