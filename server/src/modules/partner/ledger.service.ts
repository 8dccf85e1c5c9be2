import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ApiCode, Page } from '../../../../types/api';
import { BalanceView, LedgerEntryView, LedgerKind, PARTNER_MESSAGES, PayoutState, PayoutView } from '../../../../types/partner';
import { AppException } from '../../common/app-exception';
import { adminPage } from '../../common/admin-list/admin-list';
import { pageArgs } from '../../common/page.dto';
import { forUpdate, inTransaction } from '../../database/transaction';
import { AuditService } from '../audit/audit.service';
import { LEDGER_LIST, PAYOUT_LIST, type AdminLedgerQueryDto, type PayoutQueryDto } from './dto/partner-list.dto';
import { LedgerEntryEntity, PayoutEntity } from './entities/ledger.entity';
import { PartnerEntity } from './entities/partner.entity';
import { PartnerClock } from './partner-clock';
import { ProgramService } from './program.service';

export interface LedgerFilter {
  uid?: string;
  kind?: LedgerKind;
  pmid?: string;
  order_no?: string;
}

export const toEntryView = (e: LedgerEntryEntity, now: Date): LedgerEntryView => ({
  id: e.id,
  uid: e.uid,
  kind: e.kind,
  amount_fen: e.amountFen,
  available_at: e.availableAt.toISOString(),
  state: e.availableAt > now ? 'pending' : 'available',
  order_no: e.orderNo,
  pmid: e.promotionId ?? '',
  note: e.note,
  created_at: e.createdAt.toISOString(),
});

export const toPayoutView = (p: PayoutEntity): PayoutView => ({
  id: p.id,
  uid: p.uid,
  amount_fen: p.amountFen,
  state: p.state,
  note: p.note,
  created_at: p.createdAt.toISOString(),
  settled_at: p.settledAt?.toISOString() ?? null,
});

