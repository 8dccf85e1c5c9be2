import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDateString, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { CouponKind, CouponSaveRequest } from '../../../../../types/commerce';
import { COUPON_RULES } from '../../../../../types/commerce-admin';
import { defineAdminList } from '../../../common/admin-list/admin-list';
import { AdminListDto, BoolFilter, RangeFilter, TextFilter } from '../../../common/admin-list/admin-list.dto';
import { Rule } from '../../../common/admin-list/field-rule';
import { BoolField, IdField } from './dto-helpers';

export class CouponIdDto {
  @ApiProperty()
  @IdField('coupon_id')
  coupon_id: string;
}

export class CouponProductQueryDto {
  /** only coupons usable for this product */
  @ApiPropertyOptional()
  @IsOptional()
  @IdField('product_id')
  product_id?: string;
}

export class CouponSaveDto implements CouponSaveRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @IdField('id')
  id?: string;

  @ApiProperty()
  @IsString({ message: '请填写优惠券名称' })
  @Rule(COUPON_RULES.name)
  name: string;

  /** amount: fen off; discount: percent paid */
  @ApiProperty({ enum: ['amount', 'discount'] })
  @IsIn(['amount', 'discount'], { message: '优惠券类型只能是满减或折扣' })
  kind: CouponKind;

  @ApiProperty()
  @IsInt({ message: '优惠值必须是整数' })
  @Min(1, { message: '优惠值至少为1' })
  @Max(10_000_000, { message: '优惠值过大' })
  value: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: '使用门槛必须是整数（分）' })
  @Min(0, { message: '使用门槛不能为负' })
  min_fen?: number;

  /** comma-separated product ids; empty = all */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: '适用商品过多' })
  product_ids?: string;

  @ApiProperty()
  @IsDateString({}, { message: '开始时间格式不正确' })
  valid_from: string;

  @ApiProperty()
  @IsDateString({}, { message: '结束时间格式不正确' })
  valid_until: string;

  @ApiPropertyOptional()
  @Rule(COUPON_RULES.per_user_limit)
  per_user_limit?: number;

  /** 0 = unlimited */
  @ApiPropertyOptional()
  @Rule(COUPON_RULES.total)
  total?: number;

  @ApiProperty()
  @BoolField('启用')
  enabled: boolean;
}

/** /api/admin/coupon/list filters (the shared admin list contract). */
export class CouponListDto extends AdminListDto {
  @ApiPropertyOptional()
  @TextFilter('名称')
  name?: string;

  @ApiPropertyOptional({ enum: ['amount', 'discount'] })
  @IsOptional()
  @IsIn(['amount', 'discount'], { message: '优惠券类型只能是满减或折扣' })
  kind?: CouponKind;

  @ApiPropertyOptional()
  @BoolFilter('启用')
  enabled?: boolean;

  /** validity ends within `from,to` */
  @ApiPropertyOptional()
  @RangeFilter('结束时间')
  valid_until?: string;
}

export const COUPON_LIST = defineAdminList({
  dto: CouponListDto,
  sort: { id: 'c.id', value: 'c.value', valid_from: 'c.validFrom', valid_until: 'c.validUntil', claimed: 'c.claimed' },
  defaultSort: ['id', 'desc'],
  filters: {
    name: { op: 'like', column: 'c.name' },
    kind: { op: 'eq', column: 'c.kind' },
    enabled: { op: 'eq', column: 'c.enabled' },
    valid_until: { op: 'range', column: 'c.validUntil' },
  },
});
