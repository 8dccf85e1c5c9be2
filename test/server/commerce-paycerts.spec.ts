import { generateKeyPairSync } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AdminOrderDetail, OrderView } from '../../types/commerce';
import type { SessionInfo, UserProfile } from '../../types/user';
import { OrderSweepService } from '../../server/src/modules/commerce/order-sweep.service';
import { PaySettingsService } from '../../server/src/modules/commerce/pay-settings.service';
import { NoticeEntity } from '../../server/src/modules/notice/entities/notice.entity';
import type { WechatPayProvider } from '../../server/src/providers/pay/wechat/wechat-pay.provider';
import { TestApp } from '../helpers/app';
import { WechatPayEmulator } from '../helpers/emulators/wechat-pay';

const HOUR = 3_600_000;
type Signed = { headers: Record<string, string>; body: string };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

jest.setTimeout(60_000);
describe('WeChat Pay platform certificates and the unpaid-order sweep (against the emulator)', () => {
  let t: TestApp;
  let wx: WechatPayEmulator;
  let ds: DataSource;
  let admin: SessionInfo;
  let sweep: OrderSweepService;
  let provider: WechatPayProvider;

  beforeAll(async () => {
    // the first certificate ends in 10 h: inside the 12 h refresh window from the start
    wx = await new WechatPayEmulator().useCertificates(10 * HOUR).start();
    t = await TestApp.start({ ...wx.env(), PAY_ADAPTER: 'real' });
    ds = t.app.get(DataSource);
    admin = await t.devLogin('admin');
    sweep = t.app.get(OrderSweepService);
    provider = t.app.get(PaySettingsService).provider('wechatpay') as WechatPayProvider;
  });
  afterAll(async () => {
    await t.close();
    await wx.stop();
  });

  const notify = (n: Signed) => t.inject({ method: 'POST', url: '/api/v1/pay/notify/wechatpay', headers: n.headers, payload: n.body });
  const serials = () => provider.certs.list().map((c) => c.serial).sort();
  const started = async (uid: string) => {
    const s = await t.devLogin({ uid });
    const o = (await t.post<OrderView>('/api/v1/order/create', { session: s, form: { product_id: '1' } })).body.data;
    expect((await t.post('/api/v1/order/pay', { session: s, form: { order_no: o.order_no, pay_channel: 'wechat_native' } })).body.code).toBe(2000);
    return { s, orderNo: o.order_no };
  };
  const state = async (orderNo: string) => (await t.get<AdminOrderDetail>(`/api/admin/order/detail?order_no=${orderNo}`, { session: admin })).body.data;
  const isVip = async (s: SessionInfo) => (await t.get<UserProfile>('/api/user', { session: s })).body.data.vip;

  it('downloads, decrypts and verifies the certificates, refreshes 12 h before expiry, and rotates to the new one', async () => {
    await sweep.maintainProviders();
    expect(wx.certDownloads).toBe(1);
    expect(serials()).toEqual([wx.certs[0].serial]);
    // the only certificate ends within 12 h: every upkeep asks again until a newer one is out
    await sweep.maintainProviders();
    expect(wx.certDownloads).toBe(2);
    const next = wx.rotateCert();
    await sweep.maintainProviders();
    expect(wx.certDownloads).toBe(3);
    expect(serials()).toEqual([wx.certs[0].serial, next.serial].sort());
    await sweep.maintainProviders();
    expect(wx.certDownloads).toBe(3);
    // payments signed by the new certificate go through without another download
    const { s, orderNo } = await started('10027');
    expect((await notify(wx.notification(`${orderNo}N`))).statusCode).toBe(204);
    expect(await isVip(s)).toBe(true);
    expect(wx.certDownloads).toBe(3);
  });

  it('an unknown serial triggers one refresh, then is refused; a genuinely new certificate is picked up by that refresh', async () => {
    const { orderNo } = await started('10028');
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const downloads = wx.certDownloads;
    const forged = wx.notification(`${orderNo}N`, { serial: '5FACEFACEFACEFACEFACEFACEFACEFACEFACEFAC', signKey: forger });
    const replies = await Promise.all([notify(forged), notify(forged), notify(forged)]);
    expect(replies.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    expect(wx.certDownloads).toBe(downloads + 1);
    expect((await notify(forged)).statusCode).toBe(400);
    expect(wx.certDownloads).toBe(downloads + 1);
    expect((await state(orderNo)).state).toBe('unpaid');

    await sleep(1100);
    const rotated = wx.rotateCert();
    expect((await notify(wx.notification(`${orderNo}N`))).statusCode).toBe(204);
    expect(wx.certDownloads).toBe(downloads + 2);
    expect(serials()).toContain(rotated.serial);
    expect((await state(orderNo)).state).toBe('paid');
  });

  it('a certificate past its expiry is no longer trusted, without a download per notification', async () => {
    await sleep(1100);
    const shortLived = wx.rotateCert(2500);
    const { orderNo } = await started('10029');
    // its answers are verified with it (fetched on first sight)
    expect(serials()).toContain(shortLived.serial);
    await sleep(3000);
    const downloads = wx.certDownloads;
    const stale = wx.notification(`${orderNo}N`);
    expect(stale.headers['wechatpay-serial']).toBe(shortLived.serial);
    expect((await notify(stale)).statusCode).toBe(400);
    expect(wx.certDownloads).toBe(downloads);
    expect(provider.certs.key(shortLived.serial)).toBeNull();
    // the next download drops it
    wx.rotateCert();
    await provider.certs.refresh();
    expect(serials()).not.toContain(shortLived.serial);
    expect((await notify(wx.notification(`${orderNo}N`))).statusCode).toBe(204);
  });

  it('refuses a certificate list that does not decrypt with the APIv3 key or is signed by a stranger', async () => {
    await sleep(1100);
    const { orderNo } = await started('10018');
    const before = serials();
    wx.certListKey = Buffer.from('z'.repeat(32));
    const rogue = wx.rotateCert();
    try {
      await expect(provider.certs.refresh()).rejects.toThrow(/does not decrypt/);
      expect(serials()).toEqual(before);
      expect((await notify(wx.notification(`${orderNo}N`))).statusCode).toBe(400);
    } finally {
      wx.certListKey = undefined;
    }
    // a list signed by a key none of its certificates carries
    wx.responseKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    try {
      await expect(provider.certs.refresh()).rejects.toThrow(/bad signature/);
      expect(serials()).not.toContain(rogue.serial);
    } finally {
      wx.responseKey = undefined;
    }
    await provider.certs.refresh();
    expect(serials()).toContain(rogue.serial);
    expect((await notify(wx.notification(`${orderNo}N`))).statusCode).toBe(204);
  });

  it('the sweep asks the provider first: paid there → fulfilled here; unpaid → closed there, then here', async () => {
    const paid = await started('10030');
    const unpaid = await started('10031');
    wx.notification(`${paid.orderNo}N`); // the buyer paid; the notification is lost
    const queried = wx.queries.trade;
    const closed = await sweep.sweep(new Date(Date.now() + 31 * 60_000));
    expect(closed).toBeGreaterThanOrEqual(1);
    expect(wx.queries.trade).toBeGreaterThanOrEqual(queried + 2);
    expect(await state(paid.orderNo)).toMatchObject({ state: 'paid', transaction_id: wx.trades.get(`${paid.orderNo}N`)!.transactionId });
    expect(await isVip(paid.s)).toBe(true);
    expect(wx.trades.get(`${paid.orderNo}N`)!.state).toBe('SUCCESS');
    expect(wx.trades.get(`${unpaid.orderNo}N`)!.state).toBe('CLOSED');
    expect((await state(unpaid.orderNo)).state).toBe('closed');
  });

  it('the provider unreachable: the order stays open for the next sweep', async () => {
    const o = await started('10032');
    await wx.stop();
    try {
      await sweep.sweep(new Date(Date.now() + 31 * 60_000));
      expect((await state(o.orderNo)).state).toBe('unpaid');
    } finally {
      await wx.start();
    }
  });

  it('a payment arriving after the order closed is refunded in full automatically, once', async () => {
    const { s, orderNo } = await started('10019');
    wx.trades.get(`${orderNo}N`)!.state = 'CLOSED';
    await sweep.sweep(new Date(Date.now() + 31 * 60_000));
    expect((await state(orderNo)).state).toBe('closed');
    // the buyer had paid at the last second
    const late = wx.notification(`${orderNo}N`);
    expect((await Promise.all([notify(late), notify(late)])).map((r) => r.statusCode)).toEqual([204, 204]);
    const d = await state(orderNo);
    expect(d).toMatchObject({ state: 'closed', refund_state: 'none' });
    expect(d.transactions).toHaveLength(1);
    expect(d.refunds).toEqual([expect.objectContaining({ refund_no: `R${orderNo}01`, amount_fen: 3900, operator: '', state: 'processing', reason: '订单已关闭，款项原路退回' })]);
    expect(wx.refunds.filter((r) => r.out_trade_no === `${orderNo}N`)).toEqual([expect.objectContaining({ amount: expect.objectContaining({ refund: 3900, total: 3900 }) })]);
    expect(await isVip(s)).toBe(false);
    expect((await notify(wx.refundNotification(`R${orderNo}01`, 'SUCCESS'))).statusCode).toBe(204);
    expect((await state(orderNo)).refunds[0].state).toBe('success');
    expect(await ds.getRepository(NoticeEntity).countBy({ uid: '10019', title: '付款已退回' })).toBe(1);
  });
});
