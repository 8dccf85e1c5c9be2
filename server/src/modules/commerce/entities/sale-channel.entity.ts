import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, Flag, IdCol } from '../../../database/columns';

/** A promotion channel: `/:channel` landings record its code on the orders they bring. */
@Entity('sale_channels')
@Index('uq_sale_channels_code', ['code'], { unique: true })
export class SaleChannelEntity {
  @IdCol()
  id: string;

  @Column({ type: 'varchar', length: 32 })
  code: string;

  @Column({ type: 'varchar', length: 40 })
  name: string;

  @Flag('enabled')
  enabled: boolean;

  @CreatedAt()
  createdAt: Date;
}
