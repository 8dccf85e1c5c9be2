import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual } from 'typeorm';
import { PAY_PLATFORM_OF } from '../../../../types/commerce';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { inTransaction } from '../../database/transaction';
import { CouponService } from './coupon.service';
import { OrderEntity } from './entities/order.entity';
import { outTradeNo } from './order-number';
import { PaySettingsService } from './pay-settings.service';

const BATCH = 200;

/**
 * Closes unpaid orders after their 30 minutes. Safe with several API instances: a KV lease lets
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
      // the first instance to take the lease this interval sweeps
      if ((await this.kv.incr('order-sweep:lease', Math.max(1000, every - 500))) !== 1) return;
      const closed = await this.sweep();
      if (closed) this.log.log(`closed ${closed} expired orders`);
    } catch (err) {
      this.log.error(`sweep failed: ${(err as Error).message}`);
    }
  }

  /** Closes every unpaid order whose time ran out by `now`; returns how many this call closed. */
  async sweep(now = new Date()): Promise<number> {
    let closed = 0;
    for (;;) {
      const due = await this.ds.getRepository(OrderEntity).find({ where: { state: 'unpaid', expiresAt: LessThanOrEqual(now) }, order: { id: 'ASC' }, take: BATCH });
      for (const o of due) if (await this.closeOne(o.orderNo, now)) closed++;
      if (due.length < BATCH) return closed;
    }
  }

  /** Closes one order if it is still unpaid and due; unlocks its coupon; closes the provider trade. */
  async closeOne(orderNo: string, now = new Date()): Promise<boolean> {
    const order = await inTransaction(this.ds, async (em) => {
      const res = await em.getRepository(OrderEntity).update({ orderNo, state: 'unpaid', expiresAt: LessThanOrEqual(now) }, { state: 'closed', closedAt: now });
      if (!res.affected) return null;
      await this.coupons.release(em, orderNo);
      return em.getRepository(OrderEntity).findOneByOrFail({ orderNo });
    });
    if (!order) return false;
    if (order.payChannel) {
      const provider = this.settings.provider(PAY_PLATFORM_OF[order.payChannel]);
      // the buyer may still be looking at a QR code: make the provider refuse it (best effort)
      await provider?.close(outTradeNo(orderNo, order.payChannel)).catch((err: Error) => this.log.warn(`close ${orderNo} at provider: ${err.message}`));
    }
    return true;
  }
}
