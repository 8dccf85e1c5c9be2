import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateCol, IdCol, LongText, RefCol } from '../../../database/columns';

/** A training group (SPEC §3; 期/班级, gid) of a camp: start date, teachers, capacity, schedule. */
@Entity('training_cohorts')
@Index('idx_training_cohorts_course', ['courseId', 'startAt'])
export class CohortEntity {
  @IdCol('cohort_id')
  id: string;

  /** the camp: a course of kind training */
  @RefCol({ name: 'course_id' })
  courseId: string;

  @Column({ type: 'varchar', length: 30 })
  name: string;

  @DateCol({ name: 'start_at' })
  startAt: Date;

  @DateCol({ name: 'end_at', nullable: true })
  endAt: Date | null;

  @Column({ type: 'integer', default: 50 })
  capacity: number;

  /** comma-separated teacher uids */
  @Column({ type: 'varchar', length: 200, name: 'teacher_uids', default: '' })
  teacherUids: string;

  /** markdown */
  @LongText({ nullable: true })
  schedule: string | null;

  /** markdown */
  @LongText({ nullable: true })
  announcement: string | null;

  @CreatedAt()
  createdAt: Date;
}
