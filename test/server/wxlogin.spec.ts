import { ApiCode } from '../../types/api';
import type { QrCodeResponse, QrStatusResponse } from '../../types/auth';
import type { SessionInfo, UserProfile } from '../../types/user';
import { KV_STORE, KvStore } from '../../server/src/common/kv/kv-store';
import { UserRepository } from '../../server/src/modules/user/user.repository';
import { TestApp } from '../helpers/app';
import { WechatEmulator } from '../helpers/emulators/wechat';
import { clientIp, startWithWechatEmulator, WechatTestApp } from '../helpers/wechat-app';
import { OA_EVENT_MESSAGES } from '../../server/src/modules/wxlogin/oa-event.service';

describe('QR sign-in through the official account (real adapter against the emulator)', () => {
  let w: WechatTestApp;
  let t: TestApp;
  let emu: WechatEmulator;
  const headers = clientIp();

  beforeAll(async () => {
    w = await startWithWechatEmulator();
    ({ t, emu } = w);
  });
  afterAll(() => w.close());

  const qrcode = async () => {
    const res = await t.get<QrCodeResponse>('/api/v1/wxlogin/qrcode', { headers });
    expect(res.body.code).toBe(2000);
    return res.body.data;
  };
  const status = async (scene: string) => (await t.get<QrStatusResponse>(`/api/v1/wxlogin/status?scene=${scene}`, { headers })).body;
  const callback = (code: string) => t.get<SessionInfo>(`/api/v1/wxlogin/callback?code=${encodeURIComponent(code)}`, { headers });

  /** the whole desktop flow for one phone; returns the session */
  async function signIn(person: ReturnType<WechatEmulator['person']>): Promise<SessionInfo> {
    const qr = await qrcode();
    expect(await emu.scanQr(w.eventUrl, person, qr.qrcode_url)).toMatchObject({ status: 200, text: expect.stringContaining(OA_EVENT_MESSAGES.scanned) });
    const s = await status(qr.scene);
    expect(s.data.status).toBe('scanned');
    const res = await callback(s.data.code!);
    expect(res.body.code).toBe(2000);
    return res.body.data;
  }

  it('creates a QR code through WeChat, signs a new follower in, and the code works once', async () => {
    const qr = await qrcode();
    expect(qr.scene).toMatch(/^[0-9a-f]{32}$/);
    expect(qr.qrcode_url).toMatch(/^http:\/\/weixin\.qq\.com\/q\//);
    expect(qr.ticket).toBeTruthy();
    expect(qr.expire_seconds).toBe(300);
    expect(emu.sceneOf(qr.qrcode_url)).toBe(qr.scene);
    expect((await status(qr.scene)).data).toEqual({ status: 'waiting' });

    const person = emu.person();
    // not a follower yet: WeChat pushes subscribe with qrscene_<scene>
    expect(await emu.scanQr(w.eventUrl, person, qr.qrcode_url)).toMatchObject({ status: 200, text: expect.stringContaining(OA_EVENT_MESSAGES.scanned) });
    const scanned = (await status(qr.scene)).data;
    expect(scanned.status).toBe('scanned');
    expect(scanned.code).toMatch(/^[\w-]{16,64}$/);

    const res = await callback(scanned.code!);
    expect(res.body.code).toBe(2000);
    const session = res.body.data;
    expect(session).toMatchObject({ uid: expect.stringMatching(/^\d+$/), token: expect.any(String), response_key: expect.any(String) });
    expect(session.user.nick_name).toMatch(/^码途用户\d{4}$/);

    const me = await t.get<UserProfile>('/api/user', { session });
    expect(me.body.data.uid).toBe(session.uid);
    const info = await t.get<UserProfile>(`/api/v1/user/info?uid=${session.uid}`, { session });
    expect(info.body.data.bindFwh).toBe(true);

    const again = await callback(scanned.code!);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: ApiCode.INVALID, msg: '登录凭证无效或已过期，请重新扫码' });
    expect(again.body.errors?.[0].field).toBe('code');
    expect((await status(qr.scene)).data).toEqual({ status: 'expired' });
  });

  it('signs a returning follower (SCAN event) into the same account', async () => {
    const person = emu.person();
    const first = await signIn(person);
    expect(person.subscribed).toBe(true);
    const second = await signIn(person);
    expect(second.uid).toBe(first.uid);
    expect(second.token).not.toBe(first.token);
  });

  it('takes the nickname and head image WeChat still shares, cut to 10 characters', async () => {
    const person = emu.person({ nickname: '  一二三四五六七八九十十一  ', headimgurl: 'https://thirdwx.qlogo.cn/mmopen/abc/132' });
    const s = await signIn(person);
    expect(s.user.nick_name).toBe('一二三四五六七八九十');
    expect(s.user.head_img_url).toBe('https://thirdwx.qlogo.cn/mmopen/abc/132');
  });

  it('unsubscribe clears bindFwh; a later plain subscribe sets it again', async () => {
    const person = emu.person();
    const s = await signIn(person);
    const bindFwh = async () => (await t.get<UserProfile>(`/api/v1/user/info?uid=${s.uid}`, { session: s })).body.data.bindFwh;
    expect(await emu.pushEvent(w.eventUrl, { event: 'unsubscribe', openid: person.oaOpenid })).toEqual({ status: 200, text: 'success' });
    expect(await bindFwh()).toBe(false);
    await emu.pushEvent(w.eventUrl, { event: 'subscribe', openid: person.oaOpenid, eventKey: '' });
    expect(await bindFwh()).toBe(true);
  });

  it('a plain follow by a stranger creates nobody', async () => {
    const stranger = emu.person();
    expect(await emu.pushEvent(w.eventUrl, { event: 'subscribe', openid: stranger.oaOpenid })).toEqual({ status: 200, text: 'success' });
    expect(await t.app.get(UserRepository).findByOaOpenid(stranger.oaOpenid)).toBeNull();
    // signing in afterwards creates the account then, with bindFwh
    const s = await signIn(stranger);
    expect(s.user.bindFwh).toBe(true);
  });

  it('the first phone to scan wins; a second scan of the same QR changes nothing', async () => {
    const qr = await qrcode();
    const alice = emu.person({ subscribed: true });
    const bob = emu.person({ subscribed: true });
    await emu.scanQr(w.eventUrl, alice, qr.qrcode_url);
    const code = (await status(qr.scene)).data.code!;
    await emu.scanQr(w.eventUrl, bob, qr.qrcode_url);
    expect((await status(qr.scene)).data.code).toBe(code);
    const s = (await callback(code)).body.data;
    const aliceAgain = await signIn(alice);
    expect(s.uid).toBe(aliceAgain.uid);
  });

  it('a scan of an expired scene signs nobody in', async () => {
    const qr = await qrcode();
    await t.app.get<KvStore>(KV_STORE).del(`wxlogin:scene:${qr.scene}`);
    const person = emu.person({ subscribed: true });
    expect(await emu.pushEvent(w.eventUrl, { event: 'SCAN', openid: person.oaOpenid, eventKey: qr.scene })).toEqual({ status: 200, text: 'success' });
    expect((await status(qr.scene)).data).toEqual({ status: 'expired' });
  });

  it('answers bad scenes and codes with 4220 and per-field messages', async () => {
    expect((await status('0123456789abcdef0123456789abcdef')).data).toEqual({ status: 'expired' });
    const bad = await t.get('/api/v1/wxlogin/status?scene=../../etc', { headers });
    expect(bad.body).toMatchObject({ code: ApiCode.INVALID, msg: '二维码参数不正确' });
    expect(bad.body.errors).toEqual([{ field: 'scene', message: '二维码参数不正确' }]);
    expect((await t.get('/api/v1/wxlogin/status', { headers })).body.code).toBe(ApiCode.INVALID);
    const forged = await callback('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(forged.body).toMatchObject({ code: ApiCode.INVALID, msg: '登录凭证无效或已过期，请重新扫码' });
    expect((await t.get('/api/v1/wxlogin/callback', { headers })).body.code).toBe(ApiCode.INVALID);
  });

  it('caches the access token, and fetches a new one once after 40001 or 42001', async () => {
    await qrcode();
    const before = emu.calls['/cgi-bin/token'] ?? 0;
    await qrcode();
    await qrcode();
    expect(emu.calls['/cgi-bin/token'] ?? 0).toBe(before);

    emu.invalidateAccessTokens();
    const qr = await qrcode();
    expect(qr.scene).toMatch(/^[0-9a-f]{32}$/);
    expect(emu.calls['/cgi-bin/token']).toBe(before + 1);

    emu.expireAccessTokens();
    await qrcode();
    expect(emu.calls['/cgi-bin/token']).toBe(before + 2);
    await qrcode();
    expect(emu.calls['/cgi-bin/token']).toBe(before + 2);
  });

  it('limits QR codes per client address', async () => {
    const own = clientIp();
    for (let i = 0; i < 30; i++) expect((await t.get('/api/v1/wxlogin/qrcode', { headers: own })).body.code).toBe(2000);
    const res = await t.get('/api/v1/wxlogin/qrcode', { headers: own });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: ApiCode.RATE_LIMITED, msg: '操作过于频繁，请稍后再试' });
  });
});

describe('QR sign-in when WeChat fails', () => {
  it('turns a refused secret into a Chinese 5030, not a 500', async () => {
    const w = await startWithWechatEmulator({ WECHAT_OA_SECRET: 'wrong-secret' });
    try {
      const res = await w.t.get('/api/v1/wxlogin/qrcode', { headers: clientIp() });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: ApiCode.UNAVAILABLE, msg: '获取登录二维码失败，请稍后重试' });
    } finally {
      await w.close();
    }
  });

  it('turns an unreachable WeChat into a Chinese 5030', async () => {
    const emu = new WechatEmulator();
    await emu.start();
    await emu.stop();
    const t = await TestApp.start(emu.env());
    try {
      const res = await t.get('/api/v1/wxlogin/qrcode', { headers: clientIp() });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: ApiCode.UNAVAILABLE, msg: '获取登录二维码失败，请稍后重试' });
    } finally {
      await t.close();
    }
  });
});
