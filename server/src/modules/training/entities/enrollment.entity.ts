import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateCol, IdCol, RefCol, UpdatedAt } from '../../../database/columns';

/** A learner's place in a camp: one per user and camp, in one cohort. */
@Entity('training_enrollments')
@Index('uq_training_enrollments_uid_course', ['uid', 'courseId'], { unique: true })
@Index('idx_training_enrollments_cohort', ['cohortId', 'status'])
export class EnrollmentEntity {
  @IdCol('enrollment_id')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  uid: string;

  @RefCol({ name: 'course_id' })
  courseId: string;

  @RefCol({ name: 'cohort_id' })
  cohortId: string;

  /** active | revoked */
  @Column({ type: 'varchar', length: 10, default: 'active' })
  status: 'active' | 'revoked';

  /** null = no end */
  @DateCol({ name: 'expires_at', nullable: true })
  expiresAt: Date | null;

  /** order:<no> | admin:<uid> | equity */
  @Column({ type: 'varchar', length: 60, default: '' })
  source: string;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
