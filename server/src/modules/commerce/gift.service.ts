import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { DataSource, In, IsNull } from 'typeorm';
import { ApiCode, Page } from '../../../../types/api';
import { GIFT_CODE_RE, GiftCodeView, GiftView, ORDER_MESSAGES, RedeemResult } from '../../../../types/commerce';
import { NoticeCate } from '../../../../types/notice';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { forUpdate, inTransaction } from '../../database/transaction';
import { NoticeService } from '../notice/notice.service';
import { CatalogService } from './catalog.service';
import { GIFT_CODE_LIST, GIFT_LIST, type GiftCodesQueryDto, type GiftListDto, type GiftSaveDto } from './dto/gift.dto';
import { adminPage } from '../../common/admin-list/admin-list';
import { AuditService } from '../audit/audit.service';
import { GiftCodeEntity, GiftEntity } from './entities/gift.entity';
import { ProductEntity } from './entities/product.entity';
import { PermitService } from './permit.service';

/** No 0/O, 1/I/L: codes are typed by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const TRIES_PER_10_MIN = 10;

export function newGiftCode(): string {
  return Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Gifts (a product given away) and their exchange codes; /user/gift redeems one, once. */
@Injectable()
export class GiftService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(KV_STORE) private readonly kv: KvStore,
    private readonly catalog: CatalogService,
    private readonly permits: PermitService,
    private readonly notices: NoticeService,
    private readonly audit: AuditService,
  ) {}

  async redeem(uid: string, rawCode: string): Promise<RedeemResult> {
    if ((await this.kv.incr(`gift-redeem:${uid}`, 600_000)) > TRIES_PER_10_MIN) throw new AppException(ApiCode.RATE_LIMITED, ORDER_MESSAGES.tooManyTries);
    const code = rawCode.replace(/[\s-]/g, '').toUpperCase();
    if (!GIFT_CODE_RE.test(code)) throw AppException.invalid([{ field: 'code', message: ORDER_MESSAGES.codeInvalid }]);
    return inTransaction(this.ds, async (em) => {
      const row = await em.getRepository(GiftCodeEntity).findOne({ where: { code }, ...forUpdate(em) });
      if (!row) throw AppException.notFound(ORDER_MESSAGES.codeMissing);
      if (row.redeemedBy) throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.codeUsed);
      const gift = await em.getRepository(GiftEntity).findOneByOrFail({ id: row.giftId });
      if (gift.validUntil.getTime() <= Date.now()) throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.codeExpired);
      // the conditional update is the once-only guarantee, whatever the driver's locking
      const res = await em.getRepository(GiftCodeEntity).update({ id: row.id, redeemedBy: IsNull() }, { redeemedBy: uid, redeemedAt: new Date() });
      if (!res.affected) throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.codeUsed);
      const product = await em.getRepository(ProductEntity).findOneByOrFail({ id: gift.productId });
      const granted = [];
      for (const e of await this.catalog.equitiesOf(gift.productId)) {
        const held = await this.permits.grant(uid, { kind: e.kind, targetId: e.targetId }, e.durationDays, `gift:${code}`, em);
        granted.push({ kind: held.kind, target_id: held.targetId, expires_at: held.expiresAt.getUTCFullYear() >= 2999 ? null : held.expiresAt.toISOString() });
      }
      await this.notices.create({ uid, cateType: NoticeCate.ORDER, title: '兑换成功', content: `你已兑换「${product.name}」`, link: '/vip' }, em);
      return { gift_name: gift.name, product_name: product.name, equities: granted };
    });
  }

  // ------------------------------------------------------------ admin

  async list(q: GiftListDto): Promise<Page<GiftView>> {
    const page = await adminPage(this.ds.getRepository(GiftEntity).createQueryBuilder('g'), GIFT_LIST, q, (r) => r);
    return { ...page, list: await this.views(page.list) };
  }

  async save(dto: GiftSaveDto, actorUid: string): Promise<GiftView> {
    await this.catalog.entity(dto.product_id);
    const patch = { name: dto.name.trim(), productId: dto.product_id, validUntil: new Date(dto.valid_until) };
    const repo = this.ds.getRepository(GiftEntity);
    let id = dto.id;
    const before = id ? await repo.findOneBy({ id }) : null;
    if (id) {
      if (!before) throw AppException.notFound('礼包不存在');
      await repo.update({ id }, patch);
    } else {
      id = (await repo.save(repo.create(patch))).id;
    }
    const after = await repo.findOneByOrFail({ id });
    await this.audit.record(actorUid, 'gift', id, before ? 'update' : 'create', before, after);
    return (await this.views([after]))[0];
  }

  /** A batch of fresh codes; a collision with an existing code is drawn again. */
  async generate(giftId: string, count: number, actorUid: string): Promise<{ batch_no: string; codes: string[] }> {
    if (!(await this.ds.getRepository(GiftEntity).existsBy({ id: giftId }))) throw AppException.notFound('礼包不存在');
    const batchNo = new Date(Date.now() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
    const codes = new Set<string>();
    while (codes.size < count) codes.add(newGiftCode());
    const taken = await this.ds.getRepository(GiftCodeEntity).findBy({ code: In([...codes]) });
    for (const t of taken) codes.delete(t.code);
    while (codes.size < count) codes.add(newGiftCode());
    const list = [...codes];
    await inTransaction(this.ds, async (em) => {
      for (let i = 0; i < list.length; i += 200) {
        await em.getRepository(GiftCodeEntity).insert(list.slice(i, i + 200).map((code) => ({ code, giftId, batchNo, redeemedBy: null, redeemedAt: null })));
      }
    });
    await this.audit.record(actorUid, 'gift', giftId, 'generate', null, { batch_no: batchNo, count: list.length });
    return { batch_no: batchNo, codes: list };
  }

  codes(q: GiftCodesQueryDto): Promise<Page<GiftCodeView>> {
    return adminPage(this.ds.getRepository(GiftCodeEntity).createQueryBuilder('c'), GIFT_CODE_LIST, q, toCodeView);
  }

  /** Every code of a gift as CSV (Excel opens UTF-8 with the BOM). */
  async csv(giftId: string): Promise<{ filename: string; body: string }> {
    const gift = await this.ds.getRepository(GiftEntity).findOneBy({ id: giftId });
    if (!gift) throw AppException.notFound('礼包不存在');
    const rows = await this.ds.getRepository(GiftCodeEntity).find({ where: { giftId }, order: { id: 'ASC' } });
    const esc = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
    const lines = ['code,gift,batch_no,redeemed_by,redeemed_at', ...rows.map((r) => [r.code, esc(gift.name), r.batchNo, r.redeemedBy ?? '', r.redeemedAt?.toISOString() ?? ''].join(','))];
    return { filename: `gift-${gift.id}-codes.csv`, body: `\uFEFF${lines.join('\r\n')}\r\n` };
  }

  private async views(rows: GiftEntity[]): Promise<GiftView[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const stats = (await this.ds
      .getRepository(GiftCodeEntity)
      .createQueryBuilder('c')
      .select('c.gift_id', 'gift_id')
      .addSelect('COUNT(*)', 'n')
      .addSelect('SUM(CASE WHEN c.redeemed_by IS NULL THEN 0 ELSE 1 END)', 'used')
      .where('c.gift_id IN (:...ids)', { ids })
      .groupBy('c.gift_id')
      .getRawMany()) as { gift_id: string | number; n: string | number; used: string | number | null }[];
    const by = new Map(stats.map((s) => [String(s.gift_id), s]));
    const products = await this.ds.getRepository(ProductEntity).findBy({ id: In([...new Set(rows.map((r) => r.productId))]) });
    const name = new Map(products.map((p) => [p.id, p.name]));
    return rows.map((g) => ({
      id: g.id,
      name: g.name,
      product_id: g.productId,
      product_name: name.get(g.productId) ?? '',
      valid_until: g.validUntil.toISOString(),
      code_count: Number(by.get(g.id)?.n ?? 0),
      redeemed_count: Number(by.get(g.id)?.used ?? 0),
      created_at: g.createdAt.toISOString(),
    }));
  }
}

function toCodeView(r: GiftCodeEntity): GiftCodeView {
  return { code: r.code, batch_no: r.batchNo, redeemed_by: r.redeemedBy ?? '', redeemed_at: r.redeemedAt?.toISOString() ?? null, created_at: r.createdAt.toISOString() };
}
