import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { VipGrantRequest } from '../../../../../types/commerce';
import { PageDto } from '../../../common/page.dto';
import { IdField } from './dto-helpers';

export class VipGrantDto implements VipGrantRequest {
  @ApiProperty()
  @IdField('uid')
  uid: string;

  /** 0 = permanent */
  @ApiProperty()
  @IsInt({ message: '天数必须是整数' })
  @Min(0, { message: '天数不能为负' })
  @Max(3650, { message: '天数不能超过3650' })
  days: number;
}

export class VipUidDto {
  @ApiProperty()
  @IdField('uid')
  uid: string;
}

export class VipListQueryDto extends PageDto {
  /** exact uid */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(19)
  keyword?: string;
}
