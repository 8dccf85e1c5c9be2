import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDateString, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { GIFT_BATCH_MAX, GiftSaveRequest, ORDER_MESSAGES } from '../../../../../types/commerce';
import { defineAdminList } from '../../../common/admin-list/admin-list';
import { AdminListDto, RangeFilter, TextFilter } from '../../../common/admin-list/admin-list.dto';
import { IdField } from './dto-helpers';

export class RedeemDto {
  /** 12 letters/digits; spaces and dashes are ignored */
  @ApiProperty({ example: 'ABCD EFGH JKMN' })
  @IsString({ message: ORDER_MESSAGES.codeInvalid })
  @MaxLength(32, { message: ORDER_MESSAGES.codeInvalid })
  code: string;
}

export class GiftSaveDto implements GiftSaveRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @IdField('id')
  id?: string;

  @ApiProperty()
  @IsString({ message: '请填写礼包名称' })
  @MinLength(1, { message: '请填写礼包名称' })
  @MaxLength(40, { message: '礼包名称不能超过40个字符' })
  name: string;

  /** the product whose equities a code grants */
  @ApiProperty()
  @IdField('product_id')
  product_id: string;

  /** codes stop working after this time */
  @ApiProperty()
  @IsDateString({}, { message: '有效期格式不正确' })
  valid_until: string;
}

export class GiftGenerateDto {
  @ApiProperty()
  @IdField('gift_id')
  gift_id: string;

  @ApiProperty({ minimum: 1, maximum: GIFT_BATCH_MAX })
  @IsInt({ message: '数量必须是整数' })
  @Min(1, { message: '数量至少为1' })
  @Max(GIFT_BATCH_MAX, { message: `一次最多生成${GIFT_BATCH_MAX}个兑换码` })
  count: number;
}

/** /api/admin/gift/code/list on the admin list contract: one gift's codes, oldest first. */
export class GiftCodesQueryDto extends AdminListDto {
  @ApiProperty()
  @IdField('gift_id')
  gift_id: string;

  /** 0 = unused, 1 = redeemed */
  @ApiPropertyOptional({ enum: [0, 1] })
  @IsOptional()
  @IsIn([0, 1], { message: 'redeemed 只能是 0 或 1' })
  redeemed?: 0 | 1;
}

export const GIFT_CODE_LIST = defineAdminList({
  dto: GiftCodesQueryDto,
  sort: { id: 'c.id', created_at: 'c.createdAt', batch_no: 'c.batchNo', redeemed_at: 'c.redeemedAt' },
  defaultSort: ['id', 'asc'],
  filters: {
    gift_id: { op: 'eq', column: 'c.giftId' },
    redeemed: (qb, v) => qb.andWhere(v === 1 ? 'c.redeemedBy IS NOT NULL' : 'c.redeemedBy IS NULL'),
  },
});

export class GiftIdDto {
  @ApiProperty()
  @IdField('gift_id')
  gift_id: string;
}

export class ExportTicketDto {
  @ApiProperty()
  @IsString()
  @MinLength(16)
  @MaxLength(64)
  ticket: string;
}

/** /api/admin/gift/list on the admin list contract. */
export class GiftListDto extends AdminListDto {
  @ApiPropertyOptional()
  @TextFilter('名称')
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IdField('product_id')
  product_id?: string;

  @ApiPropertyOptional()
  @RangeFilter('有效期')
  valid_until?: string;
}

export const GIFT_LIST = defineAdminList({
  dto: GiftListDto,
  sort: { id: 'g.id', valid_until: 'g.validUntil' },
  defaultSort: ['id', 'desc'],
  filters: {
    name: { op: 'like', column: 'g.name' },
    product_id: { op: 'eq', column: 'g.productId' },
    valid_until: { op: 'range', column: 'g.validUntil' },
  },
});
