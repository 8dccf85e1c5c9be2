import { Column, Entity } from 'typeorm';
import { CreatedAt, IdCol, RefCol } from '../../../database/columns';

/**
 * A broadcast from the team. Stored once, not once per user: each user's read position lives in
 * NoticeCursorEntity, so unread = broadcasts after the cursor.
 */
@Entity('system_notices')
export class SystemNoticeEntity {
  @IdCol()
  id: string;

  /** SystemNoticeType */
  @Column({ type: 'integer' })
  type: number;

  @Column({ type: 'varchar', length: 100, default: '' })
  title: string;

  @Column({ type: 'varchar', length: 2000 })
  content: string;

  /** the admin who sent it */
  @RefCol({ name: 'sender_uid' })
  senderUid: string;

  @CreatedAt()
  createdAt: Date;
}
