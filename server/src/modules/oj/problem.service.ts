import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { Page } from '../../../../types/api';
import { CodeMode, JudgeLang, TPL_LANGS } from '../../../../types/judge';
import {
  Category,
  MyProblemRow,
  OJ_MESSAGES,
  PermitCheck,
  ProblemDetail,
  ProblemLevel,
  ProblemRow,
  ProblemStatus,
  splitTags,
} from '../../../../types/oj';
import { MESSAGES } from '../../../../types/validation';
import { AppException } from '../../common/app-exception';
import { finalJson, finalOverlay } from '../../common/envelope';
import { HotReadCache, HotReads } from '../../common/hot-read-cache';
import { pageArgs } from '../../common/page.dto';
import type { Caller } from '../../common/request-context';
import { PreparedReadAmong } from '../../database/prepared-read';
import { parseSignature, starterCode } from '../../judge';
import { ContentType } from '../../../../types/community';
import { TopicEntity } from '../community/entities/topic.entity';
import { ACM_TEMPLATES } from './acm-templates';
import { StarterOverrides } from './starter-overrides';
import { CategoryEntity } from './entities/category.entity';
import { ProblemContentEntity } from './entities/problem-content.entity';
import { ProblemUserEntity } from './entities/problem-user.entity';
import { ProblemEntity } from './entities/problem.entity';
import { LanguageService } from './language.service';
import type { MyProblemQueryDto, ProblemListQueryDto } from './oj.dto';
import { acceptance, hasMode, samplesOf, tagCondition, toProblemRow, tplOf } from './oj.mapper';
import { ProblemAccessService } from './problem-access.service';

/** Sort types (types/oj SORT_TYPES) as ORDER BY terms over column names (portable SQL). */
const SORTS: Record<number, [string, 'ASC' | 'DESC'][]> = {
  1: [['p.no', 'ASC']],
  2: [['acc_rate', 'DESC'], ['p.no', 'ASC']],
  3: [['p.submit_count', 'DESC'], ['p.no', 'ASC']],
  4: [['p.level', 'ASC'], ['p.no', 'ASC']],
  5: [['p.id', 'DESC']],
};

/** The learner side of the problem bank: lists, statements, starter code, statistics. */
@Injectable()
export class ProblemService {
  /** list pages as everyone sees them (status NONE), by query; the caller's statuses go on top */
  private readonly pages: HotReads<Page<ProblemRow>>;
  /** a learner's statuses of the problems on one page (usually none), by learner and page */
  private readonly standings: HotReads<Map<string, ProblemStatus>>;
  private readonly standingsAmong: PreparedReadAmong<ProblemUserEntity, 'problemId' | 'status'>;

  constructor(
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    @InjectRepository(ProblemContentEntity) private readonly contents: Repository<ProblemContentEntity>,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectRepository(ProblemUserEntity) private readonly problemUsers: Repository<ProblemUserEntity>,
    @InjectRepository(TopicEntity) private readonly topics: Repository<TopicEntity>,
    private readonly access: ProblemAccessService,
    private readonly languages: LanguageService,
    private readonly overrides: StarterOverrides,
    hot: HotReadCache,
  ) {
    // counters (submissions, accepted) are columns of the problem: a judged submission is a write to it
    this.pages = hot.define('oj-problem-list', { tables: [ProblemEntity, CategoryEntity] });
    this.standings = hot.define('oj-problem-list-status', { tables: [ProblemUserEntity, ProblemEntity], max: 20_000 });
    this.standingsAmong = new PreparedReadAmong(problems.manager.connection, ProblemUserEntity, ['uid'], 'problemId', ['problemId', 'status']);
  }

  /** The problem bank page: the shared page from the cache, with the caller's own statuses. */
  async list(caller: Caller, q: ProblemListQueryDto): Promise<Page<ProblemRow>> {
    // filtering by the caller's own status is a page of their own
    if (q.status) return this.query(caller.uid, q);
    const key = pageKey(q);
    const page = await this.pages.get(key, async () => finalJson(await this.query('', q)));
    return withStatuses(page, await this.standings.get(`${caller.uid}|${key}`, () => this.statusesOf(caller.uid, page.list.map((p) => p.problem_id))));
  }

  /** list() from the caches alone (undefined when it would read) */
  peekList(caller: Caller, q: ProblemListQueryDto): Page<ProblemRow> | undefined {
    if (q.status) return undefined;
    const key = pageKey(q);
    const page = this.pages.peek(key);
    const statuses = page && this.standings.peek(`${caller.uid}|${key}`);
    return statuses && withStatuses(page, statuses);
  }

