import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, Raw } from '../../common/access.decorator';
import { OaEventQuery, OaEventService, OaReply } from './oa-event.service';

/** Called by WeChat only (the official account's server URL); answers in plain text or a passive XML reply. */
@ApiExcludeController()
@Access('public')
@Raw()
@Controller('v1/wechat/oa')
export class OaEventController {
  constructor(private readonly events: OaEventService) {}

  @Get('event')
  verify(@Query() q: OaEventQuery, @Res({ passthrough: true }) reply: FastifyReply): string {
    return send(reply, this.events.verify(q));
  }

  @Post('event')
  @HttpCode(200)
  async receive(@Query() q: OaEventQuery, @Body() body: unknown, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return send(reply, await this.events.receive(q, body));
  }
}

/** The type is set per reply (not with @Header) so an unexpected error still goes out as JSON. */
function send(reply: FastifyReply, r: OaReply): string {
  void reply.status(r.status).type(r.xml ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8');
  return r.text;
}
