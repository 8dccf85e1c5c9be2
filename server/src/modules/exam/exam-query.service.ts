import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThan, Repository } from 'typeorm';
import type { Page } from '../../../../types/api';
import { ExamAccess, ExamDetail, ExamRow, ExamTag, MyExamRow, ResultRule } from '../../../../types/exam';
import { pageArgs } from '../../common/page.dto';
import type { Caller } from '../../common/request-context';
import { ExamItemEntity } from './entities/exam-item.entity';
import { ExamSubmitEntity } from './entities/exam-submit.entity';
import { ExamTagEntity } from './entities/exam-tag.entity';
import { ExamEntity } from './entities/exam.entity';
import { ExamAccessService, phaseOf, UserWindow } from './exam-access.service';
import { FINISHED_STATES } from './exam-score.service';
import { attemptSummary, iso } from './exam.presenter';

export const isFinished = (s: ExamSubmitEntity) => FINISHED_STATES.includes(s.state);

/** Whether a user's scores are shown yet (the exam's result rule). */
export function resultVisible(e: ExamEntity, w: UserWindow, attempts: ExamSubmitEntity[], now: Date, admin = false): boolean {
  if (admin) return true;
  const running = attempts.some((a) => a.state === 'in_progress');
  if (e.resultRule === ResultRule.AFTER_END) return now >= w.endAt;
  if (e.resultRule === ResultRule.AFTER_ATTEMPTS) return now >= w.endAt || (!running && attempts.length >= e.attemptsAllowed);
  return true;
}

/** Explanations: under the result rule, never while the user's attempt or their window is running (admins always). */
export function explainOpen(e: ExamEntity, w: UserWindow, attempts: ExamSubmitEntity[], now: Date, admin = false): boolean {
  if (admin) return true;
  if (attempts.some((a) => a.state === 'in_progress' && a.deadline > now)) return false;
  return now >= w.endAt && resultVisible(e, w, attempts, now);
}

/** Cover, list and "my exams". */
@Injectable()
export class ExamQueryService {
  constructor(
    @InjectRepository(ExamEntity) private readonly exams: Repository<ExamEntity>,
    @InjectRepository(ExamItemEntity) private readonly items: Repository<ExamItemEntity>,
    @InjectRepository(ExamSubmitEntity) private readonly submits: Repository<ExamSubmitEntity>,
    @InjectRepository(ExamTagEntity) private readonly tags: Repository<ExamTagEntity>,
    private readonly access: ExamAccessService,
  ) {}

  async list(caller: Caller, q: { page_no?: number; page_size?: number; tag_id?: string }): Promise<Page<ExamRow>> {
    const { page_no, page_size, skip, take } = pageArgs(q);
    const qb = this.exams.createQueryBuilder('e').where('e.published = :p', { p: true });
    if (q.tag_id) {
      const t = q.tag_id;
      qb.andWhere('(e.tag_ids = :t0 OR e.tag_ids LIKE :t1 OR e.tag_ids LIKE :t2 OR e.tag_ids LIKE :t3)', { t0: t, t1: `${t},%`, t2: `%,${t}`, t3: `%,${t},%` });
    }
    const [rows, total] = await qb.orderBy('e.start_at', 'DESC').addOrderBy('e.exam_id', 'DESC').skip(skip).take(take).getManyAndCount();
    return { list: await this.rows(rows), total, page_no, page_size };
  }

  async rows(exams: ExamEntity[], now = new Date()): Promise<ExamRow[]> {
    if (!exams.length) return [];
    const ids = exams.map((e) => e.id);
    const [items, parts, tags] = await Promise.all([
      this.items.find({ where: { examId: In(ids) } }),
      this.submits.createQueryBuilder('s').select('s.exam_id', 'exam_id').addSelect('COUNT(DISTINCT s.uid)', 'n').where('s.exam_id IN (:...ids)', { ids }).groupBy('s.exam_id').getRawMany<{ exam_id: string | number; n: string | number }>(),
      this.tagMap(),
    ]);
    const partsOf = new Map(parts.map((p) => [String(p.exam_id), Number(p.n)]));
    return exams.map((e) => {
      const mine = items.filter((i) => i.examId === e.id);
      return {
        exam_id: e.id,
        title: e.title,
        cover: e.cover,
        tags: tagsOf(e.tagIds, tags),
        access: e.access as ExamAccess,
        start_at: iso(e.startAt),
        end_at: iso(e.endAt),
        duration: e.duration,
        item_count: mine.reduce((n, i) => n + (i.poolIds ? i.pick : 1), 0),
        total_score: mine.reduce((n, i) => n + i.score * (i.poolIds ? i.pick : 1), 0),
        phase: phaseOf(e, now),
        participants: partsOf.get(e.id) ?? 0,
      };
    });
  }

