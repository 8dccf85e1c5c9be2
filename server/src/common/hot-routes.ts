import { Injectable, RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { parse as parseQuery } from 'fast-querystring';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { API_BASE, ENCRYPTED_HEADER, REQUEST_ID_HEADER } from '../../../types/api';
import { Access, ACCESS_KEY } from './access.decorator';
import { envelopeOf, JSON_TYPE } from './envelope';
import { type Caller, credentialsOf, requestIdOf } from './request-context';
import type { ResponseSealer } from './response-encryption';
import { appValidationPipe } from './validation.pipe';

/** From warm caches only: the handler's value, or undefined when it cannot tell without reading. */
type Answer<Q> = (caller: Caller | undefined, query: Q) => object | undefined;

interface HotRoute {
  access: Access;
  query?: new () => object;
  answer: Answer<never>;
}

/** What the hot path needs of the sessions: the session guard's answer, from its cache alone. */
export interface HotSessions {
  /** the caller, null when the token is another uid's, undefined when the cache cannot tell */
  peek(token: string, uid: string): Caller | null | undefined;
  /** counted as active today (as the guard does) */
  touch(uid: string): void;
}

/** What a hot answer is sent with: the response sealer (undefined: plain envelopes) and the access log. */
export interface HotOutput {
  sealer: ResponseSealer | undefined;
  /** fastify's logger (undefined when logging is off): one line per answer, as fastify writes */
  log?: FastifyBaseLogger;
}

/**
 * The hottest learner reads, answered on the HTTP server itself, before fastify, when everything
 * they need is warm: a cached session, a query the validation pipe passed before, cached values.
 * Anything else (a cold cache, an unknown token, a new query, an error, another method or path)
 * goes on to fastify and the framework, which decide and warm the caches, so both ways give the
 * same answer. The route's path and access rule come from the controller's own metadata; only
 * learner reads ('public' or 'token') may be hot.
 *
 * Why below fastify: with warm caches the answer itself costs a few microseconds, while routing,
 * the request and reply objects and a dozen hooks cost more than it (npm run bench).
 */
@Injectable()
export class HotRoutes {
  private readonly routes = new Map<string, HotRoute>();

  /** `controller.method` (a GET handler) may be answered by `answer` from warm caches. */
  add<C, Q extends object = never>(controller: Type<C>, method: keyof C & string, answer: Answer<Q>, query?: new () => Q): void {
    const handler = (controller.prototype as Record<string, unknown>)[method] as Function;
    if (Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET) throw new Error(`${controller.name}.${method} is not a GET handler`);
    const access: Access = Reflect.getMetadata(ACCESS_KEY, handler) ?? Reflect.getMetadata(ACCESS_KEY, controller) ?? 'token';
    if (access !== 'public' && access !== 'token') throw new Error(`${controller.name}.${method}: only learner reads may be hot (access ${access})`);
    const parts = [API_BASE, Reflect.getMetadata(PATH_METADATA, controller), Reflect.getMetadata(PATH_METADATA, handler)];
    const path = parts.map((p: string) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/');
    this.routes.set(`/${path}`, { access, query, answer: answer as Answer<never> });
  }

  /** The server's first look at a request: true when it was answered here, false to pass it on to fastify. */
  handler(sessions: HotSessions, out: HotOutput): (req: IncomingMessage, res: ServerResponse) => boolean {
    return (req, res) => {
      if (req.method !== 'GET') return false;
      const url = req.url ?? '';
      const q = url.indexOf('?');
      const route = this.routes.get(q < 0 ? url : url.slice(0, q));
      if (!route) return false;
      const started = out.log ? performance.now() : 0;
      const caller = answer(route, req.headers, q < 0 ? {} : parseQuery(url.slice(q + 1)), sessions);
      if (caller === undefined) return false;
      const id = requestIdOf(req);
      const envelope = envelopeOf(caller.body, id, out.sealer !== undefined);
      const headers: OutgoingHttpHeaders = { 'content-type': JSON_TYPE, [REQUEST_ID_HEADER]: id };
      const plain = Buffer.isBuffer(envelope) ? envelope : JSON.stringify(envelope);
      let parts: (string | Buffer)[] = [plain];
      if (out.sealer) {
        parts = out.sealer.sealParts(plain, caller.caller, id);
        headers[ENCRYPTED_HEADER] = '1';
      }
      headers['content-length'] = parts.reduce((n, p) => n + Buffer.byteLength(p), 0);
      res.writeHead(200, headers);
      // one write of the pieces together
      res.cork();
      for (const p of parts) res.write(p);
      res.end();
      out.log?.info({ reqId: id, req: { method: 'GET', url }, res: { statusCode: 200 }, responseTime: performance.now() - started, hot: true }, 'request completed');
      return true;
    };
  }
}

/** The route's answer and its caller, or undefined when the framework must decide. */
function answer(route: HotRoute, headers: IncomingHttpHeaders, rawQuery: object, sessions: HotSessions): { body: object; caller: Caller | undefined } | undefined {
  const creds = credentialsOf({ headers });
  let caller: Caller | undefined;
  if (creds) {
    // a token the cache does not know, or another uid's: the session guard decides
    caller = sessions.peek(creds.token, creds.uid) ?? undefined;
    if (!caller) return undefined;
  } else if (route.access !== 'public') return undefined;
  const query = route.query && appValidationPipe.peek(route.query, rawQuery);
  if (route.query && !query) return undefined;
  let body: object | undefined;
  try {
    body = route.answer(caller, query as never);
  } catch {
    return undefined;
  }
  if (body === undefined) return undefined;
  if (caller) sessions.touch(caller.uid);
  return { body, caller };
}
