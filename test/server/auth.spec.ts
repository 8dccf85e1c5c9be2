import { DataSource } from 'typeorm';
import { ApiCode } from '../../types/api';
import type { SessionInfo, UserProfile } from '../../types/user';
import { UserTokenEntity } from '../../server/src/modules/auth/entities/user-token.entity';
import { TestApp } from '../helpers/app';
import { PRODUCTION_ENV } from '../helpers/production-env';

describe('sessions: dev sign-in, refresh, delete, logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('signs in as the seeded user, admin or a given uid, returning token, uid, expiry and response key', async () => {
    const user = await t.devLogin('user');
    expect(user).toMatchObject({ uid: '10002', user: { nick_name: '码途学员', admin: false } });
    expect(user.token).toMatch(/^[\w-]{40,}$/);
    expect(Buffer.from(user.response_key, 'base64')).toHaveLength(32);
    expect(user.expiredIn).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    const admin = await t.devLogin('admin');
    expect(admin.user.admin).toBe(true);
    const other = await t.devLogin({ uid: '10005' });
    expect(other.uid).toBe('10005');
  });

  it('refuses unknown users', async () => {
    const res = await t.post('/api/v1/login/dev', { form: { uid: '999999' } });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('用户不存在');
  });

  it('stores only a hash of the token', async () => {
    const s = await t.devLogin('user');
    const rows = await t.app.get(DataSource).getRepository(UserTokenEntity).findBy({ uid: s.uid });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.tokenHash)).not.toContain(s.token);
    expect(JSON.stringify(rows)).not.toContain(s.token);
  });

  it('rejects a token presented with another uid', async () => {
    const s = await t.devLogin('user');
    const res = await t.get('/api/user', { session: { ...s, uid: '10001' } });
    expect(res.body.code).toBe(ApiCode.UNAUTHORIZED);
  });

  it('refreshes an expiring token and rejects a made-up one', async () => {
    const s = await t.devLogin('user');
    const repo = t.app.get(DataSource).getRepository(UserTokenEntity);
    const soon = new Date(Date.now() + 60_000);
    await repo.update({ uid: s.uid }, { expiresAt: soon });
    const res = await t.post<SessionInfo>('/api/v1/token/expire', { form: { uid: s.uid, token: s.token } });
    expect(res.body.code).toBe(2000);
    expect(res.body.data.expiredIn).toBeGreaterThan(soon.getTime() + 24 * 3600 * 1000);
    expect(res.body.data.response_key).toBe(s.response_key);
    const bad = await t.post('/api/v1/token/expire', { form: { uid: s.uid, token: 'forged' } });
    expect(bad.status).toBe(401);
    const invalid = await t.post('/api/v1/token/expire', { form: { uid: 'x' } });
    expect(invalid.body.code).toBe(ApiCode.INVALID);
    expect(invalid.body.errors?.map((e) => e.field).sort()).toEqual(['token', 'uid']);
  });

  it('answers an expired token with 4001, and lets it be refreshed within the grace window', async () => {
    const s = await t.devLogin({ uid: '10004' });
    const repo = t.app.get(DataSource).getRepository(UserTokenEntity);
    await repo.update({ uid: s.uid }, { expiresAt: new Date(Date.now() - 1000) });
    const res = await t.get('/api/user', { session: s });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(ApiCode.UNAUTHORIZED);
    const refreshed = await t.post<SessionInfo>('/api/v1/token/expire', { form: { uid: s.uid, token: s.token } });
    expect(refreshed.body.code).toBe(2000);
    expect((await t.get('/api/user', { session: s })).body.code).toBe(2000);
  });

  it('logout and token delete make the token useless at once', async () => {
    const a = await t.devLogin('user');
    expect((await t.get('/api/user', { session: a })).body.code).toBe(2000);
    expect((await t.post('/api/v1/logout', { form: { uid: a.uid, token: a.token } })).body.code).toBe(2000);
    expect((await t.get('/api/user', { session: a })).body.code).toBe(ApiCode.UNAUTHORIZED);
    const b = await t.devLogin('user');
    await t.post('/api/v1/token/delete', { form: { uid: b.uid, token: b.token } });
    expect((await t.get('/api/user', { session: b })).body.code).toBe(ApiCode.UNAUTHORIZED);
    expect((await t.post('/api/v1/token/expire', { form: { uid: b.uid, token: b.token } })).body.code).toBe(ApiCode.UNAUTHORIZED);
  });
});

describe('dev sign-in in production', () => {
  it('is refused', async () => {
    const t = await TestApp.start({ ...PRODUCTION_ENV, SEED: 'on' });
    try {
      const res = await t.post('/api/v1/login/dev', { form: { role: 'admin' } });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: ApiCode.FORBIDDEN, msg: '生产环境不支持开发登录' });
    } finally {
      await t.close();
    }
  });
});

describe('profile and role checks', () => {
  let t: TestApp;
  let user: SessionInfo;
  let admin: SessionInfo;
  beforeAll(async () => {
    t = await TestApp.start();
    user = await t.devLogin('user');
    admin = await t.devLogin('admin');
  });
  afterAll(() => t.close());

  it('GET /user returns the signed-in profile', async () => {
    const res = await t.get<UserProfile>('/api/user', { session: user });
    expect(res.body.data).toMatchObject({ uid: '10002', nick_name: '码途学员', telephone: '13800000002', bindFwh: false });
  });

  it('user info shows your own phone but masks others', async () => {
    const own = await t.get<UserProfile>('/api/v1/user/info?uid=10002', { session: user });
    expect(own.body.data.telephone).toBe('13800000002');
    const other = await t.get<UserProfile>('/api/v1/user/info?uid=10001', { session: user });
    expect(other.body.data.telephone).toBe('138****0001');
    const missing = await t.get('/api/v1/user/info?uid=424242', { session: user });
    expect(missing.body.code).toBe(ApiCode.NOT_FOUND);
  });

  it('admin and partner checks by uid', async () => {
    expect((await t.get('/api/v1/user/admin/check?uid=10001', { session: admin })).body.data).toEqual({ admin: true });
    expect((await t.get('/api/v1/user/admin/check?uid=10002', { session: user })).body.data).toEqual({ admin: false });
    expect((await t.get('/api/v1/user/partner/check?uid=10002', { session: user })).body.data).toEqual({ partner: false });
    // a user may not probe someone else's roles
    expect((await t.get('/api/v1/user/admin/check?uid=10001', { session: user })).body.code).toBe(ApiCode.FORBIDDEN);
    expect((await t.get('/api/v1/user/admin/check?uid=10001')).body.code).toBe(ApiCode.UNAUTHORIZED);
  });
});
