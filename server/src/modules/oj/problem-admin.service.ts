import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { ApiCode, FieldError, Page } from '../../../../types/api';
import { CodeMode, TplSignature } from '../../../../types/judge';
import { AdminProblemDetail, AdminProblemRow, OJ_LIMITS, OJ_MESSAGES, PackageReport, ProblemLevel, Sample, joinTags, splitTags } from '../../../../types/oj';
import { AppException } from '../../common/app-exception';
import { adminPage } from '../../common/admin-list/admin-list';
import { inTransaction } from '../../database/transaction';
import { parseSignature, signatureDoc } from '../../judge';
import { CategoryEntity } from './entities/category.entity';
import { CheckerEntity } from './entities/checker.entity';
import { ProblemContentEntity } from './entities/problem-content.entity';
import { ProblemEntity } from './entities/problem.entity';
import { ADMIN_PROBLEM_LIST, type AdminProblemQueryDto } from './oj-admin-list.dto';
import type { ProblemFormDto } from './oj-admin.dto';
import { samplesOf, settingsOf, tplOf } from './oj.mapper';
import { ProblemDataService } from './package/problem-data.service';
import { receiveZip } from './package/zip-upload';

const bad = (field: string, message: string) => AppException.invalid([{ field, message }]);

function parseSamples(text: string | undefined): Sample[] {
  if (!text?.trim()) return [];
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    throw bad('samples', '样例必须是 JSON 数组：[{"input": "...", "output": "..."}]');
  }
  if (!Array.isArray(list) || list.length > OJ_LIMITS.samples) throw bad('samples', `样例必须是数组且不超过${OJ_LIMITS.samples}组`);
  return list.map((s: unknown, i) => {
    const x = s as Sample;
    if (!x || typeof x.input !== 'string' || typeof x.output !== 'string') throw bad('samples', `第${i + 1}组样例需要 input 和 output 文本`);
    if (x.input.length > OJ_LIMITS.sampleChars || x.output.length > OJ_LIMITS.sampleChars) throw bad('samples', `第${i + 1}组样例过长`);
    return { input: x.input, output: x.output };
  });
}

function parseTpl(text: string | undefined): TplSignature | null {
  if (!text?.trim()) return null;
  let sig: TplSignature;
  try {
    sig = JSON.parse(text) as TplSignature;
  } catch {
    throw bad('tpl_signature', '函数签名必须是 JSON：{"function": "twoSum", "params": [{"name": "nums", "type": "int[]"}], "returns": "int[]"}');
  }
  try {
    return signatureDoc(parseSignature(sig));
  } catch (e) {
    throw bad('tpl_signature', `函数签名不正确：${(e as Error).message}`);
  }
}

