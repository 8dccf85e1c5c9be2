import type { EntityManager } from 'typeorm';
import { In, IsNull } from 'typeorm';
import { Verdict } from '../../../../types/judge';
import { ProblemStatus } from '../../../../types/oj';
import { ItemState } from '../../../../types/problemset';
import { SEED_MEMBERS, insertChunked, seededRandom } from '../../database/seed-members';
import { ProblemUserEntity } from '../oj/entities/problem-user.entity';
import { ProblemEntity } from '../oj/entities/problem.entity';
import { SubmissionEntity } from '../oj/entities/submission.entity';
import { recountProblemStats } from '../oj/problem-stats';
import { ItemProgressEntity } from './entities/item-progress.entity';
import { SetItemEntity } from './entities/set-item.entity';
import { SetRoundEntity } from './entities/set-round.entity';
import { SEED_SET_IDS } from './problemset.seed';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CODE = 'class Solution:\n    # 提交记录由开发数据生成\n    pass\n';
const WRONG = [Verdict.WA, Verdict.WA, Verdict.TLE, Verdict.RE] as const;

/**
 * Seeded members work through 面试热题 100 from the top: each has a round, tried some items and
 * passed most of those, with the judged submissions behind every state. Only the classic bank's
 * own problems (numbers from 2000) are touched, so the first seed problems keep an empty history.
 * A problem's acceptance and a set's learners are then counted from these rows, as the judge does.
 */
export async function seedProblemSetActivity(em: EntityManager, now = Date.now()): Promise<void> {
  const rand = seededRandom(100);
  const items = await em.getRepository(SetItemEntity).find({ where: { setId: SEED_SET_IDS.hot }, order: { position: 'ASC' } });
  const problems = await em.getRepository(ProblemEntity).find({ where: { id: In(items.map((i) => i.problemId)), visible: true, hasData: true }, select: { id: true, no: true, level: true } });
  const byId = new Map(problems.filter((p) => p.no >= 2000).map((p) => [p.id, p]));
  const path = items.filter((i) => byId.has(i.problemId));
  if (!path.length) return;
  const subs: Partial<SubmissionEntity>[] = [];
  const standings: Partial<ProblemUserEntity>[] = [];
  const progress: { uid: string; itemId: string; state: ItemState; at: Date }[] = [];
  const rounds: Partial<SetRoundEntity>[] = [];
  for (const [m, { uid }] of SEED_MEMBERS.entries()) {
    // most members are somewhere in the list; a few only opened it
    const reach = m % 7 === 6 ? 0 : Math.min(path.length, 2 + Math.floor(rand() * rand() * 40));
    const start = now - (30 + Math.floor(rand() * 20)) * DAY;
    let at = start;
    let solved = 0;
    for (const item of path.slice(0, reach)) {
      if (rand() < 0.15) continue;
      const level = byId.get(item.problemId)!.level;
      const wrong = Math.floor(rand() * (level + 1));
      const passes = rand() < (level === 3 ? 0.55 : 0.85);
      for (let k = 0; k < wrong + (passes ? 1 : 0); k++) {
        at += Math.floor(rand() * 10 + 1) * 60_000;
        const ok = passes && k === wrong;
        subs.push({ uid, problemId: item.problemId, lang: rand() < 0.6 ? 'python' : 'cpp', codeMode: 2, code: CODE, status: 'done', verdict: ok ? Verdict.AC : WRONG[Math.floor(rand() * WRONG.length)], score: ok ? 100 : 0, timeMs: 4 + Math.floor(rand() * 60), memoryKb: 9000 + Math.floor(rand() * 8000), createdAt: new Date(at), judgedAt: new Date(at + 2000) });
      }
      if (wrong + (passes ? 1 : 0) === 0) continue;
      standings.push({ uid, problemId: item.problemId, status: passes ? ProblemStatus.ACCEPTED : ProblemStatus.TRIED, submissions: wrong + (passes ? 1 : 0), lastSubmitAt: new Date(at) });
      progress.push({ uid, itemId: item.id, state: passes ? ItemState.PASSED : ItemState.TRIED, at: new Date(at) });
      if (passes) solved++;
      at += Math.floor(rand() * 30) * HOUR;
    }
    rounds.push({ uid, setId: SEED_SET_IDS.hot, round: 1, startedAt: new Date(start), closedAt: null, solved, activeAt: new Date(Math.min(at, now)) });
  }
  await insertChunked(em, SubmissionEntity, subs);
  await insertChunked(em, ProblemUserEntity, standings);
  await insertChunked(em, SetRoundEntity, rounds);
  const ids = new Map((await em.getRepository(SetRoundEntity).find({ where: { setId: SEED_SET_IDS.hot, uid: In(SEED_MEMBERS.map((m) => m.uid)), closedAt: IsNull() } })).map((r) => [r.uid, r.id]));
  await insertChunked(em, ItemProgressEntity, progress.map((p) => ({ roundId: ids.get(p.uid)!, itemId: p.itemId, state: p.state, updatedAt: p.at })));
  // every problem with judged submissions, the camp's too: acceptance as the judge would count it
  const judged = (await em.getRepository(SubmissionEntity).createQueryBuilder('s').select('DISTINCT s.problem_id', 'pid').getRawMany<{ pid: string | number }>()).map((r) => String(r.pid));
  await recountProblemStats(em, judged);
}
