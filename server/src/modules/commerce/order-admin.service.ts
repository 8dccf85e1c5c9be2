import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { Page } from '../../../../types/api';
import { AdminOrderDetail, AdminOrderView, ORDER_MESSAGES } from '../../../../types/commerce';
import { AppException } from '../../common/app-exception';
import { adminPage } from '../../common/admin-list/admin-list';
import { UserEntity } from '../user/entities/user.entity';
import { toOrderView, toRefundView } from './commerce.mapper';
import { ADMIN_ORDER_LIST, type AdminOrderQueryDto } from './dto/order.dto';
import { OrderRefundEntity } from './entities/order-refund.entity';
import { OrderEntity } from './entities/order.entity';
import { PayTransactionEntity } from './entities/pay-transaction.entity';
import { RefundService } from './refund.service';

/** The console's side of orders: search, detail (payments and refunds), refund through the provider. */
@Injectable()
export class OrderAdminService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly refunds: RefundService,
  ) {}

  async list(q: AdminOrderQueryDto): Promise<Page<AdminOrderView>> {
    const page = await adminPage(this.ds.getRepository(OrderEntity).createQueryBuilder('o'), ADMIN_ORDER_LIST, q, (o) => o);
    return { ...page, list: await this.withUsers(page.list) };
  }

  async detail(orderNo: string): Promise<AdminOrderDetail> {
    const order = await this.ds.getRepository(OrderEntity).findOneBy({ orderNo });
    if (!order) throw AppException.notFound(ORDER_MESSAGES.orderMissing);
    const txns = await this.ds.getRepository(PayTransactionEntity).find({ where: { orderNo }, order: { id: 'ASC' } });
    const refunds = await this.ds.getRepository(OrderRefundEntity).find({ where: { orderNo }, order: { id: 'ASC' } });
    return {
      ...(await this.withUsers([order]))[0],
      transactions: txns.map((t) => ({ platform: t.platform, transaction_id: t.transactionId, amount_fen: t.amountFen, created_at: t.createdAt.toISOString() })),
      refunds: refunds.map(toRefundView),
    };
  }

  /**
   * Asks the provider that took the money to refund `amountFen` (default: what is left). The order
   * is `refunding` until the provider's result; the detail shows every refund and what to do next.
   */
  async refund(orderNo: string, reason: string, amountFen: number | undefined, adminUid: string): Promise<AdminOrderDetail> {
    await this.refunds.request(orderNo, reason, amountFen, adminUid);
    return this.detail(orderNo);
  }

  private async withUsers(rows: OrderEntity[]): Promise<AdminOrderView[]> {
    const uids = [...new Set(rows.map((r) => r.uid))];
    const users = uids.length ? await this.ds.getRepository(UserEntity).findBy({ uid: In(uids) }) : [];
    const nick = new Map(users.map((u) => [u.uid, u.nickName]));
    return rows.map((o) => ({
      ...toOrderView(o),
      nick_name: nick.get(o.uid) ?? '',
      refund_reason: o.refundReason,
      refund_id: o.refundId,
      refund_state: o.refundState,
      refunded_fen: o.refundedFen,
      refundable_fen: o.state === 'paid' && !['refunding', 'abnormal'].includes(o.refundState) ? o.amountFen - o.refundedFen : 0,
    }));
  }
}
