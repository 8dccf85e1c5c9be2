import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, In, Repository } from 'typeorm';
import { ApiCode, type Page } from '../../../../types/api';
import {
  CATE_ATTACHMENT,
  COMMUNITY_MESSAGES,
  CONTENT_TYPES,
  PRIVATE_CONTENT_TYPES,
  type TopicDetail,
  type TopicRow,
} from '../../../../types/community';
import { encodeCate } from '../../../../types/encoded-id';
import { NoticeCate } from '../../../../types/notice';
import { AppException } from '../../common/app-exception';
import { HotReadCache, HotReads } from '../../common/hot-read-cache';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { pageArgs } from '../../common/page.dto';
import type { Caller } from '../../common/request-context';
import { inTransaction } from '../../database/transaction';
import { NoticeService } from '../notice/notice.service';
import { CommunityPresenter } from './community.presenter';
import type { TopicListDto, TopicPostDto, TopicUpdateDto } from './community.dto';
import { FavoriteEntity, LikeEntity } from './entities/reaction.entity';
import { TopicEntity } from './entities/topic.entity';
import { PostContentService } from './post-content.service';
import { Cate, TopicAccessService } from './topic-access.service';

/** Topics a viewer may list without naming a cate: not private, not behind a permit. */
const OPEN_TYPES = CONTENT_TYPES.filter((t) => !PRIVATE_CONTENT_TYPES.includes(t) && !CATE_ATTACHMENT[t]);
const POSTS_PER_MINUTE = 10;

export interface NewTopic {
  uid: string;
  cate: Cate;
  title: string;
  content: string;
  images: string | null;
  mentions: { uid: string }[];
  virtual?: boolean;
}

