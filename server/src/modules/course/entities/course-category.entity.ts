import { Column, Entity } from 'typeorm';
import { IdCol } from '../../../database/columns';

/** Course groups of the catalogue (admin "course group"): 深度技能课, 求职辅导, ... */
@Entity('course_categories')
export class CourseCategoryEntity {
  @IdCol('id')
  id: string;

  @Column({ type: 'varchar', length: 30 })
  name: string;

  @Column({ type: 'integer', name: 'order_value', default: 0 })
  orderValue: number;
}
