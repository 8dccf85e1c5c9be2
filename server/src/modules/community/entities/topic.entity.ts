import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateCol, Flag, IdCol, LongText, RefCol, UpdatedAt } from '../../../database/columns';

/** A topic hangs on anything through (cate_type, cate_id, sub_cate_id) (SPEC §3). */
@Entity('topics')
@Index('idx_topics_cate', ['cateType', 'cateId', 'subCateId', 'deleted', 'top', 'id'])
@Index('idx_topics_uid', ['uid', 'deleted', 'id'])
export class TopicEntity {
  @IdCol()
  id: string;

  @RefCol()
  uid: string;

  /** ContentType */
  @Column({ type: 'integer', name: 'cate_type' })
  cateType: number;

  @RefCol({ name: 'cate_id', default: 0 })
  cateId: string;

  @RefCol({ name: 'sub_cate_id', default: 0 })
  subCateId: string;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  /** markdown, at most 30000 characters */
  @LongText()
  content: string;

  /** comma-joined stored images (`oss:<key>`), signed on every read */
  @Column({ type: 'text', nullable: true })
  images: string | null;

  /** comma-joined uids mentioned in the content */
  @Column({ type: 'varchar', length: 500, default: '' })
  mentions: string;

  @Column({ type: 'integer', name: 'like_count', default: 0 })
  likeCount: number;

  @Column({ type: 'integer', name: 'favorite_count', default: 0 })
  favoriteCount: number;

  @Column({ type: 'integer', name: 'comment_count', default: 0 })
  commentCount: number;

  @Flag('top')
  top: boolean;

  @Flag('valuable')
  valuable: boolean;

  /** created by an admin in a fake user's name */
  @Flag('is_virtual')
  virtual: boolean;

  @Flag('deleted')
  deleted: boolean;

  @DateCol({ name: 'last_reply_at', nullable: true })
  lastReplyAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
