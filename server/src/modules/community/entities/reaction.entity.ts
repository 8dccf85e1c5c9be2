import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, IdCol, RefCol } from '../../../database/columns';

/** One like of a topic or a comment; the unique index makes liking idempotent. */
@Entity('community_likes')
@Index('uq_likes_target_uid', ['targetType', 'targetId', 'uid'], { unique: true })
export class LikeEntity {
  @IdCol()
  id: string;

  /** 'topic' | 'comment' */
  @Column({ type: 'varchar', length: 8, name: 'target_type' })
  targetType: 'topic' | 'comment';

  @RefCol({ name: 'target_id' })
  targetId: string;

  @RefCol()
  uid: string;

  @CreatedAt()
  createdAt: Date;
}

@Entity('community_favorites')
@Index('uq_favorites_topic_uid', ['topicId', 'uid'], { unique: true })
@Index('idx_favorites_uid', ['uid', 'id'])
export class FavoriteEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'topic_id' })
  topicId: string;

  @RefCol()
  uid: string;

  @CreatedAt()
  createdAt: Date;
}
