import { Column, Entity, Index } from 'typeorm';
import { IdCol, RefCol } from '../../../database/columns';

/** A chapter of a course (SPEC §3 group: group_id, name, order_value). */
@Entity('course_groups')
@Index('idx_course_groups_course', ['courseId', 'orderValue'])
export class CourseGroupEntity {
  @IdCol('group_id')
  id: string;

  @RefCol({ name: 'course_id' })
  courseId: string;

  @Column({ type: 'varchar', length: 30 })
  name: string;

  @Column({ type: 'integer', name: 'order_value', default: 0 })
  orderValue: number;
}
