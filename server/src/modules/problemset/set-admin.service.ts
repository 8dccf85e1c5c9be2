import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { FieldError, Page } from '../../../../types/api';
import type { ProblemLevel } from '../../../../types/oj';
import { ItemState, PROBLEMSET_LIMITS, PROBLEMSET_MESSAGES as M, type AdminSetDetail, type AdminSetRow, type ResolveIdsResult, type SetAccess, type SetStats } from '../../../../types/problemset';
import { AppException } from '../../common/app-exception';
import { adminPage } from '../../common/admin-list/admin-list';
import { AuditService } from '../audit/audit.service';
import { inTransaction } from '../../database/transaction';
import { ProductEquityEntity } from '../commerce/entities/product-equity.entity';
import { ProductEntity } from '../commerce/entities/product.entity';
import { ProblemEntity } from '../oj/entities/problem.entity';
import { SET_LIST, type AdminSetQueryDto, type SetSaveDto } from './dto/problemset-admin.dto';
import { ItemProgressEntity } from './entities/item-progress.entity';
import { ProblemSetEntity } from './entities/problem-set.entity';
import { SetItemEntity } from './entities/set-item.entity';
import { SetRoundEntity } from './entities/set-round.entity';
import { SetSectionEntity } from './entities/set-section.entity';
import { ID_RE, SetReaderService, splitTags } from './set-reader.service';

const brief = (p: ProblemEntity) => ({ problem_id: p.id, no: p.no, title: p.title, level: p.level as ProblemLevel });

