import { DataSource } from 'typeorm';
import type { Page } from '../../types/api';
import type { CheckoutView, CouponView, OrderPayResponse, OrderView, UserCouponView, VipInfo } from '../../types/commerce';
import type { SessionInfo, UserProfile } from '../../types/user';
import { OrderSweepService } from '../../server/src/modules/commerce/order-sweep.service';
import { UserCouponEntity } from '../../server/src/modules/commerce/entities/user-coupon.entity';
import { TestApp } from '../helpers/app';


// the app boots in a few seconds, longer while other builds share the CPU
jest.setTimeout(30_000);
describe('checkout, coupons, sandbox payment and the 30-minute close', () => {
  let t: TestApp;
  let admin: SessionInfo;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.devLogin('admin');
  });
  afterAll(() => t.close());

  const coupon = async (over: Record<string, string | number> = {}) => {
    const res = await t.post<CouponView>('/api/admin/coupon/save', {
      session: admin,
      form: { name: '测试券', kind: 'amount', value: 500, min_fen: 0, valid_from: new Date(Date.now() - 60_000).toISOString(), valid_until: new Date(Date.now() + 86_400_000).toISOString(), per_user_limit: 1, enabled: 1, ...over },
    });
    expect(res.body.code).toBe(2000);
    return res.body.data;
  };
  const claim = async (s: SessionInfo, couponId: string) => (await t.post<UserCouponView>('/api/v1/coupon/claim', { session: s, form: { coupon_id: couponId } })).body;
  const create = (s: SessionInfo, form: Record<string, string>) => t.post<OrderView>('/api/v1/order/create', { session: s, form });

  it('publishes the product ids in the startup config and shows the tiers on the VIP page', async () => {
    const cfg = await t.inject({ method: 'GET', url: '/config.json' });
    expect(JSON.parse(cfg.body)).toMatchObject({ vip_product_ids: ['1', '2', '3'], second_vip_product_id: '2', oj_product_id: '4' });
    const s = await t.devLogin({ uid: '10020' });
    const info = (await t.get<VipInfo>('/api/v1/vip/info', { session: s })).body.data;
    expect(info.tiers.map((p) => [p.name, p.price_fen, p.equities[0].duration_days])).toEqual([
      ['月度会员', 3900, 30],
      ['季度会员', 9900, 90],
      ['年度会员', 29900, 365],
    ]);
    expect(info).toMatchObject({ vip: false, vip_until: null, oj_product: { product_id: '4' } });
    expect((await t.get('/api/v1/vip/info')).status).toBe(401);
  });

  it('buys a VIP tier through the sandbox: order → pay → confirm → paid, VIP on, coupon used, channel recorded', async () => {
    const s = await t.devLogin({ uid: '10021' });
    const welcome = (await t.get<CouponView[]>('/api/v1/coupon/claimable?product_id=2', { session: s })).body.data.find((c) => c.name === '新人立减10元')!;
    const uc = (await claim(s, welcome.id)).data;
    const view = (await t.get<CheckoutView>('/api/v1/order/checkout?product_id=2&client=desktop', { session: s })).body.data;
    expect(view.product).toMatchObject({ product_id: '2', price_fen: 9900 });
    expect(view.coupons).toEqual([expect.objectContaining({ id: uc.id, applicable: true, discount_fen: 1000 })]);
    expect(view.pay_channels.map((c) => c.code)).toEqual(['sandbox']);

    const o = (await create(s, { product_id: '2', coupon_id: uc.id, channel: 'bilibili' })).body.data;
    expect(o).toMatchObject({ state: 'unpaid', amount_fen: 8900, discount_fen: 1000, coupon_name: '新人立减10元', channel_code: 'bilibili' });
    expect(new Date(o.expires_at).getTime() - new Date(o.created_at).getTime()).toBeGreaterThan(29 * 60_000);
    const paid = await t.post<OrderPayResponse>('/api/v1/order/pay', { session: s, form: { order_no: o.order_no, pay_channel: 'sandbox' } });
    if (paid.body.data.action.type !== 'sandbox') throw new Error('expected sandbox');
    const bad = await t.post('/api/v1/pay/sandbox/confirm', { session: s, form: { order_no: o.order_no, ticket: '0'.repeat(64) } });
    expect(bad.body).toMatchObject({ code: 4003, msg: '支付凭证不正确' });
    const ok = await t.post<OrderView>('/api/v1/pay/sandbox/confirm', { session: s, form: { order_no: o.order_no, ticket: paid.body.data.action.ticket } });
    expect(ok.body.data).toMatchObject({ state: 'paid', pay_channel: 'sandbox' });
    expect((await t.get<UserProfile>('/api/user', { session: s })).body.data.vip).toBe(true);
    const mine = (await t.get<UserCouponView[]>('/api/v1/coupon/mine', { session: s })).body.data;
    expect(mine.find((c) => c.id === uc.id)?.state).toBe('used');
    const list = (await t.get<Page<OrderView>>('/api/v1/order/list', { session: s })).body.data;
    expect(list.list[0]).toMatchObject({ order_no: o.order_no, state: 'paid' });
    // someone else cannot see or pay it
    const other = await t.devLogin({ uid: '10022' });
    expect((await t.get(`/api/v1/order/detail?order_no=${o.order_no}`, { session: other })).status).toBe(404);
    // unknown channel codes are not recorded
    expect((await create(s, { product_id: '1', channel: 'nosuch' })).body.data.channel_code).toBe('');
  });

  it('refuses foreign, used, expired, out-of-scope and below-minimum coupons, and claims beyond the limit', async () => {
    const a = await t.devLogin({ uid: '10023' });
    const b = await t.devLogin({ uid: '10024' });
    const c = await coupon();
    const ucA = (await claim(a, c.id)).data;
    expect(await claim(a, c.id)).toMatchObject({ code: 4009, msg: '已达到领取上限' });
    expect((await create(b, { product_id: '1', coupon_id: ucA.id })).body).toMatchObject({ code: 4003, msg: '这张优惠券不属于你' });
    const first = (await create(a, { product_id: '1', coupon_id: ucA.id })).body.data;
    expect(first.amount_fen).toBe(3400);
    expect((await create(a, { product_id: '1', coupon_id: ucA.id })).body).toMatchObject({ code: 4009, msg: '优惠券已使用' });

    const expiring = await coupon({ valid_until: new Date(Date.now() + 1500).toISOString() });
    const ucE = (await claim(a, expiring.id)).data;
    await new Promise((r) => setTimeout(r, 1600));
    expect((await create(a, { product_id: '1', coupon_id: ucE.id })).body).toMatchObject({ code: 4009, msg: '优惠券已过期' });
    expect(await claim(b, expiring.id)).toMatchObject({ code: 4009, msg: '优惠券已过期' });

    const scoped = await coupon({ product_ids: '3' });
    const ucS = (await claim(a, scoped.id)).data;
    expect((await create(a, { product_id: '1', coupon_id: ucS.id })).body).toMatchObject({ code: 4009, msg: '该优惠券不适用于此商品' });
    const high = await coupon({ min_fen: 10000 });
    const ucH = (await claim(a, high.id)).data;
    expect((await create(a, { product_id: '1', coupon_id: ucH.id })).body).toMatchObject({ code: 4009, msg: '未达到优惠券使用门槛' });
    expect((await create(a, { product_id: '3', coupon_id: ucH.id })).body.data.amount_fen).toBe(29400);

    const limited = await coupon({ total: 1, per_user_limit: 5 });
    expect((await claim(a, limited.id)).code).toBe(2000);
    expect(await claim(b, limited.id)).toMatchObject({ code: 4009, msg: '优惠券已领完' });
  });

  it('closes unpaid orders after 30 minutes (twice-run sweeps close once) and gives the coupon back', async () => {
    const s = await t.devLogin({ uid: '10025' });
    const c = await coupon();
    const uc = (await claim(s, c.id)).data;
    const o = (await create(s, { product_id: '1', coupon_id: uc.id })).body.data;
    const sweep = t.app.get(OrderSweepService);
    expect(await sweep.closeOne(o.order_no, new Date(Date.now() + 29 * 60_000))).toBe(false);
    const later = new Date(Date.now() + 31 * 60_000);
    const [x, y] = await Promise.all([sweep.closeOne(o.order_no, later), sweep.closeOne(o.order_no, later)]);
    expect([x, y].filter(Boolean)).toHaveLength(1);
    expect((await t.get<OrderView>(`/api/v1/order/detail?order_no=${o.order_no}`, { session: s })).body.data.state).toBe('closed');
    expect((await t.app.get(DataSource).getRepository(UserCouponEntity).findOneByOrFail({ id: uc.id })).state).toBe('unused');
    expect((await t.post('/api/v1/order/pay', { session: s, form: { order_no: o.order_no, pay_channel: 'sandbox' } })).body.msg).toBe('订单已关闭，请重新下单');
    expect((await create(s, { product_id: '1', coupon_id: uc.id })).body.code).toBe(2000);
  });

  it('validates input with Chinese messages and refuses off-sale or missing products', async () => {
    const s = await t.devLogin({ uid: '10026' });
    const bad = await create(s, { product_id: 'abc' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ field: 'product_id', message: 'product_id 必须是数字' }]);
    expect((await create(s, { product_id: '999999' })).body).toMatchObject({ code: 4004, msg: '商品不存在' });
    expect((await create(s, { product_id: '5' })).body).toMatchObject({ code: 4009, msg: '商品已下架' });
    const pay = await t.post('/api/v1/order/pay', { session: s, form: { order_no: 'x', pay_channel: 'alipay' } });
    expect(pay.body.errors).toEqual(expect.arrayContaining([{ field: 'order_no', message: '订单号格式不正确' }, { field: 'pay_channel', message: '支付方式不正确' }]));
    expect((await t.post('/api/v1/order/create', { form: { product_id: '1' } })).status).toBe(401);
  });
});
