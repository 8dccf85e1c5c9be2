import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { Brackets } from 'typeorm';
import type { HeadImageUpdateRequest, NicknameUpdateRequest } from '../../../../types/auth-sms';
import type { AdminUserQuery } from '../../../../types/user';
import { isTextWithin, LIMITS, MESSAGES } from '../../../../types/validation';
import { defineAdminList } from '../../common/admin-list/admin-list';
import { AdminListDto, TextFilter } from '../../common/admin-list/admin-list.dto';

export class UidQueryDto {
  /** the user asked about */
  @ApiProperty({ example: '10002' })
  @Matches(/^\d{1,19}$/, { message: 'uid 必须是数字' })
  uid: string;
}

export class AdminUserQueryDto extends AdminListDto implements AdminUserQuery {
  /** nickname or phone fragment, or an exact uid */
  @ApiPropertyOptional()
  @TextFilter('关键词')
  keyword?: string;
}

/** /api/admin/user/list and /count on the admin list contract; newest (largest uid) first. */
export const USER_LIST = defineAdminList({
  dto: AdminUserQueryDto,
  sort: { uid: 'u.uid', created_at: 'u.createdAt' },
  defaultSort: ['uid', 'desc'],
  filters: {
    keyword: (qb, v: unknown, p) => {
      const k = String(v).trim();
      if (!k) return;
      const like = `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(
        new Brackets((b) => {
          b.where(`u.nickName LIKE :${p}`, { [p]: like }).orWhere(`u.telephone LIKE :${p}`);
          if (/^\d{1,19}$/.test(k)) b.orWhere(`u.uid = :${p}_uid`, { [`${p}_uid`]: k });
        }),
      );
    },
  },
});

@ValidatorConstraint({ name: 'nickname' })
class NicknameRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    // counted in characters (code points), after trimming, as the client counts them
    return isTextWithin(value, LIMITS.nickname) && !/[\u0000-\u001f<>]/.test(String(value));
  }
  defaultMessage(): string {
    return MESSAGES.nicknameInvalid;
  }
}

export class NicknameDto implements NicknameUpdateRequest {
  /** 1-10 characters */
  @ApiProperty({ example: '码途学员' })
  @Validate(NicknameRule)
  nick_name: string;
}

export class HeadImageDto implements HeadImageUpdateRequest {
  /** a url returned by POST /v1/upload/image */
  @ApiProperty()
  @IsString({ message: MESSAGES.headImageInvalid })
  @MaxLength(4096, { message: MESSAGES.headImageInvalid })
  head_img_url: string;
}
