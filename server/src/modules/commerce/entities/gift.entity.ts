import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateCol, IdCol, RefCol } from '../../../database/columns';

/** A gift grants a product's equities to whoever redeems one of its codes. */
@Entity('gifts')
export class GiftEntity {
  @IdCol()
  id: string;

  @Column({ type: 'varchar', length: 40 })
  name: string;

  @RefCol({ name: 'product_id' })
  productId: string;

  @DateCol({ name: 'valid_until' })
  validUntil: Date;

  @CreatedAt()
  createdAt: Date;
}

/** An exchange code; redeemed once (a conditional update claims it). */
@Entity('gift_codes')
@Index('uq_gift_codes_code', ['code'], { unique: true })
@Index('idx_gift_codes_gift', ['giftId'])
export class GiftCodeEntity {
  @IdCol()
  id: string;

  @Column({ type: 'varchar', length: 16 })
  code: string;

  @RefCol({ name: 'gift_id' })
  giftId: string;

  @Column({ type: 'varchar', length: 20, name: 'batch_no' })
  batchNo: string;

  @RefCol({ name: 'redeemed_by', nullable: true })
  redeemedBy: string | null;

  @DateCol({ name: 'redeemed_at', nullable: true })
  redeemedAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
