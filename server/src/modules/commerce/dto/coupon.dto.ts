import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDateString, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import type { CouponKind, CouponSaveRequest } from '../../../../../types/commerce';
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
  @MinLength(1, { message: '请填写优惠券名称' })
  @MaxLength(40, { message: '优惠券名称不能超过40个字符' })
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
  @IsOptional()
  @IsInt({ message: '每人限领必须是整数' })
  @Min(1, { message: '每人限领至少为1' })
  @Max(100, { message: '每人限领不能超过100' })
  per_user_limit?: number;

  /** 0 = unlimited */
  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: '发放总量必须是整数' })
  @Min(0, { message: '发放总量不能为负' })
  total?: number;

  @ApiProperty()
  @BoolField('启用')
  enabled: boolean;
}
