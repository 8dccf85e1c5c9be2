import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import type { HeadImageUpdateRequest, NicknameUpdateRequest } from '../../../../types/auth-sms';
import { isTextWithin, LIMITS, MESSAGES } from '../../../../types/validation';
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
