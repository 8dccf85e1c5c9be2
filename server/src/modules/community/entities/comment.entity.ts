import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, Flag, IdCol, RefCol } from '../../../database/columns';

/** A comment on a topic (level 1) or a reply in a comment's thread (level 2). */
@Entity('comments')
@Index('idx_comments_topic', ['topicId', 'parentId', 'deleted', 'id'])
@Index('idx_comments_moderation', ['cateType', 'handled', 'deleted', 'id'])
export class CommentEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'topic_id' })
  topicId: string;

  /** the topic's cate_type, copied so moderation lists filter without a join */
  @Column({ type: 'integer', name: 'cate_type' })
  cateType: number;

  @RefCol()
  uid: string;

  /** 0 for a comment on the topic, else the level-1 comment of the thread */
  @RefCol({ name: 'parent_id', default: 0 })
  parentId: string;

  @Column({ type: 'integer', default: 1 })
  level: number;

  /** whom a reply answers (0: nobody in particular) */
  @RefCol({ name: 'to_uid', default: 0 })
  toUid: string;

  @RefCol({ name: 'to_reply_id', default: 0 })
  toReplyId: string;

  /** at most 500 characters (4 bytes each in utf8mb4) */
  @Column({ type: 'varchar', length: 2000 })
  content: string;

  @Column({ type: 'text', nullable: true })
  images: string | null;

  @Column({ type: 'varchar', length: 500, default: '' })
  mentions: string;

  @Column({ type: 'integer', name: 'like_count', default: 0 })
  likeCount: number;

  @Column({ type: 'integer', name: 'reply_count', default: 0 })
  replyCount: number;

  /** shown to everyone; a hidden comment is seen by its author and admins only */
  @Column({ type: 'boolean', name: 'is_public', default: true })
  public: boolean;

  /** moderation: answered or dealt with */
  @Flag('handled')
  handled: boolean;

  @Flag('is_robot')
  robot: boolean;

  @Flag('deleted')
  deleted: boolean;

  @CreatedAt()
  createdAt: Date;
}
