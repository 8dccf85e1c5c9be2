import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { JSSDK_URL_MAX, JsSdkSignQuery, MP_CODE_RE, MpLoginRequest, QR_LOGIN_CODE_RE, QR_SCENE_RE, QrCallbackQuery, QrStatusQuery, WECHAT_MESSAGES } from '../../../../types/auth';

export class QrStatusQueryDto implements QrStatusQuery {
  /** the scene returned by /v1/wxlogin/qrcode */
  @ApiProperty({ example: '0f1e2d3c4b5a69788796a5b4c3d2e1f0' })
  @IsString({ message: WECHAT_MESSAGES.sceneInvalid })
  @Matches(QR_SCENE_RE, { message: WECHAT_MESSAGES.sceneInvalid })
  scene: string;
}

export class QrCallbackQueryDto implements QrCallbackQuery {
  /** the one-time code from /v1/wxlogin/status */
  @ApiProperty()
  @IsString({ message: WECHAT_MESSAGES.loginCodeInvalid })
  @Matches(QR_LOGIN_CODE_RE, { message: WECHAT_MESSAGES.loginCodeInvalid })
  code: string;
}

export class DevScanQueryDto extends QrStatusQueryDto {
  /** sign in as this existing user; omitted = a new user */
  @ApiPropertyOptional({ example: '10002' })
  @IsOptional()
  @Matches(/^\d{1,19}$/, { message: 'uid 必须是数字' })
  uid?: string;
}

export class MpLoginDto implements MpLoginRequest {
  /** the code from wx.login() */
  @ApiProperty()
  @IsString({ message: WECHAT_MESSAGES.mpCodeInvalid })
  @Matches(MP_CODE_RE, { message: WECHAT_MESSAGES.mpCodeInvalid })
  code: string;
}

export class JsSdkSignQueryDto implements JsSdkSignQuery {
  /** the page's url (location.href); the #fragment is ignored */
  @ApiProperty({ example: 'https://codetrek.cn/course/list?from=share' })
  @IsString({ message: WECHAT_MESSAGES.jssdkUrlInvalid })
  @IsNotEmpty({ message: WECHAT_MESSAGES.jssdkUrlInvalid })
  @MaxLength(JSSDK_URL_MAX, { message: WECHAT_MESSAGES.jssdkUrlInvalid })
  url: string;
}
