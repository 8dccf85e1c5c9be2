import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not } from 'typeorm';
import { ItemState, PROBLEMSET_MESSAGES, type LevelMix, type ProblemSetCard, type SetAccess } from '../../../../types/problemset';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { PermitService } from '../commerce/permit.service';
import { ProblemEntity } from '../oj/entities/problem.entity';
import { ProblemSetEntity } from './entities/problem-set.entity';
import { SetItemEntity } from './entities/set-item.entity';
import { SetRoundEntity } from './entities/set-round.entity';
import { SetSectionEntity } from './entities/set-section.entity';

export const ID_RE = /^\d{1,19}$/;

/** A set's items in list order with their problems (hidden problems only for admins). */
export interface LoadedSet {
  set: ProblemSetEntity;
  sections: SetSectionEntity[];
  items: { item: SetItemEntity; problem: ProblemEntity }[];
}

export const splitTags = (tags: string) => tags.split(',').map((t) => t.trim()).filter(Boolean);

/** Reads sets the way learners see them, and answers whether the caller may work through one. */
@Injectable()
export class SetReaderService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly permits: PermitService,
  ) {}

  /** A published set (any set for admins) or 4004. */
  async visibleSet(caller: Caller | undefined, id: string): Promise<ProblemSetEntity> {
    const set = ID_RE.test(id) ? await this.ds.getRepository(ProblemSetEntity).findOneBy({ id }) : null;
    if (!set || (!set.published && !caller?.admin)) throw AppException.notFound(PROBLEMSET_MESSAGES.setNotFound);
    return set;
  }

  async load(caller: Caller | undefined, set: ProblemSetEntity): Promise<LoadedSet> {
    const [sections, items] = await Promise.all([
      this.ds.getRepository(SetSectionEntity).find({ where: { setId: set.id }, order: { orderValue: 'ASC', id: 'ASC' } }),
      this.ds.getRepository(SetItemEntity).find({ where: { setId: set.id }, order: { position: 'ASC', id: 'ASC' } }),
    ]);
    const problems = await this.problemsOf(items.map((i) => i.problemId), caller?.admin ?? false);
    return { set, sections, items: items.filter((i) => problems.has(i.problemId)).map((item) => ({ item, problem: problems.get(item.problemId)! })) };
  }

  async problemsOf(ids: string[], includeHidden: boolean): Promise<Map<string, ProblemEntity>> {
    if (!ids.length) return new Map();
    const rows = await this.ds.getRepository(ProblemEntity).find({ where: { id: In(ids), ...(includeHidden ? {} : { visible: true }) } });
    return new Map(rows.map((p) => [p.id, p]));
  }

  /** free: everyone signed in; vip: VIP members; paid: the set's product, the OJ product or VIP. Admins always. */
  async unlocked(caller: Caller | undefined, set: ProblemSetEntity): Promise<boolean> {
    if (!caller) return false;
    if (caller.admin || set.access === 'free') return true;
    if (set.access === 'vip') return this.permits.isVip(caller.uid);
    return (await this.permits.problemSetPermit(caller.uid, set.id)).granted;
  }

  /** Learners per set (users with any round). */
  async learners(setIds: string[]): Promise<Map<string, number>> {
    if (!setIds.length) return new Map();
    const rows = await this.ds
      .getRepository(SetRoundEntity)
      .createQueryBuilder('r')
      .select('r.set_id', 'set_id')
      .addSelect('COUNT(DISTINCT r.uid)', 'n')
      .where({ setId: In(setIds) })
      .groupBy('r.set_id')
      .getRawMany<{ set_id: string | number; n: string | number }>();
    return new Map(rows.map((r) => [String(r.set_id), Number(r.n)]));
  }

  /** Problem sets that contain a problem and are sold (paid): the permit service's plug-in point. */
  async paidSetsOf(problemId: string): Promise<string[]> {
    if (!ID_RE.test(problemId)) return [];
    const items = await this.ds.getRepository(SetItemEntity).findBy({ problemId });
    if (!items.length) return [];
    const sets = await this.ds.getRepository(ProblemSetEntity).findBy({ id: In(items.map((i) => i.setId)), access: 'paid', published: true, productId: Not(IsNull()) });
    return sets.map((s) => s.id);
  }

  card(l: LoadedSet, learners: number, solved: number, unlocked: boolean): ProblemSetCard {
    const mix: LevelMix = { 1: 0, 2: 0, 3: 0 };
    for (const { problem } of l.items) mix[problem.level as 1 | 2 | 3] = (mix[problem.level as 1 | 2 | 3] ?? 0) + 1;
    return {
      id: l.set.id,
      title: l.set.title,
      intro: l.set.intro,
      cover: l.set.cover,
      tags: splitTags(l.set.tags),
      access: l.set.access as SetAccess,
      product_id: l.set.productId ?? '',
      problem_count: l.items.length,
      level_mix: mix,
      learners,
      solved,
      unlocked,
    };
  }

  /** solved items of the loaded set (items removed since keep their rows but do not count) */
  static solvedIn(l: LoadedSet, states: Map<string, ItemState>): number {
    return l.items.filter(({ item }) => (states.get(item.id) ?? 0) >= ItemState.PASSED).length;
  }
}
