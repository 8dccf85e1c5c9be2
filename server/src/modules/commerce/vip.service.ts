import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, MoreThan } from 'typeorm';
import type { Page } from '../../../../types/api';
import type { VipInfo, VipMemberRow } from '../../../../types/commerce';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppException } from '../../common/app-exception';
import { pageArgs, PageDto } from '../../common/page.dto';
import { UserEntity } from '../user/entities/user.entity';
import { CatalogService } from './catalog.service';
import { UserEquityEntity } from './entities/user-equity.entity';
import { PERMANENT_UNTIL } from './equity-ledger';
import { PermitService } from './permit.service';

const iso = (d: Date) => (d.getTime() >= PERMANENT_UNTIL.getTime() ? null : d.toISOString());

/** The /vip page and the console's VIP list, grant and revoke. */
@Injectable()
export class VipService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogService,
    private readonly permits: PermitService,
  ) {}

  async info(uid: string): Promise<VipInfo> {
    const byId = new Map((await this.catalog.byIds([...this.config.pay.vipProductIds, this.config.pay.ojProductId])).map((p) => [p.product_id, p]));
    const until = await this.permits.vipUntil(uid);
    return {
      tiers: this.config.pay.vipProductIds.map((id) => byId.get(id)).filter((p) => p && p.on_sale) as VipInfo['tiers'],
      oj_product: byId.get(this.config.pay.ojProductId) ?? null,
      vip: until !== null,
      vip_until: until ? iso(until) : null,
      holdings: await this.permits.holdings(uid),
    };
  }

  async members(q: PageDto & { keyword?: string }): Promise<Page<VipMemberRow>> {
    const { skip, take, page_no, page_size } = pageArgs(q);
    const where: Record<string, unknown> = { kind: 'vip', targetId: '', expiresAt: MoreThan(new Date()) };
    if (q.keyword && /^\d{1,19}$/.test(q.keyword.trim())) where.uid = q.keyword.trim();
    const [rows, total] = await this.ds.getRepository(UserEquityEntity).findAndCount({ where, order: { expiresAt: 'DESC' }, skip, take });
    const users = rows.length ? await this.ds.getRepository(UserEntity).findBy({ uid: In(rows.map((r) => r.uid)) }) : [];
    const by = new Map(users.map((u) => [u.uid, u]));
    return {
      list: rows.map((r) => ({ uid: r.uid, nick_name: by.get(r.uid)?.nickName ?? '', telephone: by.get(r.uid)?.telephone ?? null, expires_at: iso(r.expiresAt) })),
      total,
      page_no,
      page_size,
    };
  }

  async grant(adminUid: string, uid: string, days: number): Promise<VipMemberRow> {
    const user = await this.ds.getRepository(UserEntity).findOneBy({ uid });
    if (!user) throw AppException.notFound('用户不存在');
    const held = await this.permits.grant(uid, { kind: 'vip' }, days, `admin:${adminUid}`);
    return { uid, nick_name: user.nickName, telephone: user.telephone, expires_at: iso(held.expiresAt) };
  }

  async revoke(uid: string): Promise<{ revoked: number }> {
    return { revoked: await this.permits.revoke(uid, { kind: 'vip' }) };
  }
}
