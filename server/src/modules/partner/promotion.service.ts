import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { Page } from '../../../../types/api';
import { BonusDay, PARTNER_MESSAGES, PromotionBonusView, PromotionView } from '../../../../types/partner';
import { AppException } from '../../common/app-exception';
import { adminPage } from '../../common/admin-list/admin-list';
import { AuditService } from '../audit/audit.service';
import { OrderEntity } from '../commerce/entities/order.entity';
import { ProductEntity } from '../commerce/entities/product.entity';
import { PROMOTION_LIST, type AdminPromotionQueryDto } from './dto/partner-list.dto';
import { LedgerEntryEntity } from './entities/ledger.entity';
import { AttributionEntity, PromotionEntity, TouchEntity } from './entities/promotion.entity';
import { LedgerService } from './ledger.service';
import { partnerOf, PartnerAccessService } from './partner-access.service';
import { DAY_MS, dayOf, PartnerClock } from './partner-clock';

const CHART_DAYS = 30;
/** the mini-program page a promotion opens: its code travels as `scene` (mini-program code) or `pm` (path) */
export const MP_LANDING = 'pages/home/landing/index';

/** Promotions: the promoter's own view with stats; the console's create and edit. */
@Injectable()
export class PromotionService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly access: PartnerAccessService,
    private readonly ledger: LedgerService,
    private readonly clock: PartnerClock,
    private readonly audit: AuditService,
  ) {}

  async views(rows: PromotionEntity[]): Promise<PromotionView[]> {
    const pids = [...new Set(rows.map((r) => r.productId))];
    const products = pids.length ? await this.ds.getRepository(ProductEntity).findBy({ id: In(pids) }) : [];
    const names = new Map(products.map((p) => [p.id, p.name]));
    return rows.map((r) => ({
      pmid: r.id,
      uid: r.uid,
      product_id: r.productId,
      product_name: names.get(r.productId) ?? '',
      code: r.code,
      rate_bp: r.rateBp,
      enabled: r.enabled,
      link: `/${r.code}`,
      mp_path: `${MP_LANDING}?pm=${r.code}`,
      created_at: r.createdAt.toISOString(),
    }));
  }

  async mine(uid: string): Promise<PromotionView[]> {
    return this.views(await this.ds.getRepository(PromotionEntity).find({ where: { uid }, order: { id: 'DESC' } }));
  }

  /** One partner never reads another's promotion: unknown and foreign ids both answer 4004. */
  async own(uid: string, pmid: string): Promise<PromotionEntity> {
    const row = await this.ds.getRepository(PromotionEntity).findOneBy({ id: pmid });
    if (!row || row.uid !== uid) throw AppException.notFound(PARTNER_MESSAGES.promotionMissing);
    return row;
  }

  async bonus(uid: string, pmid: string): Promise<PromotionBonusView> {
    return this.stats(await this.own(uid, pmid));
  }

  async stats(promo: PromotionEntity): Promise<PromotionBonusView> {
    const now = this.clock.now();
    const touches = this.ds.getRepository(TouchEntity);
    const clicks = await touches.countBy({ promotionId: promo.id });
    const signups = Number(
      ((await touches.createQueryBuilder('t').select('COUNT(DISTINCT t.uid)', 'n').where('t.promotion_id = :p AND t.uid IS NOT NULL', { p: promo.id }).getRawOne()) as { n: string | number } | undefined)?.n ?? 0,
    );
    const orders = (await this.ds
      .getRepository(AttributionEntity)
      .createQueryBuilder('a')
      .innerJoin(OrderEntity, 'o', 'o.order_no = a.order_no')
      .select('o.state', 'state')
      .addSelect('COUNT(*)', 'n')
      .where('a.promotion_id = :p', { p: promo.id })
      .groupBy('o.state')
      .getRawMany()) as { state: string; n: string | number }[];
    const byState = new Map(orders.map((o) => [o.state, Number(o.n)]));
    const entries = await this.ds.getRepository(LedgerEntryEntity).find({ where: { promotionId: promo.id } });
    const since = new Date(now.getTime() - (CHART_DAYS - 1) * DAY_MS);
    const days = new Map<string, BonusDay>();
    for (let i = 0; i < CHART_DAYS; i++) {
      const d = dayOf(new Date(since.getTime() + i * DAY_MS));
      days.set(d, { day: d, clicks: 0, orders: 0, commission_fen: 0 });
    }
    const recent = await touches.createQueryBuilder('t').select('t.created_at', 'at').where('t.promotion_id = :p AND t.created_at >= :since', { p: promo.id, since }).getRawMany<{ at: string | Date }>();
    for (const t of recent) {
      const d = days.get(dayOf(new Date(t.at)));
      if (d) d.clicks++;
    }
    for (const e of entries) {
      const d = days.get(dayOf(e.createdAt));
      if (!d) continue;
      d.commission_fen += e.amountFen;
      if (e.kind === 'commission') d.orders++;
    }
    const balance = await this.ledger.balance(promo.uid);
    return {
      promotion: (await this.views([promo]))[0],
      clicks,
      signups,
      paid_orders: (byState.get('paid') ?? 0) + (byState.get('refunded') ?? 0),
      refunded_orders: byState.get('refunded') ?? 0,
      pending_fen: entries.filter((e) => e.availableAt > now).reduce((s, e) => s + e.amountFen, 0),
      available_fen: entries.filter((e) => e.availableAt <= now).reduce((s, e) => s + e.amountFen, 0),
      paid_fen: balance.paid_fen,
      days: [...days.values()],
    };
  }

  // ------------------------------------------------------------ console

  async adminList(q: AdminPromotionQueryDto): Promise<Page<PromotionView & { clicks: number; paid_orders: number; commission_fen: number }>> {
    const { list: rows, total, page_no, page_size } = await adminPage(this.ds.getRepository(PromotionEntity).createQueryBuilder('m'), PROMOTION_LIST, q, (m) => m);
    const views = await this.views(rows);
    const list = [];
    for (const v of views) {
      const clicks = await this.ds.getRepository(TouchEntity).countBy({ promotionId: v.pmid });
      const entries = await this.ds.getRepository(LedgerEntryEntity).find({ where: { promotionId: v.pmid } });
      list.push({ ...v, clicks, paid_orders: entries.filter((e) => e.kind === 'commission').length, commission_fen: entries.reduce((s, e) => s + e.amountFen, 0) });
    }
    return { list, total, page_no, page_size };
  }

  /** Creates (no pmid) or edits a promotion; the product must be among the partner's promotion permits. */
  async save(actorUid: string, dto: { pmid?: string; uid: string; product_id: string; rate_bp: number; enabled: boolean; code?: string }): Promise<PromotionView> {
    const row = await this.access.find(dto.uid);
    if (!row) throw AppException.invalid([{ field: 'uid', message: PARTNER_MESSAGES.notPartner }]);
    const p = partnerOf(row);
    if (!p.roles.includes('promoter')) throw AppException.invalid([{ field: 'uid', message: PARTNER_MESSAGES.roleRequired }]);
    if (!p.products.includes(dto.product_id)) throw AppException.invalid([{ field: 'product_id', message: PARTNER_MESSAGES.productNotPermitted }]);
    if (!(await this.ds.getRepository(ProductEntity).existsBy({ id: dto.product_id }))) throw AppException.invalid([{ field: 'product_id', message: '商品不存在' }]);
    const repo = this.ds.getRepository(PromotionEntity);
    const code = dto.code || (dto.pmid ? undefined : `p${randomBytes(5).toString('hex')}`);
    if (code) {
      const clash = await repo.findOneBy({ code });
      if (clash && clash.id !== dto.pmid) throw AppException.invalid([{ field: 'code', message: '推广码已存在' }]);
    }
    if (dto.pmid) {
      const existing = await repo.findOneBy({ id: dto.pmid });
      if (!existing) throw AppException.notFound(PARTNER_MESSAGES.promotionMissing);
      await repo.update({ id: dto.pmid }, { uid: dto.uid, productId: dto.product_id, rateBp: dto.rate_bp, enabled: dto.enabled, ...(code ? { code } : {}) });
      const after = (await this.views([(await repo.findOneBy({ id: dto.pmid }))!]))[0];
      await this.audit.record(actorUid, 'partner_promotion', dto.pmid, 'update', (await this.views([existing]))[0], after);
      return after;
    }
    const saved = await repo.save(repo.create({ uid: dto.uid, productId: dto.product_id, code: code!, rateBp: dto.rate_bp, enabled: dto.enabled }));
    const view = (await this.views([saved]))[0];
    await this.audit.record(actorUid, 'partner_promotion', saved.id, 'create', null, view);
    return view;
  }

  async adminStats(pmid: string): Promise<PromotionBonusView> {
    const row = await this.ds.getRepository(PromotionEntity).findOneBy({ id: pmid });
    if (!row) throw AppException.notFound(PARTNER_MESSAGES.promotionMissing);
    return this.stats(row);
  }
}
