import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { ProblemLevel, ProblemStatus } from '../../../../types/oj';
import { PROBLEMSET_MESSAGES, type CompanyCard, type CompanyDetail, type CompanyDetailQuery, type CompanyProblemRow, type FreqWindow } from '../../../../types/problemset';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { PermitService } from '../commerce/permit.service';
import { ProblemUserEntity } from '../oj/entities/problem-user.entity';
import { CompanyProblemEntity } from './entities/company-problem.entity';
import { CompanyEntity } from './entities/company.entity';
import { ID_RE, SetReaderService } from './set-reader.service';

export const FREQ_FIELD: Record<FreqWindow, 'freq30d' | 'freq90d' | 'freq180d' | 'freqAll'> = { '30d': 'freq30d', '90d': 'freq90d', '180d': 'freq180d', all: 'freqAll' };

/** 公司题库: companies and their problems; frequency and last-seen only for VIP members (and admins). */
@Injectable()
export class CompanyService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly reader: SetReaderService,
    private readonly permits: PermitService,
  ) {}

  async list(): Promise<CompanyCard[]> {
    const companies = await this.ds.getRepository(CompanyEntity).find({ order: { orderValue: 'ASC', id: 'ASC' } });
    const counts = await this.counts(companies.map((c) => c.id));
    return companies.map((c) => ({ id: c.id, name: c.name, logo: c.logo, intro: c.intro, problem_count: counts.get(c.id) ?? 0 }));
  }

  async counts(ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = await this.ds
      .getRepository(CompanyProblemEntity)
      .createQueryBuilder('cp')
      .select('cp.company_id', 'company_id')
      .addSelect('COUNT(*)', 'n')
      .where({ companyId: In(ids) })
      .groupBy('cp.company_id')
      .getRawMany<{ company_id: string | number; n: string | number }>();
    return new Map(rows.map((r) => [String(r.company_id), Number(r.n)]));
  }

  async company(id: string): Promise<CompanyEntity> {
    const c = ID_RE.test(id) ? await this.ds.getRepository(CompanyEntity).findOneBy({ id }) : null;
    if (!c) throw AppException.notFound(PROBLEMSET_MESSAGES.companyNotFound);
    return c;
  }

  /**
   * A company's problems. VIP members sort and filter by a window (only problems asked in it);
   * everyone else gets the list by problem number with frequency and last-seen left out.
   */
  async detail(caller: Caller, q: CompanyDetailQuery): Promise<CompanyDetail> {
    const c = await this.company(q.id);
    const visible = caller.admin || (await this.permits.isVip(caller.uid));
    const window: FreqWindow = q.window ?? 'all';
    const sort = visible ? (q.sort ?? 'frequency') : 'no';
    const field = FREQ_FIELD[window];
    let rows = await this.ds.getRepository(CompanyProblemEntity).findBy({ companyId: c.id });
    if (visible && window !== 'all') rows = rows.filter((r) => r[field] > 0);
    const problems = await this.reader.problemsOf(rows.map((r) => r.problemId), caller.admin);
    rows = rows.filter((r) => problems.has(r.problemId));
    const mine = rows.length ? await this.ds.getRepository(ProblemUserEntity).findBy({ uid: caller.uid, problemId: In(rows.map((r) => r.problemId)) }) : [];
    const status = new Map(mine.map((m) => [m.problemId, m.status as ProblemStatus]));
    const byNo = (a: CompanyProblemEntity, b: CompanyProblemEntity) => problems.get(a.problemId)!.no - problems.get(b.problemId)!.no;
    rows.sort(
      sort === 'frequency' ? (a, b) => b[field] - a[field] || byNo(a, b) : sort === 'last_seen' ? (a, b) => b.lastSeen.localeCompare(a.lastSeen) || byNo(a, b) : byNo,
    );
    const list: CompanyProblemRow[] = rows.map((r) => {
      const p = problems.get(r.problemId)!;
      return {
        problem_id: p.id,
        no: p.no,
        title: p.title,
        level: p.level as ProblemLevel,
        status: status.get(p.id) ?? 0,
        frequency: visible ? r[field] : null,
        last_seen: visible ? r.lastSeen || null : null,
      };
    });
    return { id: c.id, name: c.name, logo: c.logo, intro: c.intro, problem_count: list.length, window, sort, frequency_visible: visible, problems: list };
  }
}
