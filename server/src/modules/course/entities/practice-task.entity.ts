import type { PracticeKind } from '../../../../../types/course';
import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateCol, IdCol, LongText, RefCol } from '../../../database/columns';

/** 项目实战任务 of a course. */
@Entity('practice_tasks')
@Index('idx_practice_tasks_course', ['courseId', 'orderValue'])
export class PracticeTaskEntity {
  @IdCol('task_id')
  id: string;

  @RefCol({ name: 'course_id' })
  courseId: string;

  /** which /service task route lists it */
  @Column({ type: 'varchar', length: 16, default: 'project' })
  kind: PracticeKind;

  @Column({ type: 'varchar', length: 60 })
  title: string;

  /** markdown */
  @LongText({ nullable: true })
  content: string | null;

  @Column({ type: 'integer', name: 'order_value', default: 0 })
  orderValue: number;

  @DateCol({ nullable: true })
  deadline: Date | null;

  @CreatedAt()
  createdAt: Date;
}
