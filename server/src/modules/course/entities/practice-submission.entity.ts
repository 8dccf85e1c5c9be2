import { Column, Entity, Index } from 'typeorm';
import { DateCol, IdCol, LongText, RefCol, UpdatedAt } from '../../../database/columns';
import type { SubmissionState } from '../../../../../types/course';

/** A learner's answer to a task; submitting again replaces it and waits for review again. */
@Entity('practice_submissions')
@Index('uq_practice_submissions_task_uid', ['taskId', 'uid'], { unique: true })
@Index('idx_practice_submissions_course', ['courseId', 'state'])
export class PracticeSubmissionEntity {
  @IdCol('id')
  id: string;

  @RefCol({ name: 'task_id' })
  taskId: string;

  @RefCol({ name: 'course_id' })
  courseId: string;

  @Column({ type: 'varchar', length: 20 })
  uid: string;

  @LongText()
  content: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  link: string;

  @Column({ type: 'varchar', length: 16, default: 'submitted' })
  state: SubmissionState;

  @Column({ type: 'varchar', length: 500, default: '' })
  review: string;

  @Column({ type: 'varchar', length: 20, name: 'reviewer_uid', default: '' })
  reviewerUid: string;

  @DateCol({ name: 'reviewed_at', nullable: true })
  reviewedAt: Date | null;

  @UpdatedAt()
  updatedAt: Date;
}