/** Balances, entries and payouts over the append-only ledger. */
@Injectable()
export class LedgerService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly program: ProgramService,
    private readonly clock: PartnerClock,
    private readonly audit: AuditService,
  ) {}

  /** pending = entries still on hold; available = released entries (payouts already deducted). */
  async balance(uid: string, em: EntityManager = this.ds.manager): Promise<BalanceView> {
    const now = this.clock.now();
    const [row] = (await em
      .getRepository(LedgerEntryEntity)
      .createQueryBuilder('e')
      .select('COALESCE(SUM(CASE WHEN e.available_at > :now THEN e.amount_fen ELSE 0 END), 0)', 'pending')
      .addSelect('COALESCE(SUM(CASE WHEN e.available_at <= :now THEN e.amount_fen ELSE 0 END), 0)', 'available')
      .where('e.uid = :uid', { uid, now })
      .getRawMany()) as { pending: string | number; available: string | number }[];
    const payouts = (await em
      .getRepository(PayoutEntity)
      .createQueryBuilder('p')
      .select('p.state', 'state')
      .addSelect('COALESCE(SUM(p.amount_fen), 0)', 'fen')
      .where('p.uid = :uid', { uid })
      .groupBy('p.state')
      .getRawMany()) as { state: PayoutState; fen: string | number }[];
    const by = new Map(payouts.map((p) => [p.state, Number(p.fen)]));
    return { pending_fen: Number(row?.pending ?? 0), available_fen: Number(row?.available ?? 0), paid_fen: by.get('paid') ?? 0, payout_pending_fen: by.get('pending') ?? 0 };
  }

  async entries(f: LedgerFilter, page: { page_no?: number; page_size?: number }): Promise<Page<LedgerEntryView>> {
    const { skip, take, page_no, page_size } = pageArgs(page);
    const qb = this.ds.getRepository(LedgerEntryEntity).createQueryBuilder('e').orderBy('e.id', 'DESC').skip(skip).take(take);
    if (f.uid) qb.andWhere('e.uid = :uid', { uid: f.uid });
    if (f.kind) qb.andWhere('e.kind = :kind', { kind: f.kind });
    if (f.pmid) qb.andWhere('e.promotion_id = :pmid', { pmid: f.pmid });
    if (f.order_no) qb.andWhere('e.order_no = :o', { o: f.order_no });
    const [rows, total] = await qb.getManyAndCount();
    const now = this.clock.now();
    return { list: rows.map((e) => toEntryView(e, now)), total, page_no, page_size };
  }

  /** Console: every partner's entries on the admin list contract. */
  async adminEntries(q: AdminLedgerQueryDto): Promise<Page<LedgerEntryView>> {
    const now = this.clock.now();
    return adminPage(this.ds.getRepository(LedgerEntryEntity).createQueryBuilder('e'), LEDGER_LIST, q, (e) => toEntryView(e, now));
  }

  /** Console: payouts on the admin list contract. */
  adminPayouts(q: PayoutQueryDto): Promise<Page<PayoutView>> {
    return adminPage(this.ds.getRepository(PayoutEntity).createQueryBuilder('o'), PAYOUT_LIST, q, toPayoutView);
  }

  async payouts(uid: string | undefined, state: PayoutState | undefined, page: { page_no?: number; page_size?: number }): Promise<Page<PayoutView>> {
    const { skip, take, page_no, page_size } = pageArgs(page);
    const where = { ...(uid ? { uid } : {}), ...(state ? { state } : {}) };
    const [rows, total] = await this.ds.getRepository(PayoutEntity).findAndCount({ where, order: { id: 'DESC' }, skip, take });
    return { list: rows.map(toPayoutView), total, page_no, page_size };
  }

  /** Admin: pays out from the available balance (partner row locked, so two payouts cannot both pass). */
  async createPayout(adminUid: string, uid: string, amountFen: number, note: string): Promise<PayoutView> {
    const settings = await this.program.get();
    if (amountFen < settings.minPayoutFen) throw AppException.invalid([{ field: 'amount_fen', message: PARTNER_MESSAGES.underMinimum }]);
    return inTransaction(this.ds, async (em) => {
      const partner = await em.getRepository(PartnerEntity).findOne({ where: { uid }, ...forUpdate(em) });
      if (!partner) throw AppException.notFound(PARTNER_MESSAGES.notPartner);
      if (partner.status !== 'active') throw new AppException(ApiCode.CONFLICT, PARTNER_MESSAGES.suspended);
      const { available_fen } = await this.balance(uid, em);
      if (amountFen > available_fen) throw AppException.invalid([{ field: 'amount_fen', message: PARTNER_MESSAGES.overBalance }]);
      const payout = await em.getRepository(PayoutEntity).save(em.getRepository(PayoutEntity).create({ uid, amountFen, state: 'pending', note, adminUid, settledAt: null }));
      await em.getRepository(LedgerEntryEntity).insert({ uid, kind: 'payout', amountFen: -amountFen, availableAt: this.clock.now(), ref: `payout:${payout.id}`, orderNo: '', promotionId: null, note: note || '提现', createdAt: this.clock.now() });
      await this.audit.record(adminUid, 'partner_payout', payout.id, 'create', null, toPayoutView(payout), em);
      return toPayoutView(payout);
    });
  }

  /** pending → paid | failed; a failed payout returns its amount to the available balance. */
  async settlePayout(adminUid: string, id: string, state: 'paid' | 'failed', note: string): Promise<PayoutView> {
    return inTransaction(this.ds, async (em) => {
      const repo = em.getRepository(PayoutEntity);
      const payout = await repo.findOne({ where: { id }, ...forUpdate(em) });
      if (!payout) throw AppException.notFound('提现记录不存在');
      if (payout.state !== 'pending') throw new AppException(ApiCode.CONFLICT, PARTNER_MESSAGES.payoutSettled);
      const now = this.clock.now();
      await repo.update({ id, state: 'pending' }, { state, settledAt: now, note: note || payout.note });
      if (state === 'failed') {
        await em.getRepository(LedgerEntryEntity).insert({ uid: payout.uid, kind: 'payout_reversal', amountFen: payout.amountFen, availableAt: now, ref: `payout-failed:${id}`, orderNo: '', promotionId: null, note: note || '提现失败退回', createdAt: now });
      }
      const after = toPayoutView((await repo.findOneBy({ id }))!);
      await this.audit.record(adminUid, 'partner_payout', id, state === 'paid' ? 'paid' : 'failed', toPayoutView(payout), after, em);
      return after;
    });
  }

  /** Moves the whole balance (pending and available parts) of one uid to another, inside the caller's transaction. */
  async moveBalance(em: EntityManager, migrationId: string, fromUid: string, toUid: string): Promise<number> {
    const now = this.clock.now();
    const rows = await em.getRepository(LedgerEntryEntity).find({ where: { uid: fromUid } });
    const available = rows.filter((r) => r.availableAt <= now).reduce((s, r) => s + r.amountFen, 0);
    const pendingRows = rows.filter((r) => r.availableAt > now);
    const pending = pendingRows.reduce((s, r) => s + r.amountFen, 0);
    const releaseAt = new Date(Math.max(now.getTime(), ...pendingRows.map((r) => r.availableAt.getTime())));
    const parts: [string, number, Date][] = [
      ['a', available, now],
      ['p', pending, releaseAt],
    ];
    for (const [tag, amount, at] of parts) {
      if (!amount) continue;
      await em.getRepository(LedgerEntryEntity).insert([
        { uid: fromUid, kind: 'migration_out', amountFen: -amount, availableAt: at, ref: `migration:${migrationId}:out:${tag}`, orderNo: '', promotionId: null, note: `迁移至 ${toUid}`, createdAt: now },
        { uid: toUid, kind: 'migration_in', amountFen: amount, availableAt: at, ref: `migration:${migrationId}:in:${tag}`, orderNo: '', promotionId: null, note: `由 ${fromUid} 迁入`, createdAt: now },
      ]);
    }
    return available + pending;
  }

  /** uids with entries (admin overview of balances) */
  async balances(uids: string[]): Promise<Map<string, BalanceView>> {
    const out = new Map<string, BalanceView>();
    for (const uid of uids) out.set(uid, await this.balance(uid));
    return out;
  }
}
