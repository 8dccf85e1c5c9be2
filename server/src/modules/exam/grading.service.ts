import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { AttemptState, ExamAnswer } from '../../../../types/exam';
import { Verdict } from '../../../../types/judge';
import { SubmissionEntity } from '../oj/entities/submission.entity';
import { ExamItemEntity } from './entities/exam-item.entity';
import { ExamJudgingEntity } from './entities/exam-judging.entity';
import { ExamProblemEntity } from './entities/exam-problem.entity';
import { ExamSubmitEntity } from './entities/exam-submit.entity';
import { JudgedProgram, PaperSlot, poolOf, scoreSlot, SlotResult } from './exam-paper';

export interface ProgramRow extends JudgedProgram {
  submission_id: string;
  verdict: string | null;
  created_at: Date;
}

/**
 * Scores attempts: at hand-in (by the user, the sweep or a late answer), when a programming
 * answer's judging lands after hand-in, and on an admin re-score. Writes are conditional on the
 * state, so two hand-ins at once produce one result.
 */
@Injectable()
export class GradingService {
  constructor(
    @InjectRepository(ExamSubmitEntity) private readonly submits: Repository<ExamSubmitEntity>,
    @InjectRepository(ExamProblemEntity) private readonly bank: Repository<ExamProblemEntity>,
    @InjectRepository(ExamItemEntity) private readonly items: Repository<ExamItemEntity>,
    @InjectRepository(ExamJudgingEntity) private readonly judgings: Repository<ExamJudgingEntity>,
    @InjectRepository(SubmissionEntity) private readonly ojSubmissions: Repository<SubmissionEntity>,
  ) {}

  async itemsOf(examId: string): Promise<ExamItemEntity[]> {
    return this.items.find({ where: { examId }, order: { sortOrder: 'ASC', id: 'ASC' } });
  }

  async bankOf(ids: string[]): Promise<Map<string, ExamProblemEntity>> {
    const uniq = [...new Set(ids)];
    const rows = uniq.length ? await this.bank.findBy({ id: In(uniq) }) : [];
    return new Map(rows.map((q) => [q.id, q]));
  }

  /** Bank questions of every item of an exam (pools included). */
  async bankOfItems(items: ExamItemEntity[]): Promise<Map<string, ExamProblemEntity>> {
    return this.bankOf(items.flatMap(poolOf));
  }

  /** Programming submissions of an attempt per slot, newest first. */
  async programs(examSubmitId: string): Promise<Map<string, ProgramRow[]>> {
    const js = await this.judgings.find({ where: { examSubmitId }, order: { id: 'DESC' } });
    const subs = js.length ? await this.ojSubmissions.find({ where: { submissionId: In(js.map((j) => j.submissionId)) }, select: { submissionId: true, status: true, verdict: true, score: true, cases: true, createdAt: true } }) : [];
    const byId = new Map(subs.map((s) => [s.submissionId, s]));
    const out = new Map<string, ProgramRow[]>();
    for (const j of js) {
      const s = byId.get(j.submissionId);
      if (!s) continue;
      const cases = s.cases ? (JSON.parse(s.cases) as { verdict: string }[]) : [];
      const row: ProgramRow = {
        submission_id: s.submissionId,
        status: s.status,
        verdict: s.verdict,
        score: s.score,
        passed: cases.filter((c) => c.verdict === Verdict.AC).length,
        total: cases.length,
        created_at: s.createdAt,
      };
      out.set(j.slot, [...(out.get(j.slot) ?? []), row]);
    }
    return out;
  }

  /** Per-slot results and the total of an attempt, from its answers and judged programs. */
  async compute(s: ExamSubmitEntity): Promise<{ results: Record<string, SlotResult>; score: number; max: number; pending: boolean }> {
    const paper = JSON.parse(s.paper) as PaperSlot[];
    const answers = JSON.parse(s.answers || '{}') as Record<string, ExamAnswer>;
    const [bank, programs] = await Promise.all([this.bankOf(paper.map((p) => p.problem_id)), this.programs(s.id)]);
    const results: Record<string, SlotResult> = {};
    let score = 0;
    let max = 0;
    let pending = false;
    for (const slot of paper) {
      const q = bank.get(slot.problem_id);
      const r = q ? scoreSlot(q, slot, answers[slot.slot], programs.get(slot.slot) ?? []) : { score: 0, max: slot.score, correct: false };
      results[slot.slot] = r;
      score += r.score;
      max += r.max;
      pending ||= Boolean(r.pending);
    }
    return { results, score, max, pending };
  }

  /**
   * Hands an attempt in if it is still running: `submitted` by the user, `expired` by the sweep or
   * a late call (then it counts as handed in at the deadline). Returns false when another call won.
   */
  async finalize(s: ExamSubmitEntity, state: Extract<AttemptState, 'submitted' | 'expired'>, at: Date): Promise<boolean> {
    const when = state === 'expired' ? s.deadline : at < s.deadline ? at : s.deadline;
    const claimed = await this.submits.update({ id: s.id, state: 'in_progress' }, { state, submittedAt: when, timeUsed: Math.max(0, Math.round((when.getTime() - s.startedAt.getTime()) / 1000)) });
    if (!claimed.affected) return false;
    await this.rescore(s.id);
    return true;
  }

  /** Recomputes a finished attempt's results (after a judging lands, a re-judge or an admin fix). */
  async rescore(submitId: string): Promise<void> {
    const s = await this.submits.findOneBy({ id: submitId });
    if (!s || s.state === 'in_progress' || s.state === 'abandoned') return;
    const { results, max } = await this.compute(s);
    const before = JSON.parse(s.results || '{}') as Record<string, SlotResult>;
    for (const [slot, r] of Object.entries(before)) if (r.manual && results[slot]) results[slot] = r;
    const score = Object.values(results).reduce((n, r) => n + r.score, 0);
    await this.submits.update({ id: s.id }, { results: JSON.stringify(results), score, maxScore: max });
  }

  /** Called for every recorded OJ submission: re-scores the finished attempt it belongs to, if any. */
  async onProgramJudged(submissionId: string): Promise<void> {
    const j = await this.judgings.findOneBy({ submissionId });
    if (j) await this.rescore(j.examSubmitId);
  }
}
