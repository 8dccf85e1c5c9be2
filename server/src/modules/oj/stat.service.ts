import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Verdict } from '../../../../types/judge';
import { ProblemStat, ProblemStatus, UserOjStat } from '../../../../types/oj';
import type { Caller } from '../../common/request-context';
import { ProblemUserEntity } from './entities/problem-user.entity';
import { SubmissionEntity } from './entities/submission.entity';
import { acceptance } from './oj.mapper';
import { ProblemAccessService } from './problem-access.service';

/** Statistics per problem and per user (the counters themselves are kept by onJudged). */
@Injectable()
export class StatService {
  constructor(
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    @InjectRepository(ProblemUserEntity) private readonly standings: Repository<ProblemUserEntity>,
    private readonly access: ProblemAccessService,
  ) {}

  async problem(caller: Caller, problemId: string): Promise<ProblemStat> {
    const p = await this.access.visibleProblem(caller, problemId);
    const rows = await this.submissions
      .createQueryBuilder('s')
      .select('s.verdict', 'verdict')
      .addSelect('COUNT(*)', 'n')
      .where('s.problem_id = :id AND s.status = :done', { id: p.id, done: 'done' })
      .groupBy('s.verdict')
      .getRawMany<{ verdict: Verdict; n: string | number }>();
    return {
      problem_id: p.id,
      submissions: p.submitCount,
      accepted: p.acceptedCount,
      acceptance: acceptance(p),
      solved_users: p.solvedUsers,
      verdicts: Object.fromEntries(rows.map((r) => [r.verdict, Number(r.n)])),
    };
  }

  async user(uid: string): Promise<UserOjStat> {
    const [byLevel, tried, submissions] = await Promise.all([
      this.standings
        .createQueryBuilder('pu')
        .innerJoin('oj_problems', 'p', 'p.id = pu.problem_id')
        .select('p.level', 'level')
        .addSelect('COUNT(*)', 'n')
        .where('pu.uid = :uid AND pu.status = :ac', { uid, ac: ProblemStatus.ACCEPTED })
        .groupBy('p.level')
        .getRawMany<{ level: string | number; n: string | number }>(),
      this.standings.countBy({ uid, status: ProblemStatus.TRIED }),
      this.submissions.countBy({ uid }),
    ]);
    const accepted_by_level = { 1: 0, 2: 0, 3: 0 } as UserOjStat['accepted_by_level'];
    for (const r of byLevel) accepted_by_level[Number(r.level) as 1 | 2 | 3] = Number(r.n);
    return { uid, accepted: byLevel.reduce((n, r) => n + Number(r.n), 0), tried, submissions, accepted_by_level };
  }
}
