import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import type { Page } from '../../../../types/api';
import { ContentType } from '../../../../types/community';
import { EXAM_MESSAGES, ExamAccess, QuestionType, ResultRule } from '../../../../types/exam';
import { AccommodationRow, AdminExamRow, AdminItemRow, EXAM_ADMIN_MESSAGES } from '../../../../types/exam-admin';
import { AppException } from '../../common/app-exception';
import { adminPage } from '../../common/admin-list/admin-list';
import type { Caller } from '../../common/request-context';
import { inTransaction } from '../../database/transaction';
import { TopicEntity } from '../community/entities/topic.entity';
import { UserEntity } from '../user/entities/user.entity';
import { ExamAccommodationEntity } from './entities/exam-accommodation.entity';
import { ExamItemEntity } from './entities/exam-item.entity';
import { ExamProblemEntity } from './entities/exam-problem.entity';
import { ExamSubmitEntity } from './entities/exam-submit.entity';
import { ExamTagEntity } from './entities/exam-tag.entity';
import { ExamEntity } from './entities/exam.entity';
import { EXAM_LIST, type AdminExamListDto, type ExamSaveDto, type ItemOrderDto, type ItemSaveDto, type TagSaveDto } from './exam-admin.dto';
import type { AccommodationSaveDto } from './exam-review.dto';
import { poolOf } from './exam-paper';
import { iso } from './exam.presenter';

const field = (f: string, message: string) => AppException.invalid([{ field: f, message }]);

