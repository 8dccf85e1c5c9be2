import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, LessThanOrEqual } from 'typeorm';
import { ApiCode } from '../../../../types/api';
import { formatFen, ORDER_MESSAGES, OrderRefundState, PAY_PLATFORM_OF, PayPlatformCode, RefundState } from '../../../../types/commerce';
import { NoticeCate } from '../../../../types/notice';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { forUpdate, inTransaction } from '../../database/transaction';
import { providerRefused } from '../../providers/pay/pay-errors';
import { NotificationRejected, RefundResult } from '../../providers/pay/pay-provider';
import { NoticeService } from '../notice/notice.service';
import { OrderRefundEntity } from './entities/order-refund.entity';
import { OrderEntity } from './entities/order.entity';
import { OrderHooks } from './order-hooks';
import { outTradeNo } from './order-number';
import { PaySettingsService } from './pay-settings.service';
import { PermitService } from './permit.service';

/** Which results may follow which: a result delivered again (or out of order) changes nothing. */
const NEXT: Record<RefundState, RefundState[]> = {
  processing: ['success', 'abnormal', 'closed'],
  // an abnormal refund handled on the merchant platform still ends in SUCCESS (or CLOSED)
  abnormal: ['success', 'closed'],
  success: [],
  closed: [],
  failed: [],
};
const AUTO_REASON = '订单已关闭，款项原路退回';
const BATCH = 100;

export type RefundApplied = 'refund-applied' | 'refund-duplicate' | 'refund-unknown';

/** What the payment that is being refunded was. */
export interface RefundSource {
  platform: PayPlatformCode;
  transactionId: string;
  outTradeNo: string;
  totalFen: number;
}

/**
 * Refunds as a state machine: requested (`processing`, the order `refunding`) → the provider's
 * result (notification or query) → `success` (money back: the order's equities shortened pro rata
 * or revoked, the buyer told), `abnormal` or `closed` (the admin is shown what to do). Partial
 * refunds add up until the order is refunded in full.
 */
