import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionInfo, UserProfile } from '../../../../types/user';
import { Access, CurrentCaller } from '../../common/access.decorator';
import type { AppRequest, Caller } from '../../common/request-context';
import { PhoneCodeDto, SmsSendDto } from './phone-auth.dto';
import { PhoneAuthService } from './phone-auth.service';
import { SmsCodeService } from './sms-code.service';

@ApiTags('auth')
@Controller('v1')
export class PhoneAuthController {
  constructor(
    private readonly codes: SmsCodeService,
    private readonly phone: PhoneAuthService,
  ) {}

  @ApiOperation({ summary: '发送短信验证码（需人机验证）' })
  @Access('public')
  @Post('smscode/send')
  @HttpCode(200)
  async send(@Body() dto: SmsSendDto, @Req() req: AppRequest): Promise<null> {
    await this.codes.send(dto.telephone, dto.ticket, dto.rand_str, req.ip);
    return null;
  }

  @ApiOperation({ summary: '手机号 + 验证码登录（首次登录自动注册）' })
  @Access('public')
  @Post('login/telephone')
  @HttpCode(200)
  login(@Body() dto: PhoneCodeDto, @Req() req: AppRequest): Promise<SessionInfo> {
    return this.phone.login(dto.telephone, dto.code, req.ip);
  }

  @ApiOperation({ summary: '绑定手机号' })
  @Access('token')
  @Post('user/telephone/bind')
  @HttpCode(200)
  bind(@CurrentCaller() caller: Caller, @Body() dto: PhoneCodeDto, @Req() req: AppRequest): Promise<UserProfile> {
    return this.phone.bind(caller, dto.telephone, dto.code, req.ip);
  }
}
