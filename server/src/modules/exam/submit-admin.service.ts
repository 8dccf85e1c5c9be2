import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Page } from '../../../../types/api';
import { ATTEMPT_STATE_LABEL, AttemptState, ExamAnswer, QuestionType } from '../../../../types/exam';
import { AdminSubmitDetail, AdminSubmitRow, EXAM_ADMIN_MESSAGES } from '../../../../types/exam-admin';
import { AppException } from '../../common/app-exception';
import { adminPage } from '../../common/admin-list/admin-list';
import { SubmissionService } from '../oj/submission.service';
import { UserEntity } from '../user/entities/user.entity';
import { ExamSubmitEntity } from './entities/exam-submit.entity';
import { SUBMIT_LIST, type RescoreDto, type SubmitListDto } from './exam-review.dto';
import { correctAnswer, optionsOf, SlotResult } from './exam-paper';
import { iso, judgingRow, paperOf } from './exam.presenter';
import { GradingService } from './grading.service';

const csvCell = (v: unknown) => {
  const s = String(v ?? '');
  // a leading = + - @ would run as a formula in a spreadsheet
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Console: attempts of an exam, their detail, manual re-score, re-judge, CSV export. */
@Injectable()
export class SubmitAdminService {
  constructor(
    @InjectRepository(ExamSubmitEntity) private readonly submits: Repository<ExamSubmitEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly grading: GradingService,
    private readonly ojSubmissions: SubmissionService,
  ) {}

  async list(q: SubmitListDto): Promise<Page<AdminSubmitRow>> {
    // the answers and results JSON stay unread: the list shows the summary only
    const qb = this.submits.createQueryBuilder('s').select(['s.id', 's.examId', 's.uid', 's.attemptNo', 's.state', 's.startedAt', 's.deadline', 's.submittedAt', 's.score', 's.maxScore', 's.timeUsed']);
    const page = await adminPage(qb, SUBMIT_LIST, q, (s) => s);
    return { ...page, list: await this.rows(page.list) };
  }

  private async rows(rows: ExamSubmitEntity[]): Promise<AdminSubmitRow[]> {
    const uids = [...new Set(rows.map((r) => r.uid))];
    const users = uids.length ? await this.users.find({ where: { uid: In(uids) }, select: { uid: true, nickName: true } }) : [];
    const nick = new Map(users.map((u) => [u.uid, u.nickName]));
    return rows.map((s) => ({
      submit_id: s.id,
      exam_id: s.examId,
      uid: s.uid,
      nick_name: nick.get(s.uid) ?? '',
      attempt_no: s.attemptNo,
      state: s.state as AttemptState,
      started_at: iso(s.startedAt),
      deadline: iso(s.deadline),
      submitted_at: s.submittedAt ? iso(s.submittedAt) : null,
      score: s.score,
      max_score: s.maxScore,
      time_used_sec: s.timeUsed,
    }));
  }

  async load(submitId: string): Promise<ExamSubmitEntity> {
    const s = await this.submits.findOneBy({ id: submitId });
    if (!s) throw AppException.notFound('作答记录不存在');
    return s;
  }

  async detail(submitId: string): Promise<AdminSubmitDetail> {
    const s = await this.load(submitId);
    const [row] = await this.rows([s]);
    const paper = paperOf(s);
    const answers = JSON.parse(s.answers || '{}') as Record<string, ExamAnswer>;
    const results = JSON.parse(s.results || '{}') as Record<string, SlotResult>;
    const [bank, programs] = await Promise.all([this.grading.bankOf(paper.map((p) => p.problem_id)), this.grading.programs(s.id)]);
    return {
      ...row,
      items: paper.map((slot, i) => {
        const q = bank.get(slot.problem_id);
        const r = results[slot.slot];
        const opts = q ? optionsOf(q) : [];
        return {
          item_id: slot.slot,
          no: i + 1,
          type: (q?.type ?? QuestionType.SINGLE) as QuestionType,
          title: q?.title ?? '(已删除)',
          problem_id: slot.problem_id,
          answer: answers[slot.slot] ?? null,
          correct_answer: q ? correctAnswer(q, slot) : null,
          options: slot.order ? slot.order.map((o) => opts[o] ?? '') : opts,
          score: r?.score ?? 0,
          max: slot.score,
          correct: r?.correct ?? false,
          manual: Boolean(r?.manual),
          judgings: (programs.get(slot.slot) ?? []).map(judgingRow),
        };
      }),
    };
  }

  /** Manual score of one question; kept by later automatic re-scores. */
  async rescore(dto: RescoreDto): Promise<AdminSubmitDetail> {
    const s = await this.load(dto.submit_id);
    if (s.state === 'in_progress' || s.state === 'abandoned') throw AppException.invalid([{ field: 'submit_id', message: EXAM_ADMIN_MESSAGES.notFinished }]);
    const slot = paperOf(s).find((p) => p.slot === dto.item_id);
    if (!slot) throw AppException.invalid([{ field: 'item_id', message: '该题不在本次作答中' }]);
    if (dto.score > slot.score) throw AppException.invalid([{ field: 'score', message: EXAM_ADMIN_MESSAGES.scoreRange }]);
    const results = JSON.parse(s.results || '{}') as Record<string, SlotResult>;
    results[slot.slot] = { score: dto.score, max: slot.score, correct: dto.score === slot.score, manual: true };
    await this.submits.update({ id: s.id }, { results: JSON.stringify(results), score: Object.values(results).reduce((n, r) => n + r.score, 0) });
    return this.detail(s.id);
  }

  /** Re-judges the programming submissions of an attempt (one slot or all); scores follow when they land. */
  async rejudge(submitId: string, slotId?: string): Promise<AdminSubmitDetail> {
    const s = await this.load(submitId);
    const programs = await this.grading.programs(s.id);
    const targets = [...programs].filter(([slot]) => !slotId || slot === slotId).flatMap(([, rows]) => rows);
    if (!targets.length) throw AppException.invalid([{ field: 'item_id', message: '没有可重新评测的编程提交' }]);
    // an automatic re-score must not be overridden by an older manual one
    const results = JSON.parse(s.results || '{}') as Record<string, SlotResult>;
    for (const [slot] of programs) if ((!slotId || slot === slotId) && results[slot]) delete results[slot].manual;
    await this.submits.update({ id: s.id }, { results: JSON.stringify(results) });
    for (const p of targets) await this.ojSubmissions.rejudge(p.submission_id);
    await this.grading.rescore(s.id);
    return this.detail(s.id);
  }

  /** Marks a running attempt abandoned (it keeps counting as a used attempt). */
  async abandon(submitId: string): Promise<AdminSubmitDetail> {
    const s = await this.load(submitId);
    await this.submits.update({ id: s.id, state: 'in_progress' }, { state: 'abandoned', submittedAt: new Date() });
    return this.detail(s.id);
  }

  /** Results as CSV (UTF-8 with BOM for spreadsheet apps): one row per attempt. */
  async exportCsv(examId: string): Promise<{ filename: string; csv: string }> {
    const rows = await this.submits.find({ where: { examId }, order: { score: 'DESC', timeUsed: 'ASC' }, select: { id: true, examId: true, uid: true, attemptNo: true, state: true, startedAt: true, deadline: true, submittedAt: true, score: true, maxScore: true, timeUsed: true } });
    const out = await this.rows(rows);
    const head = ['作答ID', '用户ID', '昵称', '第几次', '状态', '开始时间', '交卷时间', '得分', '满分', '用时(秒)'];
    const lines = out.map((r) => [r.submit_id, r.uid, r.nick_name, r.attempt_no, ATTEMPT_STATE_LABEL[r.state], r.started_at, r.submitted_at ?? '', r.score, r.max_score, r.time_used_sec].map(csvCell).join(','));
    return { filename: `exam-${examId}-results.csv`, csv: `\uFEFF${[head.join(','), ...lines].join('\n')}\n` };
  }
}
