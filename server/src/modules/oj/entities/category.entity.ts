import { Column, Entity } from 'typeorm';
import { IdCol } from '../../../database/columns';

@Entity('oj_categories')
export class CategoryEntity {
  @IdCol()
  id: string;

  @Column({ type: 'varchar', length: 20 })
  name: string;

  @Column({ type: 'integer', name: 'order_value', default: 0 })
  orderValue: number;
}
