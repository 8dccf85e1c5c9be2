import { Column, Entity } from 'typeorm';
import { Flag, IdCol } from '../../../database/columns';

/** A live channel: where the encoder pushes and the HLS URL viewers play. */
@Entity('live_channels')
export class LiveChannelEntity {
  @IdCol('id')
  id: string;

  @Column({ type: 'varchar', length: 30 })
  name: string;

  @Column({ type: 'varchar', length: 300, name: 'push_url', default: '' })
  pushUrl: string;

  @Column({ type: 'varchar', length: 300, name: 'play_url', default: '' })
  playUrl: string;

  @Flag('enabled')
  enabled: boolean;
}