/** Console side of 题单: CRUD with sections and ordering (one transaction), id paste, stats. */
@Injectable()
export class SetAdminService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly reader: SetReaderService,
    private readonly audit: AuditService,
  ) {}

  async list(q: AdminSetQueryDto): Promise<Page<AdminSetRow>> {
    const { list: rows, total, page_no, page_size } = await adminPage(this.ds.getRepository(ProblemSetEntity).createQueryBuilder('s'), SET_LIST, q, (s) => s);
    const ids = rows.map((r) => r.id);
    const learners = await this.reader.learners(ids);
    const counts = new Map<string, number>();
    for (const i of ids.length ? await this.ds.getRepository(SetItemEntity).findBy({ setId: In(ids) }) : []) counts.set(i.setId, (counts.get(i.setId) ?? 0) + 1);
    return {
      list: rows.map((s) => ({
        id: s.id,
        title: s.title,
        access: s.access as SetAccess,
        product_id: s.productId ?? '',
        published: s.published,
        order_value: s.orderValue,
        problem_count: counts.get(s.id) ?? 0,
        learners: learners.get(s.id) ?? 0,
        updated_at: s.updatedAt.toISOString(),
      })),
      total,
      page_no,
      page_size,
    };
  }

  async detail(id: string): Promise<AdminSetDetail> {
    const set = await this.find(id);
    const l = await this.reader.load({ admin: true } as never, set);
    return {
      id: set.id,
      title: set.title,
      intro: set.intro,
      cover: set.cover,
      tags: splitTags(set.tags),
      access: set.access as SetAccess,
      product_id: set.productId ?? '',
      published: set.published,
      order_value: set.orderValue,
      problems: l.items.filter(({ item }) => !item.sectionId).map(({ problem }) => brief(problem)),
      sections: l.sections.map((s) => ({ title: s.title, guide: s.guide, problems: l.items.filter(({ item }) => item.sectionId === s.id).map(({ problem }) => brief(problem)) })),
    };
  }

  private async find(id: string): Promise<ProblemSetEntity> {
    const set = ID_RE.test(id) ? await this.ds.getRepository(ProblemSetEntity).findOneBy({ id }) : null;
    if (!set) throw AppException.notFound(M.setNotFound);
    return set;
  }

  /**
   * Creates or replaces a set with its sections and items in one transaction. Items keep their
   * ids (and so everyone's progress) while their problem stays in the set; duplicates, unknown
   * problems, empty sections and a paid set without a problem-set product are refused whole.
   */
  async save(actor: string, dto: SetSaveDto): Promise<AdminSetDetail> {
    const sections = dto.sections ?? [];
    const groups = [{ section: null as number | null, ids: dto.problem_ids ?? [] }, ...sections.map((s, i) => ({ section: i as number | null, ids: s.problem_ids }))];
    const all = groups.flatMap((g) => g.ids);
    const errors: FieldError[] = [];
    sections.forEach((s, i) => !s.problem_ids.length && errors.push({ field: `sections.${i}.problem_ids`, message: M.emptySection(s.title.trim()) }));
    if (all.length > PROBLEMSET_LIMITS.items) errors.push({ field: 'problem_ids', message: `一个题单最多${PROBLEMSET_LIMITS.items}道题` });
    const problems = await this.reader.problemsOf([...new Set(all)], true);
    const seen = new Set<string>();
    for (const pid of all) {
      if (!problems.has(pid)) errors.push({ field: 'problem_ids', message: M.unknownProblem(pid) });
      else if (seen.has(pid)) errors.push({ field: 'problem_ids', message: M.duplicateProblem(problems.get(pid)!.no) });
      seen.add(pid);
    }
    if (dto.published && !all.length) errors.push({ field: 'problem_ids', message: M.noItems });
    const productId = dto.product_id || null;
    if (dto.access === 'paid' && !productId) errors.push({ field: 'product_id', message: M.productRequired });
    if (productId && !(await this.ds.getRepository(ProductEntity).existsBy({ id: productId, category: 'problemset' }))) errors.push({ field: 'product_id', message: M.productInvalid });
    if (errors.length) throw AppException.invalid(errors);
    const before = dto.id ? await this.detail(dto.id) : null;
    const id = await inTransaction(this.ds, async (em) => {
      const fields = {
        title: dto.title.trim(),
        intro: dto.intro ?? '',
        cover: dto.cover ?? '',
        tags: (dto.tags ?? []).map((t) => t.trim()).join(','),
        access: dto.access,
        productId,
        published: dto.published,
        orderValue: dto.order_value ?? 0,
        // an edited seed set is the admin's: the seed stops extending it
        seedKey: '',
      };
      let set: ProblemSetEntity;
      if (dto.id) {
        set = await em.findOneBy(ProblemSetEntity, { id: dto.id }).then((s) => s ?? Promise.reject(AppException.notFound(M.setNotFound)));
        await em.update(ProblemSetEntity, { id: set.id }, fields);
      } else set = await em.save(em.create(ProblemSetEntity, fields));
      await this.writeItems(em, set.id, sections, groups);
      if (productId) await this.bindProduct(em, productId, set.id);
      await this.audit.record(actor, 'problemset', set.id, dto.id ? 'update' : 'create', before, { ...fields, problem_ids: dto.problem_ids ?? [], sections }, em);
      return set.id;
    });
    return this.detail(id);
  }

  private async writeItems(em: EntityManager, setId: string, sections: SetSaveDto['sections'] & object, groups: { section: number | null; ids: string[] }[]): Promise<void> {
    await em.delete(SetSectionEntity, { setId });
    const sectionIds: string[] = [];
    for (const [i, s] of sections.entries()) sectionIds.push((await em.save(em.create(SetSectionEntity, { setId, title: s.title.trim(), guide: s.guide ?? '', orderValue: i + 1 }))).id);
    const existing = new Map((await em.findBy(SetItemEntity, { setId })).map((i) => [i.problemId, i]));
    const keep = new Set<string>();
    let position = 0;
    for (const g of groups) {
      for (const problemId of g.ids) {
        const sectionId = g.section === null ? null : sectionIds[g.section];
        const old = existing.get(problemId);
        position++;
        if (old) {
          keep.add(old.id);
          await em.update(SetItemEntity, { id: old.id }, { sectionId, position });
        } else await em.insert(SetItemEntity, { setId, problemId, sectionId, position });
      }
    }
    const gone = [...existing.values()].filter((i) => !keep.has(i.id)).map((i) => i.id);
    if (gone.length) await em.delete(SetItemEntity, { id: In(gone) });
  }

  /** The product sells this set: it grants the set's equity (a year unless the product already says). */
  private async bindProduct(em: EntityManager, productId: string, setId: string): Promise<void> {
    if (await em.existsBy(ProductEquityEntity, { productId, kind: 'problemset', targetId: setId })) return;
    await em.insert(ProductEquityEntity, { productId, kind: 'problemset', targetId: setId, durationDays: 365 });
  }

  async remove(actor: string, id: string): Promise<void> {
    const set = await this.find(id);
    const before = await this.detail(id);
    await inTransaction(this.ds, async (em) => {
      await this.audit.record(actor, 'problemset', set.id, 'delete', before, null, em);
      const rounds = await em.findBy(SetRoundEntity, { setId: set.id });
      if (rounds.length) await em.delete(ItemProgressEntity, { roundId: In(rounds.map((r) => r.id)) });
      await em.delete(SetRoundEntity, { setId: set.id });
      await em.delete(SetItemEntity, { setId: set.id });
      await em.delete(SetSectionEntity, { setId: set.id });
      await em.delete(ProblemSetEntity, { id: set.id });
    });
  }

  /** Pasted numbers (题号) or ids -> problems, with the tokens that match nothing and repeats. */
  async resolveIds(text: string): Promise<ResolveIdsResult> {
    const tokens = text.split(/[\s,，;；、]+/).filter(Boolean);
    if (tokens.length > PROBLEMSET_LIMITS.pasteTokens) throw AppException.invalid([{ field: 'text', message: `一次最多粘贴${PROBLEMSET_LIMITS.pasteTokens}个题号` }]);
    const nums = tokens.filter((t) => /^\d{1,9}$/.test(t)).map(Number);
    const ids = tokens.filter((t) => ID_RE.test(t));
    const repo = this.ds.getRepository(ProblemEntity);
    const [byNo, byId] = await Promise.all([nums.length ? repo.findBy({ no: In(nums) }) : [], ids.length ? repo.findBy({ id: In(ids) }) : []]);
    const noMap = new Map(byNo.map((p) => [String(p.no), p]));
    const idMap = new Map(byId.map((p) => [p.id, p]));
    const out: ResolveIdsResult = { found: [], unknown: [], duplicates: [] };
    const seen = new Set<string>();
    for (const token of tokens) {
      const p = noMap.get(token) ?? idMap.get(token);
      if (!p) out.unknown.push(token);
      else if (seen.has(p.id)) out.duplicates.push(token);
      else {
        seen.add(p.id);
        out.found.push({ token, problem_id: p.id, no: p.no, title: p.title });
      }
    }
    return out;
  }

  /** Starts, completions (open rounds with every item passed) and per-item funnel over all rounds. */
  async stats(id: string): Promise<SetStats> {
    const set = await this.find(id);
    const l = await this.reader.load({ admin: true } as never, set);
    const rounds = await this.ds.getRepository(SetRoundEntity).findBy({ setId: set.id });
    const progress = rounds.length ? await this.ds.getRepository(ItemProgressEntity).findBy({ roundId: In(rounds.map((r) => r.id)) }) : [];
    const roundById = new Map(rounds.map((r) => [r.id, r]));
    const itemIds = new Set(l.items.map(({ item }) => item.id));
    const passedPerRound = new Map<string, number>();
    const tried = new Map<string, Set<string>>();
    const passed = new Map<string, Set<string>>();
    for (const p of progress) {
      if (!itemIds.has(p.itemId)) continue;
      const uid = roundById.get(p.roundId)!.uid;
      (tried.get(p.itemId) ?? tried.set(p.itemId, new Set()).get(p.itemId)!).add(uid);
      if (p.state >= ItemState.PASSED) {
        (passed.get(p.itemId) ?? passed.set(p.itemId, new Set()).get(p.itemId)!).add(uid);
        passedPerRound.set(p.roundId, (passedPerRound.get(p.roundId) ?? 0) + 1);
      }
    }
    const total = l.items.length;
    const completions = new Set(rounds.filter((r) => total > 0 && passedPerRound.get(r.id) === total).map((r) => r.uid)).size;
    return {
      set_id: set.id,
      starts: new Set(rounds.map((r) => r.uid)).size,
      completions,
      funnel: l.items.map(({ item, problem }, i) => ({ item_id: item.id, no: problem.no, title: problem.title, position: i + 1, tried: tried.get(item.id)?.size ?? 0, passed: passed.get(item.id)?.size ?? 0 })),
    };
  }
}