  async tagMap(): Promise<Map<string, ExamTagEntity>> {
    return new Map((await this.tags.find()).map((t) => [t.id, t]));
  }

  async detail(caller: Caller, examId: string): Promise<ExamDetail> {
    const e = await this.access.visible(caller, examId);
    const now = new Date();
    const [[row], w, attempts, allowed] = await Promise.all([this.rows([e], now), this.access.windowOf(e, caller.uid), this.attemptsOf(e.id, caller.uid), this.access.allowed(caller, e)]);
    const visible = resultVisible(e, w, attempts, now, caller.admin);
    const finished = attempts.filter(isFinished);
    const running = attempts.find((a) => a.state === 'in_progress' && a.deadline.getTime() > now.getTime()) ?? null;
    return {
      ...row,
      phase: phaseOf(w, now),
      description: e.description,
      attempts_allowed: e.attemptsAllowed,
      result_rule: e.resultRule as ResultRule,
      my_window: { start_at: iso(w.startAt), end_at: iso(w.endAt), duration: w.duration },
      permit: { allowed, product_id: e.productId },
      attempts: attempts.map((a) => attemptSummary(a, visible)),
      attempts_left: Math.max(0, e.attemptsAllowed - attempts.length),
      best_score: visible && finished.length ? Math.max(...finished.map((a) => a.score)) : null,
      running: running ? attemptSummary(running, false) : null,
      result_visible: visible,
      explain_open: allowed && explainOpen(e, w, attempts, now, caller.admin),
      topic_id: e.topicId,
      server_time: iso(now),
    };
  }

  attemptsOf(examId: string, uid: string): Promise<ExamSubmitEntity[]> {
    return this.submits.find({ where: { examId, uid }, order: { attemptNo: 'ASC' }, select: { id: true, examId: true, uid: true, attemptNo: true, state: true, startedAt: true, deadline: true, submittedAt: true, score: true, maxScore: true, timeUsed: true } });
  }

  /** /study/exam: exams the user is in (running first), open or upcoming ones they may take, then finished. */
  async mine(caller: Caller): Promise<MyExamRow[]> {
    const now = new Date();
    const mine = await this.submits.find({ where: { uid: caller.uid }, select: { id: true, examId: true, state: true, deadline: true, score: true, attemptNo: true } });
    const attempted = [...new Set(mine.map((s) => s.examId))];
    const [taken, open] = await Promise.all([
      attempted.length ? this.exams.findBy({ id: In(attempted) }) : [],
      this.exams.find({ where: { published: true, endAt: MoreThan(now) }, order: { startAt: 'ASC' }, take: 50 }),
    ]);
    const out: MyExamRow[] = [];
    const rows = new Map((await this.rows([...taken, ...open])).map((r) => [r.exam_id, r]));
    for (const e of taken) {
      const subs = mine.filter((s) => s.examId === e.id);
      const w = await this.access.windowOf(e, caller.uid);
      const full = await this.attemptsOf(e.id, caller.uid);
      const running = subs.find((s) => s.state === 'in_progress' && s.deadline > now);
      const finished = subs.filter(isFinished);
      const visible = resultVisible(e, w, full, now);
      out.push({
        exam_id: e.id,
        title: e.title,
        cover: e.cover,
        status: running ? 'in_progress' : 'finished',
        phase: phaseOf(w, now),
        start_at: iso(w.startAt),
        end_at: iso(w.endAt),
        deadline: running ? iso(running.deadline) : null,
        best_score: visible && finished.length ? Math.max(...finished.map((s) => s.score)) : null,
        total_score: rows.get(e.id)?.total_score ?? 0,
        attempts: subs.length,
      });
    }
    for (const e of open) {
      if (attempted.includes(e.id) || !(await this.access.allowed(caller, e))) continue;
      const w = await this.access.windowOf(e, caller.uid);
      out.push({ exam_id: e.id, title: e.title, cover: e.cover, status: 'upcoming', phase: phaseOf(w, now), start_at: iso(w.startAt), end_at: iso(w.endAt), deadline: null, best_score: null, total_score: rows.get(e.id)?.total_score ?? 0, attempts: 0 });
    }
    const order = { in_progress: 0, upcoming: 1, finished: 2 };
    return out.sort((a, b) => order[a.status] - order[b.status] || b.start_at.localeCompare(a.start_at));
  }

}

export function tagsOf(tagIds: string, tags: Map<string, ExamTagEntity>): ExamTag[] {
  return tagIds
    .split(',')
    .filter(Boolean)
    .flatMap((id) => {
      const t = tags.get(id);
      return t ? [{ id: t.id, name: t.name, link: t.link }] : [];
    });
}
