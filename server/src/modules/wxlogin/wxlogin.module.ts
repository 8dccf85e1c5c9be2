import { Module } from '@nestjs/common';
import { WechatMpClient } from '../../providers/wechat/wechat-mp.client';
import { wechatProviders } from '../../providers/wechat/wechat.providers';
import { AuthModule } from '../auth/auth.module';
import { UserModule } from '../user/user.module';
import { JssdkController } from './jssdk.controller';
import { JssdkService } from './jssdk.service';
import { MpLoginService } from './mp-login.service';
import { OaEventController } from './oa-event.controller';
import { OaEventService } from './oa-event.service';
import { QrLoginService } from './qr-login.service';
import { WechatUserService } from './wechat-user.service';
import { WxloginController } from './wxlogin.controller';

/** WeChat sign-in (official-account QR, mini-program), the official account's event endpoint and JS-SDK signing. */
@Module({
  imports: [UserModule, AuthModule],
  controllers: [WxloginController, OaEventController, JssdkController],
  providers: [...wechatProviders, WechatUserService, QrLoginService, OaEventService, MpLoginService, JssdkService],
  exports: [QrLoginService, WechatMpClient],
})
export class WxloginModule {}
