import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMinSize, IsArray, IsIn, IsOptional, IsString } from 'class-validator';
import { PAY_CHANNEL_CODES, PayChannelCode, PayClient, PayPlatformCode } from '../../../../../types/commerce';
import { PAY_CHANNEL_RULES, SALE_CHANNEL_RULES } from '../../../../../types/commerce-admin';
import { Rule } from '../../../common/admin-list/field-rule';
import { BoolField, IdField } from './dto-helpers';

const CLIENTS: PayClient[] = ['weapp', 'mobile', 'desktop'];
const PLATFORMS: PayPlatformCode[] = ['wechatpay', 'card', 'sandbox'];

class NamedDto {
  @ApiProperty()
  @IsString({ message: '请填写名称' })
  @Rule(PAY_CHANNEL_RULES.name)
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
  @Rule(PAY_CHANNEL_RULES.sort)
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
  @IsString({ message: SALE_CHANNEL_RULES.code.patternMessage })
  @Rule(SALE_CHANNEL_RULES.code)
  code: string;

  @ApiProperty()
  @IsString({ message: '请填写渠道名称' })
  @Rule(SALE_CHANNEL_RULES.name)
  name: string;

  @ApiProperty()
  @BoolField('启用')
  enabled: boolean;
}
