import { EntityManager, In } from 'typeorm';
import { Verdict } from '../../../../types/judge';
import { ProblemEntity } from './entities/problem.entity';
import { SubmissionEntity } from './entities/submission.entity';

/**
 * A problem's statistics (judged submissions, accepted ones, users who solved it), recounted from
 * its submissions, never incremented: rejudges and duplicates cannot skew them. The judge's
 * onJudged and the seed both write them through here.
 */
export async function recountProblemStats(em: EntityManager, problemIds: string[]): Promise<void> {
  const ids = [...new Set(problemIds)];
  if (!ids.length) return;
  const rows = await em
    .getRepository(SubmissionEntity)
    .createQueryBuilder('s')
    .select('s.problem_id', 'pid')
    .addSelect("SUM(CASE WHEN s.status = 'done' THEN 1 ELSE 0 END)", 'done')
    .addSelect('SUM(CASE WHEN s.verdict = :ac THEN 1 ELSE 0 END)', 'ac')
    .addSelect('COUNT(DISTINCT CASE WHEN s.verdict = :ac THEN s.uid END)', 'solved')
    .where({ problemId: In(ids) })
    .setParameter('ac', Verdict.AC)
    .groupBy('s.problem_id')
    .getRawMany<{ pid: string | number; done: string | number | null; ac: string | number | null; solved: string | number | null }>();
  const by = new Map(rows.map((r) => [String(r.pid), r]));
  for (const id of ids) {
    const r = by.get(id);
    await em.update(ProblemEntity, { id }, { submitCount: Number(r?.done ?? 0), acceptedCount: Number(r?.ac ?? 0), solvedUsers: Number(r?.solved ?? 0) });
  }
}
