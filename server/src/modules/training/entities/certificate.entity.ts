import { Column, Entity, Index } from 'typeorm';
import { DateCol, IdCol, RefCol } from '../../../database/columns';

/** A completion certificate, issued once when a learner has passed every gate of the camp. */
@Entity('training_certificates')
@Index('uq_training_certificates_uid_course', ['uid', 'courseId'], { unique: true })
@Index('uq_training_certificates_code', ['code'], { unique: true })
export class CertificateEntity {
  @IdCol('id')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  uid: string;

  @RefCol({ name: 'course_id' })
  courseId: string;

  @RefCol({ name: 'cohort_id' })
  cohortId: string;

  /** verification code printed on the image */
  @Column({ type: 'varchar', length: 16 })
  code: string;

  /** name, camp and cohort as printed (they do not change with later renames) */
  @Column({ type: 'varchar', length: 200 })
  printed: string;

  @DateCol({ name: 'issued_at' })
  issuedAt: Date;
}
