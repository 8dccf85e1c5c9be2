import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiCode, Page } from '../../../../types/api';
import { CheckoutView, ORDER_MESSAGES, OrderPayResponse, OrderView, PayClient } from '../../../../types/commerce';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppException } from '../../common/app-exception';
import { pageArgs } from '../../common/page.dto';
import { inTransaction } from '../../database/transaction';
import { UserRepository } from '../user/user.repository';
import { CatalogService } from './catalog.service';
import { toOrderView } from './commerce.mapper';
import { CouponService } from './coupon.service';
import type { OrderCreateDto, OrderPayDto, OrderQueryDto } from './dto/order.dto';
import { OrderEntity } from './entities/order.entity';
import { newOrderNo, outTradeNo } from './order-number';
import { OrderHooks } from './order-hooks';
import { OrderSweepService } from './order-sweep.service';
import { PaySettingsService } from './pay-settings.service';

/** The buyer's side of orders: checkout, create, pay, look up. */
@Injectable()
export class OrderService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogService,
    private readonly coupons: CouponService,
    private readonly settings: PaySettingsService,
    private readonly sweep: OrderSweepService,
    private readonly users: UserRepository,
    private readonly hooks: OrderHooks,
  ) {}

  async checkout(uid: string, productId: string, client: PayClient): Promise<CheckoutView> {
    const product = await this.catalog.view(productId);
    if (!product.on_sale) throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.productOffSale);
    const coupons = (await this.coupons.mine(uid, { id: product.product_id, priceFen: product.price_fen })).filter((c) => c.state === 'unused');
    return { product, coupons, pay_channels: await this.settings.offered(client) };
  }

  async create(uid: string, dto: OrderCreateDto): Promise<OrderView> {
    const product = await this.catalog.buyable(dto.product_id);
    const channelCode = await this.settings.attribution(dto.channel);
    const expiresAt = new Date(Date.now() + this.config.pay.orderTtlMinutes * 60_000);
    for (let attempt = 0; ; attempt++) {
      const orderNo = newOrderNo();
      try {
        return await inTransaction(this.ds, async (em) => {
          let discountFen = 0;
          let couponName = '';
          if (dto.coupon_id) {
            ({ discountFen, name: couponName } = await this.coupons.lockForOrder(em, uid, dto.coupon_id, { id: product.id, priceFen: product.priceFen }, orderNo));
          }
          const repo = em.getRepository(OrderEntity);
          const order = await repo.save(
            repo.create({
              orderNo,
              uid,
              productId: product.id,
              productName: product.name,
              category: product.category,
              state: 'unpaid',
              priceFen: product.priceFen,
              discountFen,
              amountFen: product.priceFen - discountFen,
              userCouponId: dto.coupon_id ?? null,
              couponName,
              channelCode,
              payChannel: '',
              transactionId: '',
              expiresAt,
              paidAt: null,
              closedAt: null,
              refundedAt: null,
            }),
          );
          await this.hooks.created(em, order, { visitorId: dto.visitor_id });
          return toOrderView(order);
        });
      } catch (err) {
        // the same order number drawn twice in one second: draw again
        if (attempt < 3 && /unique|duplicate/i.test(String((err as Error).message)) && /order_no/i.test(String((err as Error).message))) continue;
        throw err;
      }
    }
  }

  /** Starts a payment with the chosen channel; the client does what the action says. */
  async pay(uid: string, dto: OrderPayDto, clientIp: string): Promise<OrderPayResponse> {
    const order = await this.own(uid, dto.order_no);
    if (order.state === 'paid' || order.state === 'refunded') throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.orderPaid);
    if (order.state === 'closed') throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.orderClosed);
    const { provider } = await this.settings.usable(dto.pay_channel);
    let openid: string | null = null;
    if (dto.pay_channel === 'wechat_jsapi') {
      openid = (await this.users.findByUid(uid))?.mpOpenid ?? null;
      if (!openid) throw new AppException(ApiCode.CONFLICT, ORDER_MESSAGES.openidRequired);
    }
    const action = await provider.start({
      channel: dto.pay_channel,
      outTradeNo: outTradeNo(order.orderNo, dto.pay_channel),
      orderNo: order.orderNo,
      description: `码途-${order.productName}`,
      amountFen: order.amountFen,
      expiresAt: order.expiresAt,
      clientIp,
      openid,
    });
    await this.ds.getRepository(OrderEntity).update({ orderNo: order.orderNo, state: 'unpaid' }, { payChannel: dto.pay_channel });
    return { order_no: order.orderNo, amount_fen: order.amountFen, action };
  }

  async detail(uid: string, orderNo: string): Promise<OrderView> {
    return toOrderView(await this.own(uid, orderNo));
  }

  async mine(uid: string, q: OrderQueryDto): Promise<Page<OrderView>> {
    const { skip, take, page_no, page_size } = pageArgs(q);
    const where = q.state ? { uid, state: q.state } : { uid };
    const [rows, total] = await this.ds.getRepository(OrderEntity).findAndCount({ where, order: { id: 'DESC' }, skip, take });
    const now = Date.now();
    // unpaid past their time read as closed even before the sweep gets to them
    return { list: rows.map((o) => toOrderView(o.state === 'unpaid' && o.expiresAt.getTime() <= now ? { ...o, state: 'closed' } : o)), total, page_no, page_size };
  }

  /** The caller's order; an expired unpaid one is closed on the spot. */
  private async own(uid: string, orderNo: string): Promise<OrderEntity> {
    let order = await this.ds.getRepository(OrderEntity).findOneBy({ orderNo });
    if (!order || order.uid !== uid) throw AppException.notFound(ORDER_MESSAGES.orderMissing);
    if (order.state === 'unpaid' && order.expiresAt.getTime() <= Date.now()) {
      await this.sweep.closeOne(order.orderNo);
      order = (await this.ds.getRepository(OrderEntity).findOneBy({ orderNo }))!;
    }
    return order;
  }
}
