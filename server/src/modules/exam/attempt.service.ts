import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, Repository } from 'typeorm';
import { ApiCode } from '../../../../types/api';
import { AnswerSaved, AttemptView, EXAM_LIMITS, EXAM_MESSAGES, ExamAnswer } from '../../../../types/exam';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import type { Caller } from '../../common/request-context';
import { forUpdate, inTransaction } from '../../database/transaction';
import { ExamSubmitEntity } from './entities/exam-submit.entity';
import { ExamTagEntity } from './entities/exam-tag.entity';
import type { ExamEntity } from './entities/exam.entity';
import { deadlineOf, ExamAccessService, phaseOf } from './exam-access.service';
import { drawPaper, PaperSlot, validateAnswer } from './exam-paper';
import { attemptView, iso, paperOf, paperQuestion } from './exam.presenter';
import { GradingService } from './grading.service';

/** Saves that arrive this long after the deadline still count (network latency of a last autosave). */
export const ANSWER_GRACE_MS = 2000;

const conflict = (msg: string) => new AppException(ApiCode.CONFLICT, msg);

/** One attempt's life: start, autosave, hand-in (by the user, a late call or the sweep). */
@Injectable()
export class AttemptService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @InjectRepository(ExamSubmitEntity) private readonly submits: Repository<ExamSubmitEntity>,
    @InjectRepository(ExamTagEntity) private readonly tags: Repository<ExamTagEntity>,
    @Inject(KV_STORE) private readonly kv: KvStore,
    private readonly access: ExamAccessService,
    private readonly grading: GradingService,
  ) {}

  latest(examId: string, uid: string): Promise<ExamSubmitEntity | null> {
    return this.submits.findOne({ where: { examId, uid }, order: { attemptNo: 'DESC' } });
  }

  /** The caller's running attempt; one whose deadline (plus grace) passed is handed in first and null returned. */
  async running(examId: string, uid: string, now = new Date()): Promise<ExamSubmitEntity | null> {
    const s = await this.submits.findOne({ where: { examId, uid, state: 'in_progress' }, order: { attemptNo: 'DESC' } });
    if (!s) return null;
    if (now.getTime() > s.deadline.getTime() + ANSWER_GRACE_MS) {
      await this.grading.finalize(s, 'expired', now);
      return null;
    }
    return s;
  }

  async start(caller: Caller, examId: string): Promise<AttemptView> {
    const e = await this.access.visible(caller, examId);
    await this.access.assertAllowed(caller, e);
    const now = new Date();
    const w = await this.access.windowOf(e, caller.uid);
    const phase = phaseOf(w, now);
    if (phase === 'upcoming') throw conflict(EXAM_MESSAGES.notOpen);
    if (phase === 'closed') throw conflict(EXAM_MESSAGES.closed);
    if (await this.running(e.id, caller.uid, now)) throw conflict(EXAM_MESSAGES.running);
    const used = await this.submits.countBy({ examId: e.id, uid: caller.uid });
    if (used >= e.attemptsAllowed) throw conflict(EXAM_MESSAGES.noAttemptsLeft);
    const items = await this.grading.itemsOf(e.id);
    if (!items.length) throw conflict('试卷还没有题目');
    const bank = await this.grading.bankOfItems(items);
    const attemptNo = used + 1;
    const paper = drawPaper(`${e.id}:${caller.uid}:${attemptNo}`, items, bank);
    let s: ExamSubmitEntity;
    try {
      s = await this.submits.save(
        this.submits.create({ examId: e.id, uid: caller.uid, attemptNo, state: 'in_progress', startedAt: now, deadline: deadlineOf(now, w), paper: JSON.stringify(paper), answers: '{}', flags: '[]', results: null, score: 0, maxScore: paper.reduce((n, p) => n + p.score, 0), timeUsed: 0 }),
      );
    } catch (err) {
      // a concurrent start took this attempt number (unique exam, uid, attempt)
      if (err instanceof QueryFailedError) throw conflict(EXAM_MESSAGES.running);
      throw err;
    }
    return this.view(s, now);
  }

  /** The running attempt, else the latest one (finished: the page shows it read-only). */
  async current(caller: Caller, examId: string): Promise<AttemptView> {
    const e = await this.access.visible(caller, examId);
    const now = new Date();
    const s = (await this.running(e.id, caller.uid, now)) ?? (await this.latest(e.id, caller.uid));
    if (!s) throw AppException.notFound(EXAM_MESSAGES.noAttempt);
    return this.view(s, now);
  }

  async view(s: ExamSubmitEntity, now = new Date()): Promise<AttemptView> {
    const paper = paperOf(s);
    const [bank, programs, tags] = await Promise.all([this.grading.bankOf(paper.map((p) => p.problem_id)), this.grading.programs(s.id), this.tagNames()]);
    const questions = paper.flatMap((slot, i) => {
      const q = bank.get(slot.problem_id);
      return q ? [paperQuestion(slot, q, i + 1, q.tagIds.split(',').filter(Boolean).map((id) => tags.get(id) ?? '').filter(Boolean))] : [];
    });
    return attemptView(s, questions, programs, now);
  }

  async tagNames(): Promise<Map<string, string>> {
    return new Map((await this.tags.find()).map((t) => [t.id, t.name]));
  }

  /** Autosave of one answer and/or its flag. Refused after the deadline; the attempt is then handed in. */
  async answer(caller: Caller, examId: string, slotId: string, raw: string | undefined, flagged: boolean | undefined): Promise<AnswerSaved> {
    if (raw === undefined && flagged === undefined) throw AppException.invalid([{ field: 'answer', message: '请提供答案或标记' }]);
    if (raw !== undefined && raw.length > EXAM_LIMITS.codeBytes + 1024) throw AppException.invalid([{ field: 'answer', message: EXAM_MESSAGES.codeTooLong }]);
    if ((await this.kv.incr(`exam:answer:${caller.uid}`, 60_000)) > EXAM_LIMITS.answersPerMinute) throw new AppException(ApiCode.RATE_LIMITED, '保存过于频繁，请稍后再试');
    const e = await this.access.visible(caller, examId);
    const s = await this.runningOrRefuse(e, caller.uid);
    const slot = this.slotOf(s, slotId);
    let answer: ExamAnswer | null = null;
    if (raw !== undefined && raw !== '') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        throw AppException.invalid([{ field: 'answer', message: EXAM_MESSAGES.badAnswer }]);
      }
      const q = (await this.grading.bankOf([slot.problem_id])).get(slot.problem_id);
      if (!q) throw AppException.invalid([{ field: 'item_id', message: EXAM_MESSAGES.itemNotInExam }]);
      answer = validateAnswer(q, slot, parsed);
    }
    await this.write(s.id, slot.slot, raw === undefined ? undefined : answer, flagged);
    return { saved_at: iso(new Date()), deadline: iso(s.deadline), server_time: iso(new Date()) };
  }

  /** Read-modify-write of the answers under a row lock (autosaves of two questions may cross). */
  async write(submitId: string, slot: string, answer: ExamAnswer | null | undefined, flagged?: boolean): Promise<void> {
    const ok = await inTransaction(this.ds, async (em) => {
      const row = await em.getRepository(ExamSubmitEntity).findOne({ where: { id: submitId }, ...forUpdate(em) });
      if (!row || row.state !== 'in_progress') return false;
      const answers = JSON.parse(row.answers || '{}') as Record<string, ExamAnswer>;
      if (answer === null) delete answers[slot];
      else if (answer !== undefined) answers[slot] = answer;
      const flags = new Set(JSON.parse(row.flags || '[]') as string[]);
      if (flagged === true) flags.add(slot);
      if (flagged === false) flags.delete(slot);
      await em.getRepository(ExamSubmitEntity).update({ id: submitId, state: 'in_progress' }, { answers: JSON.stringify(answers), flags: JSON.stringify([...flags]) });
      return true;
    });
    if (!ok) throw conflict(EXAM_MESSAGES.deadlinePassed);
  }

  /** The running attempt of the caller, or a clear refusal (after its deadline it is handed in first). */
  async runningOrRefuse(e: ExamEntity, uid: string): Promise<ExamSubmitEntity> {
    const s = await this.running(e.id, uid);
    if (s) return s;
    const last = await this.latest(e.id, uid);
    throw conflict(last && last.state !== 'in_progress' && last.state !== 'abandoned' ? (last.state === 'expired' ? EXAM_MESSAGES.deadlinePassed : '本次作答已交卷') : EXAM_MESSAGES.noAttempt);
  }

  slotOf(s: ExamSubmitEntity, slotId: string): PaperSlot {
    const slot = paperOf(s).find((p) => p.slot === slotId);
    if (!slot) throw AppException.invalid([{ field: 'item_id', message: EXAM_MESSAGES.itemNotInExam }]);
    return slot;
  }

  /** Hand-in. A second call (or one racing the sweep) finds the attempt finished and answers the same result. */
  async handIn(caller: Caller, examId: string): Promise<ExamSubmitEntity> {
    const e = await this.access.visible(caller, examId);
    const now = new Date();
    const s = await this.submits.findOne({ where: { examId: e.id, uid: caller.uid, state: 'in_progress' }, order: { attemptNo: 'DESC' } });
    if (s) {
      const late = now.getTime() > s.deadline.getTime() + ANSWER_GRACE_MS;
      await this.grading.finalize(s, late ? 'expired' : 'submitted', now);
      return this.submits.findOneByOrFail({ id: s.id });
    }
    const last = await this.latest(e.id, caller.uid);
    if (!last || last.state === 'abandoned') throw conflict(EXAM_MESSAGES.noAttempt);
    return last;
  }
}
