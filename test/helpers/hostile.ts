import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * Hostile values per field type for the generated input suite (test/server/hostile-input.spec.ts):
 * the wrong type, out of range, huge, deep, control characters, unicode, SQL and path
 * metacharacters. A case puts one hostile value in one field of an otherwise plausible body.
 */

export type Role = 'visitor' | 'learner' | 'partner' | 'admin';

interface Schema {
  type?: string;
  $ref?: string;
  allOf?: Schema[];
  enum?: unknown[];
  example?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
}

export interface Route {
  url: string;
  roles: Role[];
  fields: Record<string, Schema>;
  required: string[];
  /** a body of plausible values (the hostile value replaces one of them) */
  base: Record<string, unknown>;
}

export interface RouteCase {
  url: string;
  label: string;
  contentType: string;
  payload: string;
}

/** A value JSON.stringify cannot write (1e309, 2^63 as digits): spliced into the text as it is. */
class Raw {
  constructor(readonly text: string) {}
}

/** Small seeded generator (mulberry32): the same seed, the same sample. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function deep(levels: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < levels; i++) v = [v];
  return v;
}

const ANY: unknown[] = [null, true, false, { a: { b: 1 } }, [1, 2], '', deep(12), 'x'.repeat(100_000), '\u0000nul'];
const STRING: unknown[] = [
  123,
  12.5,
  '   ',
  "' OR 1=1; DROP TABLE users; --",
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '<img src=x onerror=alert(1)>',
  '😀'.repeat(200),
  '\u202e\u0301\u200b',
  'bell\u0007',
  'line\nbreak',
  new Raw('1e309'),
  ['a'],
  '9'.repeat(40),
];
const NUMBER: unknown[] = [
  '12abc',
  '',
  ' 1',
  -1,
  0,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  new Raw('1e309'),
  new Raw('-1e309'),
  new Raw('9223372036854775808'),
  -(2 ** 53) - 10,
  'NaN',
  '0x10',
  'Infinity',
  [1],
];
const BOOLEAN: unknown[] = ['yes', 2, 'true', '', 0, [true]];
const ARRAY: unknown[] = ['scalar', 1, [null], [{}], [[[]]], new Array(5000).fill(1), [new Raw('1e309')], ['\u0000'], {}];
const OBJECT: unknown[] = ['text', [], 1, { constructor: { prototype: { x: 1 } } }];

function resolve(doc: OpenAPIObject, s: Schema | undefined): Schema {
  if (!s) return {};
  if (s.$ref) return resolve(doc, (doc.components?.schemas as Record<string, Schema>)[s.$ref.split('/').pop()!]);
  if (s.allOf?.length === 1) return resolve(doc, s.allOf[0]);
  return s;
}

const CANDIDATES = ['1', '10002', 'x', 'cpp', 'python', 'acm', '13800138000', '2026-12-01', '2026-12-01 10:00:00', 'https://example.com/a.png', 'abc123'];

function plausible(doc: OpenAPIObject, s0: Schema): unknown {
  const s = resolve(doc, s0);
  if (s.enum?.length) return s.enum[0];
  if (s.example !== undefined) return s.example;
  switch (s.type) {
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return s.properties ? Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, plausible(doc, v)])) : {};
    default: {
      if (!s.pattern) return 'x';
      const re = new RegExp(s.pattern);
      return CANDIDATES.find((c) => re.test(c)) ?? 'x';
    }
  }
}

function roleOf(url: string): Role[] {
  if (url.startsWith('/api/admin/')) return ['admin'];
  if (url.includes('partner') || url.includes('/promo')) return ['partner', 'learner'];
  if (url.includes('/login') || url.includes('/sms') || url.includes('/wechat/') || url.includes('/notify')) return ['visitor', 'learner'];
  return ['learner'];
}

/** Every POST route of the document with its fields (path parameters filled with a plausible value). */
export function routesOf(doc: OpenAPIObject): Route[] {
  const routes: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    const op = ops.post;
    if (!op) continue;
    const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content ?? {};
    const schema = resolve(doc, Object.values(content)[0]?.schema);
    const fields = schema.properties ?? {};
    const url = path.replace(/\{[^}]+\}/g, 'a.png');
    routes.push({
      url,
      roles: roleOf(url),
      fields,
      required: schema.required ?? [],
      base: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, plausible(doc, v)])),
    });
  }
  return routes;
}

function valuesFor(s: Schema): unknown[] {
  const type = s.type;
  const own = type === 'string' ? STRING : type === 'number' || type === 'integer' ? NUMBER : type === 'boolean' ? BOOLEAN : type === 'array' ? ARRAY : type === 'object' ? OBJECT : [];
  return [...ANY, ...own];
}

function encode(body: Record<string, unknown>): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_k, v: unknown) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return v;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_m, i: string) => raws[Number(i)]);
}

function describe(v: unknown): string {
  if (v instanceof Raw) return `raw ${v.text}`;
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 37)}… (${s.length} chars)` : s;
}

function pick<T>(all: T[], rand: () => number, k: number): T[] {
  if (k >= all.length) return all;
  const copy = [...all];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, k);
}

/** `k` cases of one hostile value in one field (as JSON, and now and then as a form). */
export function casesFor(route: Route, rand: () => number, k: number): RouteCase[] {
  const all: { field: string; value: unknown }[] = [];
  for (const [field, s] of Object.entries(route.fields)) for (const value of valuesFor(s)) all.push({ field, value });
  // an unknown field with the worst values: dropped, never converted
  for (const value of [deep(14), { nested: 'x'.repeat(1000) }, new Raw('1e309')]) all.push({ field: 'unknown_extra', value });
  return pick(all, rand, k).map(({ field, value }) => {
    const body = { ...route.base, [field]: value };
    const asForm = rand() < 0.15 && (typeof value === 'string' || typeof value === 'number');
    return asForm
      ? {
          url: route.url,
          label: `form ${field}=${describe(value)}`,
          contentType: 'application/x-www-form-urlencoded',
          payload: new URLSearchParams(Object.entries(body).flatMap(([f, v]) => (v === null || typeof v === 'object' ? [] : [[f, String(v)]]))).toString(),
        }
      : { url: route.url, label: `${field}=${describe(value)}`, contentType: 'application/json', payload: encode(body) };
  });
}

/** Whole bodies of the wrong shape or size: deep, wide, huge, not an object, malformed. */
export function hostileBodies(route: Route, rand: () => number, k: number): RouteCase[] {
  const json = (label: string, payload: string): RouteCase => ({ url: route.url, label, contentType: 'application/json', payload });
  const all: RouteCase[] = [
    json('extra field nested 3000 deep', encode({ ...route.base, extra: new Raw(`${'['.repeat(3000)}1${']'.repeat(3000)}`) })),
    json('flat array of 200k elements', `{"extra":[${'0,'.repeat(200_000)}0]}`),
    json('300 KB body', encode({ ...route.base, extra: 'x'.repeat(300 * 1024) })),
    json('a list for a body', '[1,2,3]'),
    json('a string for a body', '"text"'),
    json('null body', 'null'),
    json('malformed JSON', '{"a":'),
    json('prototype key', '{"__proto__":{"admin":true}}'),
    { url: route.url, label: 'form with 30k fields', contentType: 'application/x-www-form-urlencoded', payload: Array.from({ length: 30_000 }, (_, i) => `f${i}=1`).join('&') },
  ];
  return pick(all, rand, k);
}
