import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { ApiCode, type Page } from '../../../../types/api';
import {
  CATE_ATTACHMENT,
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  CONTENT_TYPES,
  PRIVATE_CONTENT_TYPES,
  QA_CONTENT_TYPES,
  type CommentRow,
  type SquareRow,
} from '../../../../types/community';
import { NoticeCate } from '../../../../types/notice';
import { AppException } from '../../common/app-exception';
import { finalJson, finalOverlay } from '../../common/envelope';
import { HotReadCache, HotReads } from '../../common/hot-read-cache';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { pageArgs } from '../../common/page.dto';
import type { Caller } from '../../common/request-context';
import { PreparedReadAmong } from '../../database/prepared-read';
import { inTransaction } from '../../database/transaction';
import { NoticeService } from '../notice/notice.service';
import { UserEntity } from '../user/entities/user.entity';
import { CommunityPresenter } from './community.presenter';
import type { CommentListDto, CommentPostDto } from './community.dto';
import { CommentEntity } from './entities/comment.entity';
import { LikeEntity } from './entities/reaction.entity';
import { TopicEntity } from './entities/topic.entity';
import { PostContentService } from './post-content.service';
import { TopicService } from './topic.service';

const COMMENTS_PER_MINUTE = 30;
const SQUARE_TYPES = CONTENT_TYPES.filter((t) => !PRIVATE_CONTENT_TYPES.includes(t) && !CATE_ATTACHMENT[t]);
type Viewer = { uid: string; admin: boolean };

export interface NewComment {
  uid: string;
  topic: TopicEntity;
  parent: CommentEntity | null;
  toReply: CommentEntity | null;
  content: string;
  images: string | null;
  mentions: { uid: string }[];
  robot?: boolean;
  handled?: boolean;
}

const bad = (field: string, message: string) => AppException.invalid([{ field, message }]);

/** A page of comments as any learner without hidden comments in the topic sees it. */
interface SharedPage {
  page: Page<CommentRow>;
  /** who wrote each comment and reply on the page, by comment id, and the set of them */
  authors: Map<string, string>;
  writers: Set<string>;
  /** authors of hidden comments in the topic: they (and admins) see more than the shared page */
  hiddenAuthors: Set<string>;
}
const NOBODY: Viewer = { uid: '', admin: false };

