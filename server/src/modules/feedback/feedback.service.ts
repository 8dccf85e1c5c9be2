import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ApiCode, Page } from '../../../../types/api';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, FeedbackRow } from '../../../../types/feedback';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { pageArgs } from '../../common/page.dto';
import type { Caller } from '../../common/request-context';
import { UserEntity } from '../user/entities/user.entity';
import type { AdminFeedbackQueryDto, FeedbackDto } from './feedback.dto';
import { FeedbackEntity } from './entities/feedback.entity';

const TEN_MINUTES = 600_000;

@Injectable()
export class FeedbackService {
  constructor(
    @InjectRepository(FeedbackEntity) private readonly feedback: Repository<FeedbackEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(KV_STORE) private readonly kv: KvStore,
  ) {}

  async submit(caller: Caller, dto: FeedbackDto, clientType: string): Promise<{ id: string }> {
    if ((await this.kv.incr(`feedback:${caller.uid}`, TEN_MINUTES)) > FEEDBACK_LIMITS.perTenMinutes) {
      throw new AppException(ApiCode.RATE_LIMITED, FEEDBACK_MESSAGES.tooFrequent);
    }
    const row = await this.feedback.save(
      this.feedback.create({
        uid: caller.uid,
        content: dto.content.trim(),
        contact: dto.contact?.trim() ?? '',
        page: dto.page ?? '',
        clientType: ['h5', 'weapp'].includes(clientType) ? clientType : '',
      }),
    );
    return { id: row.id };
  }

  /** The caller's own feedback, newest first. */
  mine(uid: string, p: { page_no?: number; page_size?: number }): Promise<Page<FeedbackRow>> {
    return this.page({ uid }, p);
  }

  list(q: AdminFeedbackQueryDto): Promise<Page<FeedbackRow>> {
    return this.page(q.handled === undefined ? {} : { handled: q.handled === 1 }, q);
  }

  private async page(where: { uid?: string; handled?: boolean }, p: { page_no?: number; page_size?: number }): Promise<Page<FeedbackRow>> {
    const { skip, take, page_no, page_size } = pageArgs(p);
    const [rows, total] = await this.feedback.findAndCount({ where, order: { id: 'DESC' }, skip, take });
    const uids = [...new Set(rows.map((r) => r.uid))];
    const users = uids.length ? await this.users.findBy({ uid: In(uids) }) : [];
    const nick = new Map(users.map((u) => [u.uid, u.nickName]));
    return {
      list: rows.map((r) => ({
        id: r.id,
        uid: r.uid,
        nick_name: nick.get(r.uid) ?? '',
        content: r.content,
        contact: r.contact,
        page: r.page,
        client_type: r.clientType,
        handled: r.handled,
        created_at: r.createdAt.toISOString(),
      })),
      total,
      page_no,
      page_size,
    };
  }

  async handle(id: string): Promise<null> {
    const res = await this.feedback.update({ id }, { handled: true });
    if (!res.affected) throw AppException.notFound('反馈不存在');
    return null;
  }
}
