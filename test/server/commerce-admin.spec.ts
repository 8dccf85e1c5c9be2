import type { Page } from '../../types/api';
import type { AdminOrderView, PayChannelView, PayPlatformView, ProductView, SaleChannelView, VipMemberRow } from '../../types/commerce';
import type { SessionInfo, UserProfile } from '../../types/user';
import { loadConfig } from '../../server/src/config/app-config';
import { PRODUCTION_ENV } from '../helpers/production-env';
import { expectListRefusals } from '../helpers/admin-list';
import { TestApp } from '../helpers/app';

// the app boots in a few seconds, longer while other builds share the CPU
jest.setTimeout(30_000);
describe('commerce console', () => {
  let t: TestApp;
  let admin: SessionInfo;
  let user: SessionInfo;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.devLogin('admin');
    user = await t.devLogin({ uid: '10030' });
  });
  afterAll(() => t.close());

  it('keeps every console call for admins', async () => {
    for (const url of ['/api/admin/order/list', '/api/admin/product/list', '/api/admin/pay/channel/list', '/api/admin/pay/platform/list', '/api/admin/sale-channel/list', '/api/admin/coupon/list', '/api/admin/gift/list', '/api/admin/vip/list']) {
      expect((await t.get(url, { session: user })).status).toBe(403);
      expect((await t.get(url)).status).toBe(401);
      expect((await t.get(url, { session: admin })).body.code).toBe(2000);
    }
  });

  it('creates a product, edits its equities and sells it', async () => {
    const p = (await t.post<ProductView>('/api/admin/product/save', { session: admin, form: { name: '动态规划题单', category: 'problemset', price_fen: 1990, on_sale: 'false' } })).body.data;
    expect(p).toMatchObject({ on_sale: false, equities: [] });
    const noTarget = await t.post('/api/admin/product/equity/save', { session: admin, form: { product_id: p.product_id, kind: 'problemset', duration_days: 30 } });
    expect(noTarget.body.errors).toEqual([{ field: 'target_id', message: '请填写权益对应的课程、题单或训练营 id' }]);
    const withEq = (await t.post<ProductView>('/api/admin/product/equity/save', { session: admin, form: { product_id: p.product_id, kind: 'problemset', target_id: '77', duration_days: 30 } })).body.data;
    expect(withEq.equities).toEqual([expect.objectContaining({ kind: 'problemset', target_id: '77', duration_days: 30 })]);
    const eid = withEq.equities[0].equity_id;
    const edited = (await t.post<ProductView>('/api/admin/product/equity/save', { session: admin, form: { product_id: p.product_id, equity_id: eid, kind: 'problemset', target_id: '77', duration_days: 0 } })).body.data;
    expect(edited.equities[0].duration_days).toBe(0);
    await t.post('/api/admin/product/save', { session: admin, form: { product_id: p.product_id, name: '动态规划题单', category: 'problemset', price_fen: 1990, on_sale: 1 } });
    const onSale = (await t.get<ProductView[]>('/api/v1/product/list?category=problemset')).body.data;
    expect(onSale.map((x) => x.product_id)).toContain(p.product_id);
    const bad = await t.post('/api/admin/product/save', { session: admin, form: { name: '', category: 'x', price_fen: 0, on_sale: 'maybe' } });
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(['category', 'name', 'on_sale', 'price_fen']);
    expect((await t.post('/api/admin/product/equity/delete', { session: admin, form: { product_id: p.product_id, equity_id: eid } })).body.data).toMatchObject({ equities: [] });
  });

  it('switches pay channels and platforms, and keeps sale channel codes unique with their order totals', async () => {
    const channels = (await t.get<PayChannelView[]>('/api/admin/pay/channel/list', { session: admin })).body.data;
    expect(channels.find((c) => c.code === 'sandbox')).toMatchObject({ available: true, enabled: true });
    expect(channels.find((c) => c.code === 'wechat_native')).toMatchObject({ available: false });
    await t.post('/api/admin/pay/channel/save', { session: admin, form: { code: 'sandbox', name: '沙箱', clients: 'desktop', enabled: 0 } });
    const checkout = await t.get<{ pay_channels: unknown[] }>('/api/v1/order/checkout?product_id=1&client=desktop', { session: user });
    expect(checkout.body.data.pay_channels).toEqual([]);
    await t.post('/api/admin/pay/channel/save', { session: admin, form: { code: 'sandbox', name: '沙箱支付（开发）', clients: 'weapp,mobile,desktop', enabled: 1 } });
    const platforms = (await t.get<PayPlatformView[]>('/api/admin/pay/platform/list', { session: admin })).body.data;
    expect(platforms.find((p) => p.code === 'sandbox')).toMatchObject({ configured: true, account: 'sandbox' });
    expect(platforms.find((p) => p.code === 'wechatpay')).toMatchObject({ configured: false });

    const created = (await t.post<SaleChannelView[]>('/api/admin/sale-channel/save', { session: admin, form: { code: 'douyin', name: '抖音', enabled: 1 } })).body.data;
    expect(created.find((c) => c.code === 'douyin')).toMatchObject({ order_count: 0, paid_fen: 0 });
    const clash = await t.post('/api/admin/sale-channel/save', { session: admin, form: { code: 'douyin', name: '重复', enabled: 1 } });
    expect(clash.body.errors).toEqual([{ field: 'code', message: '渠道编码已存在' }]);
    await t.post('/api/v1/order/create', { session: user, form: { product_id: '1', channel: 'douyin' } });
    const after = (await t.get<SaleChannelView[]>('/api/admin/sale-channel/list', { session: admin })).body.data;
    expect(after.find((c) => c.code === 'douyin')?.order_count).toBe(1);
    const orders = (await t.get<Page<AdminOrderView>>('/api/admin/order/list?channel_code=douyin', { session: admin })).body.data;
    expect(orders.list[0]).toMatchObject({ uid: '10030', nick_name: expect.any(String), state: 'unpaid' });
    const byUid = (await t.get<Page<AdminOrderView>>('/api/admin/order/list?keyword=10030', { session: admin })).body.data;
    expect(byUid.total).toBeGreaterThanOrEqual(1);
  });

  it('lists orders on the admin list contract: filters narrow, whitelisted sorts go either way, the rest is refused', async () => {
    const buyer = await t.devLogin({ uid: '10032' });
    for (const product_id of ['2', '1', '3']) expect((await t.post('/api/v1/order/create', { session: buyer, form: { product_id } })).body.code).toBe(2000);
    const list = async (qs: string) => (await t.get<Page<AdminOrderView>>(`/api/admin/order/list?keyword=10032&${qs}`, { session: admin })).body.data;
    expect((await list('sort=amount_fen&order=asc')).list.map((o) => o.amount_fen)).toEqual([3900, 9900, 29900]);
    expect((await list('sort=amount_fen&order=desc')).list.map((o) => o.amount_fen)).toEqual([29900, 9900, 3900]);
    expect((await list('sort=id&order=asc')).list.map((o) => o.product_id)).toEqual(['2', '1', '3']);
    expect((await list('product_id=1')).list.map((o) => o.product_id)).toEqual(['1']);
    expect((await list('state=unpaid')).total).toBe(3);
    expect((await list('state=paid')).total).toBe(0);
    expect((await list('page_size=2')).list).toHaveLength(2);
    await expectListRefusals(t, admin, '/api/admin/order/list', ['id', 'created_at', 'paid_at', 'amount_fen']);
    // the learner's own order list keeps its plain paging
    const mine = await t.get<Page<AdminOrderView>>('/api/v1/order/list?state=unpaid&secret=1&sort=amount_fen', { session: buyer });
    expect(mine.body.data.total).toBe(3);
  });

  it('grants and revokes VIP from the console', async () => {
    const g = (await t.post<VipMemberRow>('/api/admin/vip/grant', { session: admin, form: { uid: '10031', days: 7 } })).body.data;
    expect(g.uid).toBe('10031');
    const list = (await t.get<Page<VipMemberRow>>('/api/admin/vip/list?keyword=10031', { session: admin })).body.data;
    expect(list.list).toEqual([expect.objectContaining({ uid: '10031' })]);
    const s = await t.devLogin({ uid: '10031' });
    expect((await t.get<UserProfile>('/api/user', { session: s })).body.data.vip).toBe(true);
    expect((await t.post('/api/admin/vip/revoke', { session: admin, form: { uid: '10031' } })).body.data).toEqual({ revoked: 1 });
    expect((await t.get<UserProfile>('/api/user', { session: s })).body.data.vip).toBe(false);
    expect((await t.post('/api/admin/vip/grant', { session: admin, form: { uid: '99999999', days: 7 } })).body.code).toBe(4004);
  });

  it('validates payment configuration at boot', () => {
    const base = { NODE_ENV: 'test', DB_URL: 'sqlite::memory:' };
    expect(() => loadConfig({ ...PRODUCTION_ENV, PAY_ADAPTER: 'embedded' })).toThrow('PAY_ADAPTER=embedded is for development only');
    expect(loadConfig(PRODUCTION_ENV).pay.sandbox).toBe(false);
    expect(() => loadConfig({ ...base, WECHAT_PAY_MCHID: '1' })).toThrow(/WeChat Pay also needs WECHAT_PAY_APPID/);
    expect(() => loadConfig({ ...base, CARD_GATEWAY_API_BASE: 'http://x' })).toThrow(/card gateway also needs/);
    expect(() => loadConfig({ ...base, ORDER_TTL_MINUTES: '0' })).toThrow('ORDER_TTL_MINUTES must be 1-1440');
    expect(() => loadConfig({ ...base, VIP_PRODUCT_IDS: '1,a' })).toThrow('VIP_PRODUCT_IDS must be comma-separated numeric product ids');
    expect(loadConfig({ ...base, VIP_PRODUCT_IDS: '11,12,13', OJ_PRODUCT_ID: '14' }).pay).toMatchObject({ vipProductIds: ['11', '12', '13'], secondVipProductId: '12', ojProductId: '14' });
  });
});
