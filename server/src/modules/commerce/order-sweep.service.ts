import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual, MoreThan } from 'typeorm';
import { PAY_PLATFORM_OF } from '../../../../types/commerce';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { inTransaction } from '../../database/transaction';
import { CouponService } from './coupon.service';
import { OrderEntity } from './entities/order.entity';
import { outTradeNo } from './order-number';
import { PaySettingsService } from './pay-settings.service';
import { PaymentService } from './payment.service';
import { RefundService } from './refund.service';

const BATCH = 200;
/** a refund result not heard of for this long is asked for */
export const REFUND_QUERY_AFTER_MS = 5 * 60_000;

/**
 * Closes unpaid orders after their 30 minutes (asking the provider first), asks about refund
 * results that never arrived, and keeps provider credentials fresh. Safe with several API instances: a KV lease lets
 * one instance sweep per interval, and each close is a conditional UPDATE (state = 'unpaid'), so
 * even two sweeps at once (or a sweep racing a payment) close an order at most once.
 */
@Injectable()
export class OrderSweepService implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger('OrderSweep');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(KV_STORE) private readonly kv: KvStore,
    private readonly coupons: CouponService,
    private readonly settings: PaySettingsService,
    private readonly payments: PaymentService,
    private readonly refunds: RefundService,
  ) {}

  onModuleInit(): void {
    const every = this.config.pay.sweepIntervalMs;
    if (!every) return;
    this.timer = setInterval(() => {
      void this.tick(every);
    }, every);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async tick(every: number): Promise<void> {
    try {
      // every instance keeps its own platform certificates fresh
      await this.maintainProviders();
      // the first instance to take the lease this interval sweeps
      if ((await this.kv.incr('order-sweep:lease', Math.max(1000, every - 500))) !== 1) return;
      const closed = await this.sweep();
      if (closed) this.log.log(`closed ${closed} expired orders`);
      const settled = await this.refunds.reconcile(new Date(Date.now() - REFUND_QUERY_AFTER_MS));
      if (settled) this.log.log(`settled ${settled} refunds by query`);
    } catch (err) {
      this.log.error(`sweep failed: ${(err as Error).message}`);
    }
  }

  /** Provider upkeep (WeChat Pay certificate refresh); failures are logged, never thrown. */
  async maintainProviders(): Promise<void> {
    for (const p of this.settings.configured()) {
      await p.maintain?.().catch((err: Error) => this.log.warn(`${p.platform} upkeep: ${err.message}`));
    }
  }

  /** Settles every unpaid order whose time ran out by `now`; returns how many this call closed. */
  async sweep(now = new Date()): Promise<number> {
    let closed = 0;
    let after = '0';
    for (;;) {
      const due = await this.ds.getRepository(OrderEntity).find({ where: { state: 'unpaid', expiresAt: LessThanOrEqual(now), id: MoreThan(after) }, order: { id: 'ASC' }, take: BATCH });
      for (const o of due) if ((await this.settle(o, now)) === 'closed') closed++;
      if (due.length < BATCH) return closed;
      after = due[due.length - 1].id;
    }
  }

  /**
   * One expired order. The provider is asked first: paid there → fulfilled here (the notification
   * was lost); the buyer is paying → left for the next sweep; otherwise the trade is closed at the
   * provider, then here. A provider that cannot be reached leaves the order for the next sweep.
   */
  async settle(order: OrderEntity, now = new Date()): Promise<'closed' | 'paid' | 'kept'> {
    const provider = order.payChannel ? this.settings.provider(PAY_PLATFORM_OF[order.payChannel]) : undefined;
    if (!provider || !order.payChannel) return (await this.closeOne(order.orderNo, now)) ? 'closed' : 'kept';
    const ref = outTradeNo(order.orderNo, order.payChannel);
    if (!provider.queryTrade) {
      // no way to ask: close here, then make the provider refuse the trade (best effort)
      if (!(await this.closeOne(order.orderNo, now))) return 'kept';
      await provider.close(ref).catch((err: Error) => this.log.warn(`close ${order.orderNo} at provider: ${err.message}`));
      return 'closed';
    }
    try {
      const trade = await provider.queryTrade(ref);
      if (trade.type === 'paid') {
        await this.payments.fulfil(provider.platform, trade);
        return 'paid';
      }
      if (trade.type === 'paying') return 'kept';
      if (trade.type === 'unpaid') await provider.close(ref);
    } catch (err) {
      this.log.warn(`settle ${order.orderNo} at ${provider.platform}: ${(err as Error & { detail?: string }).detail ?? (err as Error).message}`);
      return 'kept';
    }
    return (await this.closeOne(order.orderNo, now)) ? 'closed' : 'kept';
  }

  /** Closes one order here if it is still unpaid and due; unlocks its coupon. */
  async closeOne(orderNo: string, now = new Date()): Promise<boolean> {
    return inTransaction(this.ds, async (em) => {
      const res = await em.getRepository(OrderEntity).update({ orderNo, state: 'unpaid', expiresAt: LessThanOrEqual(now) }, { state: 'closed', closedAt: now });
      if (!res.affected) return false;
      await this.coupons.release(em, orderNo);
      return true;
    });
  }
}
