import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { ApiCode, Envelope } from '../../../types/api';

const RAW = Symbol('raw response');
type MarkedRequest = FastifyRequest & { [RAW]?: true };

/** JSON of final values as UTF-8 bytes, made when first sent (null until then) */
const texts = new WeakMap<object, Buffer | null>();
const HEAD = Buffer.from(`{"code":${ApiCode.SUCCESS},"data":`);
/** envelopes sent as bytes: JSON to encrypt like JSON text (other byte payloads are files) */
const envelopeBytes = new WeakSet<Buffer>();

export function isEnvelopeBytes(payload: unknown): payload is Buffer {
  return Buffer.isBuffer(payload) && envelopeBytes.has(payload);
}

function deepFreeze(value: unknown): void {
  if (!value || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/**
 * Declares `value` final: a cached read that many responses share. It is frozen (a change would
 * throw), and its JSON is made once, when first sent, instead of for every response (and, being
 * bytes already, is not encoded to UTF-8 again for the encryption either).
 */
export function finalJson<T extends object>(value: T): T {
  deepFreeze(value);
  if (!texts.has(value)) texts.set(value, null);
  return value;
}

/**
 * Every handler's return value goes out as `{code: 2000, data, msg: 'ok', request_id}` (unless
 * @Raw). Wrapped where the adapter sends the reply, not in a global interceptor: any interceptor
 * puts an rxjs pipeline around every request, the largest framework cost of the hot reads.
 * Errors never come here: the exception filter sends its own envelope.
 */
export class EnvelopeFastifyAdapter extends FastifyAdapter {
  override reply(response: FastifyReply, body: unknown, statusCode?: number) {
    const req = (response as Partial<FastifyReply>).request as MarkedRequest | undefined;
    if (!req || req[RAW]) return super.reply(response, body, statusCode);
    const id = String(req.id);
    let json = body && typeof body === 'object' ? texts.get(body) : undefined;
    if (json !== undefined) {
      if (json === null) texts.set(body as object, (json = Buffer.from(JSON.stringify(body))));
      void response.type('application/json; charset=utf-8');
      const bytes = Buffer.concat([HEAD, json, Buffer.from(`,"msg":"ok","request_id":${JSON.stringify(id)}}`)]);
      envelopeBytes.add(bytes);
      return super.reply(response, bytes, statusCode);
    }
    const envelope: Envelope = { code: ApiCode.SUCCESS, data: body ?? null, msg: 'ok', request_id: id };
    return super.reply(response, envelope, statusCode);
  }
}

/** Marks a @Raw route's request, so its result is sent as it is. */
@Injectable()
export class RawResponseInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    ctx.switchToHttp().getRequest<MarkedRequest>()[RAW] = true;
    return next.handle();
  }
}
