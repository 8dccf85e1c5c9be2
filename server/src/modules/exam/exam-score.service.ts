import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ExamSubmitEntity } from './entities/exam-submit.entity';

/** Attempt states that count as a handed-in paper (a score exists). */
export const FINISHED_STATES = ['submitted', 'expired'];

/**
 * Scores of finished attempts, for other areas (training camp gates) and the exam pages.
 * Import ExamModule and inject ExamScoreService.
 */
@Injectable()
export class ExamScoreService {
  constructor(@InjectRepository(ExamSubmitEntity) private readonly submits: Repository<ExamSubmitEntity>) {}

  /** The user's best score over finished attempts of the exam; null when none was handed in. */
  async bestScore(uid: string, examId: string): Promise<number | null> {
    const best = await this.submits.findOne({ where: { uid, examId, state: In(FINISHED_STATES) }, order: { score: 'DESC', timeUsed: 'ASC' }, select: { id: true, score: true } });
    return best ? best.score : null;
  }

  /** Best scores of many users for one exam (uid -> score); users without a finished attempt are absent. */
  async bestScores(examId: string, uids: string[]): Promise<Map<string, number>> {
    if (!uids.length) return new Map();
    const rows = await this.submits
      .createQueryBuilder('s')
      .select('s.uid', 'uid')
      .addSelect('MAX(s.score)', 'best')
      .where('s.exam_id = :examId AND s.uid IN (:...uids) AND s.state IN (:...states)', { examId, uids, states: FINISHED_STATES })
      .groupBy('s.uid')
      .getRawMany<{ uid: string | number; best: string | number }>();
    return new Map(rows.map((r) => [String(r.uid), Number(r.best)]));
  }
}
