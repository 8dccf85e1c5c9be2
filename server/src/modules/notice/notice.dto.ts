import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import {
  NOTICE_CATES,
  NOTICE_LIMITS,
  NOTICE_MESSAGES,
  NoticeCate,
  NoticeListQuery,
  NoticeReadRequest,
  SYSTEM_NOTICE_TYPES,
  SystemNoticeSendRequest,
  SystemNoticeType,
} from '../../../../types/notice';
import { isTextWithin } from '../../../../types/validation';
import { PageDto } from '../../common/page.dto';

const UID_RE = /^\d{1,19}$/;

export class NoticeUidDto {
  /** must be the caller's uid */
  @ApiProperty({ example: '10002' })
  @Matches(UID_RE, { message: 'uid 必须是数字' })
  uid: string;
}

export class NoticeListDto extends PageDto implements NoticeListQuery {
  /** must be the caller's uid */
  @ApiProperty({ example: '10002' })
  @Matches(UID_RE, { message: 'uid 必须是数字' })
  uid: string;

  /** only this kind: 1 回复 2 提到 3 点赞 4 答疑 5 订单 6 通知 */
  @ApiPropertyOptional({ enum: NOTICE_CATES })
  @IsOptional()
  @Type(() => Number)
  @IsIn(NOTICE_CATES, { message: NOTICE_MESSAGES.cateInvalid })
  cate_type?: NoticeCate;
}

export class SystemListDto extends PageDto {
  /** must be the caller's uid */
  @ApiProperty({ example: '10002' })
  @Matches(UID_RE, { message: 'uid 必须是数字' })
  uid: string;
}

export class NoticeReadDto implements NoticeReadRequest {
  /** must be the caller's uid */
  @ApiProperty({ example: '10002' })
  @Matches(UID_RE, { message: 'uid 必须是数字' })
  uid: string;

  /** user notices or system broadcasts */
  @ApiProperty({ enum: ['user', 'system'] })
  @IsIn(['user', 'system'], { message: 'kind 只能是 user 或 system' })
  kind: 'user' | 'system';

  /** only this cate_type (user notices) */
  @ApiPropertyOptional({ enum: NOTICE_CATES })
  @IsOptional()
  @Type(() => Number)
  @IsIn(NOTICE_CATES, { message: NOTICE_MESSAGES.cateInvalid })
  cate_type?: NoticeCate;

  /** comma-joined notice ids; omit for all */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^\d{1,19}(,\d{1,19}){0,99}$/, { message: 'ids 必须是逗号分隔的数字（最多100个）' })
  ids?: string;
}

@ValidatorConstraint({ name: 'noticeContent' })
class ContentRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isTextWithin(value, NOTICE_LIMITS.systemContent);
  }
  defaultMessage(): string {
    return NOTICE_MESSAGES.contentInvalid;
  }
}

export class SystemSendDto implements SystemNoticeSendRequest {
  /** 1 公告 2 活动 3 维护 */
  @ApiProperty({ enum: SYSTEM_NOTICE_TYPES })
  @Type(() => Number)
  @IsIn(SYSTEM_NOTICE_TYPES, { message: NOTICE_MESSAGES.typeInvalid })
  type: SystemNoticeType;

  /** 1-2000 characters */
  @ApiProperty()
  @Validate(ContentRule)
  content: string;

  /** optional title, at most 60 characters */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: NOTICE_MESSAGES.titleTooLong })
  @MaxLength(NOTICE_LIMITS.title, { message: NOTICE_MESSAGES.titleTooLong })
  title?: string;

  /** send to this user only; omit to broadcast */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(UID_RE, { message: 'uid 必须是数字' })
  uid?: string;
}

export class AdminSystemListDto extends PageDto {}
