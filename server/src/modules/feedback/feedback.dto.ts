import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, FeedbackRequest } from '../../../../types/feedback';
import { isTextWithin } from '../../../../types/validation';
import { PageDto } from '../../common/page.dto';

@ValidatorConstraint({ name: 'feedbackContent' })
class ContentRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isTextWithin(value, FEEDBACK_LIMITS.content);
  }
  defaultMessage(): string {
    return FEEDBACK_MESSAGES.contentInvalid;
  }
}

export class FeedbackDto implements FeedbackRequest {
  /** what the user wants to tell us, 1-1000 characters */
  @ApiProperty()
  @Validate(ContentRule)
  content: string;

  /** optional contact */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: FEEDBACK_MESSAGES.contactTooLong })
  @MaxLength(FEEDBACK_LIMITS.contact, { message: FEEDBACK_MESSAGES.contactTooLong })
  contact?: string;

  /** the page path the user was on */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(FEEDBACK_LIMITS.page, { message: '页面地址过长' })
  page?: string;
}

export class AdminFeedbackQueryDto extends PageDto {
  /** 0 = open, 1 = handled; omit for all */
  @ApiPropertyOptional({ enum: [0, 1] })
  @IsOptional()
  @IsIn([0, 1], { message: 'handled 只能是 0 或 1' })
  handled?: 0 | 1;
}

export class FeedbackIdDto {
  /** feedback id */
  @ApiProperty()
  @Matches(/^\d{1,19}$/, { message: 'id 必须是数字' })
  id: string;
}
