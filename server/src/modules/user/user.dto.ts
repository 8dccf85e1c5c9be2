import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { LIMITS } from '../../../../types/validation';
import { PageDto } from '../../common/page.dto';

export class UidQueryDto {
  /** the user asked about */
  @ApiProperty({ example: '10002' })
  @Matches(/^\d{1,19}$/, { message: 'uid 必须是数字' })
  uid: string;
}

export class AdminUserQueryDto extends PageDto {
  /** nickname or phone fragment, or an exact uid */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(LIMITS.keyword, { message: `关键词不能超过${LIMITS.keyword}个字符` })
  keyword?: string;
}