  /** One page read from the database, with the statuses of `uid` ('' for none). */
  private async query(uid: string, q: ProblemListQueryDto): Promise<Page<ProblemRow>> {
    const { page_no, page_size, skip, take } = pageArgs(q);
    const qb = this.problems
      .createQueryBuilder('p')
      .addSelect('CASE WHEN p.submit_count = 0 THEN -1 ELSE p.accepted_count * 1.0 / p.submit_count END', 'acc_rate')
      .where('p.visible = :visible', { visible: true });
    if (q.category_id) qb.andWhere('p.category_id = :cat', { cat: q.category_id });
    if (q.level) qb.andWhere('p.level = :level', { level: q.level });
    if (q.judge_type) qb.andWhere('p.judge_type = :jt', { jt: q.judge_type });
    const tag = q.tag?.trim();
    if (tag) {
      const c = tagCondition(tag);
      qb.andWhere(c.sql, c.params);
    }
    const kw = q.keyword?.trim();
    if (kw) {
      // LIKE on a small table (DESIGN §3); a number also matches the problem number exactly
      const like = `%${kw.replace(/[!%_]/g, (c) => `!${c}`)}%`;
      if (/^\d{1,9}$/.test(kw)) qb.andWhere("(p.title LIKE :like ESCAPE '!' OR p.no = :no)", { like, no: Number(kw) });
      else qb.andWhere("p.title LIKE :like ESCAPE '!'", { like });
    }
    if (q.status) {
      qb.leftJoin(ProblemUserEntity, 'pu', 'pu.problem_id = p.id AND pu.uid = :uid', { uid });
      if (q.status === 1) qb.andWhere('pu.status = :st', { st: ProblemStatus.ACCEPTED });
      else if (q.status === 2) qb.andWhere('pu.status = :st', { st: ProblemStatus.TRIED });
      else qb.andWhere('pu.uid IS NULL');
    }
    const total = await qb.getCount();
    SORTS[q.sort_type ?? 1].forEach(([col, dir], i) => (i === 0 ? qb.orderBy(col, dir) : qb.addOrderBy(col, dir)));
    const rows = await qb.offset(skip).limit(take).getMany();
    const [names, statuses] = await Promise.all([this.categoryNames(), this.statusesOf(uid, rows.map((r) => r.id))]);
    return {
      list: rows.map((p) => toProblemRow(p, names.get(p.categoryId ?? '') ?? '', statuses.get(p.id) ?? ProblemStatus.NONE)),
      total,
      page_no,
      page_size,
    };
  }

  async search(keyword: string): Promise<{ problem_id: string; no: number; title: string; level: ProblemLevel }[]> {
    const page = await this.list({ uid: '' } as Caller, { keyword, page_size: 10, page_no: 1 } as ProblemListQueryDto);
    return page.list.map((p) => ({ problem_id: p.problem_id, no: p.no, title: p.title, level: p.level }));
  }

  permit(caller: Caller, problemId: string): Promise<PermitCheck> {
    return this.access.visibleProblem(caller, problemId).then((p) => this.access.check(caller, p));
  }

  async detail(caller: Caller, problemId: string, mode: CodeMode = CodeMode.ACM): Promise<ProblemDetail> {
    const p = await this.access.openProblem(caller, problemId);
    const contentId = mode === CodeMode.TPL ? p.tplContentId : p.acmContentId;
    const content = hasMode(p, mode) && contentId ? await this.contents.findOneBy({ id: contentId }) : null;
    const [names, statuses] = await Promise.all([this.categoryNames(), this.statusesOf(caller.uid, [p.id])]);
    return {
      problem_id: p.id,
      no: p.no,
      title: p.title,
      category_id: p.categoryId,
      category_name: names.get(p.categoryId ?? '') ?? '',
      level: p.level as ProblemLevel,
      judge_type: p.judgeType as 1 | 2,
      time_limit: p.timeLimit,
      memory_limit: p.memoryLimit,
      has_acm: p.hasAcm,
      has_tpl: p.hasTpl,
      acm_content_id: p.acmContentId,
      tpl_content_id: p.tplContentId,
      free: p.free,
      code_mode: mode,
      content: content?.content ?? null,
      samples: samplesOf(p),
      submissions: p.submitCount,
      accepted: p.acceptedCount,
      acceptance: acceptance(p),
      status: statuses.get(p.id) ?? ProblemStatus.NONE,
      solution_topic_id: p.solutionTopicId ?? (await this.pinnedSolution(p.id)),
      has_data: p.hasData,
      tags: splitTags(p.tags),
    };
  }

  /** Starter code for one language: the judge's TPL starter, or the ACM skeleton. */
  async snippet(caller: Caller, problemId: string, mode: CodeMode, lang: JudgeLang): Promise<{ lang: JudgeLang; code: string }> {
    const p = await this.access.openProblem(caller, problemId);
    const generated = this.starter(p, mode, lang);
    return { lang, code: (await this.overrides.find(p.id, mode, lang)) ?? generated };
  }

