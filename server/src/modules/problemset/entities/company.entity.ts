import { Column, Entity } from 'typeorm';
import { CreatedAt, IdCol } from '../../../database/columns';

/** A company of 公司题库. */
@Entity('ps_companies')
export class CompanyEntity {
  @IdCol()
  id: string;

  @Column({ type: 'varchar', length: 30 })
  name: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  logo: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  intro: string;

  @Column({ type: 'integer', name: 'order_value', default: 0 })
  orderValue: number;

  @CreatedAt()
  createdAt: Date;
}
