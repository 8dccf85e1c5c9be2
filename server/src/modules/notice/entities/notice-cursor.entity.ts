import { Entity, PrimaryColumn } from 'typeorm';
import { RefCol } from '../../../database/columns';

/** How far a user has read the system broadcasts (the highest read SystemNoticeEntity id). */
@Entity('notice_cursors')
export class NoticeCursorEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  uid: string;

  @RefCol({ name: 'system_read_id', default: 0 })
  systemReadId: string;
}
