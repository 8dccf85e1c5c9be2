import { RequestMethod } from '@nestjs/common';
import { CUSTOM_ROUTE_ARGS_METADATA, METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import { apiDocument } from '../../server/src/common/api-docs';
import { ConfigError, loadConfig } from '../../server/src/config/app-config';
import { TestApp } from '../helpers/app';
import { PRODUCTION_ENV } from '../helpers/production-env';

type Schema = { $ref?: string; properties?: Record<string, unknown>; allOf?: Schema[] };
type Operation = { operationId?: string; parameters?: { $ref?: string; in?: string; name?: string }[]; requestBody?: { $ref?: string; content?: Record<string, { schema?: Schema }> } };

/** What the validation pipe gets for a whole @Body() or @Query(): the handler's declared parameter type. */
interface DtoParam {
  where: 'body' | 'query';
  dto: Function;
}

interface Route {
  controller: Function;
  handler: string;
  params: DtoParam[];
  /** single named query params (@Query('x')): accepted as they are */
  namedQuery: string[];
}

// @nestjs/swagger's DECORATORS.API_EXCLUDE_* (its constants are not exported)
const EXCLUDE_CONTROLLER = 'swagger/apiExcludeController';
const EXCLUDE_ENDPOINT = 'swagger/apiExcludeEndpoint';
const PLAIN = new Set<unknown>([String, Number, Boolean, Array, Object, undefined]);

function routesOf(modules: ModulesContainer): Route[] {
  const controllers = new Set([...modules.values()].flatMap((m) => [...m.controllers.values()].map((w) => w.metatype as Function)));
  const routes: Route[] = [];
  for (const controller of controllers) {
    const proto = controller.prototype as Record<string, unknown>;
    for (const handler of Object.getOwnPropertyNames(proto)) {
      if (handler === 'constructor' || typeof proto[handler] !== 'function') continue;
      if (Reflect.getMetadata(METHOD_METADATA, proto[handler] as object) === undefined) continue;
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<string, { index: number; data?: unknown }>;
      const types = (Reflect.getMetadata('design:paramtypes', proto, handler) ?? []) as unknown[];
      const params: DtoParam[] = [];
      const namedQuery: string[] = [];
      for (const [key, arg] of Object.entries(args)) {
        if (key.includes(CUSTOM_ROUTE_ARGS_METADATA)) continue;
        const kind = Number(key.split(':')[0]);
        const where = kind === RouteParamtypes.BODY ? 'body' : kind === RouteParamtypes.QUERY ? 'query' : null;
        if (!where) continue;
        if (typeof arg.data === 'string') {
          if (where === 'query') namedQuery.push(arg.data);
          continue;
        }
        const type = types[arg.index];
        if (!PLAIN.has(type)) params.push({ where, dto: type as Function });
      }
      routes.push({ controller, handler, params, namedQuery });
    }
  }
  return routes;
}

/** The property names the whitelist keeps: every property with class-validator metadata. */
function accepted(dto: Function): string[] {
  return [...new Set(getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).map((m) => m.propertyName))].sort();
}

function resolve<T extends { $ref?: string }>(doc: OpenAPIObject, node: T | undefined): T | undefined {
  if (!node?.$ref) return node;
  const [, , section, name] = node.$ref.split('/');
  return resolve(doc, (doc.components as Record<string, Record<string, T>>)[section]?.[name]);
}

function propertiesOf(doc: OpenAPIObject, schema: Schema | undefined): string[] {
  const s = resolve(doc, schema);
  if (!s) return [];
  return [...Object.keys(s.properties ?? {}), ...(s.allOf ?? []).flatMap((part) => propertiesOf(doc, part))];
}

function documentedBody(doc: OpenAPIObject, op: Operation): string[] {
  const body = resolve(doc, op.requestBody);
  const names = Object.values(body?.content ?? {}).flatMap((c) => propertiesOf(doc, c.schema));
  return [...new Set(names)].sort();
}

