import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { EQUITY_KINDS, EquityKind, EquitySaveRequest, ProductCategory, ProductSaveRequest } from '../../../../../types/commerce';
import { BoolField, IdField } from './dto-helpers';

const CATEGORIES: ProductCategory[] = ['vip', 'oj', 'course', 'problemset', 'camp'];
const MAX_FEN = 10_000_000;

export class ProductListQueryDto {
  /** vip | oj | course | problemset | camp */
  @ApiPropertyOptional({ enum: CATEGORIES })
  @IsOptional()
  @IsIn(CATEGORIES, { message: '商品类别不正确' })
  category?: ProductCategory;
}

export class ProductIdDto {
  /** product id */
  @ApiProperty()
  @IdField('product_id')
  product_id: string;
}

export class ProductSaveDto implements ProductSaveRequest {
  /** omit to create */
  @ApiPropertyOptional()
  @IsOptional()
  @IdField('product_id')
  product_id?: string;

  /** 1-60 characters */
  @ApiProperty()
  @IsString({ message: '请填写商品名称' })
  @MinLength(1, { message: '请填写商品名称' })
  @MaxLength(60, { message: '商品名称不能超过60个字符' })
  name: string;

  @ApiProperty({ enum: CATEGORIES })
  @IsIn(CATEGORIES, { message: '商品类别不正确' })
  category: ProductCategory;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: '商品介绍不能超过500个字符' })
  description?: string;

  /** one benefit per line */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: '权益说明不能超过2000个字符' })
  benefits?: string;

  /** price in fen, at least 1 */
  @ApiProperty()
  @IsInt({ message: '价格必须是整数（分）' })
  @Min(1, { message: '价格至少为1分' })
  @Max(MAX_FEN, { message: '价格过高' })
  price_fen: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: '原价必须是整数（分）' })
  @Min(0, { message: '原价不能为负' })
  @Max(MAX_FEN, { message: '原价过高' })
  original_price_fen?: number;

  @ApiProperty()
  @BoolField('上架')
  on_sale: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: '排序必须是整数' })
  @Min(-9999)
  @Max(9999)
  sort?: number;
}

export class EquitySaveDto implements EquitySaveRequest {
  @ApiProperty()
  @IdField('product_id')
  product_id: string;

  /** omit to add */
  @ApiPropertyOptional()
  @IsOptional()
  @IdField('equity_id')
  equity_id?: string;

  @ApiProperty({ enum: EQUITY_KINDS })
  @IsIn(EQUITY_KINDS as EquityKind[], { message: '权益类型不正确' })
  kind: EquityKind;

  /** course, problem set or camp id */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(32, { message: '目标 id 不能超过32个字符' })
  target_id?: string;

  /** 0 = permanent */
  @ApiProperty()
  @IsInt({ message: '有效天数必须是整数' })
  @Min(0, { message: '有效天数不能为负' })
  @Max(3650, { message: '有效天数不能超过3650' })
  duration_days: number;
}

export class EquityDeleteDto {
  @ApiProperty()
  @IdField('product_id')
  product_id: string;

  @ApiProperty()
  @IdField('equity_id')
  equity_id: string;
}
