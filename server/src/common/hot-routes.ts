import { Injectable, RequestMethod, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE } from '../../../types/api';
import { Access, ACCESS_KEY } from './access.decorator';
import { envelopeOf, JSON_TYPE } from './envelope';
import { type AppRequest, type Caller, credentialsOf } from './request-context';
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

/**
 * The hottest learner reads, answered below the framework when everything they need is warm: a
 * cached session, a query the validation pipe passed before, cached values. Anything else (a
 * cold cache, an unknown token, a new query, an error) goes the framework's way, which decides
 * and warms the caches, so both ways give the same answer. The route's path and access rule come
 * from the controller's own metadata; only learner reads ('public' or 'token') may be hot.
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

  /** After the request id hook and before the framework's handlers; `idBeside` as envelopeOf's. */
  install(fastify: FastifyInstance, sessions: HotSessions, idBeside: boolean): void {
    // a callback hook: a request the hot path does not answer costs a map lookup
    fastify.addHook('onRequest', (req, reply, done) => {
      const route = req.method === 'GET' ? this.routes.get(req.routeOptions.url ?? '') : undefined;
      const body = route && answer(route, req, sessions);
      if (body === undefined) return done();
      void reply.type(JSON_TYPE).send(envelopeOf(body, String(req.id), idBeside));
    });
  }
}

function answer(route: HotRoute, req: FastifyRequest, sessions: HotSessions): object | undefined {
  const creds = credentialsOf(req);
  let caller: Caller | undefined;
  if (creds) {
    // a token the cache does not know, or another uid's: the session guard decides
    caller = sessions.peek(creds.token, creds.uid) ?? undefined;
    if (!caller) return undefined;
  } else if (route.access !== 'public') return undefined;
  const query = route.query && appValidationPipe.peek(route.query, req.query);
  if (route.query && !query) return undefined;
  let body: object | undefined;
  try {
    body = route.answer(caller, query as never);
  } catch {
    return undefined;
  }
  if (body === undefined) return undefined;
  if (caller) {
    (req as AppRequest).caller = caller;
    sessions.touch(caller.uid);
  }
  return body;
}
