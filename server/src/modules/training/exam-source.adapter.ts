import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, MoreThanOrEqual } from 'typeorm';
import { ExamSubmitEntity } from '../exam/entities/exam-submit.entity';
import { ExamEntity } from '../exam/entities/exam.entity';
import { ExamScoreService, FINISHED_STATES } from '../exam/exam-score.service';
import type { ExamAttempt, ExamBest, ExamScoreSource } from './exam-source';

/** The exams module seen through training's narrow exam interface (best score from ExamScoreService). */
@Injectable()
export class ExamSourceAdapter implements ExamScoreSource {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly scores: ExamScoreService,
  ) {}

  async bestScores(uid: string, examIds: string[]): Promise<Map<string, ExamBest>> {
    const out = new Map<string, ExamBest>();
    for (const examId of examIds) {
      const score = await this.scores.bestScore(uid, examId);
      if (score === null) continue;
      // full marks of the paper that scored it (papers of one exam share their total)
      const paper = await this.ds.getRepository(ExamSubmitEntity).findOne({ where: { uid, examId, state: In(FINISHED_STATES) }, order: { maxScore: 'DESC' }, select: { id: true, maxScore: true } });
      out.set(examId, { score, max: paper?.maxScore ?? 0 });
    }
    return out;
  }

  async attempts(uid: string, examIds: string[], since: Date): Promise<ExamAttempt[]> {
    if (!examIds.length) return [];
    const rows = await this.ds.getRepository(ExamSubmitEntity).find({ where: { uid, examId: In(examIds), state: In(FINISHED_STATES), submittedAt: MoreThanOrEqual(since) }, select: { id: true, examId: true, submittedAt: true, score: true } });
    return rows.map((r) => ({ examId: r.examId, at: r.submittedAt ?? since, score: r.score }));
  }

  async titles(examIds: string[]): Promise<Map<string, string>> {
    const ids = examIds.filter((id) => /^\d{1,19}$/.test(id));
    const rows = ids.length ? await this.ds.getRepository(ExamEntity).find({ where: { id: In(ids) }, select: { id: true, title: true } }) : [];
    return new Map(rows.map((r) => [r.id, r.title]));
  }

  async choices(): Promise<{ id: string; title: string }[]> {
    const rows = await this.ds.getRepository(ExamEntity).find({ select: { id: true, title: true }, order: { id: 'DESC' }, take: 200 });
    return rows.map((r) => ({ id: r.id, title: r.title }));
  }
}
