import { Column, Entity } from 'typeorm';
import { IdCol } from '../../../database/columns';

/** A named comparison rule admins pick for problems; `spec` is the judge's config.yaml checker value. */
@Entity('oj_checkers')
export class CheckerEntity {
  @IdCol()
  id: string;

  @Column({ type: 'varchar', length: 30 })
  name: string;

  /** default | exact | float:<eps> | tokens-ci | custom */
  @Column({ type: 'varchar', length: 32 })
  spec: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  description: string;
}
