import { Column, Entity, Index } from 'typeorm';
import { DateCol, IdCol, RefCol } from '../../../database/columns';
import type { EquityKind } from '../../../../../types/commerce';

/**
 * The ledger of grants. Renewals stack: each live grant starts where the previous one ended, so
 * revoking one (a refund) shortens the chain by exactly its duration.
 */
@Entity('equity_grants')
@Index('idx_equity_grants_granted', ['grantedAt'])
@Index('idx_equity_grants_holder', ['uid', 'kind', 'targetId'])
@Index('idx_equity_grants_source', ['source'])
export class EquityGrantEntity {
  @IdCol()
  id: string;

  @RefCol()
  uid: string;

  @Column({ type: 'varchar', length: 16 })
  kind: EquityKind;

  @Column({ type: 'varchar', length: 32, name: 'target_id', default: '' })
  targetId: string;

  /** 0 = permanent */
  @Column({ type: 'integer', name: 'duration_days' })
  durationDays: number;

  /** who granted it: order:<orderNo>, gift:<code>, admin:<uid>, seed */
  @Column({ type: 'varchar', length: 64 })
  source: string;

  @DateCol({ name: 'revoked_at', nullable: true })
  revokedAt: Date | null;

  /** set by the app (not the database clock) so the chain order is the order of grants */
  @DateCol({ name: 'granted_at' })
  grantedAt: Date;
}
