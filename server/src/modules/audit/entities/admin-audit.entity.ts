import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, IdCol, LongText, RefCol } from '../../../database/columns';

/** One admin write: who changed which record how, with the record before and after (JSON). */
@Entity('admin_audits')
@Index('idx_admin_audits_entity', ['entity', 'entityId'])
export class AdminAuditEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'actor_uid' })
  actorUid: string;

  /** resource name, e.g. `sale_channel`, `coupon` */
  @Column({ type: 'varchar', length: 40 })
  entity: string;

  @Column({ type: 'varchar', length: 64, name: 'entity_id' })
  entityId: string;

  /** create, update, delete, or a named action such as `refund` */
  @Column({ type: 'varchar', length: 20 })
  action: string;

  @LongText({ nullable: true })
  before: string | null;

  @LongText({ nullable: true })
  after: string | null;

  @CreatedAt()
  createdAt: Date;
}
