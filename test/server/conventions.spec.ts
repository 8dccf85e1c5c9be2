import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTERCEPTORS_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { ApiCode } from '../../types/api';
import { AuditInterceptor } from '../../server/src/modules/audit/audit.interceptor';
import { TestApp } from '../helpers/app';

describe('API conventions (DESIGN §4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('wraps results in {code: 2000, data, msg} and encrypts anonymous responses with the deployment key', async () => {
    const res = await t.get<{ db: string }>('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers['x-encrypted']).toBe('1');
    const wire = JSON.parse(res.raw);
    expect(wire).toMatchObject({ enc: 'aes-256-gcm', kid: 'd' });
    expect(res.raw).not.toContain('2000');
    expect(res.body.code).toBe(ApiCode.SUCCESS);
    expect(res.body.data.db).toBeDefined();
  });

  it('encrypts signed-in responses with the session key handed out at sign-in', async () => {
    const session = await t.devLogin('user');
    const res = await t.get<{ uid: string }>('/api/user', { session });
    expect(JSON.parse(res.raw).kid).toBe('s');
    expect(res.body.data.uid).toBe(session.uid);
    // the deployment key cannot open it
    await expect(t.get('/api/user', { session: { ...session, response_key: t.config.deployKey.toString('base64') } })).rejects.toThrow();
  });

  it('encrypts errors too, so the client reads every message the same way', async () => {
    const res = await t.get('/api/user');
    expect(res.status).toBe(401);
    expect(JSON.parse(res.raw).kid).toBe('d');
    expect(res.body).toMatchObject({ code: ApiCode.UNAUTHORIZED, data: null, msg: '登录已过期，请重新登录' });
  });

  it('every admin controller records its writes (the audit interceptor comes with @Access(\'admin\'), it is not global)', async () => {
    const controllers = [...t.app.get(ModulesContainer).values()].flatMap((m) => [...m.controllers.values()].map((w) => w.metatype as Function));
    const admin = controllers.filter((c) => String(Reflect.getMetadata(PATH_METADATA, c)).startsWith('admin'));
    expect(admin.length).toBeGreaterThan(20);
    for (const c of admin) expect([c.name, Reflect.getMetadata(INTERCEPTORS_METADATA, c)]).toEqual([c.name, expect.arrayContaining([AuditInterceptor])]);
  });

  it('gives every response a request id, keeping a well-formed one from the caller', async () => {
    const generated = await t.get('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.body.request_id).toBe(generated.headers['x-request-id']);
    const given = await t.get('/api/health', { headers: { 'x-request-id': 'trace-12345678' } });
    expect(given.headers['x-request-id']).toBe('trace-12345678');
    const hostile = await t.get('/api/health', { headers: { 'x-request-id': '<script>' } });
    expect(hostile.headers['x-request-id']).not.toBe('<script>');
  });

  it('accepts form-encoded and JSON bodies', async () => {
    const form = await t.post('/api/v1/login/dev', { form: { role: 'admin' } });
    const json = await t.post('/api/v1/login/dev', { json: { role: 'admin' } });
    expect(form.body.code).toBe(2000);
    expect(json.body.code).toBe(2000);
  });

  it('reports validation errors per field with Chinese messages and HTTP 422', async () => {
    const res = await t.post('/api/v1/login/dev', { form: { role: 'root', uid: 'abc' } });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(ApiCode.INVALID);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'role', message: 'role 只能是 user 或 admin' },
        { field: 'uid', message: 'uid 必须是数字' },
      ]),
    );
    expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers malformed bodies, unknown API paths and wrong methods with envelopes, never a 500', async () => {
    const badJson = await t.call('POST', '/api/v1/login/dev', { headers: { 'content-type': 'application/json' }, form: undefined, json: undefined });
    expect(badJson.status).toBeLessThan(500);
    const broken = await t.inject({ method: 'POST', url: '/api/v1/login/dev', headers: { 'content-type': 'application/json' }, payload: '{"role":' });
    expect(broken.statusCode).toBe(400);
    const unknown = await t.get('/api/no/such/thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(ApiCode.NOT_FOUND);
    const method = await t.call('DELETE', '/api/user');
    expect(method.status).toBe(404);
    const weird = await t.get('/api/v1/user/info?uid[]=1&uid[]=2', { session: await t.devLogin('user') });
    expect(weird.status).toBe(422);
  });

  it('ignores unknown fields instead of writing them anywhere', async () => {
    const res = await t.post('/api/v1/login/dev', { form: { role: 'user', is_admin: 'true' } });
    expect(res.body.code).toBe(2000);
    expect((res.body.data as { user: { admin: boolean } }).user.admin).toBe(false);
  });

  it('serves the startup config as plain static json with the deployment key', async () => {
    const res = await t.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-encrypted']).toBeUndefined();
    const cfg = res.json();
    expect(Buffer.from(cfg.api_key, 'base64')).toEqual(t.config.deployKey);
    expect(cfg).toMatchObject({ api_encrypt: true, teacher_uid: '10001', env: 'test', captcha_app_id: '' });
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const json = await t.inject({ method: 'GET', url: '/api/docs-json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/user', '/api/v1/login/dev', '/api/admin/user/list']));
    const ui = await t.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

describe('API_ENCRYPT=off', () => {
  it('sends plain envelopes for local debugging', async () => {
    const t = await TestApp.start({ API_ENCRYPT: 'off' });
    try {
      const res = await t.get('/api/health');
      expect(res.headers['x-encrypted']).toBeUndefined();
      expect(JSON.parse(res.raw).code).toBe(2000);
      const cfg = (await t.inject({ method: 'GET', url: '/config.json' })).json();
      expect(cfg.api_encrypt).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe('H5 app paths', () => {
  it('serves index.html for app routes (deep links) and assets, but never for /api', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'h5-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>码途</title>');
    writeFileSync(join(dir, 'app.js'), 'console.log(1)');
    const t = await TestApp.start({ H5_DIR: dir });
    try {
      for (const path of ['/', '/oj/problem/12', '/admin/user', '/no/such/page']) {
        const res = await t.inject({ method: 'GET', url: path });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<title>码途</title>');
      }
      const asset = await t.inject({ method: 'GET', url: '/app.js' });
      expect(asset.body).toBe('console.log(1)');
      // a missing chunk is a 404, not index.html parsed as script
      const stale = await t.inject({ method: 'GET', url: '/js/123.deadbeef.js' });
      expect(stale.statusCode).toBe(404);
      // a rebuild while the server runs is served at once
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>码途 v2</title>');
      expect((await t.inject({ method: 'GET', url: '/course' })).body).toContain('码途 v2');
      const api = await t.get('/api/nope');
      expect(api.status).toBe(404);
      expect(api.body.code).toBe(ApiCode.NOT_FOUND);
    } finally {
      await t.close();
    }
  });
});
