import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { CheckoutView, OrderPayResponse, OrderView } from '../../../../types/commerce';
import { Access, CurrentCaller } from '../../common/access.decorator';
import type { AppRequest, Caller } from '../../common/request-context';
import { CheckoutQueryDto, OrderCreateDto, OrderNoDto, OrderPayDto, OrderQueryDto, SandboxConfirmDto } from './dto/order.dto';
import { OrderService } from './order.service';
import { PaymentService } from './payment.service';

@ApiTags('order')
@Access('token')
@Controller('v1')
export class OrderController {
  constructor(
    private readonly orders: OrderService,
    private readonly payments: PaymentService,
  ) {}

  @ApiOperation({ summary: '订单结算页：商品、可用优惠券、可用支付方式' })
  @Get('order/checkout')
  checkout(@CurrentCaller() caller: Caller, @Query() q: CheckoutQueryDto): Promise<CheckoutView> {
    return this.orders.checkout(caller.uid, q.product_id, q.client ?? 'desktop');
  }

  @ApiOperation({ summary: '下单（可用优惠券，记录销售渠道），30 分钟内未支付自动关闭' })
  @Post('order/create')
  @HttpCode(200)
  create(@CurrentCaller() caller: Caller, @Body() dto: OrderCreateDto): Promise<OrderView> {
    return this.orders.create(caller.uid, dto);
  }

  @ApiOperation({ summary: '发起支付：返回小程序支付参数、Native 二维码链接、跳转地址或沙箱凭证' })
  @Post('order/pay')
  @HttpCode(200)
  pay(@CurrentCaller() caller: Caller, @Body() dto: OrderPayDto, @Req() req: AppRequest): Promise<OrderPayResponse> {
    return this.orders.pay(caller.uid, dto, req.ip);
  }

  @ApiOperation({ summary: '订单详情（支付结果页轮询）' })
  @Get('order/detail')
  detail(@CurrentCaller() caller: Caller, @Query() q: OrderNoDto): Promise<OrderView> {
    return this.orders.detail(caller.uid, q.order_no);
  }

  @ApiOperation({ summary: '我的订单' })
  @Get('order/list')
  list(@CurrentCaller() caller: Caller, @Query() q: OrderQueryDto): Promise<Page<OrderView>> {
    return this.orders.mine(caller.uid, q);
  }

  /**
   * Development sandbox: the buyer confirms, the sandbox provider signs a notification and it goes
   * through the same verify → fulfil path as a real provider's.
   */
  @ApiOperation({ summary: '沙箱支付确认（仅开发环境）' })
  @Post('pay/sandbox/confirm')
  @HttpCode(200)
  async sandboxConfirm(@CurrentCaller() caller: Caller, @Body() dto: SandboxConfirmDto): Promise<OrderView> {
    const order = await this.orders.detail(caller.uid, dto.order_no);
    await this.payments.confirmSandbox(order.order_no, order.amount_fen, dto.ticket);
    return this.orders.detail(caller.uid, dto.order_no);
  }
}
