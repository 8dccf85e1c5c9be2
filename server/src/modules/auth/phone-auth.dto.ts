import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIP, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import type { BindTelephoneRequest, SmsSendRequest, TelephoneLoginRequest } from '../../../../types/auth-sms';
import { MESSAGES, PHONE_RE, SMS_CODE_RE } from '../../../../types/validation';

export class SmsSendDto implements SmsSendRequest {
  /** mainland mobile number, 11 digits */
  @ApiProperty({ example: '13800000002' })
  @Matches(PHONE_RE, { message: MESSAGES.phoneInvalid })
  telephone: string;

  /** captcha ticket */
  @ApiProperty()
  @IsString({ message: '请先完成人机验证' })
  @Length(1, 2048, { message: '请先完成人机验证' })
  ticket: string;

  /** captcha random string */
  @ApiProperty()
  @IsString({ message: '请先完成人机验证' })
  @MaxLength(256, { message: '人机验证参数格式不正确' })
  rand_str: string;

  /** ignored: the server uses the connection address */
  @ApiPropertyOptional()
  @IsOptional()
  @IsIP(undefined, { message: 'user_ip 格式不正确' })
  user_ip?: string;
}

export class PhoneCodeDto implements TelephoneLoginRequest, BindTelephoneRequest {
  /** mainland mobile number, 11 digits */
  @ApiProperty({ example: '13800000002' })
  @Matches(PHONE_RE, { message: MESSAGES.phoneInvalid })
  telephone: string;

  /** the 6-digit SMS code */
  @ApiProperty({ example: '123456' })
  @Matches(SMS_CODE_RE, { message: MESSAGES.smsCodeInvalid })
  code: string;
}
