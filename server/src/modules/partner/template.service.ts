import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiCode, Page } from '../../../../types/api';
import { CODE_MODE_NAME, CodeMode, JudgeLang, JudgeResult, TPL_LANGS, Verdict } from '../../../../types/judge';
import { normalizeTags, splitTags, tagsError } from '../../../../types/oj-tags';
import { PARTNER_MESSAGES, PartnerProblemView, ProblemInfoDraft, TemplateRunView, TemplateView } from '../../../../types/partner';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { pageArgs } from '../../common/page.dto';
import { inTransaction } from '../../database/transaction';
import { ProblemContentEntity } from '../oj/entities/problem-content.entity';
import { ProblemEntity } from '../oj/entities/problem.entity';
import { JudgeRunnerService } from '../oj/judge-runner.service';
import { ProblemDataService } from '../oj/package/problem-data.service';
import { StarterOverrides } from '../oj/starter-overrides';
import { ClaimEntity } from './entities/task.entity';
import { TemplateEntity } from './entities/template.entity';
import type { ActivePartner } from './partner-access.service';

const RUN_TTL_MS = 30 * 60_000;
const RUN_PREFIX = 'pt';

interface StoredRun {
  uid: string;
  problem_id: string;
  lang: JudgeLang;
  hash: string;
  result: JudgeResult | null;
}

/** The problem information a version carries: three strings within the statement limits. */
function parseInfo(raw: string): ProblemInfoDraft {
  const bad = (message: string) => AppException.invalid([{ field: 'info', message }]);
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    throw bad('题目信息格式不正确');
  }
  const o = (v ?? {}) as Record<string, unknown>;
  const text = (k: string, max: number) => {
    const x = o[k] ?? '';
    if (typeof x !== 'string') throw bad('题目信息格式不正确');
    if (x.length > max) throw bad(k === 'tpl_signature' ? '函数签名过长' : '题面过长');
    return x;
  };
  const info: ProblemInfoDraft = { statement_acm: text('statement_acm', 30000), statement_tpl: text('statement_tpl', 30000), tpl_signature: text('tpl_signature', 1000) };
  if (!info.statement_acm.trim() && !info.statement_tpl.trim()) throw bad('至少填写一种模式的题面');
  if (o.tags !== undefined) {
    const rule = tagsError(o.tags);
    if (rule) throw AppException.invalid([{ field: 'tags', message: rule }]);
    info.tags = normalizeTags(o.tags as string[]);
  }
  return info;
}

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

function infoOf(t: TemplateEntity): ProblemInfoDraft | null {
  if (!t.info) return null;
  try {
    return JSON.parse(t.info) as ProblemInfoDraft;
  } catch {
    return null;
  }
}

