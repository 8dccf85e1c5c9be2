import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QrCodeResponse, QrStatusResponse } from '../../../../types/auth';
import type { SessionInfo } from '../../../../types/user';
import { Access, Raw } from '../../common/access.decorator';
import { DevScanQueryDto, MpLoginDto, QrCallbackQueryDto, QrStatusQueryDto } from './wxlogin.dto';
import { MpLoginService } from './mp-login.service';
import { OaEventService } from './oa-event.service';
import { QrLoginService } from './qr-login.service';

@ApiTags('auth')
@Access('public')
@Controller('v1')
export class WxloginController {
  constructor(
    private readonly qr: QrLoginService,
    private readonly mp: MpLoginService,
    private readonly events: OaEventService,
  ) {}

  @ApiOperation({ summary: '获取公众号扫码登录二维码' })
  @Get('wxlogin/qrcode')
  qrcode(@Req() req: FastifyRequest): Promise<QrCodeResponse> {
    return this.qr.create(req.ip, `${req.protocol}://${req.host || 'localhost'}`);
  }

  @ApiOperation({ summary: '扫码登录状态（登录页每 2 秒轮询）' })
  @Get('wxlogin/status')
  status(@Query() q: QrStatusQueryDto, @Req() req: FastifyRequest): Promise<QrStatusResponse> {
    return this.qr.status(q.scene, req.ip);
  }

  @ApiOperation({ summary: '用扫码得到的一次性 code 换取登录凭证' })
  @Get('wxlogin/callback')
  callback(@Query() q: QrCallbackQueryDto, @Req() req: FastifyRequest): Promise<SessionInfo> {
    return this.qr.exchange(q.code, req.ip);
  }

  @ApiOperation({ summary: '模拟扫码（仅开发环境，embedded 适配器）' })
  @Raw()
  @Get('wxlogin/dev-scan')
  async devScan(@Query() q: DevScanQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const text = await this.events.simulateScan(q.scene, q.uid);
    // set here, not with @Header: an error must still go out as the JSON envelope
    void reply.type('text/plain; charset=utf-8');
    return text;
  }

  @ApiOperation({ summary: '小程序登录（wx.login code）' })
  @Post('login/mp')
  @HttpCode(200)
  mpLogin(@Body() dto: MpLoginDto, @Req() req: FastifyRequest): Promise<SessionInfo> {
    return this.mp.login(dto.code, req.ip);
  }
}