/** Admin console: problems (both modes' statements, limits, signature) and their data packages. */
@Injectable()
export class ProblemAdminService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    @InjectRepository(ProblemContentEntity) private readonly contents: Repository<ProblemContentEntity>,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectRepository(CheckerEntity) private readonly checkers: Repository<CheckerEntity>,
    private readonly data: ProblemDataService,
  ) {}

  async list(q: AdminProblemQueryDto): Promise<Page<AdminProblemRow>> {
    const { list: rows, total, page_no, page_size } = await adminPage(this.problems.createQueryBuilder('p'), ADMIN_PROBLEM_LIST, q, (p) => p);
    const names = new Map((await this.categories.find()).map((c) => [c.id, c.name]));
    return {
      list: rows.map((p) => ({
        problem_id: p.id,
        no: p.no,
        title: p.title,
        category_name: names.get(p.categoryId ?? '') ?? '',
        level: p.level as ProblemLevel,
        visible: p.visible,
        free: p.free,
        has_acm: p.hasAcm,
        has_tpl: p.hasTpl,
        has_data: p.hasData,
        tags: splitTags(p.tags),
        case_count: p.caseCount,
        submissions: p.submitCount,
        accepted: p.acceptedCount,
        updated_at: p.updatedAt.toISOString(),
      })),
      total,
      page_no,
      page_size,
    };
  }

  async detail(id: string): Promise<AdminProblemDetail> {
    const p = await this.load(id);
    const [acm, tpl] = await Promise.all([
      p.acmContentId ? this.contents.findOneBy({ id: p.acmContentId }) : null,
      p.tplContentId ? this.contents.findOneBy({ id: p.tplContentId }) : null,
    ]);
    return {
      problem_id: p.id,
      no: p.no,
      title: p.title,
      category_id: p.categoryId,
      level: p.level as ProblemLevel,
      time_limit: p.timeLimit,
      memory_limit: p.memoryLimit,
      acm_content: p.hasAcm ? (acm?.content ?? '') : '',
      tpl_content: p.hasTpl ? (tpl?.content ?? '') : '',
      tpl: tplOf(p),
      samples: samplesOf(p),
      checker_id: p.checkerId,
      package_checker: p.packageChecker,
      visible: p.visible,
      free: p.free,
      has_data: p.hasData,
      package: this.data.report(p.id),
      tags: splitTags(p.tags),
    };
  }

  create(form: ProblemFormDto): Promise<AdminProblemDetail> {
    return this.save(null, form);
  }

  update(id: string, form: ProblemFormDto): Promise<AdminProblemDetail> {
    return this.save(id, form);
  }

  /** Validates everything first, then writes the problem and its statements in one transaction. */
  private async save(id: string | null, form: ProblemFormDto): Promise<AdminProblemDetail> {
    const existing = id ? await this.load(id) : null;
    const errors: FieldError[] = [];
    const acm = form.acm_content?.trim() ? form.acm_content : '';
    const tplText = form.tpl_content?.trim() ? form.tpl_content : '';
    if (!acm && !tplText) errors.push({ field: 'acm_content', message: OJ_MESSAGES.noMode });
    const sig = parseTpl(form.tpl_signature);
    if (tplText && !sig) errors.push({ field: 'tpl_signature', message: OJ_MESSAGES.tplSignatureRequired });
    const samples = parseSamples(form.samples);
    const categoryId = form.category_id || null;
    if (categoryId && !(await this.categories.existsBy({ id: categoryId }))) errors.push({ field: 'category_id', message: '分类不存在' });
    const checker = form.checker_id ? await this.checkers.findOneBy({ id: form.checker_id }) : null;
    if (form.checker_id && !checker) errors.push({ field: 'checker_id', message: '评测器不存在' });
    const sameNo = await this.problems.findOneBy({ no: form.no });
    if (sameNo && sameNo.id !== id) errors.push({ field: 'no', message: OJ_MESSAGES.noTaken });
    if (errors.length) throw AppException.invalid(errors);

    const p = existing ?? this.problems.create({ visible: true, free: false, packageChecker: 'default' });
    Object.assign(p, {
      no: form.no,
      title: form.title.trim(),
      categoryId,
      level: form.level,
      timeLimit: form.time_limit,
      memoryLimit: form.memory_limit,
      hasAcm: Boolean(acm),
      hasTpl: Boolean(tplText),
      tplSignature: sig ? JSON.stringify(sig) : null,
      samples: JSON.stringify(samples),
      checkerId: checker?.id ?? null,
      visible: form.visible === undefined ? p.visible : form.visible === 1,
      free: form.free === undefined ? p.free : form.free === 1,
      tags: form.tags === undefined ? (p.tags ?? '') : joinTags(form.tags),
    });
    const spec = checker?.spec ?? p.packageChecker;
    p.judgeType = spec === 'custom' ? 2 : 1;
    // the installed config.yaml follows the problem; a checker the package cannot serve is refused here
    if (p.id && p.hasData) await this.data.applySettings(p.id, settingsOf(p, checker?.spec ?? null));
    const saved = await inTransaction(this.ds, async (em) => {
      const row = await em.getRepository(ProblemEntity).save(p);
      row.acmContentId = await this.writeContent(em, row, CodeMode.ACM, acm);
      row.tplContentId = await this.writeContent(em, row, CodeMode.TPL, tplText);
      return em.getRepository(ProblemEntity).save(row);
    });
    return this.detail(saved.id);
  }

  private async writeContent(em: EntityManager, p: ProblemEntity, mode: CodeMode, text: string): Promise<string | null> {
    const repo = em.getRepository(ProblemContentEntity);
    const row = await repo.findOneBy({ problemId: p.id, codeMode: mode });
    if (!text) {
      if (row) await repo.delete({ id: row.id });
      return null;
    }
    return (await repo.save({ ...(row ?? {}), problemId: p.id, codeMode: mode, content: text })).id;
  }

  /** Upload: the judge's validator checks the zip; values its config.yaml declares are adopted. */
  async upload(id: string, req: FastifyRequest): Promise<PackageReport> {
    const p = await this.load(id);
    const { file, cleanup } = await receiveZip(req);
    try {
      return await this.install(p, file);
    } finally {
      cleanup();
    }
  }

  /** Installs a zip or a folder (seed) for the problem and returns the validation report. */
  async install(p: ProblemEntity, source: string): Promise<PackageReport> {
    const { staging, declared, pkg } = await this.data.stage(source);
    const adopted: string[] = [];
    if (declared.timeLimit !== undefined && declared.timeLimit !== p.timeLimit) adopted.push(`时间限制 ${declared.timeLimit}ms`);
    if (declared.memoryLimit !== undefined && declared.memoryLimit !== p.memoryLimit) adopted.push(`内存限制 ${declared.memoryLimit / 1024 / 1024}MB`);
    if (declared.tpl && JSON.stringify(declared.tpl) !== p.tplSignature) adopted.push(`函数签名 ${declared.tpl.function}`);
    if (declared.checker && declared.checker !== p.packageChecker) adopted.push(`评测规则 ${declared.checker}`);
    p.timeLimit = declared.timeLimit ?? p.timeLimit;
    p.memoryLimit = declared.memoryLimit ?? p.memoryLimit;
    if (declared.tpl) p.tplSignature = JSON.stringify(declared.tpl);
    p.packageChecker = declared.checker ?? 'default';
    const chosen = p.checkerId ? await this.checkers.findOneBy({ id: p.checkerId }) : null;
    if (chosen?.spec === 'custom' && !pkg.checkerSource) {
      this.data.discard(staging);
      throw new AppException(ApiCode.INVALID, '本题使用特殊评测，数据包中需要 checker.cpp 或 checker.py', [{ field: 'file', message: '数据包中缺少 checker.cpp 或 checker.py' }]);
    }
    const installed = await this.data.commit(staging, p.id, settingsOf(p, chosen?.spec ?? null));
    p.hasData = true;
    p.caseCount = installed.cases.length;
    p.judgeType = (chosen?.spec ?? p.packageChecker) === 'custom' ? 2 : 1;
    await this.problems.save(p);
    return this.data.report(p.id, adopted)!;
  }

  download(id: string): Promise<{ name: string; zip: Buffer }> {
    return this.load(id).then((p) => ({ name: `problem-${p.no}.zip`, zip: this.data.zip(p.id) }));
  }

  async load(id: string): Promise<ProblemEntity> {
    const p = /^\d{1,19}$/.test(id) ? await this.problems.findOneBy({ id }) : null;
    if (!p) throw AppException.notFound(OJ_MESSAGES.problemNotFound);
    return p;
  }
}
