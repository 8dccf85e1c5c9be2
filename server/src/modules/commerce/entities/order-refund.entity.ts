import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateCol, Fen, IdCol, UpdatedAt } from '../../../database/columns';
import type { PayPlatformCode, RefundState } from '../../../../../types/commerce';

/**
 * One refund requested at a provider (an admin's, or the automatic refund of a payment that
 * arrived after its order closed). It stays `processing` until the provider's result — a verified
 * notification or a refund query — moves it on; the conditional update of that move is what makes
 * a result delivered twice take effect once.
 */
@Entity('order_refunds')
@Index('uq_order_refunds_refund_no', ['refundNo'], { unique: true })
@Index('idx_order_refunds_order', ['orderNo'])
@Index('idx_order_refunds_state', ['state', 'updatedAt'])
export class OrderRefundEntity {
  @IdCol()
  id: string;

  /** our out_refund_no */
  @Column({ type: 'varchar', length: 64, name: 'refund_no' })
  refundNo: string;

  @Column({ type: 'varchar', length: 24, name: 'order_no' })
  orderNo: string;

  @Column({ type: 'varchar', length: 16 })
  platform: PayPlatformCode;

  /** the payment refunded (pay_transactions.transaction_id) */
  @Column({ type: 'varchar', length: 64, name: 'transaction_id' })
  transactionId: string;

  @Column({ type: 'varchar', length: 32, name: 'out_trade_no' })
  outTradeNo: string;

  /** what the payment was */
  @Fen('total_fen')
  totalFen: number;

  @Fen('amount_fen')
  amountFen: number;

  @Column({ type: 'varchar', length: 80 })
  reason: string;

  @Column({ type: 'varchar', length: 16, default: 'processing' })
  state: RefundState;

  /** the provider's refund id */
  @Column({ type: 'varchar', length: 64, name: 'refund_id', default: '' })
  refundId: string;

  @Column({ type: 'varchar', length: 64, name: 'received_account', default: '' })
  receivedAccount: string;

  /** admin uid; '' = automatic */
  @Column({ type: 'varchar', length: 20, default: '' })
  operator: string;

  /** false: the money goes back without touching the order (a payment after it closed) */
  @Column({ type: 'boolean', name: 'revokes', default: true })
  revokes: boolean;

  @DateCol({ name: 'finished_at', nullable: true })
  finishedAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
