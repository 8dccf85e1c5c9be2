import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { AdminOrderDetail, AdminOrderView, VipMemberRow } from '../../../../types/commerce';
import { Access, CurrentCaller } from '../../common/access.decorator';
import type { Caller } from '../../common/request-context';
import { ADMIN_ORDER_LIST, AdminOrderQueryDto, OrderNoDto, RefundDto } from './dto/order.dto';
import { VIP_LIST, VipGrantDto, VipListQueryDto, VipUidDto } from './dto/vip.dto';
import { AdminList } from '../../common/admin-list/admin-list';
import { OrderAdminService } from './order-admin.service';
import { VipService } from './vip.service';

/** Console: orders (search, detail, refund) and VIP members (list, grant, revoke). */
@ApiTags('admin/order')
@Access('admin')
@Controller('admin')
export class OrderAdminController {
  constructor(
    private readonly orders: OrderAdminService,
    private readonly vip: VipService,
  ) {}

  @ApiOperation({ summary: '订单列表（订单号、uid、交易号搜索；状态、商品、渠道筛选；排序）' })
  @Get('order/list')
  list(@AdminList(ADMIN_ORDER_LIST) q: AdminOrderQueryDto): Promise<Page<AdminOrderView>> {
    return this.orders.list(q);
  }

  @ApiOperation({ summary: '订单详情（含支付流水与退款记录）' })
  @Get('order/detail')
  detail(@Query() q: OrderNoDto): Promise<AdminOrderDetail> {
    return this.orders.detail(q.order_no);
  }

  @ApiOperation({ summary: '原路退款（可部分退款）：退款中 → 支付平台结果到达后退款成功并按比例收回权益' })
  @Post('order/refund')
  @HttpCode(200)
  refund(@CurrentCaller() caller: Caller, @Body() dto: RefundDto): Promise<AdminOrderDetail> {
    return this.orders.refund(dto.order_no, dto.reason.trim(), dto.amount_fen, caller.uid);
  }

  @ApiOperation({ summary: '会员列表（未过期）' })
  @Get('vip/list')
  vipList(@AdminList(VIP_LIST) q: VipListQueryDto): Promise<Page<VipMemberRow>> {
    return this.vip.members(q);
  }

  @ApiOperation({ summary: '赠送会员（天数，0 为永久；与现有会员叠加）' })
  @Post('vip/grant')
  @HttpCode(200)
  grant(@CurrentCaller() caller: Caller, @Body() dto: VipGrantDto): Promise<VipMemberRow> {
    return this.vip.grant(caller.uid, dto.uid, dto.days);
  }

  @ApiOperation({ summary: '取消会员（立即失效）' })
  @Post('vip/revoke')
  @HttpCode(200)
  revoke(@CurrentCaller() caller: Caller, @Body() dto: VipUidDto): Promise<{ revoked: number }> {
    return this.vip.revoke(caller.uid, dto.uid);
  }
}
