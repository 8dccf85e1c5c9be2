import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { ApiCode } from '../../../../types/api';
import {
  COMPANY_CSV_COLUMNS,
  PROBLEMSET_LIMITS as L,
  PROBLEMSET_MESSAGES as M,
  type AdminCompanyDetail,
  type CompanyCard,
  type CompanyProblemInput,
  type CsvImportResult,
  type CsvLineError,
} from '../../../../types/problemset';
import { AppException } from '../../common/app-exception';
import { inTransaction } from '../../database/transaction';
import { AuditService } from '../audit/audit.service';
import { ProblemEntity } from '../oj/entities/problem.entity';
import { CompanyService } from './company.service';
import type { CompanySaveDto } from './dto/problemset-admin.dto';
import { CompanyProblemEntity } from './entities/company-problem.entity';
import { CompanyEntity } from './entities/company.entity';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (s: string) => DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** Console side of 公司题库: companies, their problems' frequency and last-seen, CSV import. */
@Injectable()
export class CompanyAdminService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly companies: CompanyService,
    private readonly audit: AuditService,
  ) {}

  list(): Promise<CompanyCard[]> {
    return this.companies.list();
  }

  async detail(id: string): Promise<AdminCompanyDetail> {
    const c = await this.companies.company(id);
    const rows = await this.ds.getRepository(CompanyProblemEntity).findBy({ companyId: c.id });
    const problems = rows.length ? await this.ds.getRepository(ProblemEntity).findBy({ id: In(rows.map((r) => r.problemId)) }) : [];
    const pm = new Map(problems.map((p) => [p.id, p]));
    const list = rows
      .filter((r) => pm.has(r.problemId))
      .map((r) => ({ problem_id: r.problemId, no: pm.get(r.problemId)!.no, title: pm.get(r.problemId)!.title, freq_30d: r.freq30d, freq_90d: r.freq90d, freq_180d: r.freq180d, freq_all: r.freqAll, last_seen: r.lastSeen }))
      .sort((a, b) => a.no - b.no);
    return { id: c.id, name: c.name, logo: c.logo, intro: c.intro, order_value: c.orderValue, problem_count: list.length, problems: list };
  }

  async save(actor: string, dto: CompanySaveDto): Promise<AdminCompanyDetail> {
    const fields = { name: dto.name.trim(), logo: dto.logo ?? '', intro: dto.intro ?? '', orderValue: dto.order_value ?? 0 };
    const before = dto.id ? await this.companies.company(dto.id) : null;
    const id = await inTransaction(this.ds, async (em) => {
      const cid = before ? (await em.update(CompanyEntity, { id: before.id }, fields), before.id) : (await em.save(em.create(CompanyEntity, fields))).id;
      await this.audit.record(actor, 'company', cid, before ? 'update' : 'create', before, fields, em);
      return cid;
    });
    return this.detail(id);
  }

  async remove(actor: string, id: string): Promise<void> {
    const c = await this.companies.company(id);
    const before = await this.detail(id);
    await inTransaction(this.ds, async (em) => {
      await this.audit.record(actor, 'company', c.id, 'delete', before, null, em);
      await em.delete(CompanyProblemEntity, { companyId: c.id });
      await em.delete(CompanyEntity, { id: c.id });
    });
  }

  /** Replaces the company's problems with the given rows (unknown or repeated problems refuse the whole list). */
  async saveProblems(actor: string, companyId: string, rows: CompanyProblemInput[]): Promise<AdminCompanyDetail> {
    const c = await this.companies.company(companyId);
    const found = rows.length ? await this.ds.getRepository(ProblemEntity).findBy({ id: In(rows.map((r) => r.problem_id)) }) : [];
    const ids = new Set(found.map((p) => p.id));
    const seen = new Set<string>();
    const errors = rows.flatMap((r, i) => {
      const e = !ids.has(r.problem_id) ? M.unknownProblem(r.problem_id) : seen.has(r.problem_id) ? M.duplicateProblem(r.problem_id) : r.last_seen && !validDate(r.last_seen) ? `日期 ${r.last_seen} 不存在` : '';
      seen.add(r.problem_id);
      return e ? [{ field: `problems.${i}`, message: e }] : [];
    });
    if (errors.length) throw AppException.invalid(errors);
    const before = await this.detail(c.id);
    await inTransaction(this.ds, async (em) => {
      await this.replace(em, c.id, rows);
      await this.audit.record(actor, 'company', c.id, 'problems', { problems: before.problems }, { problems: rows }, em);
    });
    return this.detail(c.id);
  }

  private async replace(em: EntityManager, companyId: string, rows: CompanyProblemInput[]): Promise<void> {
    await em.delete(CompanyProblemEntity, { companyId });
    if (!rows.length) return;
    await em.insert(
      CompanyProblemEntity,
      rows.map((r) => ({ companyId, problemId: r.problem_id, freq30d: r.freq_30d, freq90d: r.freq_90d, freq180d: r.freq_180d, freqAll: r.freq_all, lastSeen: r.last_seen })),
    );
  }

  /**
   * CSV import (header problem_no,freq_30d,freq_90d,freq_180d,freq_all,last_seen): every line is
   * checked first; any bad line refuses the file with a line-by-line report and saves nothing.
   * A good file upserts its problems (others of the company stay).
   */
  async importCsv(actor: string, companyId: string, csv: string): Promise<CsvImportResult> {
    const c = await this.companies.company(companyId);
    if (Buffer.byteLength(csv) > L.csvBytes) throw AppException.invalid([{ field: 'csv', message: M.csvTooLarge }]);
    const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
    const header = (lines[0] ?? '').split(',').map((h) => h.trim().toLowerCase());
    if (!lines[0]?.trim()) throw AppException.invalid([{ field: 'csv', message: M.csvEmpty }]);
    if (header.join(',') !== COMPANY_CSV_COLUMNS.join(',')) throw AppException.invalid([{ field: 'csv', message: M.csvHeader(COMPANY_CSV_COLUMNS.join(',')) }]);
    const body = lines.slice(1).map((text, i) => ({ line: i + 2, cells: text.split(',').map((x) => x.trim()) })).filter((r) => r.cells.some(Boolean));
    if (!body.length) throw AppException.invalid([{ field: 'csv', message: M.csvEmpty }]);
    if (body.length > L.csvRows) throw AppException.invalid([{ field: 'csv', message: `一次最多导入${L.csvRows}行` }]);
    const nos = body.map((r) => Number(r.cells[0])).filter((n) => Number.isInteger(n) && n > 0 && n < 1e9);
    const problems = nos.length ? await this.ds.getRepository(ProblemEntity).findBy({ no: In(nos) }) : [];
    const byNo = new Map(problems.map((p) => [String(p.no), p]));
    const errors: CsvLineError[] = [];
    const rows: CompanyProblemInput[] = [];
    const seen = new Set<string>();
    for (const { line, cells } of body) {
      const bad = (message: string) => errors.push({ line, message });
      if (cells.length !== COMPANY_CSV_COLUMNS.length) {
        bad(`应有${COMPANY_CSV_COLUMNS.length}列，实际${cells.length}列`);
        continue;
      }
      const [no, f30, f90, f180, fAll, lastSeen] = cells;
      const p = byNo.get(no);
      if (!p) {
        bad(`题号 ${no || '(空)'} 不存在`);
        continue;
      }
      if (seen.has(no)) {
        bad(`题号 ${no} 重复`);
        continue;
      }
      seen.add(no);
      const freqs = [f30, f90, f180, fAll].map((f) => (/^\d{1,6}$/.test(f) && Number(f) <= L.freqMax ? Number(f) : NaN));
      if (freqs.some(Number.isNaN)) {
        bad(`频率必须是0-${L.freqMax}的整数`);
        continue;
      }
      if (lastSeen && !validDate(lastSeen)) {
        bad(`最近出现日期 ${lastSeen} 无效，应为 YYYY-MM-DD`);
        continue;
      }
      rows.push({ problem_id: p.id, freq_30d: freqs[0], freq_90d: freqs[1], freq_180d: freqs[2], freq_all: freqs[3], last_seen: lastSeen });
    }
    if (errors.length) throw new AppException(ApiCode.INVALID, `CSV 有 ${errors.length} 行错误，未导入任何数据`, errors.map((e) => ({ field: `line ${e.line}`, message: `第${e.line}行：${e.message}` })));
    await inTransaction(this.ds, async (em) => {
      const repo = em.getRepository(CompanyProblemEntity);
      for (const r of rows) {
        const fields = { freq30d: r.freq_30d, freq90d: r.freq_90d, freq180d: r.freq_180d, freqAll: r.freq_all, lastSeen: r.last_seen };
        const old = await repo.findOneBy({ companyId: c.id, problemId: r.problem_id });
        if (old) await repo.update({ id: old.id }, fields);
        else await repo.insert({ companyId: c.id, problemId: r.problem_id, ...fields });
      }
      await this.audit.record(actor, 'company', c.id, 'import', null, { rows }, em);
    });
    return { imported: rows.length, errors: [] };
  }
}
