import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { AdminOrderQuery, ORDER_MESSAGES, OrderCreateRequest, OrderPayRequest, OrderQuery, OrderState, PAY_CHANNEL_CODES, PayChannelCode, PayClient, SALE_CHANNEL_CODE_RE } from '../../../../../types/commerce';
import { VISITOR_ID_RE } from '../../../../../types/partner';
import { defineAdminList } from '../../../common/admin-list/admin-list';
import { AdminListDto } from '../../../common/admin-list/admin-list.dto';
import { PageDto } from '../../../common/page.dto';
import { IdField } from './dto-helpers';

const STATES: OrderState[] = ['unpaid', 'paid', 'closed', 'refunded'];
const CLIENTS: PayClient[] = ['weapp', 'mobile', 'desktop'];
export const ORDER_NO_RE = /^CT\d{20}$/;
export const CHANNEL_CODE_RE = SALE_CHANNEL_CODE_RE;

export class CheckoutQueryDto {
  @ApiProperty()
  @IdField('product_id')
  product_id: string;

  /** where the buyer is, to offer the right ways to pay */
  @ApiPropertyOptional({ enum: CLIENTS })
  @IsOptional()
  @IsIn(CLIENTS, { message: 'client 只能是 weapp、mobile 或 desktop' })
  client?: PayClient;
}

export class OrderCreateDto implements OrderCreateRequest {
  @ApiProperty()
  @IdField('product_id')
  product_id: string;

  /** a claimed coupon (user coupon id) */
  @ApiPropertyOptional()
  @IsOptional()
  @IdField('coupon_id')
  coupon_id?: string;

  /** sale channel code recorded from the `/:channel` landing */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(64)
  channel?: string;

  /** the client's anonymous visitor id: joins promotion visits made before sign-in */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(VISITOR_ID_RE, { message: '访客标识格式不正确' })
  visitor_id?: string;
}

export class OrderNoDto {
  @ApiProperty({ example: 'CT20250101120000123456' })
  @Matches(ORDER_NO_RE, { message: '订单号格式不正确' })
  order_no: string;
}

export class OrderPayDto extends OrderNoDto implements OrderPayRequest {
  @ApiProperty({ enum: PAY_CHANNEL_CODES })
  @IsIn(PAY_CHANNEL_CODES as PayChannelCode[], { message: '支付方式不正确' })
  pay_channel: PayChannelCode;
}

export class SandboxConfirmDto extends OrderNoDto {
  /** the ticket of the sandbox pay action */
  @ApiProperty()
  @Matches(/^[0-9a-f]{64}$/, { message: '支付凭证不正确' })
  ticket: string;
}

export class OrderQueryDto extends PageDto implements OrderQuery {
  @ApiPropertyOptional({ enum: STATES })
  @IsOptional()
  @IsIn(STATES, { message: '订单状态不正确' })
  state?: OrderState;
}

/** /api/admin/order/list on the admin list contract (the learner's own list stays OrderQueryDto). */
export class AdminOrderQueryDto extends AdminListDto implements AdminOrderQuery {
  @ApiPropertyOptional({ enum: STATES })
  @IsOptional()
  @IsIn(STATES, { message: '订单状态不正确' })
  state?: OrderState;

  /** order number, uid or transaction id */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(64, { message: '关键词过长' })
  keyword?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IdField('product_id')
  product_id?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(CHANNEL_CODE_RE, { message: '渠道编码只能包含字母、数字、下划线和连字符' })
  channel_code?: string;
}

export const ADMIN_ORDER_LIST = defineAdminList({
  dto: AdminOrderQueryDto,
  sort: { id: 'o.id', created_at: 'o.createdAt', paid_at: 'o.paidAt', amount_fen: 'o.amountFen' },
  defaultSort: ['id', 'desc'],
  filters: {
    state: { op: 'eq', column: 'o.state' },
    product_id: { op: 'eq', column: 'o.productId' },
    channel_code: { op: 'eq', column: 'o.channelCode' },
    keyword: (qb, v: unknown, p) => {
      const k = String(v).trim();
      if (!k) return;
      const or = [`o.orderNo = :${p}`, `o.transactionId = :${p}`];
      if (/^\d{1,19}$/.test(k)) or.push(`o.uid = :${p}`);
      qb.andWhere(`(${or.join(' OR ')})`, { [p]: k });
    },
  },
});

export class RefundDto extends OrderNoDto {
  /** shown to the buyer by the provider */
  @ApiProperty()
  @IsString({ message: '请填写退款原因' })
  @Matches(/\S/, { message: '请填写退款原因' })
  @MaxLength(80, { message: '退款原因不能超过80个字符' })
  reason: string;

  /** fen; omitted = all that is still refundable */
  @ApiPropertyOptional({ description: '退款金额（分），不填为全部可退金额' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: ORDER_MESSAGES.refundAmountInvalid })
  @Min(1, { message: ORDER_MESSAGES.refundAmountInvalid })
  @Max(100_000_000, { message: ORDER_MESSAGES.refundAmountInvalid })
  amount_fen?: number;
}