@Injectable()
export class RefundService {
  private readonly log = new Logger('Refund');

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(KV_STORE) private readonly kv: KvStore,
    private readonly settings: PaySettingsService,
    private readonly permits: PermitService,
    private readonly notices: NoticeService,
    private readonly hooks: OrderHooks,
  ) {}

  /** The admin's refund of `amountFen` (default: all that is left) of a paid order. */
  async request(orderNo: string, reason: string, amountFen: number | undefined, operator: string): Promise<void> {
    // one refund request at a time per order, across instances
    if ((await this.kv.incr(`refund:${orderNo}`, 60_000)) !== 1) throw new AppException(ApiCode.CONFLICT, '该订单正在退款，请稍候');
    try {
      const row = await inTransaction(this.ds, async (em) => {
        const order = await em.getRepository(OrderEntity).findOne({ where: { orderNo }, ...forUpdate(em) });
        if (!order) throw AppException.notFound(ORDER_MESSAGES.orderMissing);
        if (order.state !== 'paid' || !order.payChannel) throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.refundNotPaid);
        const earlier = await em.getRepository(OrderRefundEntity).find({ where: { orderNo } });
        if (earlier.some((r) => r.revokes && r.state === 'processing')) throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.refundInFlight);
        if (earlier.some((r) => r.revokes && r.state === 'abnormal')) throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.refundAbnormal);
        const left = order.amountFen - order.refundedFen;
        if (left <= 0) throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.refundNothingLeft);
        const amount = amountFen ?? left;
        if (amount > left) throw AppException.invalid([{ field: 'amount_fen', message: `退款金额不能超过可退金额 ${formatFen(left)}` }]);
        if (!this.settings.provider(PAY_PLATFORM_OF[order.payChannel])) throw new AppException(ApiCode.CONFLICT, '收款的支付平台未配置，无法原路退款');
        await em.getRepository(OrderEntity).update({ id: order.id }, { refundState: 'refunding' });
        const source = { platform: PAY_PLATFORM_OF[order.payChannel], transactionId: order.transactionId, outTradeNo: outTradeNo(order.orderNo, order.payChannel), totalFen: order.amountFen };
        return this.insert(em, order.orderNo, earlier.length, source, amount, reason, operator, true);
      });
      await this.submit(row, true);
    } finally {
      await this.kv.del(`refund:${orderNo}`);
    }
  }

  /** Records the automatic refund of a payment that arrived after its order closed (caller's transaction). */
  async recordLatePayment(em: EntityManager, orderNo: string, source: RefundSource): Promise<OrderRefundEntity> {
    const count = await em.getRepository(OrderRefundEntity).countBy({ orderNo });
    return this.insert(em, orderNo, count, source, source.totalFen, AUTO_REASON, '', false);
  }

  /** Sends a recorded refund to its provider; `strict`: the admin waits and sees a refusal. */
  async submit(row: OrderRefundEntity, strict = false): Promise<void> {
    const provider = this.settings.provider(row.platform);
    try {
      if (!provider) throw new AppException(ApiCode.CONFLICT, '收款的支付平台未配置，无法原路退款');
      const result = await provider.refund({ outTradeNo: row.outTradeNo, transactionId: row.transactionId, refundNo: row.refundNo, amountFen: row.amountFen, totalFen: row.totalFen, reason: row.reason });
      await this.apply(row.platform, result);
    } catch (err) {
      this.log.warn(`refund ${row.refundNo}: ${(err as Error & { detail?: string }).detail ?? (err as Error).message}`);
      // refused at once: nothing moved. No answer: it may have arrived; the sweep asks later.
      if (providerRefused(err) || !provider) await this.fail(row);
      if (!strict) return;
      if (providerRefused(err)) throw new AppException(ApiCode.CONFLICT, '支付平台拒绝了退款申请，请核对订单后重试');
      throw err;
    }
  }

  /**
   * A provider's result (verified notification, query, or the request's own answer). Idempotent:
   * the row is locked and moved only along NEXT, so a duplicate has no effect.
   */
  async apply(platform: PayPlatformCode, result: RefundResult): Promise<RefundApplied> {
    return inTransaction(this.ds, async (em) => {
      const row = await em.getRepository(OrderRefundEntity).findOne({ where: { refundNo: result.refundNo }, ...forUpdate(em) });
      if (!row || row.platform !== platform) return 'refund-unknown';
      if (result.status === 'processing') {
        if (!row.refundId && result.refundId) await em.getRepository(OrderRefundEntity).update({ id: row.id }, { refundId: result.refundId });
        return 'refund-duplicate';
      }
      if (!NEXT[row.state].includes(result.status)) return 'refund-duplicate';
      if (result.status === 'success' && result.amountFen !== row.amountFen) throw new NotificationRejected(`refund ${row.refundNo}: amount ${result.amountFen} ≠ ${row.amountFen}`);
      const now = new Date();
      await em.getRepository(OrderRefundEntity).update(
        { id: row.id },
        { state: result.status, refundId: result.refundId || row.refundId, receivedAccount: result.receivedAccount.slice(0, 64), finishedAt: result.status === 'abnormal' ? null : now },
      );
      if (result.status === 'success') await this.succeeded(em, row, now);
      else if (row.revokes) await em.getRepository(OrderEntity).update({ orderNo: row.orderNo }, { refundState: result.status });
      return 'refund-applied';
    });
  }

  /**
   * Results that never arrived: refunds still processing (or abnormal) since before `olderThan`
   * are asked about. Unknown to the provider: an admin's is marked failed, an automatic one is sent again.
   */
  async reconcile(olderThan: Date): Promise<number> {
    const rows = await this.ds.getRepository(OrderRefundEntity).find({
      where: [
        { state: 'processing', updatedAt: LessThanOrEqual(olderThan) },
        { state: 'abnormal', updatedAt: LessThanOrEqual(olderThan) },
      ],
      order: { id: 'ASC' },
      take: BATCH,
    });
    let settled = 0;
    for (const row of rows) {
      const provider = this.settings.provider(row.platform);
      if (!provider?.queryRefund) continue;
      try {
        const result = await provider.queryRefund(row.refundNo);
        if (result) {
          if ((await this.apply(row.platform, result)) === 'refund-applied') settled++;
          // still processing: look again next time, not at once
          else await this.ds.getRepository(OrderRefundEntity).update({ id: row.id }, { updatedAt: new Date() });
        } else if (row.revokes) await this.fail(row);
        else await this.submit(row);
      } catch (err) {
        this.log.warn(`refund query ${row.refundNo}: ${(err as Error).message}`);
      }
    }
    return settled;
  }

  private async insert(em: EntityManager, orderNo: string, count: number, source: RefundSource, amountFen: number, reason: string, operator: string, revokes: boolean): Promise<OrderRefundEntity> {
    const repo = em.getRepository(OrderRefundEntity);
    const row = repo.create({ refundNo: `R${orderNo}${String(count + 1).padStart(2, '0')}`, orderNo, ...source, amountFen, reason, operator, revokes, state: 'processing' });
    return repo.save(row);
  }

  private async fail(row: OrderRefundEntity): Promise<void> {
    await inTransaction(this.ds, async (em) => {
      const res = await em.getRepository(OrderRefundEntity).update({ id: row.id, state: 'processing' }, { state: 'failed', finishedAt: new Date() });
      if (!res.affected || !row.revokes) return;
      const order = await em.getRepository(OrderEntity).findOneByOrFail({ orderNo: row.orderNo });
      await em.getRepository(OrderEntity).update({ id: order.id }, { refundState: settledState(order) });
    });
  }

  /** Money back: the order's refunded sum grows, its equities shrink by the same share, the buyer is told. */
  private async succeeded(em: EntityManager, row: OrderRefundEntity, at: Date): Promise<void> {
    const order = await em.getRepository(OrderEntity).findOneOrFail({ where: { orderNo: row.orderNo }, ...forUpdate(em) });
    const yuan = formatFen(row.amountFen);
    if (!row.revokes) {
      await this.notices.create({ uid: order.uid, cateType: NoticeCate.ORDER, title: '付款已退回', content: `订单「${order.productName}」已关闭，你支付的 ${yuan} 已原路退回`, link: '/user/order' }, em);
      return;
    }
    const left = order.amountFen - order.refundedFen;
    const refundedFen = order.refundedFen + row.amountFen;
    const full = refundedFen >= order.amountFen;
    await this.permits.shortenSource(`order:${order.orderNo}`, row.amountFen, left, em);
    await em.getRepository(OrderEntity).update(
      { id: order.id },
      { refundedFen, state: full ? 'refunded' : 'paid', refundState: full ? 'refunded' : 'partial', refundedAt: at, refundReason: row.reason, refundId: row.refundId },
    );
    await this.hooks.refunded(em, { ...order, refundedFen, state: full ? 'refunded' : 'paid' }, at, { refundNo: row.refundNo, amountFen: row.amountFen });
    await this.notices.create(
      {
        uid: order.uid,
        cateType: NoticeCate.ORDER,
        title: full ? '订单已退款' : '订单部分退款',
        content: `「${order.productName}」已退款 ${yuan}：${row.reason}${full ? '，相关权益已收回' : '，相关权益已按比例调整'}`,
        link: '/user/order',
      },
      em,
    );
  }
}

/** The order's refund state once nothing is in flight. */
function settledState(order: OrderEntity): OrderRefundState {
  if (order.refundedFen <= 0) return 'none';
  return order.refundedFen >= order.amountFen ? 'refunded' : 'partial';
}
