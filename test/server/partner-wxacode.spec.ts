import sharp from 'sharp';
import type { PromotionMpCode, PromotionView } from '../../types/partner';
import type { SessionInfo } from '../../types/user';
import { embeddedWxaCodeText } from '../../server/src/providers/wechat/embedded-wechat.adapter';
import { qrModules } from '../../server/src/providers/wechat/qr-png';
import { TestApp } from '../helpers/app';
import { WechatEmulator } from '../helpers/emulators/wechat';
import { PartnerSteps } from '../helpers/partner';
import { startWithWechatEmulator, WechatTestApp } from '../helpers/wechat-app';

jest.setTimeout(60_000);
const LANDING = 'pages/home/landing/index';

/** GET the mini-program code's JSON, then the PNG its signed URL points at. */
async function mpCode(t: TestApp, s: SessionInfo, pmid: string, path = '/api/partner/promotion/mpcode') {
  const res = await t.get<PromotionMpCode>(`${path}?pmid=${pmid}`, { session: s });
  if (res.body.code !== 2000) return { res, png: null };
  const u = new URL(res.body.data.url, 'http://localhost');
  const file = await t.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/png');
  return { res, png: file.rawPayload };
}

describe('promotion mini-program code (real adapter against the WeChat emulator)', () => {
  let w: WechatTestApp;
  let t: TestApp;
  let emu: WechatEmulator;
  let steps: PartnerSteps;
  let admin: SessionInfo;
  let promoter: SessionInfo;
  const calls = (api: string) => emu.calls[api] ?? 0;

  beforeAll(async () => {
    w = await startWithWechatEmulator();
    ({ t, emu } = w);
    admin = await t.devLogin('admin');
    steps = new PartnerSteps(t, admin);
    await steps.makePartner('10031', { roles: 'promoter' });
    promoter = await t.devLogin({ uid: '10031' });
  });
  afterAll(() => w.close());

  it('asks WeChat once with the promotion code as scene, stores the PNG and serves it again without WeChat', async () => {
    const p = await steps.promotion('10031');
    const first = await mpCode(t, promoter, p.pmid);
    expect(first.res.body.data).toMatchObject({ pmid: p.pmid, scene: p.code, page: LANDING });
    expect(emu.issuedWxaCodes).toHaveLength(1);
    const issued = emu.issuedWxaCodes[0];
    expect(issued).toMatchObject({ scene: p.code, page: LANDING, envVersion: 'release', checkPath: true, width: 430 });
    expect(first.png!.equals(issued.png)).toBe(true);
    expect(calls('/cgi-bin/stable_token')).toBe(1);
    expect(calls('/cgi-bin/token')).toBe(0); // the mini-program's token, not the official account's

    const wxaCalls = calls('/wxa/getwxacodeunlimit');
    const second = await mpCode(t, promoter, p.pmid);
    expect(second.png!.equals(issued.png)).toBe(true);
    expect(calls('/wxa/getwxacodeunlimit')).toBe(wxaCalls);
    // the console reads the same stored image
    const console = await mpCode(t, admin, p.pmid, '/api/admin/partner/promotion/mpcode');
    expect(console.png!.equals(issued.png)).toBe(true);
    expect(calls('/wxa/getwxacodeunlimit')).toBe(wxaCalls);
  });

  it('a burst of first requests makes one WeChat call', async () => {
    const p = await steps.promotion('10031');
    const before = calls('/wxa/getwxacodeunlimit');
    const all = await Promise.all([1, 2, 3, 4, 5].map(() => mpCode(t, promoter, p.pmid)));
    expect(all.map((a) => a.res.body.code)).toEqual([2000, 2000, 2000, 2000, 2000]);
    expect(calls('/wxa/getwxacodeunlimit')).toBe(before + 1);
  });

  it('a changed promotion code gets a new image with the new scene', async () => {
    const p = await steps.promotion('10031');
    await mpCode(t, promoter, p.pmid);
    const saved = await t.post<PromotionView>('/api/admin/partner/promotion/save', { session: admin, form: { pmid: p.pmid, uid: '10031', product_id: '1', rate_bp: 1000, enabled: 1, code: `${p.code}x` } });
    expect(saved.body.code).toBe(2000);
    const again = await mpCode(t, promoter, p.pmid);
    expect(again.res.body.data.scene).toBe(`${p.code}x`);
    expect(emu.issuedWxaCodes.at(-1)!.scene).toBe(`${p.code}x`);
    expect(again.png!.equals(emu.issuedWxaCodes.at(-1)!.png)).toBe(true);
  });

  it("refuses another partner's promotion (4004), a learner (4003) and a visitor (4001)", async () => {
    const p = await steps.promotion('10031');
    await steps.makePartner('10032', { roles: 'promoter' });
    const other = await t.devLogin({ uid: '10032' });
    const before = calls('/wxa/getwxacodeunlimit');
    const foreign = await t.get(`/api/partner/promotion/mpcode?pmid=${p.pmid}`, { session: other });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 4004, msg: '推广不存在' });
    expect((await t.get(`/api/partner/promotion/mpcode?pmid=${p.pmid}`, { session: await t.devLogin('user') })).body).toMatchObject({ code: 4003 });
    expect((await t.get(`/api/partner/promotion/mpcode?pmid=${p.pmid}`)).body.code).toBe(4001);
    expect((await t.get('/api/partner/promotion/mpcode?pmid=abc', { session: promoter })).body.code).toBe(4220);
    expect(calls('/wxa/getwxacodeunlimit')).toBe(before);
  });

  it("WeChat's errcodes become Chinese errors (never a 500), and nothing is cached", async () => {
    const p = await steps.promotion('10031');
    emu.mpPages.delete(LANDING);
    const page = await t.get(`/api/partner/promotion/mpcode?pmid=${p.pmid}`, { session: promoter });
    expect(page.status).toBe(503);
    expect(page.body).toMatchObject({ code: 5030, msg: '小程序页面尚未发布，暂时无法生成小程序码' });
    emu.mpPages.add(LANDING);

    emu.wxaCodeQuota = 0;
    const quota = await t.get(`/api/partner/promotion/mpcode?pmid=${p.pmid}`, { session: promoter });
    expect(quota.status).toBe(429);
    expect(quota.body).toMatchObject({ code: 4290, msg: '今日小程序码生成次数已达上限，请明天再试' });
    emu.wxaCodeQuota = 1000;

    const ok = await mpCode(t, promoter, p.pmid);
    expect(ok.png!.equals(emu.issuedWxaCodes.at(-1)!.png)).toBe(true);
  });

  it('a refused access token is replaced once; a token WeChat keeps refusing is a Chinese 5030', async () => {
    const p = await steps.promotion('10031');
    const tokens = calls('/cgi-bin/stable_token');
    emu.invalidateAccessTokens();
    const ok = await mpCode(t, promoter, p.pmid);
    expect(ok.res.body.code).toBe(2000);
    expect(calls('/cgi-bin/stable_token')).toBe(tokens + 1);

    const q = await steps.promotion('10031');
    emu.tokenTtlSeconds = 0; // every new token is already expired (42001)
    emu.expireAccessTokens();
    const refused = await t.get(`/api/partner/promotion/mpcode?pmid=${q.pmid}`, { session: promoter });
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 5030, msg: '生成小程序码失败，请稍后重试' });
    emu.tokenTtlSeconds = 7200;
  });
});

describe('promotion mini-program code (embedded development adapter)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ WECHAT_ADAPTER: 'embedded' });
  });
  afterAll(() => t.close());

  it('renders a local QR PNG of the landing page with the promotion code as scene', async () => {
    const admin = await t.devLogin('admin');
    const steps = new PartnerSteps(t, admin);
    await steps.makePartner('10040', { roles: 'promoter' });
    const p = await steps.promotion('10040');
    const { res, png } = await mpCode(t, await t.devLogin({ uid: '10040' }), p.pmid);
    expect(res.body.data).toMatchObject({ scene: p.code, page: LANDING });
    // read the modules back from the pixels: the QR code of `page?scene=<code>`
    const modules = qrModules(embeddedWxaCodeText(LANDING, p.code));
    const { data, info } = await sharp(png!).greyscale().raw().toBuffer({ resolveWithObject: true });
    const scale = info.width / (modules.length + 8);
    expect(info.width).toBeGreaterThanOrEqual(280);
    const dark = (r: number, c: number) => data[Math.floor((r + 4.5) * scale) * info.width + Math.floor((c + 4.5) * scale)] < 128;
    modules.forEach((row, r) => row.forEach((d, c) => expect(dark(r, c)).toBe(d)));
  });
});
