import { Column, Entity } from 'typeorm';
import { IdCol, RefCol } from '../../../database/columns';

/** A live subject (专题): a series of live lessons, optionally belonging to a course. */
@Entity('live_subjects')
export class LiveSubjectEntity {
  @IdCol('id')
  id: string;

  @Column({ type: 'varchar', length: 60 })
  title: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  description: string;

  /** lessons of a course's subject need course access ('' = open to signed-in users) */
  @RefCol({ name: 'course_id', nullable: true })
  courseId: string | null;

  @Column({ type: 'integer', name: 'order_value', default: 0 })
  orderValue: number;
}
