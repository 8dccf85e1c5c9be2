import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PHONE_RE, SMS_CODE_RE } from '../../../../types/validation';
import { AdminListDto, RangeFilter } from '../../common/admin-list/admin-list.dto';
import { defineAdminList } from '../../common/admin-list/admin-list';

export class MigrateSmsDto {
  /** the old account's phone */
  @ApiProperty()
  @Matches(PHONE_RE, { message: '请输入正确的手机号' })
  telephone: string;

  /** the 6-digit code sent to it (POST /v1/smscode/send) */
  @ApiProperty()
  @Matches(SMS_CODE_RE, { message: '请输入6位数字验证码' })
  code: string;
}

export class MigrateWechatDto {
  /** the one-time code of a WeChat QR scan (the `code` of /v1/wxlogin/status) */
  @ApiProperty()
  @IsString()
  @MaxLength(128)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: '微信验证码无效' })
  code: string;
}

export class MigrateTicketDto {
  /** from POST /v1/migrate/verify/* */
  @ApiProperty()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{10,64}$/, { message: '验证已过期，请重新验证旧账号' })
  ticket: string;
}

export class AccountMigrationListDto extends AdminListDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^\d{1,19}$/, { message: 'uid 必须是数字' })
  from_uid?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^\d{1,19}$/, { message: 'uid 必须是数字' })
  to_uid?: string;

  @ApiPropertyOptional({ enum: ['sms', 'wechat'] })
  @IsOptional()
  @IsIn(['sms', 'wechat'], { message: '验证方式只能是 sms 或 wechat' })
  method?: string;

  @ApiPropertyOptional()
  @RangeFilter('迁移时间')
  created_at?: string;
}

export const ACCOUNT_MIGRATION_LIST = defineAdminList({
  dto: AccountMigrationListDto,
  sort: { id: 'm.id', created_at: 'm.createdAt' },
  defaultSort: ['id', 'desc'],
  filters: {
    from_uid: { op: 'eq', column: 'm.fromUid' },
    to_uid: { op: 'eq', column: 'm.toUid' },
    method: { op: 'eq', column: 'm.method' },
    created_at: { op: 'range', column: 'm.createdAt' },
  },
});