  async templates(caller: Caller, problemId: string, mode: CodeMode): Promise<Partial<Record<JudgeLang, string>>> {
    const p = await this.access.openProblem(caller, problemId);
    const langs = await this.languages.list(true);
    const out: Partial<Record<JudgeLang, string>> = {};
    for (const l of langs) if (mode === CodeMode.ACM || TPL_LANGS.includes(l.lang)) out[l.lang] = (await this.overrides.find(p.id, mode, l.lang)) ?? this.starter(p, mode, l.lang);
    return out;
  }

  private starter(p: ProblemEntity, mode: CodeMode, lang: JudgeLang): string {
    if (!hasMode(p, mode)) throw AppException.invalid([{ field: 'code_mode', message: MESSAGES.modeUnsupported }]);
    if (mode === CodeMode.ACM) return ACM_TEMPLATES[lang];
    if (!TPL_LANGS.includes(lang)) throw AppException.invalid([{ field: 'lang', message: OJ_MESSAGES.langNoTpl }]);
    const sig = tplOf(p);
    if (!sig) throw AppException.invalid([{ field: 'code_mode', message: MESSAGES.modeUnsupported }]);
    return starterCode(lang, parseSignature(sig));
  }

  async categoriesWithCounts(): Promise<Category[]> {
    const [cats, counts] = await Promise.all([
      this.categories.find({ order: { orderValue: 'ASC', id: 'ASC' } }),
      this.problems
        .createQueryBuilder('p')
        .select('p.category_id', 'cid')
        .addSelect('COUNT(*)', 'n')
        .where('p.visible = :v', { v: true })
        .groupBy('p.category_id')
        .getRawMany<{ cid: string | number | null; n: string | number }>(),
    ]);
    const byId = new Map(counts.map((c) => [String(c.cid), Number(c.n)]));
    return cats.map((c) => ({ id: c.id, name: c.name, order_value: c.orderValue, problem_count: byId.get(c.id) ?? 0 }));
  }

  /** /study/problem: the caller's problems, most recent first. */
  async mine(caller: Caller, q: MyProblemQueryDto): Promise<Page<MyProblemRow>> {
    const { page_no, page_size, skip, take } = pageArgs(q);
    const where = { uid: caller.uid, ...(q.status === 1 ? { status: ProblemStatus.ACCEPTED } : q.status === 2 ? { status: ProblemStatus.TRIED } : {}) };
    const [rows, total] = await this.problemUsers.findAndCount({ where, order: { lastSubmitAt: 'DESC' }, skip, take });
    const problems = rows.length ? await this.problems.findBy({ id: In(rows.map((r) => r.problemId)) }) : [];
    const byId = new Map(problems.map((p) => [p.id, p]));
    return {
      list: rows.map((r) => {
        const p = byId.get(r.problemId);
        return {
          problem_id: r.problemId,
          no: p?.no ?? 0,
          title: p?.title ?? '',
          level: (p?.level ?? 1) as ProblemLevel,
          status: r.status as ProblemStatus,
          submissions: r.submissions,
          last_submit_at: r.lastSubmitAt.toISOString(),
        };
      }),
      total,
      page_no,
      page_size,
    };
  }

  /** Without a linked official solution, the solution topic an admin pinned (community "top") is the official one. */
  private async pinnedSolution(problemId: string): Promise<string | null> {
    const t = await this.topics.findOne({ where: { cateType: ContentType.SOLUTION, cateId: problemId, top: true, deleted: false }, order: { id: 'ASC' }, select: { id: true } });
    return t?.id ?? null;
  }

  private async categoryNames(): Promise<Map<string, string>> {
    return new Map((await this.categories.find()).map((c) => [c.id, c.name]));
  }

  private async statusesOf(uid: string, problemIds: string[]): Promise<Map<string, ProblemStatus>> {
    if (!uid || !problemIds.length) return new Map();
    const rows = await this.standingsAmong.all([uid], problemIds);
    return new Map(rows.map((r) => [r.problemId, r.status as ProblemStatus]));
  }
}

/** the shared page's cache key: every filter but the caller's own status */
function pageKey(q: ProblemListQueryDto): string {
  const { page_no, page_size } = pageArgs(q);
  return JSON.stringify([q.category_id, q.level, q.judge_type, q.tag?.trim(), q.keyword?.trim(), q.sort_type ?? 1, page_no, page_size]);
}

/** the shared page with one learner's statuses on top */
const withStatuses = finalOverlay((page: Page<ProblemRow>, statuses: Map<string, ProblemStatus>): Page<ProblemRow> => {
  if (!statuses.size) return page;
  return { ...page, list: page.list.map((p) => (statuses.has(p.problem_id) ? { ...p, status: statuses.get(p.problem_id)! } : p)) };
});
