import { Column, Entity, Index } from 'typeorm';
import type { ContractKind } from '../../../../../types/contract';
import { CreatedAt, DateCol, IdCol, LongText } from '../../../database/columns';

/** One version of the user agreement or the privacy policy; in force from `effective_at` until a newer one is. */
@Entity('contract_versions')
@Index('uq_contract_versions_kind_version', ['kind', 'version'], { unique: true })
@Index('idx_contract_versions_kind_effective', ['kind', 'effectiveAt'])
export class ContractVersionEntity {
  @IdCol()
  id: string;

  @Column({ type: 'varchar', length: 16 })
  kind: ContractKind;

  @Column({ type: 'varchar', length: 20 })
  version: string;

  @Column({ type: 'varchar', length: 60 })
  title: string;

  @LongText()
  content: string;

  @DateCol({ name: 'effective_at' })
  effectiveAt: Date;

  @CreatedAt()
  createdAt: Date;
}
