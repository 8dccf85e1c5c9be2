import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, LessThanOrEqual, MoreThan } from 'typeorm';
import { ApiCode, Page } from '../../../../types/api';
import { CouponView, couponDiscount, ORDER_MESSAGES, UserCouponView } from '../../../../types/commerce';
import { AppException } from '../../common/app-exception';
import { forUpdate, inTransaction } from '../../database/transaction';
import { couponProblem, splitIds, toCouponView, toUserCouponView } from './commerce.mapper';
import { COUPON_LIST, type CouponListDto, type CouponSaveDto } from './dto/coupon.dto';
import { adminPage } from '../../common/admin-list/admin-list';
import { AuditService } from '../audit/audit.service';
import { CouponEntity } from './entities/coupon.entity';
import { UserCouponEntity } from './entities/user-coupon.entity';

/**
 * Coupons: admins create templates; users claim copies and use one per order.
 * A claimed coupon is unused -> locked (by an unpaid order) -> used (the order is paid);
 * closing the order unlocks it, so a coupon is never spent twice.
 */
@Injectable()
export class CouponService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  // ------------------------------------------------------------ buyers

  /** Coupons open for claiming now (optionally only those valid for a product). */
  async claimable(uid: string, productId?: string): Promise<(CouponView & { claimed_by_me: number })[]> {
    const now = new Date();
    const rows = await this.ds.getRepository(CouponEntity).find({ where: { enabled: true, validFrom: LessThanOrEqual(now), validUntil: MoreThan(now) }, order: { id: 'DESC' }, take: 50 });
    const open = rows.filter((c) => (c.total === 0 || c.claimed < c.total) && (!productId || !splitIds(c.productIds).length || splitIds(c.productIds).includes(productId)));
    const mine = open.length ? await this.ds.getRepository(UserCouponEntity).find({ where: { uid, couponId: In(open.map((c) => c.id)) } }) : [];
    return open.map((c) => ({ ...toCouponView(c), claimed_by_me: mine.filter((m) => m.couponId === c.id).length }));
  }

  claim(uid: string, couponId: string): Promise<UserCouponView> {
    return inTransaction(this.ds, async (em) => {
      const c = await em.getRepository(CouponEntity).findOne({ where: { id: couponId }, ...forUpdate(em) });
      if (!c) throw AppException.notFound(ORDER_MESSAGES.couponMissing);
      const now = new Date();
      if (!c.enabled || now < c.validFrom || now >= c.validUntil) throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.couponExpired);
      if (c.total > 0 && c.claimed >= c.total) throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.couponSoldOut);
      const mine = await em.getRepository(UserCouponEntity).countBy({ couponId, uid });
      if (mine >= c.perUserLimit) throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.couponLimit);
      const uc = await em.getRepository(UserCouponEntity).save(em.getRepository(UserCouponEntity).create({ couponId, uid, state: 'unused', orderNo: '', usedAt: null }));
      await em.getRepository(CouponEntity).increment({ id: couponId }, 'claimed', 1);
      return toUserCouponView(uc, c);
    });
  }

  /** The user's coupons, newest first; with a product, each says whether (and how much) it applies. */
  async mine(uid: string, product?: { id: string; priceFen: number }): Promise<UserCouponView[]> {
    const ucs = await this.ds.getRepository(UserCouponEntity).find({ where: { uid }, order: { id: 'DESC' }, take: 100 });
    if (!ucs.length) return [];
    const coupons = await this.ds.getRepository(CouponEntity).findBy({ id: In([...new Set(ucs.map((u) => u.couponId))]) });
    const byId = new Map(coupons.map((c) => [c.id, c]));
    return ucs.filter((u) => byId.has(u.couponId)).map((u) => toUserCouponView(u, byId.get(u.couponId)!, product));
  }

  // ------------------------------------------------------------ inside order transactions

  /** Locks a user coupon to an order; refuses foreign, used, expired and out-of-scope ones. */
  async lockForOrder(em: EntityManager, uid: string, userCouponId: string, product: { id: string; priceFen: number }, orderNo: string): Promise<{ discountFen: number; name: string }> {
    const uc = await em.getRepository(UserCouponEntity).findOne({ where: { id: userCouponId }, ...forUpdate(em) });
    if (!uc) throw AppException.notFound(ORDER_MESSAGES.couponMissing);
    if (uc.uid !== uid) throw new AppException(ApiCode.FORBIDDEN, ORDER_MESSAGES.couponForeign);
    if (uc.state !== 'unused') throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.couponUsed);
    const c = await em.getRepository(CouponEntity).findOneByOrFail({ id: uc.couponId });
    const problem = couponProblem(c, product.id, product.priceFen, new Date());
    if (problem === 'expired') throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.couponExpired);
    if (problem === 'scope') throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.couponNotApplicable);
    if (problem === 'min') throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.couponBelowMin);
    const res = await em.getRepository(UserCouponEntity).update({ id: uc.id, state: 'unused' }, { state: 'locked', orderNo });
    if (!res.affected) throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.couponUsed);
    return { discountFen: couponDiscount(c.kind, c.value, product.priceFen), name: c.name };
  }

  async consume(em: EntityManager, orderNo: string, at: Date): Promise<void> {
    await em.getRepository(UserCouponEntity).update({ orderNo, state: In(['locked', 'unused']) }, { state: 'used', usedAt: at });
  }

  async release(em: EntityManager, orderNo: string): Promise<void> {
    await em.getRepository(UserCouponEntity).update({ orderNo, state: 'locked' }, { state: 'unused', orderNo: '' });
  }

  // ------------------------------------------------------------ admin

  adminList(q: CouponListDto): Promise<Page<CouponView>> {
    return adminPage(this.ds.getRepository(CouponEntity).createQueryBuilder('c'), COUPON_LIST, q, toCouponView);
  }

  async save(dto: CouponSaveDto, actorUid: string): Promise<CouponView> {
    const validFrom = new Date(dto.valid_from);
    const validUntil = new Date(dto.valid_until);
    if (!(validUntil > validFrom)) throw AppException.invalid([{ field: 'valid_until', message: '结束时间必须晚于开始时间' }]);
    if (dto.kind === 'discount' && (dto.value < 1 || dto.value > 99)) throw AppException.invalid([{ field: 'value', message: '折扣券的值为支付比例 1-99（80 即 8 折）' }]);
    const productIds = splitIds(dto.product_ids ?? '');
    if (productIds.some((id) => !/^\d{1,19}$/.test(id))) throw AppException.invalid([{ field: 'product_ids', message: '适用商品须为逗号分隔的商品 id' }]);
    const patch = {
      name: dto.name.trim(),
      kind: dto.kind,
      value: dto.value,
      minFen: dto.min_fen ?? 0,
      productIds: productIds.join(','),
      validFrom,
      validUntil,
      perUserLimit: dto.per_user_limit ?? 1,
      total: dto.total ?? 0,
      enabled: dto.enabled,
    };
    const repo = this.ds.getRepository(CouponEntity);
    if (dto.id) {
      const before = await repo.findOneBy({ id: dto.id });
      if (!before) throw AppException.notFound(ORDER_MESSAGES.couponMissing);
      await repo.update({ id: dto.id }, patch);
      const after = await repo.findOneByOrFail({ id: dto.id });
      await this.audit.record(actorUid, 'coupon', dto.id, 'update', toCouponView(before), toCouponView(after));
      return toCouponView(after);
    }
    const created = await repo.save(repo.create({ ...patch, claimed: 0 }));
    await this.audit.record(actorUid, 'coupon', created.id, 'create', null, toCouponView(created));
    return toCouponView(created);
  }

  /** How much a coupon takes off (for previews). */
  static discount(c: CouponEntity, priceFen: number): number {
    return couponDiscount(c.kind, c.value, priceFen);
  }
}