function documentedQuery(doc: OpenAPIObject, op: Operation): string[] {
  const params = (op.parameters ?? []).map((p) => resolve(doc, p)!);
  return [...new Set(params.filter((p) => p.in === 'query').map((p) => p.name!))].sort();
}

function operations(doc: OpenAPIObject): Map<string, { label: string; op: Operation }> {
  const out = new Map<string, { label: string; op: Operation }>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of Object.keys(RequestMethod).filter((k) => Number.isNaN(Number(k))).map((k) => k.toLowerCase())) {
      const op = (item as Record<string, Operation | undefined>)[method];
      if (op?.operationId) out.set(op.operationId, { label: `${method.toUpperCase()} ${path}`, op });
    }
  }
  return out;
}

const diff = (a: string[], b: string[]) => a.filter((x) => !b.includes(x));

function excluded(route: Route): boolean {
  const onController = Reflect.getMetadata(EXCLUDE_CONTROLLER, route.controller) as [boolean] | undefined;
  const onHandler = Reflect.getMetadata(EXCLUDE_ENDPOINT, (route.controller.prototype as Record<string, object>)[route.handler]) as { disable?: boolean } | undefined;
  return Boolean(onController?.[0] || onHandler?.disable);
}

/** One line per route whose documented request fields differ from what its DTO accepts. */
function mismatches(doc: OpenAPIObject, routes: Route[]): string[] {
  const ops = operations(doc);
  const out: string[] = [];
  for (const route of routes) {
    if (excluded(route)) continue;
    const id = `${route.controller.name}_${route.handler}`;
    const found = ops.get(id);
    if (!found) {
      if (route.params.length) out.push(`${id}: not in the document`);
      continue;
    }
    for (const where of ['body', 'query'] as const) {
      const dtos = route.params.filter((p) => p.where === where);
      const named = where === 'query' ? route.namedQuery : [];
      if (!dtos.length) continue;
      const want = [...new Set([...dtos.flatMap((p) => accepted(p.dto)), ...named])].sort();
      const have = where === 'body' ? documentedBody(doc, found.op) : documentedQuery(doc, found.op);
      const extra = diff(have, want);
      const missing = diff(want, have);
      if (extra.length || missing.length) {
        out.push(`${found.label} ${where} ${dtos.map((p) => p.dto.name).join('+')}: documented but not accepted [${extra.join(', ')}], accepted but not documented [${missing.join(', ')}]`);
      }
    }
  }
  return out;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('documents, for every route with a body or query DTO, exactly the fields the DTO accepts', () => {
    const doc = apiDocument(t.app);
    const routes = routesOf(t.app.get(ModulesContainer));
    // the walk found the routes (a broken walk would pass with nothing to compare)
    expect(routes.filter((r) => r.params.some((p) => p.where === 'body')).length).toBeGreaterThan(100);
    expect(routes.filter((r) => r.params.some((p) => p.where === 'query')).length).toBeGreaterThan(50);
    expect(mismatches(doc, routes)).toEqual([]);
  });

  it('is what /api/docs-json serves outside production', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/docs-json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<OpenAPIObject>().paths)).toEqual(Object.keys(apiDocument(t.app).paths));
  });
});

describe('API_DOCS', () => {
  it('is on outside production, off in production unless set on, and refuses other values', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig(PRODUCTION_ENV).apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(ConfigError);
  });

  it.each([
    [{}, 404],
    [{ API_DOCS: 'on' }, 200],
  ])('a production app with %j answers /api/docs and /api/docs-json with %d', async (extra, status) => {
    const t = await TestApp.start({ ...PRODUCTION_ENV, ...extra });
    try {
      for (const url of ['/api/docs', '/api/docs-json']) expect([url, (await t.inject({ method: 'GET', url })).statusCode]).toEqual([url, status]);
    } finally {
      await t.close();
    }
  });
});
