import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, IsNull } from 'typeorm';
import { PROMO_CODE_RE, VISITOR_ID_RE } from '../../../../types/partner';
import { OrderEntity } from '../commerce/entities/order.entity';
import { ChannelDirectory } from '../commerce/channel-directory.service';
import { OrderContext, OrderHooks, OrderListener, RefundFact } from '../commerce/order-hooks';
import { UserEntity } from '../user/entities/user.entity';
import { LedgerEntryEntity } from './entities/ledger.entity';
import { AttributionEntity, PromotionEntity, TouchEntity } from './entities/promotion.entity';
import { PartnerAccessService, partnerOf } from './partner-access.service';
import { DAY_MS, PartnerClock } from './partner-clock';
import { ProgramService } from './program.service';

/** Phones compared as the last 11 digits: `+86 138…` and `138…` are one person. */
function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  const norm = (p: string | null | undefined) => (p ?? '').replace(/\D/g, '').slice(-11);
  const x = norm(a);
  return x.length === 11 && x === norm(b);
}

/** Visits within this time of the same visitor's previous one through the same code count once. */
const TOUCH_DEDUP_MS = 30 * 60_000;

/**
 * Touches (visits through a promotion), attribution locked into the order at creation, one
 * commission per paid order and its clawback on refund. The order hooks run inside commerce's
 * transactions, so a commission exists exactly when the order's payment committed.
 */
