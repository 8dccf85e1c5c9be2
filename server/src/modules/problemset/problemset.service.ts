import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import {
  ItemState,
  PROBLEMSET_MESSAGES,
  isPassed,
  type MySetRow,
  type ProblemSetCard,
  type ProblemSetDetail,
  type ProblemSetListQuery,
  type SetAccess,
  type SetItemContext,
  type SetProgress,
  type SetSection,
} from '../../../../types/problemset';
import type { ProblemLevel } from '../../../../types/oj';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { ProductEntity } from '../commerce/entities/product.entity';
import { acceptance } from '../oj/oj.mapper';
import { ProblemSetEntity } from './entities/problem-set.entity';
import { SetItemEntity } from './entities/set-item.entity';
import { SetRoundEntity } from './entities/set-round.entity';
import { ProgressService } from './progress.service';
import { ID_RE, LoadedSet, SetReaderService, splitTags } from './set-reader.service';

const firstUnsolved = (l: LoadedSet, states: Map<string, ItemState>, after = -1) =>
  l.items.find(({ item }, i) => i > after && !isPassed(states.get(item.id) ?? ItemState.NONE))?.item.id ?? '';

/** Learner side of 题单: lists with progress, the set page, an item in list context, rounds. */
@Injectable()
export class ProblemSetService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly reader: SetReaderService,
    private readonly progress: ProgressService,
  ) {}

  async list(caller: Caller, q: ProblemSetListQuery): Promise<ProblemSetCard[]> {
    let sets = await this.ds.getRepository(ProblemSetEntity).find({ where: { published: true, ...(q.access ? { access: q.access } : {}) }, order: { orderValue: 'ASC', id: 'ASC' } });
    const kw = q.keyword?.trim().toLowerCase();
    if (kw) sets = sets.filter((s) => s.title.toLowerCase().includes(kw) || s.intro.toLowerCase().includes(kw) || s.tags.toLowerCase().includes(kw));
    if (q.tag) sets = sets.filter((s) => splitTags(s.tags).includes(q.tag!));
    const rounds = await this.progress.currentMany(caller.uid, sets.map((s) => s.id));
    if (q.mine) sets = sets.filter((s) => rounds.has(s.id));
    const learners = await this.reader.learners(sets.map((s) => s.id));
    return Promise.all(
      sets.map(async (set) => {
        const l = await this.reader.load(caller, set);
        const states = await this.progress.states(rounds.get(set.id)?.id);
        return this.reader.card(l, learners.get(set.id) ?? 0, SetReaderService.solvedIn(l, states), await this.reader.unlocked(caller, set));
      }),
    );
  }

  async detail(caller: Caller, id: string): Promise<ProblemSetDetail> {
    const set = await this.reader.visibleSet(caller, id);
    const l = await this.reader.load(caller, set);
    const round = await this.progress.current(caller.uid, set.id);
    const states = await this.progress.states(round?.id);
    const unlocked = await this.reader.unlocked(caller, set);
    const sections: SetSection[] = [];
    const loose = l.items.filter(({ item }) => !item.sectionId || !l.sections.some((s) => s.id === item.sectionId));
    const toRow = ({ item, problem }: LoadedSet['items'][number]) => ({
      item_id: item.id,
      problem_id: problem.id,
      no: problem.no,
      title: problem.title,
      level: problem.level as ProblemLevel,
      acceptance: acceptance(problem),
      state: states.get(item.id) ?? ItemState.NONE,
    });
    const section = (section_id: string, title: string, guide: string, rows: LoadedSet['items']): SetSection => {
      const items = rows.map(toRow);
      return { section_id, title, guide, items, solved: items.filter((i) => isPassed(i.state)).length };
    };
    if (loose.length) sections.push(section('', '', '', loose));
    for (const s of l.sections) sections.push(section(s.id, s.title, s.guide, l.items.filter(({ item }) => item.sectionId === s.id)));
    const product = set.access === 'paid' && set.productId ? await this.ds.getRepository(ProductEntity).findOneBy({ id: set.productId, onSale: true }) : null;
    const learners = (await this.reader.learners([set.id])).get(set.id) ?? 0;
    return {
      ...this.reader.card(l, learners, SetReaderService.solvedIn(l, states), unlocked),
      sections,
      round: round?.round ?? 0,
      continue_item_id: firstUnsolved(l, states),
      product: product ? { product_id: product.id, name: product.name, price_fen: product.priceFen } : null,
    };
  }

  /**
   * One item in list context. `setId`, when the URL carries it, must be the item's set. Opening
   * an unlocked item starts the caller's first round.
   */
  async item(caller: Caller, itemId: string, setId?: string): Promise<SetItemContext> {
    const item = ID_RE.test(itemId) ? await this.ds.getRepository(SetItemEntity).findOneBy({ id: itemId }) : null;
    if (!item) throw AppException.notFound(PROBLEMSET_MESSAGES.itemNotFound);
    if (setId && setId !== item.setId) throw AppException.notFound(PROBLEMSET_MESSAGES.itemOtherSet);
    const set = await this.reader.visibleSet(caller, item.setId);
    const l = await this.reader.load(caller, set);
    const index = l.items.findIndex((i) => i.item.id === item.id);
    if (index < 0) throw AppException.notFound(PROBLEMSET_MESSAGES.itemNotFound);
    const unlocked = await this.reader.unlocked(caller, set);
    const round = unlocked ? await this.progress.start(caller.uid, set.id) : await this.progress.current(caller.uid, set.id);
    const states = await this.progress.states(round?.id);
    const { problem } = l.items[index];
    const section = l.sections.find((s) => s.id === item.sectionId);
    return {
      item_id: item.id,
      set: { id: set.id, title: set.title, access: set.access as SetAccess },
      problem: { problem_id: problem.id, no: problem.no, title: problem.title, level: problem.level as ProblemLevel },
      section_title: section?.title ?? '',
      position: index + 1,
      total: l.items.length,
      solved: SetReaderService.solvedIn(l, states),
      round: round?.round ?? 0,
      state: states.get(item.id) ?? ItemState.NONE,
      prev_item_id: l.items[index - 1]?.item.id ?? '',
      next_item_id: l.items[index + 1]?.item.id ?? '',
      // the next unsolved after this one, wrapping round to the start of the list
      next_unsolved_item_id: firstUnsolved(l, states, index) || (firstUnsolved(l, states) === item.id ? '' : firstUnsolved(l, states)),
      unlocked,
    };
  }

  async progressOf(caller: Caller, id: string): Promise<SetProgress> {
    const set = await this.reader.visibleSet(caller, id);
    const l = await this.reader.load(caller, set);
    const rounds = await this.progress.history(caller.uid, set.id);
    const open = rounds.find((r) => !r.closedAt);
    const states = await this.progress.states(open?.id);
    const sectionIds = ['', ...l.sections.map((s) => s.id)];
    return {
      set_id: set.id,
      round: open?.round ?? 0,
      solved: SetReaderService.solvedIn(l, states),
      total: l.items.length,
      states: Object.fromEntries(l.items.map(({ item }) => [item.id, states.get(item.id) ?? ItemState.NONE])),
      sections: sectionIds
        .map((sid) => {
          const its = l.items.filter(({ item }) => (item.sectionId && l.sections.some((s) => s.id === item.sectionId) ? item.sectionId : '') === sid);
          return { section_id: sid, total: its.length, solved: its.filter(({ item }) => isPassed(states.get(item.id) ?? 0)).length };
        })
        .filter((s) => s.section_id !== '' || s.total > 0),
      history: rounds.map((r) => ({ round: r.round, started_at: r.startedAt.toISOString(), reset_at: r.closedAt?.toISOString() ?? null, solved: r.solved })),
    };
  }

  async reset(caller: Caller, id: string): Promise<SetProgress> {
    const set = await this.reader.visibleSet(caller, id);
    await this.progress.reset(caller.uid, set.id);
    return this.progressOf(caller, id);
  }

  async solutionViewed(caller: Caller, problemId: string): Promise<void> {
    if (!(await this.reader.problemsOf([problemId], caller.admin)).size) throw AppException.notFound('题目不存在');
    await this.progress.recordSolutionView(caller.uid, problemId);
  }

  /** 我的题单: sets with an open round, most recently active first. */
  async mine(caller: Caller): Promise<MySetRow[]> {
    const rounds = await this.ds.getRepository(SetRoundEntity).find({ where: { uid: caller.uid, closedAt: IsNull() }, order: { activeAt: 'DESC' } });
    const rows: MySetRow[] = [];
    for (const r of rounds) {
      const set = await this.ds.getRepository(ProblemSetEntity).findOneBy({ id: r.setId, published: true });
      if (!set) continue;
      const l = await this.reader.load(caller, set);
      const states = await this.progress.states(r.id);
      rows.push({
        id: set.id,
        title: set.title,
        cover: set.cover,
        round: r.round,
        solved: SetReaderService.solvedIn(l, states),
        total: l.items.length,
        continue_item_id: firstUnsolved(l, states),
        last_active_at: r.activeAt.toISOString(),
      });
    }
    return rows;
  }
}
