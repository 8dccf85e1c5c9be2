import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateCol, IdCol, RefCol } from '../../../database/columns';
import type { UserCouponState } from '../../../../../types/commerce';

/** A claimed coupon: unused -> locked (by an unpaid order) -> used; a closed order unlocks it. */
@Entity('user_coupons')
@Index('idx_user_coupons_uid_state', ['uid', 'state'])
@Index('idx_user_coupons_coupon_uid', ['couponId', 'uid'])
export class UserCouponEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'coupon_id' })
  couponId: string;

  @RefCol()
  uid: string;

  @Column({ type: 'varchar', length: 16, default: 'unused' })
  state: UserCouponState;

  @Column({ type: 'varchar', length: 24, name: 'order_no', default: '' })
  orderNo: string;

  @DateCol({ name: 'used_at', nullable: true })
  usedAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
