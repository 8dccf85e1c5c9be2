import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, Fen, IdCol } from '../../../database/columns';
import type { PayPlatformCode } from '../../../../../types/commerce';

/**
 * One provider-confirmed payment. The unique (platform, transaction_id) index is what makes a
 * notification delivered twice (or fifty times at once) credit the order exactly once.
 */
@Entity('pay_transactions')
@Index('uq_pay_transactions_platform_txn', ['platform', 'transactionId'], { unique: true })
@Index('idx_pay_transactions_order', ['orderNo'])
export class PayTransactionEntity {
  @IdCol()
  id: string;

  @Column({ type: 'varchar', length: 16 })
  platform: PayPlatformCode;

  @Column({ type: 'varchar', length: 64, name: 'transaction_id' })
  transactionId: string;

  @Column({ type: 'varchar', length: 24, name: 'order_no' })
  orderNo: string;

  @Column({ type: 'varchar', length: 32, name: 'out_trade_no' })
  outTradeNo: string;

  @Fen('amount_fen')
  amountFen: number;

  /** the decrypted notification, for reconciliation */
  @Column({ type: 'text', name: 'raw' })
  raw: string;

  @CreatedAt()
  createdAt: Date;
}
