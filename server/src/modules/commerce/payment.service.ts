import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ApiCode } from '../../../../types/api';
import { PayPlatformCode, PAY_PLATFORM_OF } from '../../../../types/commerce';
import { AppException } from '../../common/app-exception';
import { NoticeCate } from '../../../../types/notice';
import { forUpdate, inTransaction } from '../../database/transaction';
import { NotificationRejected, PaidEvent } from '../../providers/pay/pay-provider';
import { NoticeService } from '../notice/notice.service';
import { CatalogService } from './catalog.service';
import { CouponService } from './coupon.service';
import { OrderHooks } from './order-hooks';
import { OrderRefundEntity } from './entities/order-refund.entity';
import { OrderEntity } from './entities/order.entity';
import { PayTransactionEntity } from './entities/pay-transaction.entity';
import { outTradeNo, parseOutTradeNo } from './order-number';
import { PaySettingsService } from './pay-settings.service';
import { PermitService } from './permit.service';
import { RefundApplied, RefundService } from './refund.service';

export type FulfilResult = 'paid' | 'already-paid' | 'late-refunded' | 'ignored' | RefundApplied;

const isDuplicate = (err: unknown) => /unique|duplicate|ER_DUP_ENTRY/i.test(String((err as Error)?.message ?? err));

/**
 * Payment notifications, from every platform, end here: verify → (one transaction) order paid →
 * equities granted → coupon used → notice. A notification delivered many times credits once:
 * the order row is locked and re-read, a transaction already recorded is not recorded again, and
 * (platform, transaction_id) is unique. Refund results go to RefundService; a payment for an order
 * already closed is refunded automatically.
 */
@Injectable()
export class PaymentService {
  private readonly log = new Logger('Payment');

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly settings: PaySettingsService,
    private readonly catalog: CatalogService,
    private readonly coupons: CouponService,
    private readonly permits: PermitService,
    private readonly notices: NoticeService,
    private readonly hooks: OrderHooks,
    private readonly refunds: RefundService,
  ) {}

  /** Throws NotificationRejected for anything the provider should not consider delivered. */
  async handleNotification(platform: PayPlatformCode, headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<FulfilResult> {
    const provider = this.settings.provider(platform);
    if (!provider) throw new NotificationRejected(`platform ${platform} is not configured`);
    const event = await provider.verifyNotification(headers, rawBody);
    if (event.type === 'refund') return this.refunds.apply(platform, event.result);
    if (event.type !== 'paid') return 'ignored';
    return this.fulfil(platform, event);
  }

  /** The development sandbox: a confirmed ticket becomes a signed notification, handled as any other. */
  async confirmSandbox(orderNo: string, amountFen: number, ticket: string): Promise<FulfilResult> {
    const sandbox = this.settings.sandbox();
    if (!sandbox) throw new AppException(ApiCode.CONFLICT, '沙箱支付未开启');
    const ref = outTradeNo(orderNo, 'sandbox');
    if (!sandbox.checkTicket(ref, amountFen, ticket)) throw new AppException(ApiCode.FORBIDDEN, '支付凭证不正确');
    const n = sandbox.notification(ref, amountFen);
    try {
      return await this.handleNotification('sandbox', n.headers, n.body);
    } catch (err) {
      if (err instanceof NotificationRejected) throw new AppException(ApiCode.CONFLICT, '支付失败，请重新下单');
      throw err;
    }
  }

  /** A payment the provider confirmed (notification or the sweep's query). */
  async fulfil(platform: PayPlatformCode, n: PaidEvent): Promise<FulfilResult> {
    const ref = parseOutTradeNo(n.outTradeNo);
    if (!ref || PAY_PLATFORM_OF[ref.channel] !== platform) throw new NotificationRejected(`unknown out_trade_no ${n.outTradeNo}`);
    try {
      const late: { refund?: OrderRefundEntity } = {};
      const result = await inTransaction(this.ds, (em) => this.fulfilIn(em, platform, ref, n, late));
      // the money of a closed order goes back at once (after the commit: the refund row exists)
      if (late.refund) await this.refunds.submit(late.refund);
      return result;
    } catch (err) {
      // a concurrent delivery committed the same transaction first
      if (isDuplicate(err)) return 'already-paid';
      throw err;
    }
  }

  private async fulfilIn(
    em: EntityManager,
    platform: PayPlatformCode,
    ref: NonNullable<ReturnType<typeof parseOutTradeNo>>,
    n: PaidEvent,
    late: { refund?: OrderRefundEntity },
  ): Promise<FulfilResult> {
    const order = await em.getRepository(OrderEntity).findOne({ where: { orderNo: ref.orderNo }, ...forUpdate(em) });
    if (!order) throw new NotificationRejected(`no order ${ref.orderNo}`);
    if (n.amountFen !== order.amountFen) throw new NotificationRejected(`amount ${n.amountFen} differs from order ${order.orderNo} (${order.amountFen})`);
    const txns = em.getRepository(PayTransactionEntity);
    // the same payment told again (a redelivery, a replayed confirmation, the sweep's query): it was handled
    if (await txns.existsBy({ platform, transactionId: n.transactionId })) return 'already-paid';
    if (order.state === 'paid' || order.state === 'refunded') {
      if (order.transactionId === n.transactionId) return 'already-paid';
      // paid twice through two channels: keep the record so finance can refund the second
      await txns.insert({ platform, transactionId: n.transactionId, orderNo: order.orderNo, outTradeNo: n.outTradeNo, amountFen: n.amountFen, raw: n.raw });
      this.log.warn(`order ${order.orderNo} paid again by ${platform} ${n.transactionId}: refund it`);
      return 'already-paid';
    }
    const now = new Date();
    await txns.insert({ platform, transactionId: n.transactionId, orderNo: order.orderNo, outTradeNo: n.outTradeNo, amountFen: n.amountFen, raw: n.raw });
    if (order.state === 'closed') {
      // paid after the sweep closed it (and released its coupon): refund the money automatically
      late.refund = await this.refunds.recordLatePayment(em, order.orderNo, { platform, transactionId: n.transactionId, outTradeNo: n.outTradeNo, totalFen: n.amountFen });
      this.log.warn(`order ${order.orderNo} paid by ${platform} ${n.transactionId} after it closed: refunding`);
      return 'late-refunded';
    }
    await em.getRepository(OrderEntity).update({ id: order.id }, { state: 'paid', paidAt: now, transactionId: n.transactionId, payChannel: ref.channel, closedAt: null });
    if (order.userCouponId) await this.coupons.consume(em, order.orderNo, now);
    for (const e of await this.catalog.equitiesOf(order.productId, em)) {
      await this.permits.grant(order.uid, { kind: e.kind, targetId: e.targetId }, e.durationDays, `order:${order.orderNo}`, em);
    }
    await this.hooks.paid(em, order, now);
    await this.notices.create(
      { uid: order.uid, cateType: NoticeCate.ORDER, title: '订单支付成功', content: `你购买的「${order.productName}」已开通`, link: `/order/${order.orderNo}/payment/result` },
      em,
    );
    return 'paid';
  }
}
