import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ApiCode } from '../../../../types/api';
import { EXAM_MESSAGES, ExamAnswer, ExamExplain, ExamRank, ExamResult, ItemResult, QuestionType, RankRow, ResultRule, TagReportRow } from '../../../../types/exam';
import { AppException } from '../../common/app-exception';
import { pageArgs } from '../../common/page.dto';
import type { Caller } from '../../common/request-context';
import { UserEntity } from '../user/entities/user.entity';
import { ExamSubmitEntity } from './entities/exam-submit.entity';
import type { ExamEntity } from './entities/exam.entity';
import { ExamAccessService } from './exam-access.service';
import { correctAnswer, drawPaper, PaperSlot, SlotResult } from './exam-paper';
import { explainOpen, ExamQueryService, isFinished, resultVisible } from './exam-query.service';
import { FINISHED_STATES } from './exam-score.service';
import { iso, paperOf, paperQuestion } from './exam.presenter';
import { GradingService } from './grading.service';

const ID = /^\d{1,19}$/;

/** After the exam: result with the knowledge-tag report, explanations, ranking. */
@Injectable()
export class ExamReportService {
  constructor(
    @InjectRepository(ExamSubmitEntity) private readonly submits: Repository<ExamSubmitEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly access: ExamAccessService,
    private readonly query: ExamQueryService,
    private readonly grading: GradingService,
  ) {}

  /** One finished attempt of the caller: the given one (never another user's), else the latest. */
  async finishedAttempt(caller: Caller, e: ExamEntity, submitId?: string): Promise<ExamSubmitEntity> {
    if (submitId !== undefined) {
      const s = ID.test(submitId) ? await this.submits.findOneBy({ id: submitId }) : null;
      if (!s || s.examId !== e.id || (s.uid !== caller.uid && !caller.admin)) throw AppException.notFound(EXAM_MESSAGES.attemptNotFound);
      if (!isFinished(s)) throw new AppException(ApiCode.CONFLICT, EXAM_MESSAGES.explainRunning);
      return s;
    }
    const s = await this.submits.findOne({ where: { examId: e.id, uid: caller.uid, state: In(FINISHED_STATES) }, order: { attemptNo: 'DESC' } });
    if (!s) throw AppException.notFound(EXAM_MESSAGES.attemptNotFound);
    return s;
  }

  async result(caller: Caller, examId: string, submitId?: string): Promise<ExamResult> {
    const e = await this.access.visible(caller, examId);
    const s = await this.finishedAttempt(caller, e, submitId);
    const now = new Date();
    const w = await this.access.windowOf(e, s.uid);
    const attempts = await this.query.attemptsOf(e.id, s.uid);
    const visible = resultVisible(e, w, attempts, now, caller.admin);
    const paper = paperOf(s);
    const results = JSON.parse(s.results || '{}') as Record<string, SlotResult>;
    const [bank, tags] = await Promise.all([this.grading.bankOf(paper.map((p) => p.problem_id)), this.query.tagMap()]);
    const items: ItemResult[] = paper.map((slot, i) => {
      const q = bank.get(slot.problem_id);
      const r = results[slot.slot] ?? { score: 0, max: slot.score, correct: false };
      return { item_id: slot.slot, no: i + 1, type: (q?.type ?? QuestionType.SINGLE) as QuestionType, title: q?.title ?? '', score: visible ? r.score : 0, max: slot.score, correct: visible && r.correct, pending: Boolean(r.pending) };
    });
    const report = new Map<string, TagReportRow>();
    if (visible) {
      for (const slot of paper) {
        for (const id of (bank.get(slot.problem_id)?.tagIds ?? '').split(',').filter(Boolean)) {
          const t = tags.get(id);
          if (!t) continue;
          const row = report.get(id) ?? { tag: t.name, link: t.link || `/oj?keyword=${encodeURIComponent(t.name)}`, got: 0, total: 0 };
          row.total += 1;
          if (results[slot.slot]?.correct) row.got += 1;
          report.set(id, row);
        }
      }
    }
    return {
      submit_id: s.id,
      exam_id: e.id,
      title: e.title,
      state: s.state as ExamResult['state'],
      visible,
      score: visible ? s.score : null,
      max_score: s.maxScore,
      time_used_sec: s.timeUsed,
      items,
      tags: [...report.values()],
      judging: items.some((i) => i.pending),
      explain_open: explainOpen(e, w, attempts, now, caller.admin),
    };
  }

