import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Observable } from 'rxjs';
import { ApiCode, Envelope } from '../../../types/api';

const RAW = Symbol('raw response');
export const JSON_TYPE = 'application/json; charset=utf-8';
type MarkedRequest = FastifyRequest & { [RAW]?: true };

/** JSON of final values as UTF-8 bytes, made when first sent (null until then) */
const texts = new WeakMap<object, Buffer | null>();
/** the whole envelope of a final value, without the request id: the same bytes for every response */
const shared = new WeakMap<object, Buffer>();
const HEAD = Buffer.from(`{"code":${ApiCode.SUCCESS},"data":`);
const TAIL = Buffer.from(`,"msg":"ok"}`);
/** envelopes sent as bytes: JSON to encrypt like JSON text (other byte payloads are files) */
const envelopeBytes = new WeakSet<Buffer>();
/** of those, the ones shared by many responses: the same bytes, so the same ciphertext may serve */
const sharedBytes = new WeakSet<Buffer>();

export function isEnvelopeBytes(payload: unknown): payload is Buffer {
  return Buffer.isBuffer(payload) && envelopeBytes.has(payload);
}

/** An envelope many responses send as it is (a cached read's), without their request ids. */
export function isSharedEnvelope(payload: Buffer): boolean {
  return sharedBytes.has(payload);
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
 * `combine(a, b, x)` remembered per pair of objects: the same pair gives the same object until either
 * is replaced. `x` is only read on a miss, so it must follow from the pair (the reader a cached
 * per-reader value belongs to, say).
 */
export function pairMemo<A extends object, B extends object, R, X = void>(combine: (a: A, b: B, x: X) => R): (a: A, b: B, x: X) => R {
  const memo = new WeakMap<A, WeakMap<B, R>>();
  return (a, b, x) => {
    let byB = memo.get(a);
    if (!byB) memo.set(a, (byB = new WeakMap()));
    if (byB.has(b)) return byB.get(b)!;
    const r = combine(a, b, x);
    byB.set(b, r);
    return r;
  };
}

/**
 * A cached page with one reader's cached part on top (their statuses, likes, enrolments), remembered
 * per pair and declared final: the same object, so the same JSON and, per session key, the same
 * ciphertext, until the page or the reader's part is replaced in its cache.
 */
export function finalOverlay<P extends object, M extends object, R extends object, X = void>(overlay: (page: P, mine: M, x: X) => R): (page: P, mine: M, x: X) => R {
  return pairMemo((page: P, mine: M, x: X) => finalJson(overlay(page, mine, x)));
}

/**
 * The envelope `{code: 2000, data, msg: 'ok', request_id}` of a handler's value: bytes for a final
 * value, else the object for the framework to serialize. With `idBeside` (responses are encrypted,
 * and the encryption puts the request id beside the ciphertext), a final value's envelope is one
 * Buffer shared by all its responses.
 */
export function envelopeOf(body: unknown, id: string, idBeside: boolean): Buffer | Envelope {
  const json = body && typeof body === 'object' ? texts.get(body) : undefined;
  if (json === undefined) return { code: ApiCode.SUCCESS, data: body ?? null, msg: 'ok', request_id: id };
  const value = body as object;
  if (idBeside) {
    let bytes = shared.get(value);
    if (!bytes) {
      shared.set(value, (bytes = Buffer.concat([HEAD, jsonOf(value), TAIL])));
      envelopeBytes.add(bytes);
      sharedBytes.add(bytes);
    }
    return bytes;
  }
  const bytes = Buffer.concat([HEAD, jsonOf(value), Buffer.from(`,"msg":"ok","request_id":${JSON.stringify(id)}}`)]);
  envelopeBytes.add(bytes);
  return bytes;
}

function jsonOf(value: object): Buffer {
  let json = texts.get(value);
  if (!json) texts.set(value, (json = Buffer.from(JSON.stringify(value))));
  return json;
}

/**
 * Every handler's return value goes out in its envelope (unless @Raw). Wrapped where the adapter
 * sends the reply, not in a global interceptor: any interceptor puts an rxjs pipeline around every
 * request, the largest framework cost of the hot reads. Errors never come here: the exception
 * filter sends its own envelope.
 */
export class EnvelopeFastifyAdapter extends FastifyAdapter {
  constructor(
    options: FastifyServerOptions,
    /** responses are encrypted, with the request id beside the ciphertext (see envelopeOf) */
    private readonly idBeside: boolean,
  ) {
    super(options);
  }

  override reply(response: FastifyReply, body: unknown, statusCode?: number) {
    const req = (response as Partial<FastifyReply>).request as MarkedRequest | undefined;
    if (!req || req[RAW]) return super.reply(response, body, statusCode);
    const envelope = envelopeOf(body, String(req.id), this.idBeside);
    if (Buffer.isBuffer(envelope)) void response.type(JSON_TYPE);
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
