import { DataSource } from 'typeorm';
import { ApiCode } from '../../types/api';
import type { QrCodeResponse, QrStatusResponse } from '../../types/auth';
import type { SessionInfo, UserProfile } from '../../types/user';
import { UserTokenEntity } from '../../server/src/modules/auth/entities/user-token.entity';
import { UserEntity } from '../../server/src/modules/user/entities/user.entity';
import { UserRepository } from '../../server/src/modules/user/user.repository';
import { WechatEmulator } from '../helpers/emulators/wechat';
import { TestApp } from '../helpers/app';
import { clientIp, startWithWechatEmulator, WechatTestApp } from '../helpers/wechat-app';

describe('mini-program sign-in (POST /api/v1/login/mp, real adapter against the emulator)', () => {
  let w: WechatTestApp;
  let t: TestApp;
  let emu: WechatEmulator;
  const headers = clientIp();

  beforeAll(async () => {
    w = await startWithWechatEmulator();
    ({ t, emu } = w);
  });
  afterAll(() => w.close());

  const login = (code: string) => t.post<SessionInfo>('/api/v1/login/mp', { form: { code }, headers });

  it('creates a user on first sign-in and returns a working session', async () => {
    const person = emu.person();
    const res = await login(emu.mpCode(person));
    expect(res.body.code).toBe(2000);
    const s = res.body.data;
    expect(s.user.nick_name).toMatch(/^码途用户\d{4}$/);
    expect(s.user.bindFwh).toBe(false);
    const me = await t.get<UserProfile>('/api/user', { session: s });
    expect(me.body.data.uid).toBe(s.uid);
    const row = await t.app.get(UserRepository).findByMpOpenid(person.mpOpenid);
    expect(row).toMatchObject({ uid: s.uid, unionid: person.unionid });
  });

  it('signs a returning person into the same account', async () => {
    const person = emu.person({ unionid: null });
    const first = (await login(emu.mpCode(person))).body.data;
    const second = (await login(emu.mpCode(person))).body.data;
    expect(second.uid).toBe(first.uid);
    expect(second.token).not.toBe(first.token);
  });

  it('links to the account made by a QR sign-in through the unionid', async () => {
    const person = emu.person();
    const qr = (await t.get<QrCodeResponse>('/api/v1/wxlogin/qrcode', { headers })).body.data;
    await emu.scanQr(w.eventUrl, person, qr.qrcode_url);
    const code = (await t.get<QrStatusResponse>(`/api/v1/wxlogin/status?scene=${qr.scene}`, { headers })).body.data.code!;
    const desktop = (await t.get<SessionInfo>(`/api/v1/wxlogin/callback?code=${code}`, { headers })).body.data;

    const mp = (await login(emu.mpCode(person))).body.data;
    expect(mp.uid).toBe(desktop.uid);
    expect(mp.user.bindFwh).toBe(true);
    const row = await t.app.get(UserRepository).findByUid(mp.uid);
    expect(row).toMatchObject({ oaOpenid: person.oaOpenid, mpOpenid: person.mpOpenid, unionid: person.unionid });
  });

  it('a mini-program user who then follows the account gets bindFwh through the unionid', async () => {
    const person = emu.person();
    const s = (await login(emu.mpCode(person))).body.data;
    await emu.pushEvent(w.eventUrl, { event: 'subscribe', openid: person.oaOpenid });
    const info = await t.get<UserProfile>(`/api/v1/user/info?uid=${s.uid}`, { session: s });
    expect(info.body.data.bindFwh).toBe(true);
  });

  it('answers an invalid or reused code with 4220 登录凭证无效，请重试', async () => {
    const bad = await login('0a3BcdEfGhIjKlMnOpQrStUvWxYz1234');
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: ApiCode.INVALID, msg: '登录凭证无效，请重试' });
    expect(bad.body.errors).toEqual([{ field: 'code', message: '登录凭证无效，请重试' }]);

    const code = emu.mpCode(emu.person());
    expect((await login(code)).body.code).toBe(2000);
    expect((await login(code)).body).toMatchObject({ code: ApiCode.INVALID, msg: '登录凭证无效，请重试' });
  });

  it('validates the code before calling WeChat', async () => {
    const before = emu.calls['/sns/jscode2session'] ?? 0;
    for (const form of [{}, { code: '' }, { code: 'x'.repeat(129) }, { code: 'has space' }] as Record<string, string>[]) {
      const res = await t.post('/api/v1/login/mp', { form, headers });
      expect(res.body).toMatchObject({ code: ApiCode.INVALID, msg: '登录凭证无效，请重试' });
      expect(res.body.errors?.[0].field).toBe('code');
    }
    expect(emu.calls['/sns/jscode2session'] ?? 0).toBe(before);
  });

  it('keeps no session_key anywhere', async () => {
    const person = emu.person();
    const s = (await login(emu.mpCode(person))).body.data;
    expect(JSON.stringify(s)).not.toMatch(/session_key|sessionKey/);
    const ds = t.app.get(DataSource);
    const stored = JSON.stringify([await ds.getRepository(UserEntity).find(), await ds.getRepository(UserTokenEntity).find()]);
    expect(emu.issuedSessionKeys.length).toBeGreaterThan(0);
    for (const key of emu.issuedSessionKeys) expect(stored).not.toContain(key);
    const columns = [...ds.getMetadata(UserEntity).columns, ...ds.getMetadata(UserTokenEntity).columns].map((c) => c.databaseName);
    expect(columns.filter((c) => /session_key/i.test(c))).toEqual([]);
  });

  it('limits sign-in attempts per client address', async () => {
    const own = clientIp();
    for (let i = 0; i < 30; i++) await t.post('/api/v1/login/mp', { form: { code: `bad${i}` }, headers: own });
    const res = await t.post('/api/v1/login/mp', { form: { code: emu.mpCode(emu.person()) }, headers: own });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe(ApiCode.RATE_LIMITED);
  });
});

describe('mini-program sign-in when WeChat refuses the app', () => {
  it('turns a wrong mini-program secret into a Chinese 5030', async () => {
    const w = await startWithWechatEmulator({ WECHAT_MP_SECRET: 'wrong' });
    try {
      const res = await w.t.post('/api/v1/login/mp', { form: { code: w.emu.mpCode(w.emu.person()) }, headers: clientIp() });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: ApiCode.UNAVAILABLE, msg: '微信登录失败，请稍后重试' });
    } finally {
      await w.close();
    }
  });
});
