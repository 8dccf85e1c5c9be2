import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { PAY_CHANNEL_CODES, PayChannelCode, PayClient, PayPlatformCode } from '../../../../../types/commerce';
import { CHANNEL_CODE_RE } from './order.dto';
import { BoolField, IdField } from './dto-helpers';

const CLIENTS: PayClient[] = ['weapp', 'mobile', 'desktop'];
const PLATFORMS: PayPlatformCode[] = ['wechatpay', 'card', 'sandbox'];

class NamedDto {
  @ApiProperty()
  @IsString({ message: '请填写名称' })
  @MinLength(1, { message: '请填写名称' })
  @MaxLength(32, { message: '名称不能超过32个字符' })
  name: string;

  @ApiProperty()
  @BoolField('启用')
  enabled: boolean;
}

export class PayChannelSaveDto extends NamedDto {
  @ApiProperty({ enum: PAY_CHANNEL_CODES })
  @IsIn(PAY_CHANNEL_CODES as PayChannelCode[], { message: '支付渠道不正确' })
  code: PayChannelCode;

  /** weapp, mobile, desktop (comma-separated in forms) */
  @ApiProperty({ type: [String] })
  @Transform(({ obj }: { obj: Record<string, unknown> }) => (typeof obj.clients === 'string' ? obj.clients.split(',').filter(Boolean) : obj.clients))
  @IsArray({ message: '请选择适用终端' })
  @ArrayMinSize(1, { message: '请选择适用终端' })
  @IsIn(CLIENTS, { each: true, message: '终端只能是 weapp、mobile 或 desktop' })
  clients: PayClient[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: '排序必须是整数' })
  @Min(-999)
  @Max(999)
  sort?: number;
}

export class PayPlatformSaveDto extends NamedDto {
  @ApiProperty({ enum: PLATFORMS })
  @IsIn(PLATFORMS, { message: '支付平台不正确' })
  code: PayPlatformCode;
}

export class SaleChannelSaveDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IdField('id')
  id?: string;

  /** the `/:channel` path segment */
  @ApiProperty()
  @Matches(CHANNEL_CODE_RE, { message: '渠道编码只能包含字母、数字、下划线和连字符（1-32位）' })
  code: string;

  @ApiProperty()
  @IsString({ message: '请填写渠道名称' })
  @MinLength(1, { message: '请填写渠道名称' })
  @MaxLength(40, { message: '渠道名称不能超过40个字符' })
  name: string;

  @ApiProperty()
  @BoolField('启用')
  enabled: boolean;
}
