import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, DataSource, EntityManager, In, IsNull } from 'typeorm';
import { Verdict } from '../../../../types/judge';
import { ItemState, isPassed } from '../../../../types/problemset';
import { forUpdate, inTransaction } from '../../database/transaction';
import type { SubmissionEntity } from '../oj/entities/submission.entity';
import { SubmissionService } from '../oj/submission.service';
import { ItemProgressEntity } from './entities/item-progress.entity';
import { SetItemEntity } from './entities/set-item.entity';
import { SetRoundEntity } from './entities/set-round.entity';
import { SolutionViewEntity } from './entities/solution-view.entity';

/**
 * The per-list progress layer: a round per (user, set), item states per round. Judged
 * submissions arrive through the OJ's onJudged (same transaction); 重置进度 closes the round and
 * opens the next one, keeping the old rows as history and never touching submissions.
 */
@Injectable()
export class ProgressService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly submissions: SubmissionService,
  ) {}

  onModuleInit(): void {
    this.submissions.onSubmissionJudged((em, s) => this.onJudged(em, s));
  }

  /** The caller's open round of a set, or null before starting. */
  current(uid: string, setId: string, em: EntityManager = this.ds.manager): Promise<SetRoundEntity | null> {
    return em.findOneBy(SetRoundEntity, { uid, setId, closedAt: IsNull() });
  }

  /** Open rounds of many sets (cards, 我的题单). */
  async currentMany(uid: string, setIds: string[]): Promise<Map<string, SetRoundEntity>> {
    if (!uid || !setIds.length) return new Map();
    const rows = await this.ds.getRepository(SetRoundEntity).findBy({ uid, setId: In(setIds), closedAt: IsNull() });
    return new Map(rows.map((r) => [r.setId, r]));
  }

  /** Starts round 1 the first time the user works in the set; answers the open round. */
  start(uid: string, setId: string): Promise<SetRoundEntity> {
    return inTransaction(this.ds, async (em) => {
      const open = await em.findOne(SetRoundEntity, { where: { uid, setId, closedAt: IsNull() }, ...forUpdate(em) });
      if (open) {
        await em.update(SetRoundEntity, { id: open.id }, { activeAt: new Date() });
        return open;
      }
      return this.openRound(em, uid, setId, 1);
    });
  }

  /** Closes the open round (kept as history) and opens the next one. */
  reset(uid: string, setId: string): Promise<SetRoundEntity> {
    return inTransaction(this.ds, async (em) => {
      const open = await em.findOne(SetRoundEntity, { where: { uid, setId, closedAt: IsNull() }, ...forUpdate(em) });
      const last = open ?? (await em.findOne(SetRoundEntity, { where: { uid, setId }, order: { round: 'DESC' } }));
      if (open) await em.update(SetRoundEntity, { id: open.id }, { closedAt: new Date() });
      return this.openRound(em, uid, setId, (last?.round ?? 0) + 1);
    });
  }

  private async openRound(em: EntityManager, uid: string, setId: string, round: number): Promise<SetRoundEntity> {
    const now = new Date();
    return em.save(em.create(SetRoundEntity, { uid, setId, round, startedAt: now, activeAt: now, closedAt: null, solved: 0 }));
  }

  /** item id -> state in a round */
  async states(roundId: string | undefined): Promise<Map<string, ItemState>> {
    if (!roundId) return new Map();
    const rows = await this.ds.getRepository(ItemProgressEntity).findBy({ roundId });
    return new Map(rows.map((r) => [r.itemId, r.state as ItemState]));
  }

  history(uid: string, setId: string): Promise<SetRoundEntity[]> {
    return this.ds.getRepository(SetRoundEntity).find({ where: { uid, setId }, order: { round: 'ASC' } });
  }

  recordSolutionView(uid: string, problemId: string): Promise<void> {
    return this.ds
      .getRepository(SolutionViewEntity)
      .insert({ uid, problemId, viewedAt: new Date() })
      .then(() => undefined);
  }

  /**
   * A judged submission moves the state of its problem in every set the user is working through:
   * AC -> passed (or passed after solution when a solution was opened in this round before the
   * submission), anything else -> tried unless already passed. Only submissions made after the
   * round started count, so a fresh round starts empty.
   */
  private async onJudged(em: EntityManager, s: SubmissionEntity): Promise<void> {
    const items = await em.findBy(SetItemEntity, { problemId: s.problemId });
    if (!items.length) return;
    const rounds = await em.findBy(SetRoundEntity, { uid: s.uid, setId: In([...new Set(items.map((i) => i.setId))]), closedAt: IsNull() });
    for (const round of rounds) {
      if (s.createdAt.getTime() < round.startedAt.getTime() - 1000) continue;
      const item = items.find((i) => i.setId === round.setId)!;
      const prev = await em.findOneBy(ItemProgressEntity, { roundId: round.id, itemId: item.id });
      if (prev && isPassed(prev.state as ItemState)) continue;
      let state = ItemState.TRIED;
      if (s.verdict === Verdict.AC) {
        const viewed = await em.existsBy(SolutionViewEntity, { uid: s.uid, problemId: s.problemId, viewedAt: Between(round.startedAt, s.judgedAt ?? new Date()) });
        state = viewed ? ItemState.PASSED_AFTER_SOLUTION : ItemState.PASSED;
      }
      await em.save(ItemProgressEntity, { roundId: round.id, itemId: item.id, state, updatedAt: new Date() });
      const solved = await em.countBy(ItemProgressEntity, { roundId: round.id, state: In([ItemState.PASSED, ItemState.PASSED_AFTER_SOLUTION]) });
      await em.update(SetRoundEntity, { id: round.id }, { solved, activeAt: new Date() });
    }
  }
}
