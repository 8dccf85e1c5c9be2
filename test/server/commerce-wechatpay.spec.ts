import { generateKeyPairSync } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { OrderPayResponse, OrderView, UserCouponView } from '../../types/commerce';
import type { SessionInfo, UserProfile } from '../../types/user';
import { OrderSweepService } from '../../server/src/modules/commerce/order-sweep.service';
import { PayTransactionEntity } from '../../server/src/modules/commerce/entities/pay-transaction.entity';
import { NoticeEntity } from '../../server/src/modules/notice/entities/notice.entity';
import { UserRepository } from '../../server/src/modules/user/user.repository';
import { TestApp } from '../helpers/app';
import { WechatPayEmulator } from '../helpers/emulators/wechat-pay';

const DAY = 86_400_000;
const VIP_MONTH = '1';


// the app boots in a few seconds, longer while other builds share the CPU
jest.setTimeout(30_000);
describe('WeChat Pay v3 (against the emulator)', () => {
  let t: TestApp;
  let wx: WechatPayEmulator;
  let ds: DataSource;
  let admin: SessionInfo;

  beforeAll(async () => {
    wx = await new WechatPayEmulator().start();
    t = await TestApp.start({ ...wx.env(), PAY_ADAPTER: 'real' });
    ds = t.app.get(DataSource);
    admin = await t.devLogin('admin');
  });
  afterAll(async () => {
    await t.close();
    await wx.stop();
  });

  const order = async (s: SessionInfo, productId = VIP_MONTH, extra: Record<string, string> = {}) => {
    const res = await t.post<OrderView>('/api/v1/order/create', { session: s, form: { product_id: productId, ...extra } });
    expect(res.body.code).toBe(2000);
    return res.body.data;
  };
  const pay = (s: SessionInfo, orderNo: string, channel: string) => t.post<OrderPayResponse>('/api/v1/order/pay', { session: s, form: { order_no: orderNo, pay_channel: channel } });
  const notify = (n: { headers: Record<string, string>; body: string }) => t.inject({ method: 'POST', url: '/api/v1/pay/notify/wechatpay', headers: n.headers, payload: n.body });

  it('offers Native on desktop, H5 on mobile and JSAPI in the mini-program; no sandbox with PAY_ADAPTER=real', async () => {
    const s = await t.devLogin({ uid: '10011' });
    const codes = async (client: string) => (await t.get<{ pay_channels: { code: string }[] }>(`/api/v1/order/checkout?product_id=1&client=${client}`, { session: s })).body.data.pay_channels.map((c) => c.code);
    expect(await codes('desktop')).toEqual(['wechat_native']);
    expect(await codes('mobile')).toEqual(['wechat_h5']);
    expect(await codes('weapp')).toEqual(['wechat_jsapi']);
  });

  it('Native: a signed order returns the code_url; H5 returns the h5_url with the payer ip', async () => {
    const s = await t.devLogin({ uid: '10012' });
    const o = await order(s);
    const native = await pay(s, o.order_no, 'wechat_native');
    expect(native.body.data.action).toEqual({ type: 'native', code_url: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/) });
    const trade = wx.trades.get(`${o.order_no}N`)!;
    expect(trade).toMatchObject({ tradeType: 'NATIVE', appid: wx.appId, total: 3900, state: 'NOTPAY' });
    const h5 = await pay(s, o.order_no, 'wechat_h5');
    expect(h5.body.data.action).toMatchObject({ type: 'redirect', url: expect.stringContaining('https://wx.tenpay.com/') });
    expect(wx.trades.get(`${o.order_no}H`)?.clientIp).toBeTruthy();
    expect(wx.rejected).toEqual([]);
  });

  it('JSAPI: needs the mini-program openid, then signs paySign over appId, timeStamp, nonceStr and package', async () => {
    const s = await t.devLogin({ uid: '10013' });
    const o = await order(s);
    const noOpenid = await pay(s, o.order_no, 'wechat_jsapi');
    expect(noOpenid.body).toMatchObject({ code: 4009, msg: '请在小程序内使用微信登录后支付' });
    await t.app.get(UserRepository).update('10013', { mpOpenid: 'oMpBuyer10013' });
    const res = await pay(s, o.order_no, 'wechat_jsapi');
    if (res.body.data.action.type !== 'jsapi') throw new Error('expected jsapi');
    const p = res.body.data.action.params;
    expect(p).toMatchObject({ appId: wx.mpAppId, signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx/) });
    const { createVerify } = await import('node:crypto');
    const ok = createVerify('RSA-SHA256').update(`${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`).verify(wx.merchant.publicKey, p.paySign, 'base64');
    expect(ok).toBe(true);
    expect(wx.trades.get(`${o.order_no}J`)).toMatchObject({ openid: 'oMpBuyer10013', appid: wx.mpAppId });
  });

  it('50 concurrent duplicate notifications credit the order exactly once', async () => {
    const s = await t.devLogin({ uid: '10014' });
    const o = await order(s);
    await pay(s, o.order_no, 'wechat_native');
    const n = wx.notification(`${o.order_no}N`);
    const before = Date.now();
    const replies = await Promise.all(Array.from({ length: 50 }, () => notify(n)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(204));
    expect(await ds.getRepository(PayTransactionEntity).countBy({ orderNo: o.order_no })).toBe(1);
    const me = (await t.get<UserProfile>('/api/user', { session: s })).body.data;
    expect(me.vip).toBe(true);
    const until = new Date(me.vip_until!).getTime();
    // 30 days once, not 50 times
    expect(until).toBeGreaterThanOrEqual(before + 30 * DAY - 5000);
    expect(until).toBeLessThan(Date.now() + 30 * DAY + 5000);
    expect(await ds.getRepository(NoticeEntity).countBy({ uid: '10014', title: '订单支付成功' })).toBe(1);
    const detail = (await t.get<OrderView>(`/api/v1/order/detail?order_no=${o.order_no}`, { session: s })).body.data;
    expect(detail).toMatchObject({ state: 'paid', pay_channel: 'wechat_native', transaction_id: n.body ? expect.stringMatching(/^4200/) : '' });
    // a redelivery a minute later is still acknowledged and still changes nothing
    expect((await notify(n)).statusCode).toBe(204);
    expect(await ds.getRepository(PayTransactionEntity).countBy({ orderNo: o.order_no })).toBe(1);
  });

  it('rejects a tampered amount, a bad signature, an unknown serial, a stale timestamp and a foreign APIv3 key', async () => {
    const s = await t.devLogin({ uid: '10015' });
    const o = await order(s);
    await pay(s, o.order_no, 'wechat_native');
    const ref = `${o.order_no}N`;
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const cases = [
      wx.notification(ref, { total: 1 }),
      wx.notification(ref, { signKey: forger.privateKey }),
      wx.notification(ref, { serial: 'PUB_KEY_ID_SOMEONE_ELSE' }),
      wx.notification(ref, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      wx.notification(ref, { apiV3Key: Buffer.from('x'.repeat(32)) }),
      wx.notification(ref, { tamperBody: (b) => b.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') }),
    ];
    for (const n of cases) {
      const res = await notify(n);
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'FAIL' });
    }
    const detail = (await t.get<OrderView>(`/api/v1/order/detail?order_no=${o.order_no}`, { session: s })).body.data;
    expect(detail.state).toBe('unpaid');
    expect((await t.get<UserProfile>('/api/user', { session: s })).body.data.vip).toBe(false);
    // the genuine one still goes through
    expect((await notify(wx.notification(ref))).statusCode).toBe(204);
    expect((await t.get<OrderView>(`/api/v1/order/detail?order_no=${o.order_no}`, { session: s })).body.data.state).toBe('paid');
  });

  it('checks the amount after a coupon and refuses answers not signed by the platform key', async () => {
    const s = await t.devLogin({ uid: '10016' });
    const coupons = (await t.get<{ id: string }[]>('/api/v1/coupon/claimable', { session: s })).body.data;
    const claimed = (await t.post<UserCouponView>('/api/v1/coupon/claim', { session: s, form: { coupon_id: coupons[0].id } })).body.data;
    const o = await order(s, VIP_MONTH, { coupon_id: claimed.id });
    expect(o).toMatchObject({ price_fen: 3900, discount_fen: 1000, amount_fen: 2900 });
    await pay(s, o.order_no, 'wechat_native');
    expect((await notify(wx.notification(`${o.order_no}N`, { total: 3900 }))).statusCode).toBe(400);
    expect((await notify(wx.notification(`${o.order_no}N`))).statusCode).toBe(204);

    const o2 = await order(s);
    wx.responseKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    try {
      const res = await pay(s, o2.order_no, 'wechat_native');
      expect(res.body).toMatchObject({ code: 5030, msg: '微信支付暂时不可用，请稍后再试' });
    } finally {
      wx.responseKey = undefined;
    }
  });

  it('refunds through the provider and revokes exactly what the order granted', async () => {
    const s = await t.devLogin({ uid: '10017' });
    const o1 = await order(s);
    await pay(s, o1.order_no, 'wechat_native');
    expect((await notify(wx.notification(`${o1.order_no}N`))).statusCode).toBe(204);
    const o2 = await order(s, '2');
    await pay(s, o2.order_no, 'wechat_native');
    expect((await notify(wx.notification(`${o2.order_no}N`))).statusCode).toBe(204);
    const both = new Date((await t.get<UserProfile>('/api/user', { session: s })).body.data.vip_until!).getTime();

    const refund = await t.post('/api/admin/order/refund', { session: admin, form: { order_no: o2.order_no, reason: '七天无理由' } });
    expect(refund.body).toMatchObject({ code: 2000, data: { state: 'paid', refund_state: 'refunding' } });
    expect(wx.refunds).toEqual([expect.objectContaining({ out_trade_no: `${o2.order_no}N`, amount: expect.objectContaining({ refund: 9900, total: 9900, currency: 'CNY' }) })]);
    expect((await notify(wx.refundNotification(`R${o2.order_no}01`, 'SUCCESS'))).statusCode).toBe(204);
    const after = new Date((await t.get<UserProfile>('/api/user', { session: s })).body.data.vip_until!).getTime();
    expect(both - after).toBe(90 * DAY);
    const again = await t.post('/api/admin/order/refund', { session: admin, form: { order_no: o2.order_no, reason: '重复' } });
    expect(again.body).toMatchObject({ code: 4009, msg: '只有已支付的订单可以退款' });
    expect(wx.refunds).toHaveLength(1);
    const user = await t.post('/api/admin/order/refund', { session: s, form: { order_no: o1.order_no, reason: 'x' } });
    expect(user.status).toBe(403);
  });

  it('closes expired orders at the provider too', async () => {
    const s = await t.devLogin({ uid: '10018' });
    const o = await order(s);
    await pay(s, o.order_no, 'wechat_native');
    const closed = await t.app.get(OrderSweepService).sweep(new Date(Date.now() + 31 * 60_000));
    expect(closed).toBeGreaterThanOrEqual(1);
    expect(wx.trades.get(`${o.order_no}N`)?.state).toBe('CLOSED');
    expect((await t.get<OrderView>(`/api/v1/order/detail?order_no=${o.order_no}`, { session: s })).body.data.state).toBe('closed');
    expect((await pay(s, o.order_no, 'wechat_native')).body).toMatchObject({ code: 4009, msg: '订单已关闭，请重新下单' });
  });
});
