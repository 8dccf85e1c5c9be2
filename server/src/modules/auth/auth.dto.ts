import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { DevLoginRequest, TokenRequest } from '../../../../types/user';

export class DevLoginDto implements DevLoginRequest {
  /** sign in as this uid */
  @ApiPropertyOptional({ example: '10002' })
  @IsOptional()
  @Matches(/^\d{1,19}$/, { message: 'uid 必须是数字' })
  uid?: string;

  /** or as the seeded user of this role */
  @ApiPropertyOptional({ enum: ['user', 'admin'] })
  @IsOptional()
  @IsIn(['user', 'admin'], { message: 'role 只能是 user 或 admin' })
  role?: 'user' | 'admin';
}

export class TokenDto implements TokenRequest {
  /** the token's owner */
  @ApiProperty({ example: '10002' })
  @Matches(/^\d{1,19}$/, { message: 'uid 必须是数字' })
  uid: string;

  /** the token to refresh or delete */
  @ApiProperty()
  @IsString({ message: 'token 不能为空' })
  @IsNotEmpty({ message: 'token 不能为空' })
  @MaxLength(512, { message: 'token 格式不正确' })
  token: string;
}
