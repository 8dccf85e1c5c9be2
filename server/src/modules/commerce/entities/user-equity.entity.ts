import { Column, Entity, Index } from 'typeorm';
import { DateCol, IdCol, RefCol, UpdatedAt } from '../../../database/columns';
import type { EquityKind } from '../../../../../types/commerce';

/**
 * What a user holds now: one row per (uid, kind, target), its expiry recomputed from the grant
 * ledger on every grant or revoke. Permit checks read only this table.
 */
@Entity('user_equities')
@Index('uq_user_equities_uid_kind_target', ['uid', 'kind', 'targetId'], { unique: true })
@Index('idx_user_equities_kind_expires', ['kind', 'expiresAt'])
export class UserEquityEntity {
  @IdCol()
  id: string;

  @RefCol()
  uid: string;

  @Column({ type: 'varchar', length: 16 })
  kind: EquityKind;

  /** course/problem set/camp id; '' for vip and oj */
  @Column({ type: 'varchar', length: 32, name: 'target_id', default: '' })
  targetId: string;

  /** the permit holds while now < expires_at; permanent grants use PERMANENT_UNTIL */
  @DateCol({ name: 'expires_at' })
  expiresAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
