import 'reflect-metadata';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ConsoleLogger, LogLevel, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { API_BASE, REQUEST_ID_HEADER, STARTUP_CONFIG_PATH } from '../../types/api';
import { BODY_LIMITS, LIMITS } from '../../types/validation';
import { AppConfig } from './config/app-config';
import { registerBodyLimits, strictFormParser, strictJsonParser } from './common/body-limits';
import { EnvelopeFastifyAdapter } from './common/envelope';
import { HotRoutes } from './common/hot-routes';
import { registerResponseEncryption, ResponseSealer } from './common/response-encryption';
import { requestIdOf } from './common/request-context';
import { serveApiDocs } from './common/api-docs';
import { appValidationPipe } from './common/validation.pipe';
import { registerXmlBodyParser } from './common/xml-body';
import { AppModule } from './app.module';
import { ActivityService } from './modules/auth/activity.service';
import { TokenService } from './modules/auth/token.service';
import { RollupService } from './modules/overview/rollup.service';
import { seed } from './database/seed';

/** fastify's default keep-alive for its own servers */
const KEEP_ALIVE_MS = 72_000;

const LEVELS: Record<Exclude<AppConfig['logLevel'], 'silent'>, LogLevel[]> = {
  debug: ['debug', 'log', 'warn', 'error', 'fatal'],
  info: ['log', 'warn', 'error', 'fatal'],
  warn: ['warn', 'error', 'fatal'],
  error: ['error', 'fatal'],
};

/** Builds the whole API (used by main.ts, the e2e tests and the benchmarks). */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  // the hot reads' first look at each request on the server (set once the app is built)
  let hot: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
  const adapter = new EnvelopeFastifyAdapter({
    // Structured JSON logs (pino) with the request id on every line.
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel === 'debug' ? 'debug' : config.logLevel },
    genReqId: requestIdOf,
    // each route's own limit is set by registerBodyLimits (small unless it says otherwise)
    bodyLimit: BODY_LIMITS.defaultBytes,
    trustProxy: config.trustProxy,
    // fastify's own server, with a look first for a warm hot read (HotRoutes); fastify's defaults kept.
    // Hot answers pass no fastify hook: a global one added later (CORS, security headers) goes into HotRoutes.handler too.
    serverFactory: (handler) => {
      const server = createServer((req, res) => {
        if (!hot?.(req, res)) handler(req, res);
      });
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      return server;
    },
  }, config.encrypt);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: config.logLevel === 'silent' ? false : new ConsoleLogger({ json: true, logLevels: LEVELS[config.logLevel] }),
    abortOnError: false,
    // payment notifications are verified over the exact bytes received (req.rawBody)
    rawBody: true,
  });
  const fastify = app.getHttpAdapter().getInstance();
  // before any route registers (app.init): body limits per route, strict JSON and form parsers
  registerBodyLimits(fastify);
  app.useBodyParser('application/json', { bodyLimit: BODY_LIMITS.defaultBytes }, strictJsonParser(fastify));
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit: BODY_LIMITS.defaultBytes }, strictFormParser);
  // a callback hook, not an async one: no promise per request
  fastify.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  // the hottest reads, answered from warm caches on the server itself (see serverFactory above)
  const tokens = app.get(TokenService, { strict: false });
  const activity = app.get(ActivityService, { strict: false });
  const sealer = config.encrypt ? new ResponseSealer(config) : undefined;
  hot = app.get(HotRoutes).handler(
    { peek: (token, uid) => tokens.peek(token, uid), touch: (uid) => activity.touch(uid) },
    { sealer, log: config.logLevel === 'silent' ? undefined : fastify.log },
  );
  registerResponseEncryption(fastify, sealer);
  registerXmlBodyParser(fastify);

  app.setGlobalPrefix(API_BASE.slice(1), { exclude: [{ path: STARTUP_CONFIG_PATH.slice(1), method: RequestMethod.GET }] });
  app.useGlobalPipes(appValidationPipe);
  // Uploads (SPEC §5): one file per request; one byte over 10 MB so "too large" is seen, not truncated.
  await app.register(fastifyMultipart as never, { limits: { fileSize: LIMITS.imageBytes + 1, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 } });

  // off in production unless API_DOCS=on
  if (config.apiDocs) serveApiDocs(app);

  if (existsSync(config.h5Dir)) {
    // Built assets; unknown app paths fall back to index.html in the exception filter.
    await app.register(fastifyStatic as never, { root: config.h5Dir, prefix: '/', wildcard: false, index: false, decorateReply: false });
  }

  await app.init();
  if (config.seed) await seed(app.get(DataSource), config);
  // after the seed, so the first back-fill of the overview sees the seeded rows
  app.get(RollupService).start();
  return app;
}
