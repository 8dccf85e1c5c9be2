import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Page } from '../../../../types/api';
import { COMMUNITY_MESSAGES } from '../../../../types/community';
import { COMMUNITY_ADMIN_MESSAGES, type AdminReplyRow, type AdminTopicRow } from '../../../../types/community-admin';
import { AppException } from '../../common/app-exception';
import { adminPage, applyAdminList } from '../../common/admin-list/admin-list';
import type { Caller } from '../../common/request-context';
import { CommentService } from './comment.service';
import { CommunityPresenter } from './community.presenter';
import { REPLY_LIST, TOPIC_LIST, type AdminReplyQueryDto, type AdminTopicQueryDto, type VirtualTopicDto } from './community-admin.dto';
import { CommentEntity } from './entities/comment.entity';
import { FakeUserEntity } from './entities/robot.entity';
import { TopicEntity } from './entities/topic.entity';
import { TopicAccessService } from './topic-access.service';
import { TopicService } from './topic.service';

/** /admin/topic/:type and /admin/reply/:type: top, valuable, delete, virtual posts; comment handling. */
@Injectable()
export class ModerationService {
  constructor(
    @InjectRepository(TopicEntity) private readonly topicRepo: Repository<TopicEntity>,
    @InjectRepository(CommentEntity) private readonly commentRepo: Repository<CommentEntity>,
    @InjectRepository(FakeUserEntity) private readonly fakes: Repository<FakeUserEntity>,
    private readonly topics: TopicService,
    private readonly comments: CommentService,
    private readonly access: TopicAccessService,
    private readonly presenter: CommunityPresenter,
  ) {}

  async topicList(admin: Caller, q: AdminTopicQueryDto): Promise<Page<AdminTopicRow>> {
    const page = await adminPage(this.topicRepo.createQueryBuilder('t').where('t.deleted = :d', { d: false }), TOPIC_LIST, q, (t) => t);
    const list = await this.topics.rows(admin, page.list);
    return { ...page, list: list.map((r, i) => ({ ...r, virtual: page.list[i].virtual })) };
  }

  async setTopicFlag(topicId: string, flag: 'top' | 'valuable', value: boolean): Promise<{ value: boolean }> {
    const res = await this.topicRepo.update({ id: topicId, deleted: false }, { [flag]: value });
    if (!res.affected) throw AppException.notFound(COMMUNITY_MESSAGES.topicMissing);
    return { value };
  }

  async deleteTopic(topicId: string): Promise<null> {
    const res = await this.topicRepo.update({ id: topicId, deleted: false }, { deleted: true });
    if (!res.affected) throw AppException.notFound(COMMUNITY_MESSAGES.topicMissing);
    return null;
  }

  /** A topic in a fake user's name (any content type, any board state), marked virtual. */
  async virtualTopic(admin: Caller, dto: VirtualTopicDto): Promise<{ topic_id: string }> {
    if (!(await this.fakes.existsBy({ uid: dto.fake_uid }))) throw AppException.notFound(COMMUNITY_ADMIN_MESSAGES.fakeUserMissing);
    const cate = this.access.resolve(dto);
    if (!cate) throw AppException.invalid([{ field: 'cate', message: COMMUNITY_MESSAGES.cateInvalid }]);
    await this.access.assertPost(admin, cate);
    const t = await this.topics.create({ uid: dto.fake_uid, cate, title: dto.title.trim(), content: dto.content, images: null, mentions: [], virtual: true });
    return { topic_id: t.id };
  }

  async replyList(admin: Caller, q: AdminReplyQueryDto): Promise<Page<AdminReplyRow>> {
    const page = await adminPage(this.replyQuery(), REPLY_LIST, q, (c) => c);
    const rows = page.list;
    const topics = rows.length ? await this.topicRepo.findBy({ id: In([...new Set(rows.map((r) => r.topicId))]) }) : [];
    const titles = new Map(topics.map((t) => [t.id, t.title]));
    const users = await this.presenter.usersByUid(rows.flatMap((r) => [r.uid, r.toUid]));
    return { ...page, list: rows.map((c) => ({ ...this.presenter.commentRow(c, users, new Set(), admin), topic_title: titles.get(c.topicId) ?? '' })) };
  }

  /** The same filters as the list (the count ignores paging). */
  async replyCount(q: AdminReplyQueryDto): Promise<{ total: number }> {
    return { total: await applyAdminList(this.replyQuery(), REPLY_LIST, q).getCount() };
  }

  async setHandled(commentId: string, handled: boolean): Promise<{ value: boolean }> {
    const c = await this.comments.loadLive(commentId);
    await this.commentRepo.update({ id: c.id }, { handled });
    return { value: handled };
  }

  async setPublic(commentId: string, isPublic: boolean): Promise<{ value: boolean }> {
    const c = await this.comments.loadLive(commentId);
    await this.commentRepo.update({ id: c.id }, { public: isPublic });
    return { value: isPublic };
  }

  async deleteComment(commentId: string): Promise<null> {
    await this.comments.softDelete(await this.comments.loadLive(commentId));
    return null;
  }

  /** The admin answers a comment in its thread (the asker gets the notice) and marks it handled. */
  async reply(admin: Caller, commentId: string, content: string): Promise<{ comment_id: string }> {
    const target = await this.comments.loadLive(commentId);
    const topic = await this.topicRepo.findOneBy({ id: target.topicId, deleted: false });
    if (!topic) throw AppException.notFound(COMMUNITY_MESSAGES.topicMissing);
    const parent = target.level === 1 ? target : await this.comments.loadLive(target.parentId);
    const c = await this.comments.create({ uid: admin.uid, topic, parent, toReply: target, content: content.trim(), images: null, mentions: [], handled: true });
    await this.commentRepo.update({ id: target.id }, { handled: true });
    return { comment_id: c.id };
  }

  private replyQuery() {
    return this.commentRepo.createQueryBuilder('c').where('c.deleted = :d', { d: false });
  }
}
