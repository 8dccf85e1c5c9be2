import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, MoreThan } from 'typeorm';
import type { Page } from '../../../../types/api';
import type { VipInfo, VipMemberRow } from '../../../../types/commerce';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppException } from '../../common/app-exception';
import { adminPage } from '../../common/admin-list/admin-list';
import { AuditService } from '../audit/audit.service';
import { VIP_LIST, type VipListQueryDto } from './dto/vip.dto';
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
    private readonly audit: AuditService,
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

  async members(q: VipListQueryDto): Promise<Page<VipMemberRow>> {
    const qb = this.ds
      .getRepository(UserEquityEntity)
      .createQueryBuilder('e')
      .where('e.kind = :kind AND e.targetId = :target AND e.expiresAt > :now', { kind: 'vip', target: '', now: new Date() });
    const page = await adminPage(qb, VIP_LIST, q, (r) => r);
    const users = page.list.length ? await this.ds.getRepository(UserEntity).findBy({ uid: In(page.list.map((r) => r.uid)) }) : [];
    const by = new Map(users.map((u) => [u.uid, u]));
    return { ...page, list: page.list.map((r) => ({ uid: r.uid, nick_name: by.get(r.uid)?.nickName ?? '', telephone: by.get(r.uid)?.telephone ?? null, expires_at: iso(r.expiresAt) })) };
  }

  /** The member's current VIP expiry for audit lines (null: not a member). */
  private async vipUntil(uid: string): Promise<{ expires_at: string | null } | null> {
    const held = await this.ds.getRepository(UserEquityEntity).findOne({ where: { uid, kind: 'vip', targetId: '', expiresAt: MoreThan(new Date()) }, order: { expiresAt: 'DESC' } });
    return held ? { expires_at: iso(held.expiresAt) } : null;
  }

  async grant(adminUid: string, uid: string, days: number): Promise<VipMemberRow> {
    const user = await this.ds.getRepository(UserEntity).findOneBy({ uid });
    if (!user) throw AppException.notFound('用户不存在');
    const before = await this.vipUntil(uid);
    const held = await this.permits.grant(uid, { kind: 'vip' }, days, `admin:${adminUid}`);
    await this.audit.record(adminUid, 'vip', uid, 'grant', before, { expires_at: iso(held.expiresAt), days });
    return { uid, nick_name: user.nickName, telephone: user.telephone, expires_at: iso(held.expiresAt) };
  }

  async revoke(adminUid: string, uid: string): Promise<{ revoked: number }> {
    const before = await this.vipUntil(uid);
    const revoked = await this.permits.revoke(uid, { kind: 'vip' });
    if (revoked) await this.audit.record(adminUid, 'vip', uid, 'revoke', before, null);
    return { revoked };
  }
}