/** Console: exams (with their discussion topic), tags, items of an exam, accommodations. */
@Injectable()
export class ExamAdminService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @InjectRepository(ExamEntity) private readonly exams: Repository<ExamEntity>,
    @InjectRepository(ExamItemEntity) private readonly items: Repository<ExamItemEntity>,
    @InjectRepository(ExamProblemEntity) private readonly bank: Repository<ExamProblemEntity>,
    @InjectRepository(ExamSubmitEntity) private readonly submits: Repository<ExamSubmitEntity>,
    @InjectRepository(ExamTagEntity) private readonly tags: Repository<ExamTagEntity>,
    @InjectRepository(ExamAccommodationEntity) private readonly accommodations: Repository<ExamAccommodationEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  async exam(examId: string): Promise<ExamEntity> {
    const e = await this.exams.findOneBy({ id: examId });
    if (!e) throw AppException.notFound(EXAM_MESSAGES.notFound);
    return e;
  }

  async list(q: AdminExamListDto): Promise<Page<AdminExamRow>> {
    const page = await adminPage(this.exams.createQueryBuilder('e'), EXAM_LIST, q, (e) => e);
    return { ...page, list: await this.rows(page.list) };
  }

  private async rows(exams: ExamEntity[]): Promise<AdminExamRow[]> {
    const ids = exams.map((e) => e.id);
    const [items, counts] = await Promise.all([
      ids.length ? this.items.findBy({ examId: In(ids) }) : [],
      ids.length
        ? this.submits.createQueryBuilder('s').select('s.exam_id', 'id').addSelect('COUNT(*)', 'n').where('s.exam_id IN (:...ids)', { ids }).groupBy('s.exam_id').getRawMany<{ id: string | number; n: string | number }>()
        : [],
    ]);
    const count = new Map(counts.map((c) => [String(c.id), Number(c.n)]));
    return exams.map((e) => {
      const mine = items.filter((i) => i.examId === e.id);
      return {
        exam_id: e.id,
        title: e.title,
        cover: e.cover,
        description: e.description,
        tag_ids: e.tagIds.split(',').filter(Boolean),
        access: e.access as ExamAccess,
        permit_kind: e.permitKind,
        permit_target: e.permitTarget,
        product_id: e.productId,
        start_at: iso(e.startAt),
        end_at: iso(e.endAt),
        duration: e.duration,
        attempts_allowed: e.attemptsAllowed,
        result_rule: e.resultRule as ResultRule,
        published: e.published,
        topic_id: e.topicId,
        item_count: mine.reduce((n, i) => n + (i.poolIds ? i.pick : 1), 0),
        total_score: mine.reduce((n, i) => n + i.score * (i.poolIds ? i.pick : 1), 0),
        submit_count: count.get(e.id) ?? 0,
        created_at: iso(e.createdAt),
      };
    });
  }

  async detail(examId: string): Promise<AdminExamRow> {
    return (await this.rows([await this.exam(examId)]))[0];
  }

  /** Create (with its discussion topic) or update. */
  async save(caller: Caller, dto: ExamSaveDto): Promise<AdminExamRow> {
    const startAt = new Date(dto.start_at);
    const endAt = new Date(dto.end_at);
    if (endAt <= startAt) throw field('end_at', EXAM_ADMIN_MESSAGES.windowOrder);
    if (dto.access === 'equity' && !dto.permit_kind) throw field('permit_kind', EXAM_ADMIN_MESSAGES.permitKind);
    await this.assertTags(dto.tag_ids);
    const values: Partial<ExamEntity> = {
      title: dto.title.trim(),
      cover: dto.cover ?? '',
      description: dto.description ?? '',
      tagIds: dto.tag_ids ?? '',
      access: dto.access,
      permitKind: dto.access === 'equity' ? dto.permit_kind! : null,
      permitTarget: dto.access === 'equity' ? (dto.permit_target ?? '') : '',
      productId: dto.product_id || null,
      startAt,
      endAt,
      duration: dto.duration,
      attemptsAllowed: dto.attempts_allowed,
      resultRule: dto.result_rule,
      published: dto.published,
    };
    if (dto.exam_id) {
      await this.exam(dto.exam_id);
      await this.exams.update({ id: dto.exam_id }, values);
      return this.detail(dto.exam_id);
    }
    const id = await inTransaction(this.ds, async (em) => {
      const topic = await em.getRepository(TopicEntity).save({ uid: caller.uid, cateType: ContentType.ARTICLE, cateId: '0', subCateId: '0', title: `【考试讨论】${values.title}`, content: `关于「${values.title}」的讨论区。`, images: null, mentions: '' });
      return (await em.getRepository(ExamEntity).save({ ...values, topicId: topic.id })).id;
    });
    return this.detail(id);
  }

  async remove(examId: string): Promise<{ deleted: true }> {
    await this.exam(examId);
    if (await this.submits.existsBy({ examId })) throw AppException.invalid([{ field: 'exam_id', message: EXAM_ADMIN_MESSAGES.examHasSubmits }]);
    await inTransaction(this.ds, async (em) => {
      await em.getRepository(ExamItemEntity).delete({ examId });
      await em.getRepository(ExamAccommodationEntity).delete({ examId });
      await em.getRepository(ExamEntity).delete({ id: examId });
    });
    return { deleted: true };
  }

  private async assertTags(tagIds: string | undefined): Promise<void> {
    const ids = (tagIds ?? '').split(',').filter(Boolean);
    if (ids.length && (await this.tags.countBy({ id: In(ids) })) !== new Set(ids).size) throw field('tag_ids', '标签不存在');
  }

  // tags

  tagList(): Promise<ExamTagEntity[]> {
    return this.tags.find({ order: { id: 'ASC' } });
  }

  async tagSave(dto: TagSaveDto): Promise<ExamTagEntity> {
    if (dto.id && !(await this.tags.existsBy({ id: dto.id }))) throw AppException.notFound('标签不存在');
    return this.tags.save({ ...(dto.id ? { id: dto.id } : {}), name: dto.name.trim(), link: dto.link ?? '' });
  }

  async tagDelete(id: string): Promise<{ deleted: true }> {
    await this.tags.delete({ id });
    return { deleted: true };
  }

  // items

  async itemList(examId: string): Promise<AdminItemRow[]> {
    await this.exam(examId);
    const items = await this.items.find({ where: { examId }, order: { sortOrder: 'ASC', id: 'ASC' } });
    const bank = await this.bank.findBy({ id: In([...new Set(items.flatMap(poolOf)), '0']) });
    const byId = new Map(bank.map((q) => [q.id, q]));
    return items.map((i) => ({
      item_id: i.id,
      exam_id: i.examId,
      problem_id: i.problemId,
      pool_ids: i.poolIds ? i.poolIds.split(',') : [],
      pick: i.pick,
      score: i.score,
      sort_order: i.sortOrder,
      shuffle: i.shuffle,
      type: (byId.get(i.problemId)?.type ?? QuestionType.SINGLE) as QuestionType,
      title: byId.get(i.problemId)?.title ?? '(已删除)',
    }));
  }

  async itemSave(dto: ItemSaveDto): Promise<AdminItemRow[]> {
    await this.exam(dto.exam_id);
    const pool = (dto.pool_ids ?? '').split(',').filter(Boolean);
    const ids = pool.length ? pool : dto.problem_id ? [dto.problem_id] : [];
    if (!ids.length) throw field('problem_id', '请选择题目');
    if ((await this.bank.countBy({ id: In(ids) })) !== new Set(ids).size) throw field('problem_id', '题目不存在');
    const pick = dto.pick ?? 1;
    if (pool.length && pick > pool.length) throw field('pick', EXAM_ADMIN_MESSAGES.poolPick);
    const values = { examId: dto.exam_id, problemId: ids[0], poolIds: pool.length > 1 ? pool.join(',') : '', pick: pool.length > 1 ? pick : 1, score: dto.score, shuffle: dto.shuffle ?? false };
    if (dto.item_id) {
      const item = await this.items.findOneBy({ id: dto.item_id, examId: dto.exam_id });
      if (!item) throw AppException.notFound(EXAM_MESSAGES.itemNotInExam);
      await this.items.update({ id: item.id }, values);
    } else {
      const last = await this.items.findOne({ where: { examId: dto.exam_id }, order: { sortOrder: 'DESC' } });
      await this.items.insert({ ...values, sortOrder: (last?.sortOrder ?? 0) + 1 });
    }
    return this.itemList(dto.exam_id);
  }

  async itemDelete(examId: string, itemId: string): Promise<AdminItemRow[]> {
    await this.items.delete({ id: itemId, examId });
    return this.itemList(examId);
  }

  /** Drag ordering: the full list of the exam's item ids in the new order. */
  async itemOrder(dto: ItemOrderDto): Promise<AdminItemRow[]> {
    const ids = dto.item_ids.split(',').filter(Boolean);
    const current = await this.items.findBy({ examId: dto.exam_id });
    if (ids.length !== current.length || new Set(ids).size !== ids.length || current.some((i) => !ids.includes(i.id))) throw field('item_ids', EXAM_ADMIN_MESSAGES.itemOrder);
    await inTransaction(this.ds, async (em) => {
      for (const [n, id] of ids.entries()) await em.getRepository(ExamItemEntity).update({ id }, { sortOrder: n + 1 });
    });
    return this.itemList(dto.exam_id);
  }

  // accommodations

  async accommodationList(examId: string): Promise<AccommodationRow[]> {
    const rows = await this.accommodations.find({ where: { examId }, order: { id: 'ASC' } });
    const users = rows.length ? await this.users.find({ where: { uid: In(rows.map((r) => r.uid)) }, select: { uid: true, nickName: true } }) : [];
    const nick = new Map(users.map((u) => [u.uid, u.nickName]));
    return rows.map((r) => ({ id: r.id, exam_id: r.examId, uid: r.uid, nick_name: nick.get(r.uid) ?? '', extra_minutes: r.extraMinutes, start_at: r.startAt ? iso(r.startAt) : null, end_at: r.endAt ? iso(r.endAt) : null }));
  }

  async accommodationSave(dto: AccommodationSaveDto): Promise<AccommodationRow[]> {
    await this.exam(dto.exam_id);
    if (!(await this.users.existsBy({ uid: dto.uid }))) throw field('uid', '用户不存在');
    const startAt = dto.start_at ? new Date(dto.start_at) : null;
    const endAt = dto.end_at ? new Date(dto.end_at) : null;
    if (startAt && endAt && endAt <= startAt) throw field('end_at', EXAM_ADMIN_MESSAGES.windowOrder);
    const existing = await this.accommodations.findOneBy({ examId: dto.exam_id, uid: dto.uid });
    await this.accommodations.save({ ...(existing ? { id: existing.id } : {}), examId: dto.exam_id, uid: dto.uid, extraMinutes: dto.extra_minutes ?? 0, startAt, endAt });
    return this.accommodationList(dto.exam_id);
  }

  async accommodationDelete(id: string): Promise<{ deleted: true }> {
    await this.accommodations.delete({ id });
    return { deleted: true };
  }
}
