import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiCode, CODE_MESSAGE, Envelope, HTTP_STATUS, NETWORK_ERROR_MESSAGE } from '../../../types/api';
import { AppException } from './app-exception';
import { isOutage } from './outage';
import type { AppRequest } from './request-context';
import { SpaFallback } from './spa-fallback';

/** HTTP errors raised by the framework itself (bad JSON, body too large, unknown route). */
function codeForStatus(status: number): ApiCode {
  if (status === 401) return ApiCode.UNAUTHORIZED;
  if (status === 403) return ApiCode.FORBIDDEN;
  if (status === 404) return ApiCode.NOT_FOUND;
  if (status === 409) return ApiCode.CONFLICT;
  if (status === 413) return ApiCode.PAYLOAD_TOO_LARGE;
  if (status === 429) return ApiCode.RATE_LIMITED;
  if (status >= 400 && status < 500) return ApiCode.BAD_REQUEST;
  return ApiCode.SERVER;
}

/** The one place errors become envelopes. Nothing unexpected leaks: a 5000 with the request id. */
@Catch()
export class AppExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exception');

  constructor(private readonly spa: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<AppRequest>();
    const reply = ctx.getResponse<FastifyReply>();
    if (exception instanceof NotFoundException && this.spa.handles(req)) {
      this.spa.send(reply);
      return;
    }
    let code: ApiCode;
    let msg: string;
    let errors: AppException['errors'];
    if (exception instanceof AppException) {
      ({ code, message: msg, errors } = exception);
    } else if (exception instanceof HttpException) {
      code = codeForStatus(exception.getStatus());
      msg = CODE_MESSAGE[code];
    } else if (isOutage(exception)) {
      // the database or Redis is away for now: the network-error message, no stack, next request may work
      code = ApiCode.UNAVAILABLE;
      msg = NETWORK_ERROR_MESSAGE;
      this.logger.warn({ msg: 'backing service unreachable', req_id: req.id, url: req.url, err: String(exception) });
    } else if (isFastifyError(exception)) {
      code = codeForStatus(exception.statusCode);
      msg = CODE_MESSAGE[code];
    } else {
      code = ApiCode.SERVER;
      msg = CODE_MESSAGE[code];
      this.logger.error({ msg: 'unhandled error', req_id: req.id, url: req.url, err: String(exception), stack: (exception as Error)?.stack });
    }
    const body: Envelope<null> = { code, data: null, msg, request_id: String(req.id) };
    if (errors?.length) body.errors = errors;
    void reply.status(HTTP_STATUS[code]).send(body);
  }
}

function isFastifyError(e: unknown): e is { statusCode: number } {
  return typeof e === 'object' && e !== null && typeof (e as { statusCode?: unknown }).statusCode === 'number';
}
