/**
 * NoticeService — notices to users (SPEC §3 Notice, §4 unread notices, §7 Notices).
 *
 * For other areas: import `NoticeModule` and inject `NoticeService`.
 *
 *   create(input: NoticeInput, em?: EntityManager): Promise<NoticeEntity | null>
 *     input = { uid, cateType: NoticeCate, content, title?, link?, fromUid?, topicId?, commentId? }
 *     Pass `em` to write inside your own transaction (e.g. order paid -> equities -> notice: the
 *     notice commits or rolls back with the rest). Returns null when it skips: a notice to oneself
 *     (fromUid === uid) is never created. Texts longer than the columns are cut, not rejected,
 *     so a notice can never fail the action it reports.
 *   createMany(inputs, em?)  the same for several recipients (one INSERT).
 *
 *   e.g. commerce, order paid:
 *     await notices.create({ uid, cateType: NoticeCate.ORDER, title: '订单支付成功',
 *       content: `你购买的「${name}」已开通`, link: `/order/${orderNo}/payment/result` }, em);
 *
 * Reading side (NoticeController): user list and system list (uid, cate_type, page_no,
 * page_size), unread counts, mark read; admins send system notices (type, content).
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, MoreThan } from 'typeorm';
import type { Page } from '../../../../types/api';
import { NOTICE_CATES, NoticeCate, NoticeRow, SystemNoticeRow, SystemNoticeType, UnreadCounts } from '../../../../types/notice';
import { AuditService } from '../audit/audit.service';
import { AppException } from '../../common/app-exception';
import { pageArgs } from '../../common/page.dto';
import { UserEntity } from '../user/entities/user.entity';
import { UserPresenter } from '../user/user.presenter';
import { NoticeCursorEntity } from './entities/notice-cursor.entity';
import { NoticeEntity } from './entities/notice.entity';
import { SystemNoticeEntity } from './entities/system-notice.entity';

export interface NoticeInput {
  /** recipient */
  uid: string;
  cateType: NoticeCate;
  content: string;
  title?: string;
  /** app path the notice opens */
  link?: string;
  /** who caused it; omit for the platform */
  fromUid?: string | null;
  topicId?: string | null;
  commentId?: string | null;
}

const cut = (s: string | undefined, n: number) => Array.from(s ?? '').slice(0, n).join('');

