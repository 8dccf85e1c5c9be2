import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { FavoriteState, LikeState } from '../../../../types/community';
import { NoticeCate } from '../../../../types/notice';
import type { Caller } from '../../common/request-context';
import { forUpdate, inTransaction } from '../../database/transaction';
import { NoticeService } from '../notice/notice.service';
import { CommentService } from './comment.service';
import { CommentEntity } from './entities/comment.entity';
import { FavoriteEntity, LikeEntity } from './entities/reaction.entity';
import { TopicEntity } from './entities/topic.entity';
import { TopicService } from './topic.service';

/**
 * Like/unlike and favorite/unfavorite. Each is idempotent: the row and the counter change together
 * in one transaction, and only a real change moves the counter (or sends the like notice).
 */
@Injectable()
export class ReactionService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly topics: TopicService,
    private readonly comments: CommentService,
    private readonly notices: NoticeService,
  ) {}

  async likeTopic(caller: Caller, topicId: string, on: boolean): Promise<LikeState> {
    const t = await this.topics.loadVisible(caller, topicId);
    return inTransaction(this.ds, async (em) => {
      // the row lock serializes concurrent likes of one target (MariaDB), so the unique index never trips
      await em.getRepository(TopicEntity).findOne({ where: { id: t.id }, ...forUpdate(em) });
      const changed = await this.toggleLike(em, 'topic', t.id, caller.uid, on);
      if (changed) await em.getRepository(TopicEntity).increment({ id: t.id }, 'likeCount', on ? 1 : -1);
      if (changed && on) {
        await this.notices.create({ uid: t.uid, cateType: NoticeCate.LIKE, fromUid: caller.uid, title: t.title, content: `赞了你的帖子「${t.title}」`, link: `/topic/${t.id}`, topicId: t.id }, em);
      }
      const fresh = await em.getRepository(TopicEntity).findOneByOrFail({ id: t.id });
      return { liked: on, like_count: fresh.likeCount };
    });
  }

  async likeComment(caller: Caller, commentId: string, on: boolean): Promise<LikeState> {
    const c = await this.comments.loadLive(commentId);
    const topic = await this.topics.loadVisible(caller, c.topicId);
    return inTransaction(this.ds, async (em) => {
      await em.getRepository(CommentEntity).findOne({ where: { id: c.id }, ...forUpdate(em) });
      const changed = await this.toggleLike(em, 'comment', c.id, caller.uid, on);
      if (changed) await em.getRepository(CommentEntity).increment({ id: c.id }, 'likeCount', on ? 1 : -1);
      if (changed && on) {
        const snippet = Array.from(c.content).slice(0, 60).join('');
        await this.notices.create(
          { uid: c.uid, cateType: NoticeCate.LIKE, fromUid: caller.uid, title: topic.title, content: `赞了你的评论：${snippet}`, link: `/topic/${topic.id}`, topicId: topic.id, commentId: c.id },
          em,
        );
      }
      const fresh = await em.getRepository(CommentEntity).findOneByOrFail({ id: c.id });
      return { liked: on, like_count: fresh.likeCount };
    });
  }

  async favorite(caller: Caller, topicId: string, on: boolean): Promise<FavoriteState> {
    const t = await this.topics.loadVisible(caller, topicId);
    return inTransaction(this.ds, async (em) => {
      await em.getRepository(TopicEntity).findOne({ where: { id: t.id }, ...forUpdate(em) });
      const repo = em.getRepository(FavoriteEntity);
      const exists = await repo.existsBy({ topicId: t.id, uid: caller.uid });
      let changed = false;
      if (on && !exists) changed = !!(await repo.save({ topicId: t.id, uid: caller.uid }));
      if (!on && exists) changed = !!(await repo.delete({ topicId: t.id, uid: caller.uid })).affected;
      if (changed) await em.getRepository(TopicEntity).increment({ id: t.id }, 'favoriteCount', on ? 1 : -1);
      const fresh = await em.getRepository(TopicEntity).findOneByOrFail({ id: t.id });
      return { favorited: on, favorite_count: fresh.favoriteCount };
    });
  }

  private async toggleLike(em: EntityManager, targetType: 'topic' | 'comment', targetId: string, uid: string, on: boolean): Promise<boolean> {
    const repo = em.getRepository(LikeEntity);
    const exists = await repo.existsBy({ targetType, targetId, uid });
    if (on && !exists) {
      await repo.save({ targetType, targetId, uid });
      return true;
    }
    if (!on && exists) return !!(await repo.delete({ targetType, targetId, uid })).affected;
    return false;
  }
}
