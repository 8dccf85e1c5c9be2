import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, Observable } from 'rxjs';
import { ApiCode, Envelope } from '../../../types/api';
import { RAW_KEY } from './access.decorator';
import type { AppRequest } from './request-context';

/** Every handler's return value becomes `{code: 2000, data, msg: 'ok'}` (unless @Raw). */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const raw = this.reflector.getAllAndOverride<boolean>(RAW_KEY, [ctx.getHandler(), ctx.getClass()]);
    if (raw) return next.handle();
    const req = ctx.switchToHttp().getRequest<AppRequest>();
    return next.handle().pipe(
      map((data): Envelope => ({ code: ApiCode.SUCCESS, data: data ?? null, msg: 'ok', request_id: String(req.id) })),
    );
  }
}