@Injectable()
export class NoticeService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly presenter: UserPresenter,
    private readonly audit: AuditService,
  ) {}

  create(input: NoticeInput, em?: EntityManager): Promise<NoticeEntity | null> {
    return this.createMany([input], em).then((rows) => rows[0] ?? null);
  }

  async createMany(inputs: NoticeInput[], em?: EntityManager): Promise<NoticeEntity[]> {
    const repo = (em ?? this.ds.manager).getRepository(NoticeEntity);
    const rows = inputs
      .filter((n) => n.uid && n.fromUid !== n.uid && NOTICE_CATES.includes(n.cateType))
      .map((n) =>
        repo.create({
          uid: n.uid,
          cateType: n.cateType,
          fromUid: n.fromUid ?? null,
          title: cut(n.title, 100),
          content: cut(n.content, 2000),
          link: cut(n.link, 200),
          topicId: n.topicId ?? null,
          commentId: n.commentId ?? null,
          read: false,
        }),
      );
    return rows.length ? repo.save(rows) : [];
  }

  async userList(uid: string, cateType: NoticeCate | undefined, p: { page_no?: number; page_size?: number }): Promise<Page<NoticeRow>> {
    const { skip, take, page_no, page_size } = pageArgs(p);
    const where = cateType ? { uid, cateType } : { uid };
    const [rows, total] = await this.ds.getRepository(NoticeEntity).findAndCount({ where, order: { id: 'DESC' }, skip, take });
    const fromUids = [...new Set(rows.map((r) => r.fromUid).filter((u): u is string => !!u))];
    const users = fromUids.length ? await this.ds.getRepository(UserEntity).findBy({ uid: In(fromUids) }) : [];
    const byUid = new Map(users.map((u) => [u.uid, u]));
    const list = rows.map((r): NoticeRow => {
      const from = r.fromUid ? byUid.get(r.fromUid) : undefined;
      return {
        id: r.id,
        cate_type: r.cateType,
        from: from ? { uid: from.uid, nick_name: from.nickName, head_img_url: this.presenter.headImage(from.headImgUrl) } : null,
        title: r.title,
        content: r.content,
        link: r.link,
        topic_id: r.topicId,
        comment_id: r.commentId,
        read: r.read,
        created_at: r.createdAt.toISOString(),
      };
    });
    return { list, total, page_no, page_size };
  }

  async systemList(uid: string, p: { page_no?: number; page_size?: number }): Promise<Page<SystemNoticeRow>> {
    const { skip, take, page_no, page_size } = pageArgs(p);
    const [rows, total] = await this.ds.getRepository(SystemNoticeEntity).findAndCount({ order: { id: 'DESC' }, skip, take });
    const readId = BigInt(await this.cursor(uid));
    const list = rows.map((r) => ({
      id: r.id,
      type: r.type as SystemNoticeType,
      title: r.title,
      content: r.content,
      read: BigInt(r.id) <= readId,
      created_at: r.createdAt.toISOString(),
    }));
    return { list, total, page_no, page_size };
  }

  async unread(uid: string): Promise<UnreadCounts> {
    const grouped = await this.ds
      .getRepository(NoticeEntity)
      .createQueryBuilder('n')
      .select('n.cateType', 'cate')
      .addSelect('COUNT(*)', 'n')
      .where('n.uid = :uid AND n.read = :read', { uid, read: false })
      .groupBy('n.cateType')
      .getRawMany<{ cate: number | string; n: number | string }>();
    const by_cate: Record<string, number> = {};
    let user = 0;
    for (const g of grouped) {
      by_cate[String(g.cate)] = Number(g.n);
      user += Number(g.n);
    }
    const system = await this.ds.getRepository(SystemNoticeEntity).count({ where: { id: MoreThan(await this.cursor(uid)) } });
    return { total: user + system, user, system, by_cate };
  }

  /** Marks the caller's user notices (all, one cate_type, or some ids) or all system notices read. */
  async markRead(uid: string, kind: 'user' | 'system', cateType?: NoticeCate, ids?: string[]): Promise<{ updated: number }> {
    if (kind === 'system') {
      const last = await this.ds.getRepository(SystemNoticeEntity).findOne({ where: {}, order: { id: 'DESC' } });
      if (!last) return { updated: 0 };
      const before = await this.cursor(uid);
      await this.ds.getRepository(NoticeCursorEntity).upsert({ uid, systemReadId: last.id }, ['uid']);
      return { updated: await this.ds.getRepository(SystemNoticeEntity).count({ where: { id: MoreThan(before) } }) };
    }
    const where: Record<string, unknown> = { uid, read: false };
    if (cateType) where.cateType = cateType;
    if (ids?.length) where.id = In(ids);
    const res = await this.ds.getRepository(NoticeEntity).update(where, { read: true });
    return { updated: res.affected ?? 0 };
  }

  async sendSystem(senderUid: string, input: { type: SystemNoticeType; content: string; title?: string; uid?: string }): Promise<{ id: string }> {
    const content = input.content.trim();
    const title = input.title?.trim() ?? '';
    if (input.uid) {
      const target = await this.ds.getRepository(UserEntity).findOneBy({ uid: input.uid });
      if (!target) throw AppException.notFound('用户不存在');
      const row = await this.create({ uid: input.uid, cateType: NoticeCate.DIRECT, title, content, fromUid: null });
      await this.audit.record(senderUid, 'notice', row!.id, 'send', null, { uid: input.uid, title, content });
      return { id: row!.id };
    }
    const row = await this.ds.getRepository(SystemNoticeEntity).save({ type: input.type, title, content, senderUid });
    await this.audit.record(senderUid, 'system_notice', row.id, 'create', null, { type: input.type, title, content });
    return { id: row.id };
  }

  private async cursor(uid: string): Promise<string> {
    const row = await this.ds.getRepository(NoticeCursorEntity).findOneBy({ uid });
    return row?.systemReadId ?? '0';
  }
}
