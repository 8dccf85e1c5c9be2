import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { JsSdkSignature } from '../../../../types/auth';
import { Access } from '../../common/access.decorator';
import { JsSdkSignQueryDto } from './wxlogin.dto';
import { JssdkService } from './jssdk.service';

@ApiTags('wechat')
@Controller('v1/wechat')
export class JssdkController {
  constructor(private readonly jssdk: JssdkService) {}

  @ApiOperation({ summary: '微信 JS-SDK 签名（wx.config 参数）' })
  @Access('public')
  @Get('sign')
  sign(@Query() q: JsSdkSignQueryDto): Promise<JsSdkSignature> {
    return this.jssdk.sign(q.url);
  }
}
