import { Controller, HttpCode, Logger, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Access, Raw } from '../../common/access.decorator';
import type { AppRequest } from '../../common/request-context';
import { NotificationRejected } from '../../providers/pay/pay-provider';
import { PaymentService } from './payment.service';

/**
 * Provider callbacks. Success is an empty 204 (WeChat Pay v3 and the card gateway both stop
 * retrying on 2xx); a rejected notification gets 4xx and an unexpected failure 5xx, with
 * WeChat's {code, message} body, so the provider retries later. Not encrypted: the content type
 * is application/problem+json, which the response encryption leaves alone.
 */
@ApiExcludeController()
@Access('public')
@Raw()
@Controller('v1/pay/notify')
export class PayNotifyController {
  private readonly log = new Logger('PayNotify');

  constructor(private readonly payments: PaymentService) {}

  @Post(':platform')
  @HttpCode(204)
  async notify(@Param('platform') platform: string, @Req() req: AppRequest & { rawBody?: Buffer }, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    if (platform !== 'wechatpay' && platform !== 'card') return fail(reply, 404, 'unknown platform');
    const raw = req.rawBody?.toString('utf8') ?? '';
    try {
      const result = await this.payments.handleNotification(platform, req.headers, raw);
      this.log.log(`${platform} notification: ${result}`);
      return '';
    } catch (err) {
      if (err instanceof NotificationRejected) {
        this.log.warn(`${platform} notification rejected: ${err.message}`);
        return fail(reply, 400, err.message);
      }
      this.log.error(`${platform} notification failed: ${(err as Error).message}`);
      return fail(reply, 500, 'internal error');
    }
  }
}

function fail(reply: FastifyReply, status: number, message: string): string {
  void reply.status(status).type('application/problem+json; charset=utf-8');
  return JSON.stringify({ code: 'FAIL', message });
}
