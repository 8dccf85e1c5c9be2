import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, IdCol, RefCol } from '../../../database/columns';

/** One line per change of an enrollment (enroll, move cohort, extend, revoke) and who made it. */
@Entity('training_enrollment_audits')
@Index('idx_training_enrollment_audits_uid', ['uid', 'id'])
export class EnrollmentAuditEntity {
  @IdCol('id')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  uid: string;

  @RefCol({ name: 'course_id' })
  courseId: string;

  @Column({ type: 'varchar', length: 20, name: 'actor_uid' })
  actorUid: string;

  /** enroll | move | extend | revoke */
  @Column({ type: 'varchar', length: 10 })
  action: 'enroll' | 'move' | 'extend' | 'revoke';

  @Column({ type: 'varchar', length: 300, default: '' })
  detail: string;

  @CreatedAt()
  createdAt: Date;
}
