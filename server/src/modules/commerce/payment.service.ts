import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ApiCode } from '../../../../types/api';
import { PayPlatformCode, PAY_PLATFORM_OF } from '../../../../types/commerce';
import { AppException } from '../../common/app-exception';
import { NoticeCate } from '../../../../types/notice';
import { forUpdate, inTransaction } from '../../database/transaction';
import { NotificationRejected, VerifiedNotification } from '../../providers/pay/pay-provider';
import { NoticeService } from '../notice/notice.service';
import { CatalogService } from './catalog.service';
import { CouponService } from './coupon.service';
import { OrderEntity } from './entities/order.entity';
import { PayTransactionEntity } from './entities/pay-transaction.entity';
import { outTradeNo, parseOutTradeNo } from './order-number';
import { PaySettingsService } from './pay-settings.service';
import { PermitService } from './permit.service';

export type FulfilResult = 'paid' | 'already-paid' | 'ignored';

const isDuplicate = (err: unknown) => /unique|duplicate|ER_DUP_ENTRY/i.test(String((err as Error)?.message ?? err));

/**
 * Payment notifications, from every platform, end here: verify → (one transaction) order paid →
 * equities granted → coupon used → notice. A notification delivered many times credits once:
 * the order row is locked and re-read, and (platform, transaction_id) is unique.
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
  ) {}

  /** Throws NotificationRejected for anything the provider should not consider delivered. */
  async handleNotification(platform: PayPlatformCode, headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<FulfilResult> {
    const provider = this.settings.provider(platform);
    if (!provider) throw new NotificationRejected(`platform ${platform} is not configured`);
    const event = provider.verifyNotification(headers, rawBody);
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

  private async fulfil(platform: PayPlatformCode, n: Extract<VerifiedNotification, { type: 'paid' }>): Promise<FulfilResult> {
    const ref = parseOutTradeNo(n.outTradeNo);
    if (!ref || PAY_PLATFORM_OF[ref.channel] !== platform) throw new NotificationRejected(`unknown out_trade_no ${n.outTradeNo}`);
    try {
      return await inTransaction(this.ds, (em) => this.fulfilIn(em, platform, ref, n));
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
    n: Extract<VerifiedNotification, { type: 'paid' }>,
  ): Promise<FulfilResult> {
    const order = await em.getRepository(OrderEntity).findOne({ where: { orderNo: ref.orderNo }, ...forUpdate(em) });
    if (!order) throw new NotificationRejected(`no order ${ref.orderNo}`);
    if (n.amountFen !== order.amountFen) throw new NotificationRejected(`amount ${n.amountFen} differs from order ${order.orderNo} (${order.amountFen})`);
    const txns = em.getRepository(PayTransactionEntity);
    if (order.state === 'paid' || order.state === 'refunded') {
      if (order.transactionId === n.transactionId) return 'already-paid';
      // paid twice through two channels: keep the record so finance can refund the second
      if (!(await txns.existsBy({ platform, transactionId: n.transactionId }))) {
        await txns.insert({ platform, transactionId: n.transactionId, orderNo: order.orderNo, outTradeNo: n.outTradeNo, amountFen: n.amountFen, raw: n.raw });
        this.log.warn(`order ${order.orderNo} paid again by ${platform} ${n.transactionId}: refund it`);
      }
      return 'already-paid';
    }
    // unpaid, or closed by the sweep while the buyer was paying: the money arrived, honour it
    const now = new Date();
    await txns.insert({ platform, transactionId: n.transactionId, orderNo: order.orderNo, outTradeNo: n.outTradeNo, amountFen: n.amountFen, raw: n.raw });
    await em.getRepository(OrderEntity).update({ id: order.id }, { state: 'paid', paidAt: now, transactionId: n.transactionId, payChannel: ref.channel, closedAt: null });
    if (order.userCouponId) await this.coupons.consume(em, order.orderNo, now);
    for (const e of await this.catalog.equitiesOf(order.productId, em)) {
      await this.permits.grant(order.uid, { kind: e.kind, targetId: e.targetId }, e.durationDays, `order:${order.orderNo}`, em);
    }
    await this.notices.create(
      { uid: order.uid, cateType: NoticeCate.ORDER, title: '订单支付成功', content: `你购买的「${order.productName}」已开通`, link: `/order/${order.orderNo}/payment/result` },
      em,
    );
    return 'paid';
  }
}
