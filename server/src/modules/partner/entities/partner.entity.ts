import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, IdCol, RefCol, UpdatedAt } from '../../../database/columns';
import type { PartnerStatus } from '../../../../../types/partner';

/** SPEC §3 partner (by uid): roles and permits; suspension stops attribution and payouts. */
@Entity('partners')
@Index('uq_partners_uid', ['uid'], { unique: true })
export class PartnerEntity {
  @IdCol()
  id: string;

  @RefCol()
  uid: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: PartnerStatus;

  /** comma list of PartnerRole */
  @Column({ type: 'varchar', length: 40, default: '' })
  roles: string;

  /** comma list of JudgeLang the partner may write templates for */
  @Column({ type: 'varchar', length: 120, name: 'lang_permits', default: '' })
  langPermits: string;

  /** comma list of product ids the partner may promote */
  @Column({ type: 'varchar', length: 500, name: 'product_permits', default: '' })
  productPermits: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  note: string;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
