import { Column, Entity, Index } from 'typeorm';
import { IdCol, RefCol } from '../../../database/columns';
import type { EquityKind } from '../../../../../types/commerce';

/** One equity a product grants when bought (or redeemed through a gift). */
@Entity('product_equities')
@Index('idx_product_equities_product', ['productId'])
export class ProductEquityEntity {
  @IdCol('equity_id')
  id: string;

  @RefCol({ name: 'product_id' })
  productId: string;

  @Column({ type: 'varchar', length: 16 })
  kind: EquityKind;

  @Column({ type: 'varchar', length: 32, name: 'target_id', default: '' })
  targetId: string;

  /** 0 = permanent */
  @Column({ type: 'integer', name: 'duration_days' })
  durationDays: number;
}
