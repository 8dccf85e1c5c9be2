import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse as parseQuery } from 'fast-querystring';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import { ApiCode } from '../../../types/api';
import { BODY_LIMITS, BODY_MESSAGES } from '../../../types/validation';
import { AppException } from './app-exception';

/**
 * The edge of every request body (DESIGN §10 "the edge is strict"): small by default, larger only
 * where a route says so; JSON nesting depth and element count checked on the raw bytes before
 * JSON.parse, so a hostile body costs one linear scan and never reaches the validation layer.
 */

type RouteConfigured = { bodyLimit?: number };

/**
 * A larger body for this handler, or for every handler of a controller (admin pages that save rich
 * text, whole problems or imports). Everything else gets BODY_LIMITS.defaultBytes.
 */
export function BodyLimit(bytes: number): ClassDecorator & MethodDecorator {
  const mark = (fn: object) => {
    const config = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, fn) as RouteConfigured | undefined) ?? {};
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...config, bodyLimit: config.bodyLimit ?? bytes }, fn);
  };
  return ((target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    if (descriptor) {
      mark(descriptor.value as object);
      return descriptor;
    }
    // a class: each of its handlers (a method's own @BodyLimit, applied first, wins)
    const proto = (target as { prototype: object }).prototype;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const value = Object.getOwnPropertyDescriptor(proto, name)?.value as unknown;
      if (name !== 'constructor' && typeof value === 'function') mark(value);
    }
    return undefined;
  }) as ClassDecorator & MethodDecorator;
}

/**
 * A route's own limit (@BodyLimit) set on it before it registers; every other route keeps its
 * parser's (JSON and forms BODY_LIMITS.defaultBytes, XML 64 KB; multipart streams with its own).
 */
export function registerBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const own = (route.config as RouteConfigured | undefined)?.bodyLimit;
    if (own) route.bodyLimit = own;
  });
}

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Refuses JSON nested deeper than `maxDepth` or with more than `maxElements` values in its arrays
 * and objects, reading the bytes once (strings skipped, escapes honoured). Malformed JSON is left
 * for JSON.parse to refuse.
 */
export function checkJsonShape(body: Buffer, maxDepth: number = BODY_LIMITS.depth, maxElements: number = BODY_LIMITS.elements): AppException | null {
  let depth = 0;
  let elements = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > maxDepth) return new AppException(ApiCode.INVALID, BODY_MESSAGES.tooDeep, [{ field: 'body', message: BODY_MESSAGES.tooDeep }]);
      elements++;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
    else if (c === COMMA) elements++;
    if (elements > maxElements) return new AppException(ApiCode.PAYLOAD_TOO_LARGE, BODY_MESSAGES.tooManyElements);
  }
  return null;
}

/** JSON bodies: shape first, then fastify's own parser (prototype-poisoning checks included). */
export function strictJsonParser(fastify: FastifyInstance) {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (req: FastifyRequest, body: Buffer, done: (err: Error | null, value?: unknown) => void): void => {
    const refused = checkJsonShape(body);
    if (refused) return done(refused);
    void parse(req, body as unknown as string, done);
  };
}

/** Bodies that came as a form: there an empty value means "nothing", as in a query string. */
const formBodies = new WeakSet<object>();

export function isFormBody(value: unknown): boolean {
  return typeof value === 'object' && value !== null && formBodies.has(value);
}

/** Form bodies: a bounded number of fields, no prototype keys, then a plain object. */
export function strictFormParser(req: FastifyRequest, body: Buffer, done: (err: Error | null, value?: unknown) => void): void {
  let fields = 1;
  for (let i = 0; i < body.length; i++) if (body[i] === 0x26) fields++;
  if (fields > BODY_LIMITS.elements) return done(new AppException(ApiCode.PAYLOAD_TOO_LARGE, BODY_MESSAGES.tooManyElements));
  const parsed = parseQuery(body.toString()) as Record<string, unknown>;
  if (Object.hasOwn(parsed, '__proto__')) return done(AppException.invalid([{ field: '__proto__', message: BODY_MESSAGES.forbiddenKey }]));
  const value = { ...parsed };
  formBodies.add(value);
  done(null, value);
}