@Injectable()
export class CommentService {
  private readonly pages: HotReads<SharedPage>;
  /** which comments on one page a learner liked (usually none), by learner and page */
  private readonly liked: HotReads<Set<string>>;
  private readonly likedAmong: PreparedReadAmong<LikeEntity, 'targetId'>;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @InjectRepository(CommentEntity) private readonly comments: Repository<CommentEntity>,
    private readonly topics: TopicService,
    private readonly content: PostContentService,
    private readonly presenter: CommunityPresenter,
    private readonly notices: NoticeService,
    @Inject(KV_STORE) private readonly kv: KvStore,
    hot: HotReadCache,
  ) {
    this.pages = hot.define('comment-list', {
      // like and reply counts are comment columns; authors' names and avatars are the users'
      tables: [CommentEntity, UserEntity],
      max: 2000,
      // images and avatars are signed URLs: a page is kept a quarter of their lifetime at most
      ttlMs: Math.min(60_000, presenter.urlTtlSeconds * 250),
    });
    this.liked = hot.define('comment-list-liked', { tables: [LikeEntity, CommentEntity], max: 20_000 });
    this.likedAmong = new PreparedReadAmong(ds, LikeEntity, ['uid', 'targetType'], 'targetId', ['targetId']);
  }

  /**
   * A topic's comments (newest first, each with its first replies), or one comment's replies
   * (oldest first). Learners get the shared page from the cache with their likes and delete
   * rights on top; admins and authors of hidden comments there see more, read for them alone.
   */
  async list(viewer: Caller, q: CommentListDto): Promise<Page<CommentRow>> {
    const topic = await this.topics.readVisible(viewer, q.topic_id);
    const parentId = q.parent_id ?? '0';
    if (viewer.admin) return (await this.page(viewer, topic.id, parentId, q)).page;
    const key = pageKey(topic.id, parentId, q);
    const shared = await this.pages.get(key, () => this.sharedPage(topic.id, parentId, q));
    if (shared.hiddenAuthors.has(viewer.uid)) return (await this.page(viewer, topic.id, parentId, q)).page;
    return asSeenBy(viewer, shared, await this.liked.get(`${viewer.uid}|${key}`, () => this.likedSet(viewer.uid, [...shared.authors.keys()])));
  }

  /** list() from the caches alone (undefined when it would read, or the viewer sees more than the shared page) */
  peekList(viewer: Caller, q: CommentListDto): Page<CommentRow> | undefined {
    const topic = viewer.admin ? undefined : this.topics.peekVisible(viewer, q.topic_id);
    if (!topic) return undefined;
    const key = pageKey(topic.id, q.parent_id ?? '0', q);
    const shared = this.pages.peek(key);
    if (!shared || shared.hiddenAuthors.has(viewer.uid)) return undefined;
    const liked = this.liked.peek(`${viewer.uid}|${key}`);
    return liked && asSeenBy(viewer, shared, liked);
  }

  private async sharedPage(topicId: string, parentId: string, q: CommentListDto): Promise<SharedPage> {
    const [{ page, rows }, hidden] = await Promise.all([
      this.page(NOBODY, topicId, parentId, q),
      this.comments
        .createQueryBuilder('c')
        .select('DISTINCT c.uid', 'uid')
        .where('c.topicId = :tid AND c.public = :p AND c.deleted = :d', { tid: topicId, p: false, d: false })
        .getRawMany<{ uid: string | number }>(),
    ]);
    const authors = new Map(rows.map((c) => [c.id, c.uid]));
    return { page: finalJson(page), authors, writers: new Set(authors.values()), hiddenAuthors: new Set(hidden.map((h) => String(h.uid))) };
  }

  /** One page as `viewer` sees it, read from the database, and the comments on it. */
  private async page(viewer: Viewer, topicId: string, parentId: string, q: CommentListDto): Promise<{ page: Page<CommentRow>; rows: CommentEntity[] }> {
    const { skip, take, page_no, page_size } = pageArgs(q);
    const qb = this.visible(viewer).andWhere('c.topicId = :tid AND c.parentId = :pid', { tid: topicId, pid: parentId });
    const [rows, total] = await qb.orderBy('c.id', parentId === '0' ? 'DESC' : 'ASC').skip(skip).take(take).getManyAndCount();
    const replies = parentId === '0' ? await this.previewReplies(viewer, rows.map((r) => r.id)) : [];
    const all = [...rows, ...replies];
    const users = await this.presenter.usersByUid(all.flatMap((c) => [c.uid, c.toUid]));
    const liked = await this.likedSet(viewer.uid, all.map((c) => c.id));
    const list = rows.map((c) => {
      const row = this.presenter.commentRow(c, users, liked, viewer);
      if (parentId === '0') row.replies = replies.filter((r) => r.parentId === c.id).map((r) => this.presenter.commentRow(r, users, liked, viewer));
      return row;
    });
    return { page: { list, total, page_no, page_size }, rows: all };
  }

  async post(caller: Caller, dto: CommentPostDto): Promise<CommentRow> {
    if (dto.uid !== caller.uid) throw AppException.forbidden(COMMUNITY_MESSAGES.uidMismatch);
    const topic = await this.topics.loadVisible(caller, dto.topic_id);
    const parentId = dto.parent_id ?? '0';
    if ((dto.level === 1 && parentId !== '0') || (dto.level === 2 && parentId === '0')) throw bad('level', 'level 与 parent_id 不一致');
    if ((dto.target === 'topic' && parentId !== '0') || (dto.target === 'comment' && parentId === '0')) throw bad('target', 'target 与 parent_id 不一致');
    let parent: CommentEntity | null = null;
    let toReply: CommentEntity | null = null;
    if (parentId !== '0') {
      parent = await this.comments.findOneBy({ id: parentId, topicId: topic.id, level: 1, deleted: false });
      if (!parent) throw bad('parent_id', COMMUNITY_MESSAGES.parentInvalid);
      toReply = parent;
      if (dto.toReplyId && dto.toReplyId !== '0' && dto.toReplyId !== parent.id) {
        toReply = await this.comments.findOneBy({ id: dto.toReplyId, parentId: parent.id, deleted: false });
        if (!toReply) throw bad('toReplyId', COMMUNITY_MESSAGES.parentInvalid);
      }
      if (dto.toUid && dto.toUid !== '0' && dto.toUid !== toReply.uid) throw bad('toUid', 'toUid 与被回复的评论不一致');
    }
    await this.throttle(caller.uid);
    const images = await this.content.images(dto.images, caller.uid);
    const mentions = await this.content.mentions(dto.mentionedUids, dto.content, caller.uid);
    const c = await this.create({ uid: caller.uid, topic, parent, toReply, content: dto.content.trim(), images, mentions });
    const users = await this.presenter.usersByUid([c.uid, c.toUid]);
    return this.presenter.commentRow(c, users, new Set(), caller);
  }

  /**
   * Writes a comment, the counters and the notices in one transaction: the person answered gets a
   * reply notice (a Q&A notice in question-type topics), the mentioned get mention notices.
   */
  create(n: NewComment): Promise<CommentEntity> {
    return inTransaction(this.ds, async (em) => {
      const c = await em.getRepository(CommentEntity).save({
        topicId: n.topic.id,
        cateType: n.topic.cateType,
        uid: n.uid,
        parentId: n.parent?.id ?? '0',
        level: n.parent ? 2 : 1,
        toUid: n.toReply?.uid ?? '0',
        toReplyId: n.toReply?.id ?? '0',
        content: n.content,
        images: n.images,
        mentions: n.mentions.map((m) => m.uid).join(','),
        robot: n.robot ?? false,
        handled: n.handled ?? false,
      });
      await em.getRepository(TopicEntity).increment({ id: n.topic.id }, 'commentCount', 1);
      await em.getRepository(TopicEntity).update({ id: n.topic.id }, { lastReplyAt: new Date() });
      if (n.parent) await em.getRepository(CommentEntity).increment({ id: n.parent.id }, 'replyCount', 1);
      const answered = n.toReply?.uid ?? n.topic.uid;
      const cate = QA_CONTENT_TYPES.includes(n.topic.cateType) ? NoticeCate.QA : NoticeCate.REPLY;
      const snippet = Array.from(n.content).slice(0, 100).join('');
      const link = `/topic/${n.topic.id}`;
      const common = { fromUid: n.uid, title: n.topic.title, link, topicId: n.topic.id, commentId: c.id };
      await this.notices.createMany(
        [
          { ...common, uid: answered, cateType: cate, content: `${n.parent ? '回复了你的评论' : '评论了你的帖子'}：${snippet}` },
          ...n.mentions.filter((m) => m.uid !== answered).map((m) => ({ ...common, uid: m.uid, cateType: NoticeCate.MENTION, content: `在评论中提到了你：${snippet}` })),
        ],
        em,
      );
      return c;
    });
  }

  async remove(caller: Caller, commentId: string): Promise<null> {
    const c = await this.loadLive(commentId);
    if (c.uid !== caller.uid && !caller.admin) throw AppException.forbidden(COMMUNITY_MESSAGES.notOwner);
    await this.softDelete(c);
    return null;
  }

  async softDelete(c: CommentEntity): Promise<void> {
    await inTransaction(this.ds, async (em) => {
      const repo = em.getRepository(CommentEntity);
      const res = await repo.update({ id: c.id, deleted: false }, { deleted: true });
      if (!res.affected) return;
      // a thread goes with its comment
      const gone = c.level === 1 ? 1 + (await repo.count({ where: { parentId: c.id, deleted: false } })) : 1;
      if (c.level === 1) await repo.update({ parentId: c.id, deleted: false }, { deleted: true });
      else await repo.decrement({ id: c.parentId }, 'replyCount', 1);
      await em.getRepository(TopicEntity).decrement({ id: c.topicId }, 'commentCount', gone);
    });
  }

  /** The author (or an admin) shows or hides a comment. */
  async setPublic(caller: Caller, commentId: string, isPublic: boolean): Promise<{ public: boolean }> {
    const c = await this.loadLive(commentId);
    if (c.uid !== caller.uid && !caller.admin) throw AppException.forbidden(COMMUNITY_MESSAGES.notOwner);
    await this.comments.update({ id: c.id }, { public: isPublic });
    return { public: isPublic };
  }

  /** /comment-square: the newest public comments on open topics, for everyone. */
  async square(p: { page_no?: number; page_size?: number }, viewer?: Caller): Promise<Page<SquareRow>> {
    const { skip, take, page_no, page_size } = pageArgs(p);
    const [rows, total] = await this.comments
      .createQueryBuilder('c')
      .innerJoin(TopicEntity, 't', 't.id = c.topicId AND t.deleted = :td', { td: false })
      .where('c.deleted = :d AND c.public = :p AND c.cateType IN (:...types)', { d: false, p: true, types: SQUARE_TYPES })
      .orderBy('c.id', 'DESC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
    const topics = rows.length ? await this.ds.getRepository(TopicEntity).findBy({ id: In([...new Set(rows.map((r) => r.topicId))]) }) : [];
    const titles = new Map(topics.map((t) => [t.id, t.title]));
    const users = await this.presenter.usersByUid(rows.flatMap((c) => [c.uid, c.toUid]));
    const me: Viewer = { uid: viewer?.uid ?? '', admin: viewer?.admin ?? false };
    const liked = await this.likedSet(me.uid, rows.map((r) => r.id));
    return { list: rows.map((c) => ({ ...this.presenter.commentRow(c, users, liked, me), topic_title: titles.get(c.topicId) ?? '' })), total, page_no, page_size };
  }

  async loadLive(commentId: string): Promise<CommentEntity> {
    const c = await this.comments.findOneBy({ id: commentId, deleted: false });
    if (!c) throw AppException.notFound(COMMUNITY_MESSAGES.commentMissing);
    return c;
  }

  private visible(viewer: Viewer) {
    const qb = this.comments.createQueryBuilder('c').where('c.deleted = :d', { d: false });
    // hidden comments: their authors and admins still see them
    if (!viewer.admin) qb.andWhere('(c.public = :p OR c.uid = :me)', { p: true, me: viewer.uid });
    return qb;
  }

  private async previewReplies(viewer: Viewer, parentIds: string[]): Promise<CommentEntity[]> {
    if (!parentIds.length) return [];
    const all = await this.visible(viewer).andWhere('c.parentId IN (:...ids)', { ids: parentIds }).orderBy('c.id', 'ASC').getMany();
    const counts = new Map<string, number>();
    return all.filter((r) => {
      const n = (counts.get(r.parentId) ?? 0) + 1;
      counts.set(r.parentId, n);
      return n <= COMMUNITY_LIMITS.repliesPreview;
    });
  }

  private async likedSet(uid: string, ids: string[]): Promise<Set<string>> {
    if (!uid || !ids.length) return new Set();
    const rows = await this.likedAmong.all([uid, 'comment'], ids);
    return new Set(rows.map((r) => r.targetId));
  }

  private async throttle(uid: string): Promise<void> {
    if ((await this.kv.incr(`community:comment:${uid}`, 60_000)) > COMMENTS_PER_MINUTE) {
      throw new AppException(ApiCode.RATE_LIMITED, COMMUNITY_MESSAGES.tooFrequent);
    }
  }
}

function pageKey(topicId: string, parentId: string, q: CommentListDto): string {
  const { page_no, page_size } = pageArgs(q);
  return JSON.stringify([topicId, parentId, page_no, page_size]);
}

/** The shared page with the viewer's likes and delete rights on top. */
function asSeenBy(viewer: Caller, shared: SharedPage, liked: Set<string>): Page<CommentRow> {
  if (!liked.size && !shared.writers.has(viewer.uid)) return shared.page;
  return overlayOf(shared, liked, viewer.uid);
}

/** per viewer's liked set (so per viewer): the uid follows from the pair */
const overlayOf = finalOverlay((shared: SharedPage, liked: Set<string>, uid: string): Page<CommentRow> => {
  const mine = (r: CommentRow): CommentRow => {
    const own = shared.authors.get(r.comment_id) === uid;
    return own || liked.has(r.comment_id) ? { ...r, liked: liked.has(r.comment_id), can_delete: own } : r;
  };
  return { ...shared.page, list: shared.page.list.map((r) => (r.replies ? { ...mine(r), replies: r.replies.map(mine) } : mine(r))) };
});
