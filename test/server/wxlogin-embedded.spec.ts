import { createHash } from 'node:crypto';
import { ApiCode } from '../../types/api';
import type { JsSdkSignature, QrCodeResponse, QrStatusResponse } from '../../types/auth';
import type { SessionInfo, UserProfile } from '../../types/user';
import { createApp } from '../../server/src/app.factory';
import { loadConfig } from '../../server/src/config/app-config';
import { TestApp } from '../helpers/app';
import { clientIp, startWithWechatEmulator } from '../helpers/wechat-app';

describe('embedded WeChat adapter (development, no network)', () => {
  let t: TestApp;
  const headers = clientIp();
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  const qrcode = async () => (await t.get<QrCodeResponse>('/api/v1/wxlogin/qrcode', { headers: { ...headers, host: 'dev.local:10086' } })).body.data;
  const devScan = (url: string) => t.inject({ method: 'GET', url, headers });
  const finish = async (scene: string) => {
    const s = (await t.get<QrStatusResponse>(`/api/v1/wxlogin/status?scene=${scene}`, { headers })).body.data;
    expect(s.status).toBe('scanned');
    return (await t.get<SessionInfo>(`/api/v1/wxlogin/callback?code=${s.code}`, { headers })).body.data;
  };

  it('QR code points at the local dev-scan page; opening it signs a new user in', async () => {
    const qr = await qrcode();
    expect(qr.qrcode_url).toBe(`http://dev.local:10086/api/v1/wxlogin/dev-scan?scene=${qr.scene}`);
    expect(qr.expire_seconds).toBe(300);
    const page = await devScan(new URL(qr.qrcode_url).pathname + new URL(qr.qrcode_url).search);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(page.body).toBe('已模拟扫码，请回到登录页面');
    const s = await finish(qr.scene);
    expect(s.user.nick_name).toMatch(/^码途用户\d{4}$/);
    const info = await t.get<UserProfile>(`/api/v1/user/info?uid=${s.uid}`, { session: s });
    expect(info.body.data.bindFwh).toBe(true);
  });

  it('dev-scan with a uid signs that user in, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const qr = await qrcode();
      expect((await devScan(`/api/v1/wxlogin/dev-scan?scene=${qr.scene}&uid=10031`)).statusCode).toBe(200);
      expect((await finish(qr.scene)).uid).toBe('10031');
    }
  });

  it('dev-scan refuses unknown scenes and users', async () => {
    const gone = await t.get('/api/v1/wxlogin/dev-scan?scene=0123456789abcdef0123456789abcdef', { headers });
    expect(gone.body).toMatchObject({ code: ApiCode.INVALID, msg: '二维码已过期，请刷新后重新扫码' });
    const bad = await t.get('/api/v1/wxlogin/dev-scan?scene=zz', { headers });
    expect(bad.body.code).toBe(ApiCode.INVALID);
    const qr = await qrcode();
    const nobody = await t.get(`/api/v1/wxlogin/dev-scan?scene=${qr.scene}&uid=987654321`, { headers });
    expect(nobody.body).toMatchObject({ code: ApiCode.NOT_FOUND, msg: '用户不存在' });
    expect((await t.get<QrStatusResponse>(`/api/v1/wxlogin/status?scene=${qr.scene}`, { headers })).body.data.status).toBe('waiting');
  });

  it('mini-program codes map to a stable person: same code, same user', async () => {
    const code = `dev-${Date.now()}`;
    const a = await t.post<SessionInfo>('/api/v1/login/mp', { form: { code }, headers });
    const b = await t.post<SessionInfo>('/api/v1/login/mp', { json: { code }, headers });
    const c = await t.post<SessionInfo>('/api/v1/login/mp', { form: { code: `${code}-other` }, headers });
    expect(a.body.code).toBe(2000);
    expect(b.body.data.uid).toBe(a.body.data.uid);
    expect(c.body.data.uid).not.toBe(a.body.data.uid);
  });

  it('signs JS-SDK pages with the development ticket', async () => {
    const url = 'http://localhost:10086/course/list';
    const s = (await t.get<JsSdkSignature>(`/api/v1/wechat/sign?url=${encodeURIComponent(url)}`)).body.data;
    expect(s.appId).toBe('wx0000000000000000');
    const expected = createHash('sha1').update(`jsapi_ticket=embedded-jsapi-ticket&noncestr=${s.nonceStr}&timestamp=${s.timestamp}&url=${url}`).digest('hex');
    expect(s.signature).toBe(expected);
  });

  it('verifies the event URL with the development token', async () => {
    const [timestamp, nonce] = [String(Math.floor(Date.now() / 1000)), '42'];
    const signature = createHash('sha1').update(['codetrekDevOaToken', timestamp, nonce].sort().join('')).digest('hex');
    const res = await t.inject({ method: 'GET', url: `/api/v1/wechat/oa/event?signature=${signature}&timestamp=${timestamp}&nonce=${nonce}&echostr=hello` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('hello');
  });
});

describe('dev-scan outside development', () => {
  it('is refused with the real adapter', async () => {
    const w = await startWithWechatEmulator();
    try {
      const qr = (await w.t.get<QrCodeResponse>('/api/v1/wxlogin/qrcode', { headers: clientIp() })).body.data;
      const res = await w.t.get(`/api/v1/wxlogin/dev-scan?scene=${qr.scene}`);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: ApiCode.FORBIDDEN, msg: '模拟扫码仅在开发环境可用' });
    } finally {
      await w.close();
    }
  });

  it('is refused in production even if the embedded adapter were configured', async () => {
    // The config refuses WECHAT_ADAPTER=embedded in production (wechat-config.spec); this checks the endpoint's own guard.
    const base = loadConfig({ NODE_ENV: 'test', DB_URL: process.env.DB_URL ?? 'sqlite::memory:', REDIS_URL: process.env.REDIS_URL, H5_DIR: '/nonexistent', LOG_LEVEL: 'silent', API_ENCRYPT: 'off' });
    const app = await createApp({ ...base, env: 'production' });
    try {
      const fastify = app.getHttpAdapter().getInstance();
      await fastify.ready();
      const qr = JSON.parse((await fastify.inject({ method: 'GET', url: '/api/v1/wxlogin/qrcode', headers: clientIp() })).body).data as QrCodeResponse;
      expect(qr.scene).toMatch(/^[0-9a-f]{32}$/);
      const res = await fastify.inject({ method: 'GET', url: `/api/v1/wxlogin/dev-scan?scene=${qr.scene}` });
      expect(res.statusCode).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({ code: ApiCode.FORBIDDEN, msg: '模拟扫码仅在开发环境可用' });
    } finally {
      await app.close();
    }
  });
});
