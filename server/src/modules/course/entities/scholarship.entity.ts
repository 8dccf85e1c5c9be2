import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, Fen, IdCol, RefCol } from '../../../database/columns';
import type { ScholarshipState } from '../../../../../types/course';

/** A scholarship an admin awards a course's learner (e.g. tuition back for finishing it). */
@Entity('course_scholarships')
@Index('idx_course_scholarships_course', ['courseId'])
export class ScholarshipEntity {
  @IdCol('id')
  id: string;

  @RefCol({ name: 'course_id' })
  courseId: string;

  @Column({ type: 'varchar', length: 20 })
  uid: string;

  @Fen('amount_fen')
  amountFen: number;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  state: ScholarshipState;

  @Column({ type: 'varchar', length: 200, default: '' })
  note: string;

  @Column({ type: 'varchar', length: 20, name: 'admin_uid', default: '' })
  adminUid: string;

  @CreatedAt()
  createdAt: Date;
}
