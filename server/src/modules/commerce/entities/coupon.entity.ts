import { Column, Entity } from 'typeorm';
import { CreatedAt, DateCol, Fen, Flag, IdCol } from '../../../database/columns';
import type { CouponKind } from '../../../../../types/commerce';

/** A coupon template created by admins; users claim copies (UserCouponEntity). */
@Entity('coupons')
export class CouponEntity {
  @IdCol()
  id: string;

  @Column({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  kind: CouponKind;

  /** amount: fen off; discount: percent paid */
  @Column({ type: 'integer' })
  value: number;

  @Fen('min_fen')
  minFen: number;

  /** comma-separated product ids; '' = all */
  @Column({ type: 'varchar', length: 500, name: 'product_ids', default: '' })
  productIds: string;

  @DateCol({ name: 'valid_from' })
  validFrom: Date;

  @DateCol({ name: 'valid_until' })
  validUntil: Date;

  @Column({ type: 'integer', name: 'per_user_limit', default: 1 })
  perUserLimit: number;

  /** 0 = unlimited */
  @Column({ type: 'integer', default: 0 })
  total: number;

  @Column({ type: 'integer', default: 0 })
  claimed: number;

  @Flag('enabled')
  enabled: boolean;

  @CreatedAt()
  createdAt: Date;
}
