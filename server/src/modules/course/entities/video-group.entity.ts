import { Column, Entity } from 'typeorm';
import { IdCol } from '../../../database/columns';

/** Folders of the admin video library. */
@Entity('video_groups')
export class VideoGroupEntity {
  @IdCol('id')
  id: string;

  @Column({ type: 'varchar', length: 30 })
  name: string;

  @Column({ type: 'integer', name: 'order_value', default: 0 })
  orderValue: number;
}
