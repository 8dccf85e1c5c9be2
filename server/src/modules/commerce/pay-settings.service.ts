import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiCode } from '../../../../types/api';
import { ORDER_MESSAGES, PayChannelCode, PayChannelView, PayClient, PayPlatformCode, PayPlatformView, SALE_CHANNEL_CODE_RE, SaleChannelView } from '../../../../types/commerce';
import { AppException } from '../../common/app-exception';
import { AuditService } from '../audit/audit.service';
import { PAY_PROVIDERS, PayProvider } from '../../providers/pay/pay-provider';
import type { PayProviders } from '../../providers/pay/pay.providers';
import type { PayChannelSaveDto, PayPlatformSaveDto, SaleChannelSaveDto } from './dto/pay-admin.dto';
import { PayChannelEntity } from './entities/pay-channel.entity';
import { PayPlatformEntity } from './entities/pay-platform.entity';
import { SaleChannelEntity } from './entities/sale-channel.entity';

/** Pay channels, pay platforms and sale channels: what admins switch, what buyers are offered. */
@Injectable()
export class PaySettingsService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(PAY_PROVIDERS) private readonly providers: PayProviders,
    private readonly audit: AuditService,
  ) {}

  provider(platform: PayPlatformCode): PayProvider | undefined {
    return this.providers[platform];
  }

  /** Every configured provider. */
  configured(): PayProvider[] {
    return Object.values(this.providers).filter((p): p is PayProvider => !!p);
  }

  sandbox() {
    return this.providers.sandbox;
  }

  async channels(): Promise<PayChannelView[]> {
    const [channels, platforms] = await Promise.all([
      this.ds.getRepository(PayChannelEntity).find({ order: { sort: 'ASC', code: 'ASC' } }),
      this.ds.getRepository(PayPlatformEntity).find(),
    ]);
    const platformOn = new Map(platforms.map((p) => [p.code, p.enabled]));
    return channels.map((c) => ({
      code: c.code,
      name: c.name,
      platform: c.platform,
      clients: c.clients.split(',').filter(Boolean) as PayClient[],
      enabled: c.enabled,
      available: !!this.providers[c.platform] && platformOn.get(c.platform) === true,
      sort: c.sort,
    }));
  }

  /** Channels a buyer on this client can use now. */
  async offered(client: PayClient): Promise<PayChannelView[]> {
    return (await this.channels()).filter((c) => c.enabled && c.available && c.clients.includes(client));
  }

  /** The provider behind a channel, or a clear refusal when it is switched off or not configured. */
  async usable(code: PayChannelCode): Promise<{ channel: PayChannelView; provider: PayProvider }> {
    const channel = (await this.channels()).find((c) => c.code === code);
    const provider = channel ? this.providers[channel.platform] : undefined;
    if (!channel || !channel.enabled || !channel.available || !provider) throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.channelUnavailable);
    return { channel, provider };
  }

  async saveChannel(dto: PayChannelSaveDto, actorUid: string): Promise<PayChannelView[]> {
    const repo = this.ds.getRepository(PayChannelEntity);
    const before = await repo.findOneBy({ code: dto.code });
    if (!before) throw AppException.notFound('支付渠道不存在');
    await repo.update({ code: dto.code }, { name: dto.name.trim(), enabled: dto.enabled, sort: dto.sort ?? 0, clients: dto.clients.join(',') });
    await this.audit.record(actorUid, 'pay_channel', dto.code, 'update', before, await repo.findOneBy({ code: dto.code }));
    return this.channels();
  }

  async platforms(): Promise<PayPlatformView[]> {
    const rows = await this.ds.getRepository(PayPlatformEntity).find({ order: { code: 'ASC' } });
    return rows.map((p) => ({ code: p.code, name: p.name, enabled: p.enabled, configured: !!this.providers[p.code], account: this.providers[p.code]?.account ?? '' }));
  }

  async savePlatform(dto: PayPlatformSaveDto, actorUid: string): Promise<PayPlatformView[]> {
    const repo = this.ds.getRepository(PayPlatformEntity);
    const before = await repo.findOneBy({ code: dto.code });
    if (!before) throw AppException.notFound('支付平台不存在');
    await repo.update({ code: dto.code }, { name: dto.name.trim(), enabled: dto.enabled });
    await this.audit.record(actorUid, 'pay_platform', dto.code, 'update', before, await repo.findOneBy({ code: dto.code }));
    return this.platforms();
  }

  // ------------------------------------------------------------ sale channels

  /** The channel code to record on an order: known and enabled, else none. */
  async attribution(code: string | undefined): Promise<string> {
    if (!code || !SALE_CHANNEL_CODE_RE.test(code)) return '';
    const row = await this.ds.getRepository(SaleChannelEntity).findOneBy({ code, enabled: true });
    return row?.code ?? '';
  }

  async saleChannels(): Promise<SaleChannelView[]> {
    const rows = await this.ds.getRepository(SaleChannelEntity).find({ order: { id: 'DESC' } });
    const stats = (await this.ds.query(
      "SELECT channel_code AS code, COUNT(*) AS n, SUM(CASE WHEN state = 'paid' THEN amount_fen ELSE 0 END) AS fen FROM orders WHERE channel_code <> '' GROUP BY channel_code",
    )) as { code: string; n: number | string; fen: number | string | null }[];
    const by = new Map(stats.map((s) => [s.code, s]));
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      enabled: r.enabled,
      order_count: Number(by.get(r.code)?.n ?? 0),
      paid_fen: Number(by.get(r.code)?.fen ?? 0),
      created_at: r.createdAt.toISOString(),
    }));
  }

  async saveSaleChannel(dto: SaleChannelSaveDto, actorUid: string): Promise<SaleChannelView[]> {
    const repo = this.ds.getRepository(SaleChannelEntity);
    const clash = await repo.findOneBy({ code: dto.code });
    if (clash && clash.id !== dto.id) throw AppException.invalid([{ field: 'code', message: '渠道编码已存在' }]);
    const patch = { code: dto.code, name: dto.name.trim(), enabled: dto.enabled };
    if (dto.id) {
      const before = await repo.findOneBy({ id: dto.id });
      if (!before) throw AppException.notFound('销售渠道不存在');
      await repo.update({ id: dto.id }, patch);
      await this.audit.record(actorUid, 'sale_channel', dto.id, 'update', before, await repo.findOneBy({ id: dto.id }));
    } else {
      const created = await repo.save(repo.create(patch));
      await this.audit.record(actorUid, 'sale_channel', created.id, 'create', null, created);
    }
    return this.saleChannels();
  }
}
