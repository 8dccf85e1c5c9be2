import type { EntityManager } from 'typeorm';
import { IsNull } from 'typeorm';
import { PERMANENT_DAYS, type EquityKind } from '../../../../types/commerce';
import { forUpdate } from '../../database/transaction';
import { EquityGrantEntity } from './entities/equity-grant.entity';
import { UserEquityEntity } from './entities/user-equity.entity';

/** Stored expiry of permanent equities: far enough to never end, still a valid DATETIME. */
export const PERMANENT_UNTIL = new Date('2999-12-31T00:00:00.000Z');
const DAY_MS = 86_400_000;

export interface EquitySpec {
  kind: EquityKind;
  /** '' for vip and oj */
  targetId?: string;
}

/**
 * Chains live grants in the order they were made: each starts when it was granted or when the
 * previous one ends, whichever is later. Returns the end of the chain (epoch 0 when empty).
 */
export function chainExpiry(grants: Pick<EquityGrantEntity, 'grantedAt' | 'durationDays'>[]): Date {
  let cursor = 0;
  for (const g of grants) {
    if (g.durationDays === PERMANENT_DAYS) return PERMANENT_UNTIL;
    const start = Math.max(g.grantedAt.getTime(), cursor);
    cursor = start + g.durationDays * DAY_MS;
  }
  return new Date(cursor);
}

/**
 * Writes to the equity tables; always inside the caller's transaction. The holder row is created
 * first and locked (FOR UPDATE on MariaDB), so concurrent grants to one holder queue up.
 */
export class EquityLedger {
  constructor(private readonly em: EntityManager) {}

  async grant(uid: string, spec: EquitySpec, durationDays: number, source: string, at = new Date()): Promise<UserEquityEntity> {
    const targetId = spec.targetId ?? '';
    await this.lockHolder(uid, spec.kind, targetId);
    await this.em.getRepository(EquityGrantEntity).insert({ uid, kind: spec.kind, targetId, durationDays, source, grantedAt: at, revokedAt: null });
    return this.recompute(uid, spec.kind, targetId);
  }

  /** Revokes the live grants of one source (a refunded order, say); returns the holders touched. */
  async revokeSource(source: string, at = new Date()): Promise<UserEquityEntity[]> {
    const grants = await this.em.getRepository(EquityGrantEntity).find({ where: { source, revokedAt: IsNull() } });
    const holders = new Map(grants.map((g) => [`${g.uid}|${g.kind}|${g.targetId}`, g]));
    const out: UserEquityEntity[] = [];
    for (const g of holders.values()) {
      await this.lockHolder(g.uid, g.kind, g.targetId);
      await this.em.getRepository(EquityGrantEntity).update({ uid: g.uid, kind: g.kind, targetId: g.targetId, source, revokedAt: IsNull() }, { revokedAt: at });
      out.push(await this.recompute(g.uid, g.kind, g.targetId));
    }
    return out;
  }

  /**
   * A partial refund of `part` out of the `of` fen still paid for: each timed grant of the source
   * loses the same share of its remaining days (rounded), so the chain ends that much earlier.
   * Permanent grants stay until the order is refunded in full; `part >= of` revokes everything.
   */
  async shortenSource(source: string, part: number, of: number, at = new Date()): Promise<UserEquityEntity[]> {
    if (part >= of) return this.revokeSource(source, at);
    const repo = this.em.getRepository(EquityGrantEntity);
    const grants = (await repo.find({ where: { source, revokedAt: IsNull() } })).filter((g) => g.durationDays !== PERMANENT_DAYS);
    const out: UserEquityEntity[] = [];
    for (const g of grants) {
      await this.lockHolder(g.uid, g.kind, g.targetId);
      const keep = g.durationDays - Math.round((g.durationDays * part) / of);
      await repo.update({ id: g.id }, keep > 0 ? { durationDays: keep } : { revokedAt: at });
      out.push(await this.recompute(g.uid, g.kind, g.targetId));
    }
    return out;
  }

  /** Revokes everything a user holds of one equity (admin revoke): the permit ends now. */
  async revokeAll(uid: string, spec: EquitySpec, at = new Date()): Promise<number> {
    const targetId = spec.targetId ?? '';
    await this.lockHolder(uid, spec.kind, targetId);
    const res = await this.em.getRepository(EquityGrantEntity).update({ uid, kind: spec.kind, targetId, revokedAt: IsNull() }, { revokedAt: at });
    await this.recompute(uid, spec.kind, targetId);
    return res.affected ?? 0;
  }

  /**
   * Account merge: every grant of `from` becomes `to`'s, chained with what `to` already holds;
   * `from` is left holding nothing. Returns how many equities `to` now holds from the move.
   */
  async moveHolder(from: string, to: string): Promise<number> {
    const grants = await this.em.getRepository(EquityGrantEntity).find({ where: { uid: from } });
    const holders = new Map(grants.map((g) => [`${g.kind}|${g.targetId}`, g]));
    await this.em.getRepository(EquityGrantEntity).update({ uid: from }, { uid: to });
    for (const g of holders.values()) {
      await this.lockHolder(to, g.kind, g.targetId);
      await this.recompute(to, g.kind, g.targetId);
    }
    await this.em.getRepository(UserEquityEntity).delete({ uid: from });
    return holders.size;
  }

  private async lockHolder(uid: string, kind: EquityKind, targetId: string): Promise<void> {
    await this.em
      .createQueryBuilder()
      .insert()
      .into(UserEquityEntity)
      .values({ uid, kind, targetId, expiresAt: new Date(0) })
      .orIgnore()
      .execute();
    await this.em.getRepository(UserEquityEntity).findOne({ where: { uid, kind, targetId }, ...forUpdate(this.em) });
  }

  private async recompute(uid: string, kind: EquityKind, targetId: string): Promise<UserEquityEntity> {
    const live = await this.em.getRepository(EquityGrantEntity).find({
      where: { uid, kind, targetId, revokedAt: IsNull() },
      order: { grantedAt: 'ASC', id: 'ASC' },
    });
    const expiresAt = chainExpiry(live);
    const repo = this.em.getRepository(UserEquityEntity);
    await repo.update({ uid, kind, targetId }, { expiresAt });
    return (await repo.findOneByOrFail({ uid, kind, targetId }))!;
  }
}
