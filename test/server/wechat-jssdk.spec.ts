import { createHash } from 'node:crypto';
import { ApiCode } from '../../types/api';
import type { JsSdkSignature } from '../../types/auth';
import { WechatEmulator } from '../helpers/emulators/wechat';
import { TestApp } from '../helpers/app';
import { clientIp, startWithWechatEmulator, WechatTestApp } from '../helpers/wechat-app';

/** The documented algorithm, written out here independently of the server's code. */
function expectedSignature(ticket: string, s: JsSdkSignature, url: string): string {
  return createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${s.nonceStr}&timestamp=${s.timestamp}&url=${url}`).digest('hex');
}

describe('JS-SDK signature (GET /api/v1/wechat/sign)', () => {
  let w: WechatTestApp;
  let t: TestApp;
  let emu: WechatEmulator;

  beforeAll(async () => {
    w = await startWithWechatEmulator({ WECHAT_JSSDK_DOMAINS: 'codetrek.cn, m.codetrek.cn,localhost:10086' });
    ({ t, emu } = w);
  });
  afterAll(() => w.close());

  const sign = (url: string) => t.get<JsSdkSignature>(`/api/v1/wechat/sign?url=${encodeURIComponent(url)}`);

  it('signs the page url without its #fragment, with the jsapi_ticket from WeChat', async () => {
    const page = 'https://codetrek.cn/course/detail?id=12&from=singlemessage';
    const res = await sign(`${page}#/section/3`);
    expect(res.body.code).toBe(2000);
    const s = res.body.data;
    expect(s.appId).toBe(emu.oaAppId);
    expect(Math.abs(s.timestamp - Date.now() / 1000)).toBeLessThan(5);
    expect(s.nonceStr).toMatch(/^\w{8,32}$/);
    expect(emu.issuedJsapiTickets).toHaveLength(1);
    expect(s.signature).toBe(expectedSignature(emu.issuedJsapiTickets[0], s, page));
  });

  it('caches the ticket: more pages, no more getticket calls', async () => {
    await sign('https://codetrek.cn/a');
    const calls = emu.calls['/cgi-bin/ticket/getticket'];
    const tokenCalls = emu.calls['/cgi-bin/token'];
    for (const url of ['https://codetrek.cn/b', 'http://m.codetrek.cn/c?x=1', 'http://localhost:10086/dev']) {
      const s = (await sign(url)).body.data;
      expect(s.signature).toBe(expectedSignature(emu.issuedJsapiTickets[0], s, url));
    }
    expect(emu.calls['/cgi-bin/ticket/getticket']).toBe(calls);
    expect(emu.calls['/cgi-bin/token']).toBe(tokenCalls);
    expect(calls).toBe(1);
  });

  it.each([
    ['not a url', 'hello', '页面地址不正确'],
    ['another scheme', 'ftp://codetrek.cn/a', '页面地址不正确'],
    ['javascript', 'javascript:alert(1)', '页面地址不正确'],
    ['credentials', 'https://u:p@codetrek.cn/', '页面地址不正确'],
    ['a space', 'https://codetrek.cn/a b', '页面地址不正确'],
    ['too long', `https://codetrek.cn/${'a'.repeat(1024)}`, '页面地址不正确'],
    ['a host not configured', 'https://evil.example/', '该页面地址不允许使用微信 JS-SDK'],
    ['a subdomain not configured', 'https://x.codetrek.cn/', '该页面地址不允许使用微信 JS-SDK'],
    ['a look-alike host', 'https://codetrek.cn.evil.example/', '该页面地址不允许使用微信 JS-SDK'],
    ['a configured host on another port', 'http://localhost:1/', '该页面地址不允许使用微信 JS-SDK'],
  ])('refuses %s with 4220', async (_, url, msg) => {
    const res = await sign(url);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: ApiCode.INVALID, msg });
    expect(res.body.errors?.[0].field).toBe('url');
  });

  it('refuses a missing url', async () => {
    expect((await t.get('/api/v1/wechat/sign')).body.code).toBe(ApiCode.INVALID);
  });
});

describe('JS-SDK signature when WeChat fails', () => {
  it('gets a fresh access token once after 40001 and still signs', async () => {
    const w = await startWithWechatEmulator();
    try {
      expect((await w.t.get('/api/v1/wxlogin/qrcode', { headers: clientIp() })).body.code).toBe(2000);
      w.emu.invalidateAccessTokens();
      const res = await w.t.get<JsSdkSignature>('/api/v1/wechat/sign?url=https%3A%2F%2Fany.host%2F');
      expect(res.body.code).toBe(2000);
      expect(w.emu.calls['/cgi-bin/token']).toBe(2);
      expect(res.body.data.signature).toBe(expectedSignature(w.emu.issuedJsapiTickets[0], res.body.data, 'https://any.host/'));
    } finally {
      await w.close();
    }
  });

  it('answers 5030 in Chinese when WeChat cannot be reached', async () => {
    const emu = new WechatEmulator();
    await emu.start();
    await emu.stop();
    const t = await TestApp.start(emu.env());
    try {
      const res = await t.get('/api/v1/wechat/sign?url=https%3A%2F%2Fany.host%2F');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: ApiCode.UNAVAILABLE, msg: '微信服务暂不可用，请稍后重试' });
    } finally {
      await t.close();
    }
  });
});