@Injectable()
export class AttributionService implements OnModuleInit, OrderListener {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly hooks: OrderHooks,
    private readonly channels: ChannelDirectory,
    private readonly access: PartnerAccessService,
    private readonly program: ProgramService,
    private readonly clock: PartnerClock,
  ) {}

  onModuleInit(): void {
    this.hooks.register(this);
    // promotion codes are `/:channel` paths that exist
    this.channels.register({ kind: 'promotion', find: async (code) => ((await this.byCode(code)) ? { name: '推广' } : null) });
  }

  /** An enabled promotion by code (the landing asks whether `/:channel` is one). */
  async byCode(code: string): Promise<PromotionEntity | null> {
    if (!PROMO_CODE_RE.test(code)) return null;
    return this.ds.getRepository(PromotionEntity).findOneBy({ code, enabled: true });
  }

  /** Records a visit; returns whether the code is a live promotion. */
  async touch(code: string, visitorId: string | undefined, uid: string | undefined, channel: string): Promise<boolean> {
    const promo = await this.byCode(code);
    if (!promo) return false;
    const vid = visitorId && VISITOR_ID_RE.test(visitorId) ? visitorId : '';
    if (!vid && !uid) return true;
    const repo = this.ds.getRepository(TouchEntity);
    const now = this.clock.now();
    const recent = await repo
      .createQueryBuilder('t')
      .where('t.promotion_id = :p', { p: promo.id })
      .andWhere('t.created_at > :since', { since: new Date(now.getTime() - TOUCH_DEDUP_MS) })
      .andWhere(new Brackets((w) => (vid ? w.where('t.visitor_id = :vid', { vid }) : w.where('t.uid = :uid', { uid }))))
      .getCount();
    if (!recent) await repo.insert({ promotionId: promo.id, code, visitorId: vid, uid: uid ?? null, channel: channel === 'weapp' ? 'weapp' : 'h5', createdAt: now });
    return true;
  }

  async created(em: EntityManager, order: OrderEntity, ctx: OrderContext): Promise<void> {
    const vid = ctx.visitorId && VISITOR_ID_RE.test(ctx.visitorId) ? ctx.visitorId : '';
    const touches = em.getRepository(TouchEntity);
    // visits made before sign-in now belong to this user
    if (vid) await touches.update({ visitorId: vid, uid: IsNull() }, { uid: order.uid });
    const settings = await this.program.get(em);
    const now = this.clock.now();
    const rows = await touches
      .createQueryBuilder('t')
      .innerJoin(PromotionEntity, 'p', 'p.id = t.promotion_id')
      .where('p.product_id = :pid AND p.enabled = :on', { pid: order.productId, on: true })
      .andWhere('t.created_at >= :since', { since: new Date(now.getTime() - settings.windowDays * DAY_MS) })
      .andWhere(new Brackets((w) => (vid ? w.where('t.uid = :uid', { uid: order.uid }).orWhere('t.visitor_id = :vid', { vid }) : w.where('t.uid = :uid', { uid: order.uid }))))
      .orderBy('t.created_at', settings.policy === 'first' ? 'ASC' : 'DESC')
      .addOrderBy('t.id', settings.policy === 'first' ? 'ASC' : 'DESC')
      .limit(50)
      .getMany();
    if (!rows.length) return;
    const buyer = await em.getRepository(UserEntity).findOneBy({ uid: order.uid });
    for (const touch of rows) {
      const promo = await em.getRepository(PromotionEntity).findOneBy({ id: touch.promotionId });
      if (!promo || promo.uid === order.uid) continue;
      const partner = await this.access.find(promo.uid, em);
      if (!partner || partner.status !== 'active') continue;
      const p = partnerOf(partner);
      if (!p.roles.includes('promoter') || !p.products.includes(order.productId)) continue;
      const promoter = await em.getRepository(UserEntity).findOneBy({ uid: promo.uid });
      // no self-referral through a second account with the same phone
      if (samePhone(buyer?.telephone, promoter?.telephone)) continue;
      await em.getRepository(AttributionEntity).insert({ orderNo: order.orderNo, promotionId: promo.id, promoterUid: promo.uid, buyerUid: order.uid, rateBp: promo.rateBp, touchId: touch.id });
      return;
    }
  }

  async paid(em: EntityManager, order: OrderEntity, paidAt: Date): Promise<void> {
    const attr = await em.getRepository(AttributionEntity).findOneBy({ orderNo: order.orderNo });
    if (!attr) return;
    // a promoter suspended since the order was created gets nothing
    if (!(await this.access.canEarn(attr.promoterUid, em))) return;
    const ledger = em.getRepository(LedgerEntryEntity);
    const ref = `commission:${order.orderNo}`;
    if (await ledger.existsBy({ ref })) return;
    const amount = Math.floor((order.amountFen * attr.rateBp) / 10_000);
    if (amount <= 0) return;
    const settings = await this.program.get(em);
    const at = new Date(Math.max(paidAt.getTime(), this.clock.now().getTime()));
    await ledger.insert({
      uid: attr.promoterUid,
      kind: 'commission',
      amountFen: amount,
      availableAt: new Date(at.getTime() + settings.holdDays * DAY_MS),
      ref,
      orderNo: order.orderNo,
      promotionId: attr.promotionId,
      note: order.productName,
      createdAt: this.clock.now(),
    });
  }

  /**
   * A refund claws back the commission in the same share (a partial refund its part, the last one
   * what is left, so the parts sum to the commission exactly); each refund once.
   */
  async refunded(em: EntityManager, order: OrderEntity, _at: Date, refund: RefundFact): Promise<void> {
    const ledger = em.getRepository(LedgerEntryEntity);
    const commission = await ledger.findOneBy({ ref: `commission:${order.orderNo}` });
    if (!commission) return;
    const earlier = await ledger.find({ where: { orderNo: order.orderNo, kind: 'clawback' } });
    const clawed = -earlier.reduce((n, e) => n + e.amountFen, 0);
    const full = order.refundedFen >= order.amountFen;
    // a whole order refunded at once keeps the one-line reference it always had
    const ref = full && !earlier.length ? `clawback:${order.orderNo}` : `clawback:${order.orderNo}:${refund.refundNo}`;
    if (earlier.some((e) => e.ref === ref)) return;
    const amount = full ? commission.amountFen - clawed : Math.min(commission.amountFen - clawed, Math.round((commission.amountFen * refund.amountFen) / order.amountFen));
    if (amount <= 0) return;
    const now = this.clock.now();
    // still on hold: both become available together (net zero); released or paid out: nets against what comes next
    const availableAt = commission.availableAt > now ? commission.availableAt : now;
    // a promotion migrated since belongs to (and nets against) its new owner
    const promo = commission.promotionId ? await em.getRepository(PromotionEntity).findOneBy({ id: commission.promotionId }) : null;
    await ledger.insert({
      uid: promo?.uid ?? commission.uid,
      kind: 'clawback',
      amountFen: -amount,
      availableAt,
      ref,
      orderNo: order.orderNo,
      promotionId: commission.promotionId,
      note: `退款：${order.productName}`,
      createdAt: now,
    });
  }
}
