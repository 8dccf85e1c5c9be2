import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateCol, Fen, IdCol, RefCol, UpdatedAt } from '../../../database/columns';
import type { OrderRefundState, OrderState, PayChannelCode, ProductCategory } from '../../../../../types/commerce';

@Entity('orders')
@Index('idx_orders_paid_at', ['paidAt'])
@Index('idx_orders_refunded_at', ['refundedAt'])
@Index('uq_orders_order_no', ['orderNo'], { unique: true })
@Index('idx_orders_uid_id', ['uid', 'id'])
@Index('idx_orders_state_expires', ['state', 'expiresAt'])
@Index('idx_orders_channel', ['channelCode'])
export class OrderEntity {
  @IdCol()
  id: string;

  /** public order number: also WeChat Pay's out_trade_no prefix */
  @Column({ type: 'varchar', length: 24, name: 'order_no' })
  orderNo: string;

  @RefCol()
  uid: string;

  @RefCol({ name: 'product_id' })
  productId: string;

  /** copied at order time: the product may be renamed later */
  @Column({ type: 'varchar', length: 60, name: 'product_name' })
  productName: string;

  @Column({ type: 'varchar', length: 16 })
  category: ProductCategory;

  @Column({ type: 'varchar', length: 16, default: 'unpaid' })
  state: OrderState;

  @Fen('price_fen')
  priceFen: number;

  @Fen('discount_fen')
  discountFen: number;

  @Fen('amount_fen')
  amountFen: number;

  /** the user coupon locked by this order */
  @RefCol({ name: 'user_coupon_id', nullable: true })
  userCouponId: string | null;

  @Column({ type: 'varchar', length: 60, name: 'coupon_name', default: '' })
  couponName: string;

  /** sale channel attribution (the `/:channel` landing code) */
  @Column({ type: 'varchar', length: 32, name: 'channel_code', default: '' })
  channelCode: string;

  @Column({ type: 'varchar', length: 16, name: 'pay_channel', default: '' })
  payChannel: PayChannelCode | '';

  @Column({ type: 'varchar', length: 64, name: 'transaction_id', default: '' })
  transactionId: string;

  @DateCol({ name: 'expires_at' })
  expiresAt: Date;

  @DateCol({ name: 'paid_at', nullable: true })
  paidAt: Date | null;

  @DateCol({ name: 'closed_at', nullable: true })
  closedAt: Date | null;

  @DateCol({ name: 'refunded_at', nullable: true })
  refundedAt: Date | null;

  @Column({ type: 'varchar', length: 80, name: 'refund_reason', default: '' })
  refundReason: string;

  @Column({ type: 'varchar', length: 64, name: 'refund_id', default: '' })
  refundId: string;

  @Column({ type: 'varchar', length: 16, name: 'refund_state', default: 'none' })
  refundState: OrderRefundState;

  /** sum of the successful refunds */
  @Fen('refunded_fen')
  refundedFen: number;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
