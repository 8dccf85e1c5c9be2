import { Column, Entity, Index } from 'typeorm';
import type { MigrateMethod } from '../../../../../types/migrate';
import { CreatedAt, IdCol, RefCol } from '../../../database/columns';

/** SPEC §3 migration (id): one account merged into another, with what moved. */
@Entity('account_migrations')
@Index('idx_account_migrations_to', ['toUid'])
@Index('idx_account_migrations_from', ['fromUid'])
export class AccountMigrationEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'from_uid' })
  fromUid: string;

  @RefCol({ name: 'to_uid' })
  toUid: string;

  @Column({ type: 'varchar', length: 8 })
  method: MigrateMethod;

  /** JSON MigrateCounts */
  @Column({ type: 'text' })
  counts: string;

  @CreatedAt()
  createdAt: Date;
}
