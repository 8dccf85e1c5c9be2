import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { ApiCode, Page } from '../../../../types/api';
import { AdminOrderView, ORDER_MESSAGES, PAY_PLATFORM_OF } from '../../../../types/commerce';
import { NoticeCate } from '../../../../types/notice';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { pageArgs } from '../../common/page.dto';
import { inTransaction } from '../../database/transaction';
import { NoticeService } from '../notice/notice.service';
import { UserEntity } from '../user/entities/user.entity';
import { toOrderView } from './commerce.mapper';
import type { AdminOrderQueryDto } from './dto/order.dto';
import { OrderEntity } from './entities/order.entity';
import { PayTransactionEntity } from './entities/pay-transaction.entity';
import { outTradeNo } from './order-number';
import { PaySettingsService } from './pay-settings.service';
import { PermitService } from './permit.service';

/** The console's side of orders: search, detail, refund through the provider. */
@Injectable()
export class OrderAdminService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(KV_STORE) private readonly kv: KvStore,
    private readonly settings: PaySettingsService,
    private readonly permits: PermitService,
    private readonly notices: NoticeService,
  ) {}

  async list(q: AdminOrderQueryDto): Promise<Page<AdminOrderView>> {
    const { skip, take, page_no, page_size } = pageArgs(q);
    const qb = this.ds.getRepository(OrderEntity).createQueryBuilder('o').orderBy('o.id', 'DESC').skip(skip).take(take);
    if (q.state) qb.andWhere('o.state = :state', { state: q.state });
    if (q.product_id) qb.andWhere('o.product_id = :pid', { pid: q.product_id });
    if (q.channel_code) qb.andWhere('o.channel_code = :cc', { cc: q.channel_code });
    const k = q.keyword?.trim();
    if (k) {
      const or = ['o.order_no = :k', 'o.transaction_id = :k'];
      if (/^\d{1,19}$/.test(k)) or.push('o.uid = :k');
      qb.andWhere(`(${or.join(' OR ')})`, { k });
    }
    const [rows, total] = await qb.getManyAndCount();
    return { list: await this.withUsers(rows), total, page_no, page_size };
  }

  async detail(orderNo: string): Promise<AdminOrderView & { transactions: { platform: string; transaction_id: string; amount_fen: number; created_at: string }[] }> {
    const order = await this.ds.getRepository(OrderEntity).findOneBy({ orderNo });
    if (!order) throw AppException.notFound(ORDER_MESSAGES.orderMissing);
    const txns = await this.ds.getRepository(PayTransactionEntity).find({ where: { orderNo }, order: { id: 'ASC' } });
    return {
      ...(await this.withUsers([order]))[0],
      transactions: txns.map((t) => ({ platform: t.platform, transaction_id: t.transactionId, amount_fen: t.amountFen, created_at: t.createdAt.toISOString() })),
    };
  }

  /** Refunds the whole amount through the provider that took it, then revokes what the order granted. */
  async refund(orderNo: string, reason: string): Promise<AdminOrderView> {
    // one refund at a time per order, across instances
    if ((await this.kv.incr(`refund:${orderNo}`, 60_000)) !== 1) throw new AppException(ApiCode.CONFLICT, '该订单正在退款，请稍候');
    try {
      const order = await this.ds.getRepository(OrderEntity).findOneBy({ orderNo });
      if (!order) throw AppException.notFound(ORDER_MESSAGES.orderMissing);
      if (order.state !== 'paid' || !order.payChannel) throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.refundNotPaid);
      const provider = this.settings.provider(PAY_PLATFORM_OF[order.payChannel]);
      if (!provider) throw new AppException(ApiCode.CONFLICT, '收款的支付平台未配置，无法原路退款');
      const { refundId } = await provider.refund({
        outTradeNo: outTradeNo(order.orderNo, order.payChannel),
        transactionId: order.transactionId,
        refundNo: `R${order.orderNo}`,
        amountFen: order.amountFen,
        totalFen: order.amountFen,
        reason,
      });
      await inTransaction(this.ds, async (em) => {
        const res = await em.getRepository(OrderEntity).update({ id: order.id, state: 'paid' }, { state: 'refunded', refundedAt: new Date(), refundReason: reason, refundId });
        if (!res.affected) return;
        await this.permits.revokeSource(`order:${order.orderNo}`, em);
        await this.notices.create({ uid: order.uid, cateType: NoticeCate.ORDER, title: '订单已退款', content: `「${order.productName}」已退款：${reason}`, link: '/user/order' }, em);
      });
      return (await this.withUsers([(await this.ds.getRepository(OrderEntity).findOneBy({ orderNo }))!]))[0];
    } finally {
      await this.kv.del(`refund:${orderNo}`);
    }
  }

  private async withUsers(rows: OrderEntity[]): Promise<AdminOrderView[]> {
    const uids = [...new Set(rows.map((r) => r.uid))];
    const users = uids.length ? await this.ds.getRepository(UserEntity).findBy({ uid: In(uids) }) : [];
    const nick = new Map(users.map((u) => [u.uid, u.nickName]));
    return rows.map((o) => ({ ...toOrderView(o), nick_name: nick.get(o.uid) ?? '', refund_reason: o.refundReason, refund_id: o.refundId }));
  }
}