@Injectable()
export class TopicService {
  /** live topics by id (null: none), for the hot reads under a topic */
  private readonly live: HotReads<TopicEntity | null>;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @InjectRepository(TopicEntity) private readonly topics: Repository<TopicEntity>,
    private readonly access: TopicAccessService,
    private readonly content: PostContentService,
    private readonly presenter: CommunityPresenter,
    private readonly notices: NoticeService,
    @Inject(KV_STORE) private readonly kv: KvStore,
    hot: HotReadCache,
  ) {
    this.live = hot.define('community-topic', { tables: [TopicEntity], max: 2000 });
  }

  async list(viewer: Caller, q: TopicListDto): Promise<Page<TopicRow>> {
    const { skip, take, page_no, page_size } = pageArgs(q);
    const [rows, total] = await (await this.query(viewer, q))
      .orderBy('t.top', 'DESC')
      .addOrderBy(q.sort === 'hot' ? 't.likeCount' : q.sort === 'reply' ? 't.lastReplyAt' : 't.id', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
    return { list: await this.rows(viewer, rows), total, page_no, page_size };
  }

  async count(viewer: Caller, q: TopicListDto): Promise<{ total: number }> {
    return { total: await (await this.query(viewer, q)).getCount() };
  }

  async detail(viewer: Caller, topicId: string): Promise<TopicDetail> {
    const t = await this.loadVisible(viewer, topicId);
    const users = await this.presenter.usersByUid([t.uid, ...(t.mentions ? t.mentions.split(',') : [])]);
    return this.presenter.topicDetail(t, users, await this.mine(viewer.uid, [t.id]), viewer);
  }

  async post(caller: Caller, dto: TopicPostDto): Promise<{ topic_id: string; cate: string }> {
    const cate = this.access.resolve(dto);
    if (!cate) throw AppException.invalid([{ field: 'cate', message: COMMUNITY_MESSAGES.cateInvalid }]);
    await this.access.assertPost(caller, cate);
    await this.throttle(caller.uid);
    const images = await this.content.images(dto.images, caller.uid);
    const mentions = await this.content.mentions(dto.mentionedUids, dto.content, caller.uid);
    const t = await this.create({ uid: caller.uid, cate, title: dto.title.trim(), content: dto.content, images, mentions });
    return { topic_id: t.id, cate: encodeCate(t.cateType, t.cateId, t.subCateId) };
  }

  /** Writes a topic and its mention notices in one transaction (also used by admins and robots). */
  create(n: NewTopic): Promise<TopicEntity> {
    return inTransaction(this.ds, async (em) => {
      const t = await em.getRepository(TopicEntity).save({
        uid: n.uid,
        cateType: n.cate.cateType,
        cateId: n.cate.cateId,
        subCateId: n.cate.subCateId,
        title: n.title,
        content: n.content,
        images: n.images,
        mentions: n.mentions.map((m) => m.uid).join(','),
        virtual: n.virtual ?? false,
      });
      await this.notices.createMany(
        n.mentions.map((m) => ({ uid: m.uid, cateType: NoticeCate.MENTION, fromUid: n.uid, title: t.title, content: `在帖子「${t.title}」中提到了你`, link: `/topic/${t.id}`, topicId: t.id })),
        em,
      );
      return t;
    });
  }

  async update(caller: Caller, dto: TopicUpdateDto): Promise<{ topic_id: string }> {
    const t = await this.loadVisible(caller, dto.topic_id);
    if (t.uid !== caller.uid) throw AppException.forbidden(COMMUNITY_MESSAGES.notOwner);
    const images = await this.content.images(dto.images, caller.uid);
    const mentions = await this.content.mentions(dto.mentionedUids, dto.content, caller.uid);
    const before = new Set(t.mentions ? t.mentions.split(',') : []);
    await inTransaction(this.ds, async (em) => {
      await em.getRepository(TopicEntity).update({ id: t.id }, { title: dto.title.trim(), content: dto.content, images, mentions: mentions.map((m) => m.uid).join(',') });
      // only people newly mentioned by the edit hear about it
      const fresh = mentions.filter((m) => !before.has(m.uid));
      await this.notices.createMany(
        fresh.map((m) => ({ uid: m.uid, cateType: NoticeCate.MENTION, fromUid: caller.uid, title: dto.title.trim(), content: `在帖子「${dto.title.trim()}」中提到了你`, link: `/topic/${t.id}`, topicId: t.id })),
        em,
      );
    });
    return { topic_id: t.id };
  }

  async remove(caller: Caller, topicId: string): Promise<null> {
    const t = await this.loadVisible(caller, topicId);
    if (t.uid !== caller.uid && !caller.admin) throw AppException.forbidden(COMMUNITY_MESSAGES.notOwner);
    await this.topics.update({ id: t.id }, { deleted: true });
    return null;
  }

  async favorites(viewer: Caller, p: { page_no?: number; page_size?: number }): Promise<Page<TopicRow>> {
    const { skip, take, page_no, page_size } = pageArgs(p);
    const [favs, total] = await this.ds.getRepository(FavoriteEntity).findAndCount({ where: { uid: viewer.uid }, order: { id: 'DESC' }, skip, take });
    const topics = favs.length ? await this.topics.findBy({ id: In(favs.map((f) => f.topicId)), deleted: false }) : [];
    const byId = new Map(topics.map((t) => [t.id, t]));
    const ordered = favs.map((f) => byId.get(f.topicId)).filter((t): t is TopicEntity => !!t);
    return { list: await this.rows(viewer, ordered), total, page_no, page_size };
  }

  /** A live topic the viewer may see, or 4004/4003. */
  async loadVisible(viewer: Caller, topicId: string): Promise<TopicEntity> {
    const t = await this.topics.findOneBy({ id: topicId, deleted: false });
    if (!t) throw AppException.notFound(COMMUNITY_MESSAGES.topicMissing);
    await this.access.assertView(viewer, t);
    return t;
  }

  /** loadVisible for reads: the row comes from the cache and is shared, so it is read only. */
  async readVisible(viewer: Caller, topicId: string): Promise<Readonly<TopicEntity>> {
    const t = await this.live.get(topicId, () => this.topics.findOneBy({ id: topicId, deleted: false }));
    if (!t) throw AppException.notFound(COMMUNITY_MESSAGES.topicMissing);
    await this.access.assertView(viewer, t);
    return t;
  }

  /** readVisible() from the cache alone: undefined when it would read or could not tell at once */
  peekVisible(viewer: Caller, topicId: string): Readonly<TopicEntity> | undefined {
    const t = this.live.peek(topicId);
    return t && this.access.mayViewAtOnce(viewer, t) ? t : undefined;
  }

  async rows(viewer: Caller, rows: TopicEntity[]): Promise<TopicRow[]> {
    const users = await this.presenter.usersByUid(rows.map((r) => r.uid));
    const mine = await this.mine(viewer.uid, rows.map((r) => r.id));
    return rows.map((r) => this.presenter.topicRow(r, users, mine));
  }

  private async mine(uid: string, ids: string[]): Promise<{ liked: Set<string>; favorited: Set<string> }> {
    if (!ids.length) return { liked: new Set(), favorited: new Set() };
    const [likes, favs] = await Promise.all([
      this.ds.getRepository(LikeEntity).findBy({ uid, targetType: 'topic', targetId: In(ids) }),
      this.ds.getRepository(FavoriteEntity).findBy({ uid, topicId: In(ids) }),
    ]);
    return { liked: new Set(likes.map((l) => l.targetId)), favorited: new Set(favs.map((f) => f.topicId)) };
  }

  private async query(viewer: Caller, q: TopicListDto) {
    const cate = this.access.resolve(q);
    const qb = this.topics.createQueryBuilder('t').where('t.deleted = :deleted', { deleted: false });
    if (cate) {
      if (!(await this.access.mayView(viewer, cate))) throw AppException.forbidden(COMMUNITY_MESSAGES.noTopicPermit);
      qb.andWhere('t.cateType = :ct', { ct: cate.cateType });
      // cate_id 0 lists the whole content type (e.g. every planet board)
      if (cate.cateId !== '0') qb.andWhere('t.cateId = :ci', { ci: cate.cateId });
      if (cate.subCateId !== '0') qb.andWhere('t.subCateId = :si', { si: cate.subCateId });
      if (PRIVATE_CONTENT_TYPES.includes(cate.cateType) && !viewer.admin) qb.andWhere('t.uid = :me', { me: viewer.uid });
    } else if (q.uid !== viewer.uid && !viewer.admin) {
      qb.andWhere('t.cateType IN (:...open)', { open: OPEN_TYPES });
    }
    if (q.uid) qb.andWhere('t.uid = :uid', { uid: q.uid });
    if (q.valuable === 1) qb.andWhere('t.valuable = :v', { v: true });
    const k = q.keyword?.trim();
    if (k) {
      const like = `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(new Brackets((b) => b.where('t.title LIKE :k', { k: like }).orWhere('t.content LIKE :k', { k: like })));
    }
    return qb;
  }

  private async throttle(uid: string): Promise<void> {
    if ((await this.kv.incr(`community:topic:${uid}`, 60_000)) > POSTS_PER_MINUTE) {
      throw new AppException(ApiCode.RATE_LIMITED, COMMUNITY_MESSAGES.tooFrequent);
    }
  }
}

