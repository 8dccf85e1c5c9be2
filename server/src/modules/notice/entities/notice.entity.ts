import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, Flag, IdCol, RefCol } from '../../../database/columns';

/** A notice to one user (reply, mention, like, Q&A answer, order paid, direct message). */
@Entity('notices')
@Index('idx_notices_uid_read', ['uid', 'read'])
@Index('idx_notices_uid_cate_id', ['uid', 'cateType', 'id'])
export class NoticeEntity {
  @IdCol()
  id: string;

  /** the recipient */
  @RefCol()
  uid: string;

  /** NoticeCate */
  @Column({ type: 'integer', name: 'cate_type' })
  cateType: number;

  /** who caused it; null when the platform did */
  @RefCol({ name: 'from_uid', nullable: true })
  fromUid: string | null;

  @Column({ type: 'varchar', length: 100, default: '' })
  title: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  content: string;

  /** app path to open */
  @Column({ type: 'varchar', length: 200, default: '' })
  link: string;

  @RefCol({ name: 'topic_id', nullable: true })
  topicId: string | null;

  @RefCol({ name: 'comment_id', nullable: true })
  commentId: string | null;

  @Flag('is_read')
  read: boolean;

  @CreatedAt()
  createdAt: Date;
}