  async explain(caller: Caller, examId: string): Promise<ExamExplain> {
    const e = await this.access.visible(caller, examId);
    await this.access.assertAllowed(caller, e);
    const now = new Date();
    const [w, attempts] = await Promise.all([this.access.windowOf(e, caller.uid), this.query.attemptsOf(e.id, caller.uid)]);
    if (!caller.admin) {
      if (attempts.some((a) => a.state === 'in_progress' && a.deadline > now)) throw new AppException(ApiCode.FORBIDDEN, EXAM_MESSAGES.explainRunning);
      if (!explainOpen(e, w, attempts, now)) throw new AppException(ApiCode.FORBIDDEN, EXAM_MESSAGES.explainLocked);
    }
    // the caller's own paper (their pool draws and option order) when they took it, else the exam's items
    const last = [...attempts].reverse().find(isFinished);
    const s = last ? await this.submits.findOneByOrFail({ id: last.id }) : null;
    let paper: PaperSlot[];
    if (s) paper = paperOf(s);
    else {
      const items = await this.grading.itemsOf(e.id);
      paper = drawPaper(`${e.id}:explain`, items.map((i) => ({ ...i, shuffle: false })), await this.grading.bankOfItems(items));
    }
    const answers = s ? (JSON.parse(s.answers || '{}') as Record<string, ExamAnswer>) : {};
    const results = s ? (JSON.parse(s.results || '{}') as Record<string, SlotResult>) : {};
    const [bank, tags] = await Promise.all([this.grading.bankOf(paper.map((p) => p.problem_id)), this.query.tagMap()]);
    return {
      exam_id: e.id,
      title: e.title,
      questions: paper.flatMap((slot, i) => {
        const q = bank.get(slot.problem_id);
        if (!q) return [];
        const names = q.tagIds.split(',').filter(Boolean).map((id) => tags.get(id)?.name ?? '').filter(Boolean);
        return [{ ...paperQuestion(slot, q, i + 1, names), my_answer: answers[slot.slot] ?? null, correct_answer: correctAnswer(q, slot), explanation: q.explanation, my_score: results[slot.slot]?.score ?? 0 }];
      }),
    };
  }

  /** Best finished attempt per user: score desc, then time used; equal score and time share a rank. */
  async rank(caller: Caller, examId: string, q: { page_no?: number; page_size?: number }): Promise<ExamRank> {
    const e = await this.access.visible(caller, examId);
    const { page_no, page_size, skip, take } = pageArgs(q);
    if (e.resultRule === ResultRule.AFTER_END && new Date() < e.endAt && !caller.admin) throw new AppException(ApiCode.FORBIDDEN, `${EXAM_MESSAGES.resultHidden}，考试结束后公布排名`);
    const rows = await this.submits.find({ where: { examId: e.id, state: In(FINISHED_STATES) }, select: { id: true, uid: true, score: true, timeUsed: true, submittedAt: true } });
    const best = new Map<string, ExamSubmitEntity>();
    for (const r of rows) {
      const b = best.get(r.uid);
      if (!b || r.score > b.score || (r.score === b.score && r.timeUsed < b.timeUsed)) best.set(r.uid, r);
    }
    const sorted = [...best.values()].sort((a, b) => b.score - a.score || a.timeUsed - b.timeUsed || Number(a.uid) - Number(b.uid));
    const ranks: number[] = [];
    sorted.forEach((r, i) => {
      const prev = sorted[i - 1];
      ranks.push(prev && prev.score === r.score && prev.timeUsed === r.timeUsed ? ranks[i - 1] : i + 1);
    });
    const pageRows = sorted.slice(skip, skip + take);
    const mineIndex = sorted.findIndex((r) => r.uid === caller.uid);
    const uids = [...pageRows.map((r) => r.uid), ...(mineIndex >= 0 ? [caller.uid] : [])];
    const users = uids.length ? await this.users.find({ where: { uid: In(uids) }, select: { uid: true, nickName: true, headImgUrl: true } }) : [];
    const um = new Map(users.map((u) => [u.uid, u]));
    const toRow = (r: ExamSubmitEntity, rank: number): RankRow => ({
      rank,
      uid: r.uid,
      nick_name: um.get(r.uid)?.nickName ?? '',
      head_img_url: um.get(r.uid)?.headImgUrl ?? '',
      score: r.score,
      time_used_sec: r.timeUsed,
      submitted_at: r.submittedAt ? iso(r.submittedAt) : '',
    });
    return {
      list: pageRows.map((r, i) => toRow(r, ranks[skip + i])),
      total: sorted.length,
      page_no,
      page_size,
      mine: mineIndex >= 0 ? toRow(sorted[mineIndex], ranks[mineIndex]) : null,
    };
  }
}
