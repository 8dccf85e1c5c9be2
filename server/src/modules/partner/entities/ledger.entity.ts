import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateCol, Fen, IdCol, RefCol } from '../../../database/columns';
import type { AttributionPolicy, LedgerKind, PayoutState } from '../../../../../types/partner';

/**
 * The append-only commission ledger (fen). Rows are never updated: pending vs available is the
 * time `available_at`; `ref` is unique, so one order earns one commission and one clawback.
 */
@Entity('partner_ledger')
@Index('uq_partner_ledger_ref', ['ref'], { unique: true })
@Index('idx_partner_ledger_uid', ['uid', 'id'])
@Index('idx_partner_ledger_promotion', ['promotionId'])
export class LedgerEntryEntity {
  @IdCol()
  id: string;

  @RefCol()
  uid: string;

  @Column({ type: 'varchar', length: 20 })
  kind: LedgerKind;

  /** signed fen */
  @Column({ type: 'integer', name: 'amount_fen' })
  amountFen: number;

  @DateCol({ name: 'available_at' })
  availableAt: Date;

  /** idempotency key: commission:<order>, clawback:<order>, payout:<id>, … */
  @Column({ type: 'varchar', length: 64 })
  ref: string;

  @Column({ type: 'varchar', length: 24, name: 'order_no', default: '' })
  orderNo: string;

  @RefCol({ name: 'promotion_id', nullable: true })
  promotionId: string | null;

  @Column({ type: 'varchar', length: 200, default: '' })
  note: string;

  @CreatedAt()
  createdAt: Date;
}

@Entity('partner_payouts')
@Index('idx_partner_payouts_uid', ['uid', 'id'])
export class PayoutEntity {
  @IdCol()
  id: string;

  @RefCol()
  uid: string;

  @Fen('amount_fen')
  amountFen: number;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  state: PayoutState;

  @Column({ type: 'varchar', length: 200, default: '' })
  note: string;

  @RefCol({ name: 'admin_uid' })
  adminUid: string;

  @CreatedAt()
  createdAt: Date;

  @DateCol({ name: 'settled_at', nullable: true })
  settledAt: Date | null;
}

/** Program settings: one row (id 1). */
@Entity('partner_program')
export class ProgramEntity {
  @IdCol()
  id: string;

  @Column({ type: 'varchar', length: 8, default: 'last' })
  policy: AttributionPolicy;

  @Column({ type: 'integer', name: 'window_days', default: 30 })
  windowDays: number;

  @Column({ type: 'integer', name: 'hold_days', default: 7 })
  holdDays: number;

  @Fen('min_payout_fen')
  minPayoutFen: number;
}

/** SPEC §3 migration (id): a partner's promotions and balance moved to another account. */
@Entity('partner_migrations')
export class MigrationEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'from_uid' })
  fromUid: string;

  @RefCol({ name: 'to_uid' })
  toUid: string;

  @Column({ type: 'integer', default: 0 })
  promotions: number;

  @Column({ type: 'integer', name: 'balance_fen', default: 0 })
  balanceFen: number;

  @Column({ type: 'varchar', length: 200, default: '' })
  reason: string;

  @RefCol({ name: 'admin_uid' })
  adminUid: string;

  @CreatedAt()
  createdAt: Date;
}