export function toTemplateView(t: TemplateEntity, problem?: Pick<ProblemEntity, 'title' | 'tags'> | null): TemplateView {
  return {
    template_id: t.id,
    problem_id: t.problemId,
    problem_title: problem?.title ?? '',
    uid: t.uid,
    lang: t.lang,
    version: t.version,
    code: t.code,
    solution: t.solution,
    info: infoOf(t),
    problem_tags: splitTags(problem?.tags),
    state: t.state,
    run_verdict: (t.runVerdict as Verdict | null) ?? null,
    review_note: t.reviewNote,
    claim_id: t.claimId,
    created_at: t.createdAt.toISOString(),
    reviewed_at: t.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * Content partners' OJ work: a problem's information and per-language starter templates, each
 * saved as a new version for admin review, only in permitted languages and only after a solution
 * written in the template passed a test run on the problem's own data (the existing judge runner).
 */
@Injectable()
export class TemplateService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(KV_STORE) private readonly kv: KvStore,
    private readonly runner: JudgeRunnerService,
    private readonly data: ProblemDataService,
    private readonly starters: StarterOverrides,
  ) {}

  onModuleInit(): void {
    this.runner.onResult((id, result) => (id.startsWith(RUN_PREFIX) ? this.onJudged(id, result) : Promise.resolve()));
    this.starters.register((problemId, mode, lang) => this.approvedStarter(problemId, mode, lang));
  }

  /** The newest approved version replaces the generated starter, in the mode it was tested in. */
  async approvedStarter(problemId: string, mode: CodeMode, lang: JudgeLang): Promise<string | null> {
    const t = await this.ds.getRepository(TemplateEntity).findOne({ where: { problemId, lang, state: 'approved' }, order: { version: 'DESC' } });
    if (!t) return null;
    const p = await this.ds.getRepository(ProblemEntity).findOneBy({ id: problemId });
    if (!p) return null;
    const tested = p.hasTpl && TPL_LANGS.includes(lang) ? CodeMode.TPL : CodeMode.ACM;
    return tested === mode ? t.code : null;
  }

  async problem(p: ActivePartner, problemId: string): Promise<PartnerProblemView> {
    const row = await this.loadProblem(problemId);
    const contents = await this.ds.getRepository(ProblemContentEntity).findBy({ problemId });
    const text = (mode: CodeMode) => contents.find((c) => c.codeMode === mode)?.content ?? '';
    const versions = await this.ds.getRepository(TemplateEntity).find({ where: { problemId, uid: p.uid }, order: { id: 'DESC' }, take: 50 });
    return {
      problem_id: row.id,
      no: row.no,
      title: row.title,
      has_tpl: row.hasTpl,
      tpl_signature: row.tplSignature ?? '',
      statement_acm: row.hasAcm ? text(CodeMode.ACM) : '',
      statement_tpl: row.hasTpl ? text(CodeMode.TPL) : '',
      tags: splitTags(row.tags),
      lang_permits: p.langs,
      versions: versions.map((v) => toTemplateView(v, row)),
    };
  }

  /** Judges the solution against every case of the problem's data; nothing is stored but the verdict. */
  async run(p: ActivePartner, problemId: string, lang: JudgeLang, solution: string): Promise<{ run_id: string }> {
    this.permitLang(p, lang);
    const row = await this.loadProblem(problemId);
    if (!row.hasData || !this.data.has(row.id)) throw new AppException(ApiCode.CONFLICT, '该题还没有测试数据');
    const mode = this.modeFor(row, lang);
    const runId = `${RUN_PREFIX}${randomBytes(12).toString('hex')}`;
    const stored: StoredRun = { uid: p.uid, problem_id: row.id, lang, hash: hashOf(solution), result: null };
    await this.kv.set(`partner:run:${runId}`, JSON.stringify(stored), RUN_TTL_MS);
    await this.runner.enqueue(runId, this.data.dirOf(row.id), lang, CODE_MODE_NAME[mode], solution);
    return { run_id: runId };
  }

  async runResult(uid: string, runId: string): Promise<TemplateRunView> {
    const stored = await this.loadRun(runId);
    if (!stored || stored.uid !== uid) throw AppException.notFound('试运行记录不存在或已过期');
    const r = stored.result;
    const live = this.runner.progress(runId);
    const cases = r ? r.cases : live.cases;
    return {
      run_id: runId,
      status: r ? 'done' : live.started ? 'judging' : 'pending',
      verdict: r?.verdict ?? null,
      passed: cases.filter((c) => c.verdict === Verdict.AC).length,
      total: r ? r.cases.length : live.total,
      compile_output: r ? r.compile_output || r.error || '' : '',
    };
  }

  /** A new version for review: needs an accepted test run of exactly this solution. */
  async save(p: ActivePartner, dto: { problem_id: string; lang: JudgeLang; code: string; solution: string; run_id: string; info?: string; claim_id?: string }): Promise<TemplateView> {
    this.permitLang(p, dto.lang);
    const info = dto.info ? parseInfo(dto.info) : null;
    const row = await this.loadProblem(dto.problem_id);
    const run = await this.loadRun(dto.run_id);
    if (!run || run.uid !== p.uid || run.problem_id !== row.id || run.lang !== dto.lang || run.hash !== hashOf(dto.solution) || run.result?.verdict !== Verdict.AC) {
      throw AppException.invalid([{ field: 'run_id', message: PARTNER_MESSAGES.runRequired }]);
    }
    if (dto.claim_id) {
      const claim = await this.ds.getRepository(ClaimEntity).findOneBy({ id: dto.claim_id });
      if (!claim || claim.uid !== p.uid) throw AppException.invalid([{ field: 'claim_id', message: PARTNER_MESSAGES.claimMissing }]);
    }
    return inTransaction(this.ds, async (em) => {
      const repo = em.getRepository(TemplateEntity);
      const last = await repo.findOne({ where: { problemId: row.id, lang: dto.lang }, order: { version: 'DESC' } });
      const saved = await repo.save(
        repo.create({
          problemId: row.id,
          lang: dto.lang,
          version: (last?.version ?? 0) + 1,
          uid: p.uid,
          code: dto.code,
          solution: dto.solution,
          info: info ? JSON.stringify(info) : null,
          state: 'pending',
          runVerdict: run.result!.verdict,
          reviewNote: '',
          claimId: dto.claim_id ?? null,
          reviewedAt: null,
        }),
      );
      return toTemplateView(saved, row);
    });
  }

  async mine(uid: string, q: { page_no?: number; page_size?: number }): Promise<Page<TemplateView>> {
    const { skip, take, page_no, page_size } = pageArgs(q);
    const [rows, total] = await this.ds.getRepository(TemplateEntity).findAndCount({ where: { uid }, order: { id: 'DESC' }, skip, take });
    return { list: await this.withTitles(rows), total, page_no, page_size };
  }

  async own(uid: string, templateId: string): Promise<TemplateView> {
    const t = await this.ds.getRepository(TemplateEntity).findOneBy({ id: templateId });
    if (!t || t.uid !== uid) throw AppException.notFound(PARTNER_MESSAGES.templateMissing);
    return (await this.withTitles([t]))[0];
  }

  async withTitles(rows: TemplateEntity[]): Promise<TemplateView[]> {
    const out: TemplateView[] = [];
    const problems = new Map<string, ProblemEntity | null>();
    for (const r of rows) {
      if (!problems.has(r.problemId)) problems.set(r.problemId, await this.ds.getRepository(ProblemEntity).findOneBy({ id: r.problemId }));
      out.push(toTemplateView(r, problems.get(r.problemId)));
    }
    return out;
  }

  private permitLang(p: ActivePartner, lang: JudgeLang): void {
    if (!p.langs.includes(lang)) throw AppException.forbidden(PARTNER_MESSAGES.langNotPermitted);
  }

  private modeFor(p: ProblemEntity, lang: JudgeLang): CodeMode {
    if (p.hasTpl && TPL_LANGS.includes(lang)) return CodeMode.TPL;
    if (p.hasAcm) return CodeMode.ACM;
    throw AppException.invalid([{ field: 'lang', message: '该语言不支持此题的答题模式' }]);
  }

  private async loadProblem(id: string): Promise<ProblemEntity> {
    const row = /^\d{1,19}$/.test(id) ? await this.ds.getRepository(ProblemEntity).findOneBy({ id }) : null;
    if (!row) throw AppException.notFound(PARTNER_MESSAGES.problemMissing);
    return row;
  }

  private async loadRun(runId: string): Promise<StoredRun | null> {
    const raw = await this.kv.get(`partner:run:${runId}`);
    return raw ? (JSON.parse(raw) as StoredRun) : null;
  }

  private async onJudged(runId: string, result: JudgeResult): Promise<void> {
    const stored = await this.loadRun(runId);
    if (!stored || stored.result) return;
    await this.kv.set(`partner:run:${runId}`, JSON.stringify({ ...stored, result }), RUN_TTL_MS);
    this.runner.finish(runId, result.cases.length);
  }
}
