/** @jest-environment jsdom */
import Taro from '@tarojs/taro';
import type { TaroMock } from '../helpers/taro-mock';
import type { StartupConfig } from '../../types/api';
import type { CheckoutView, OrderView, ProductView, VipInfo } from '../../types/commerce';
import { formatFen, parseYuan, couponDiscount, SALE_CHANNEL_STORAGE_KEY } from '../../types/commerce';
import type { UserProfile } from '../../types/user';

jest.mock('../../src/platform/navigation', () => ({ currentUrl: jest.fn(() => '/'), go: jest.fn(), goBack: jest.fn() }));

import { go } from '../../src/platform/navigation';
import { bestCoupon, useOrderCreate } from '../../src/pages/order/create/use-order-create';
import { useOrderResult } from '../../src/pages/order/result/use-order-result';
import { perDay, useVipHome } from '../../src/pages/vip/home/use-vip-home';
import { codeError, normalizeCode } from '../../src/pages/user/gift/use-gift-redeem';
import { vipHomeTarget } from '../../src/guards/use-vip-home';
import { currentSaleChannel, recordSaleChannel } from '../../src/services/sale-channel';
import { useAuthStore } from '../../src/stores/auth.store';
import { useConfigStore } from '../../src/stores/config.store';
import { isVipNow, showVipPromo } from '../../src/utils/vip';
import { act, renderHook, tick } from './render-hook';

const taro = Taro as unknown as TaroMock;
const CONFIG: StartupConfig = {
  teacher_uid: '', discussion_id: '', algo_course_id: '', vip_product_ids: ['1', '2', '3'], second_vip_product_id: '2', oj_product_id: '4', sample_topic_id: '',
  api_key: Buffer.alloc(32).toString('base64'), api_encrypt: false, env: 'test',
};
const user = (over: Partial<UserProfile> = {}): UserProfile => ({
  uid: '10002', nick_name: '码途学员', head_img_url: '', telephone: '13800000002', admin: false, partner: false, bindFwh: false, vip: false, vip_until: null, created_at: '', ...over,
});
const product = (over: Partial<ProductView> = {}): ProductView => ({
  product_id: '2', name: '季度会员', category: 'vip', description: '90 天超级会员', benefits: ['全部算法题库与题解'], price_fen: 9900, original_price_fen: 14700, on_sale: true, sort: 2,
  equities: [{ equity_id: '2', product_id: '2', kind: 'vip', target_id: '', duration_days: 90 }], ...over,
});
const order = (over: Partial<OrderView> = {}): OrderView => ({
  order_no: 'CT20250101120000123456', uid: '10002', product_id: '2', product_name: '季度会员', category: 'vip', state: 'unpaid', price_fen: 9900, discount_fen: 1000, amount_fen: 8900,
  coupon_name: '新人立减10元', channel_code: 'bilibili', pay_channel: '', transaction_id: '', created_at: '', expires_at: new Date(Date.now() + 1800_000).toISOString(), paid_at: null, refunded_at: null, refund_state: 'none', refunded_fen: 0, ...over,
});
const CHECKOUT: CheckoutView = {
  product: product(),
  coupons: [
    { id: '11', coupon_id: '1', name: '小券', kind: 'amount', value: 500, min_fen: 0, state: 'unused', valid_until: '', applicable: true, discount_fen: 500 },
    { id: '12', coupon_id: '2', name: '新人立减10元', kind: 'amount', value: 1000, min_fen: 3000, state: 'unused', valid_until: '', applicable: true, discount_fen: 1000 },
    { id: '13', coupon_id: '3', name: '年卡专享', kind: 'amount', value: 5000, min_fen: 20000, state: 'unused', valid_until: '', applicable: false, discount_fen: 0 },
  ],
  pay_channels: [
    { code: 'sandbox', name: '沙箱支付（开发）', platform: 'sandbox', clients: ['desktop'], enabled: true, available: true, sort: 9 },
    { code: 'wechat_native', name: '微信扫码支付', platform: 'wechatpay', clients: ['desktop'], enabled: true, available: true, sort: 2 },
  ],
};

type Handler = (req: { url: string; method: string; data?: string }) => unknown;
/** Scripts the API by path: each handler returns `data` of a 2000 envelope, or throws [code, msg]. */
function api(routes: Record<string, Handler>) {
  const calls: { path: string; method: string; body: URLSearchParams; query: URLSearchParams }[] = [];
  taro.request.mockImplementation((req: { url: string; method: string; data?: string }) => {
    const [pathWithBase, qs] = req.url.split('?');
    const path = pathWithBase.replace(/^\/api/, '');
    calls.push({ path, method: req.method, body: new URLSearchParams(req.data ?? ''), query: new URLSearchParams(qs ?? '') });
    const h = routes[path];
    if (!h) return Promise.resolve({ statusCode: 404, header: {}, data: { code: 4004, data: null, msg: `no route ${path}` } });
    try {
      return Promise.resolve({ statusCode: 200, header: {}, data: { code: 2000, data: h(req), msg: 'ok' } });
    } catch (e) {
      const [code, msg] = e as [number, string];
      return Promise.resolve({ statusCode: 409, header: {}, data: { code, data: null, msg } });
    }
  });
  return calls;
}

beforeEach(() => {
  jest.useRealTimers();
  taro.__reset();
  (go as jest.Mock).mockReset();
  useConfigStore.getState().setConfig(CONFIG);
  useAuthStore.setState({ token: 'tok', uid: '10002', user: user() });
});

describe('money and membership helpers', () => {
  it('shows fen as ¥ with two decimals and parses yuan back', () => {
    expect(formatFen(3900)).toBe('¥39.00');
    expect(formatFen(1)).toBe('¥0.01');
    expect(formatFen(-1000)).toBe('-¥10.00');
    expect(parseYuan('19.9')).toBe(1990);
    expect(parseYuan('0.05')).toBe(5);
    expect(parseYuan('1.234')).toBeNull();
    expect(couponDiscount('discount', 80, 9900)).toBe(1980);
    expect(couponDiscount('amount', 99999, 3900)).toBe(3899);
    expect(perDay(29900, 365)).toBe('0.82');
  });

  it('counts VIP only until it ends, and shows promotions to everyone else', () => {
    const now = Date.parse('2025-06-01T00:00:00Z');
    expect(isVipNow(user({ vip: true, vip_until: '2025-07-01T00:00:00Z' }), now)).toBe(true);
    expect(isVipNow(user({ vip: true, vip_until: '2025-05-01T00:00:00Z' }), now)).toBe(false);
    expect(isVipNow(user({ vip: true, vip_until: null }), now)).toBe(true);
    expect(isVipNow(null, now)).toBe(false);
    expect(showVipPromo(user({ vip: true, vip_until: '2025-07-01T00:00:00Z' }), now)).toBe(false);
    expect(showVipPromo(user(), now)).toBe(true);
    expect(showVipPromo(null, now)).toBe(true);
  });

  it('sends VIP visitors of / to /course only once the course list exists', () => {
    expect(vipHomeTarget(false)).toBeNull();
    expect(vipHomeTarget(true)).toBe('/course');
  });

  it('records a sale channel for seven days and ignores malformed codes', () => {
    const t0 = Date.now();
    recordSaleChannel('bilibili', t0);
    expect(currentSaleChannel(t0 + 1000)).toBe('bilibili');
    expect(currentSaleChannel(t0 + 8 * 86_400_000)).toBeUndefined();
    recordSaleChannel('<script>', t0);
    expect(taro.__storage.get(SALE_CHANNEL_STORAGE_KEY)).toMatchObject({ code: 'bilibili' });
  });

  it('checks gift codes as typed by hand', () => {
    expect(normalizeCode('abcd-efgh jkmn')).toBe('ABCDEFGHJKMN');
    expect(codeError('abcd-efgh-jkmn')).toBeNull();
    expect(codeError('ABCDEFGHJKM0')).toBe('兑换码格式不正确');
    expect(codeError('')).toBe('兑换码格式不正确');
  });
});

describe('checkout (订单结算)', () => {
  it('loads the product for this client, picks the best coupon and pays through the sandbox', async () => {
    taro.__setRouter({ path: '/order/create/2', params: { pid: '2' } });
    recordSaleChannel('bilibili');
    const calls = api({
      '/v1/order/checkout': () => CHECKOUT,
      '/v1/coupon/claimable': () => [],
      '/v1/order/create': () => order(),
      '/v1/order/pay': () => ({ order_no: order().order_no, amount_fen: 8900, action: { type: 'sandbox', ticket: 'a'.repeat(64) } }),
      '/v1/pay/sandbox/confirm': () => order({ state: 'paid' }),
    });
    taro.showModal.mockResolvedValue({ confirm: true, cancel: false });
    const h = renderHook(() => useOrderCreate());
    await act(async () => undefined);
    expect(h.result.load.status).toBe('ready');
    expect(calls[0].query.get('client')).toBe('desktop');
    expect(h.result.couponId).toBe('12');
    expect(h.result.channel).toBe('sandbox');
    expect(h.result.price).toEqual({ list: 9900, off: 1000, pay: 8900 });
    act(() => h.result.setCouponId(''));
    expect(h.result.price).toEqual({ list: 9900, off: 0, pay: 9900 });
    act(() => h.result.setCouponId('12'));

    await act(() => h.result.submit());
    const create = calls.find((c) => c.path === '/v1/order/create')!;
    // the device's visitor id joins promotion visits made before sign-in (partner attribution)
    expect(Object.fromEntries(create.body)).toEqual({ product_id: '2', coupon_id: '12', channel: 'bilibili', visitor_id: expect.stringMatching(/^v[a-z0-9]{8,}$/) });
    const pay = calls.find((c) => c.path === '/v1/order/pay')!;
    expect(Object.fromEntries(pay.body)).toEqual({ order_no: order().order_no, pay_channel: 'sandbox' });
    expect(taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('¥89.00') }));
    expect(calls.find((c) => c.path === '/v1/pay/sandbox/confirm')?.body.get('ticket')).toBe('a'.repeat(64));
    expect(go).toHaveBeenCalledWith(`/order/${order().order_no}/payment/result`, { replace: true });
    expect(h.result.submitting).toBe(false);
    h.unmount();
  });

  it('sends desktop WeChat pay to the 支付结算 page, and pays an existing order without creating another', async () => {
    taro.__setRouter({ path: '/order/create/2', params: { pid: '2', order_no: order().order_no } });
    const calls = api({ '/v1/order/checkout': () => CHECKOUT, '/v1/coupon/claimable': () => [], '/v1/order/detail': () => order() });
    const h = renderHook(() => useOrderCreate());
    await act(async () => undefined);
    expect(h.result.price).toEqual({ list: 9900, off: 1000, pay: 8900 });
    act(() => h.result.setChannel('wechat_native'));
    await act(() => h.result.submit());
    expect(calls.some((c) => c.path === '/v1/order/create' || c.path === '/v1/order/pay')).toBe(false);
    expect(go).toHaveBeenCalledWith(`/order/${order().order_no}/wechatpay`, { replace: true });
    h.unmount();
  });

  it('shows the server message when the order is refused and stays on the page', async () => {
    taro.__setRouter({ path: '/order/create/2', params: { pid: '2' } });
    api({
      '/v1/order/checkout': () => CHECKOUT,
      '/v1/coupon/claimable': () => [],
      '/v1/order/create': () => {
        throw [4009, '优惠券已使用'];
      },
    });
    const h = renderHook(() => useOrderCreate());
    await act(async () => undefined);
    await act(() => h.result.submit());
    expect(taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '优惠券已使用' }));
    expect(go).not.toHaveBeenCalled();
    expect(h.result.submitting).toBe(false);
    h.unmount();
  });

  it('refuses a malformed product id without calling the API', async () => {
    taro.__setRouter({ path: '/order/create/x', params: { pid: 'x' } });
    const calls = api({});
    const h = renderHook(() => useOrderCreate());
    await act(async () => undefined);
    expect(h.result.load).toEqual({ status: 'error', message: '商品不存在' });
    expect(calls).toHaveLength(0);
    h.unmount();
  });

  it('bestCoupon takes the largest applicable discount', () => {
    expect(bestCoupon(CHECKOUT.coupons)).toBe('12');
    expect(bestCoupon([])).toBe('');
  });
});

describe('payment result page', () => {
  it('polls every 2 s until paid, then refreshes the local user so the VIP flag follows; stops on leave', async () => {
    jest.useFakeTimers();
    taro.__setRouter({ path: '/order/x/payment/result', params: { orderNo: order().order_no } });
    let state: OrderView['state'] = 'unpaid';
    const calls = api({ '/v1/order/detail': () => order({ state }), '/user': () => user({ vip: true, vip_until: '2099-01-01T00:00:00.000Z' }) });
    const h = renderHook(() => useOrderResult());
    await tick();
    expect(h.result.state.status).toBe('waiting');
    await tick(2000);
    expect(calls.filter((c) => c.path === '/v1/order/detail')).toHaveLength(2);
    state = 'paid';
    await tick(2000);
    expect(h.result.state).toMatchObject({ status: 'done', order: { state: 'paid' } });
    expect(useAuthStore.getState().user?.vip).toBe(true);
    const n = calls.length;
    await tick(10_000);
    expect(calls.length).toBe(n);
    h.unmount();
  });

  it('stops polling when the page is left', async () => {
    jest.useFakeTimers();
    taro.__setRouter({ path: '/order/x/payment/result', params: { orderNo: order().order_no } });
    const calls = api({ '/v1/order/detail': () => order() });
    const h = renderHook(() => useOrderResult());
    await tick();
    h.unmount();
    const n = calls.length;
    await tick(10_000);
    expect(calls.length).toBe(n);
  });
});

describe('VIP page', () => {
  const info = (over: Partial<VipInfo> = {}): VipInfo => ({ tiers: [product({ product_id: '1' }), product(), product({ product_id: '3' })], oj_product: null, vip: false, vip_until: null, holdings: [], ...over });

  it('shows the tiers and brings the local user in step with the server membership', async () => {
    api({ '/v1/vip/info': () => info({ vip: true, vip_until: '2099-01-01T00:00:00.000Z', holdings: [{ kind: 'vip', target_id: '', expires_at: '2099-01-01T00:00:00.000Z' }] }) });
    const h = renderHook(() => useVipHome());
    await act(async () => undefined);
    expect(h.result.load).toMatchObject({ status: 'ready', info: { vip: true } });
    expect(useAuthStore.getState().user).toMatchObject({ vip: true, vip_until: '2099-01-01T00:00:00.000Z' });
    expect(showVipPromo(useAuthStore.getState().user)).toBe(false);
    h.unmount();
  });

  it('clears a stale local VIP flag when the server says the membership ended', async () => {
    useAuthStore.setState({ user: user({ vip: true, vip_until: '2099-01-01T00:00:00.000Z' }) });
    api({ '/v1/vip/info': () => info() });
    const h = renderHook(() => useVipHome());
    await act(async () => undefined);
    expect(useAuthStore.getState().user).toMatchObject({ vip: false, vip_until: null });
    expect(showVipPromo(useAuthStore.getState().user)).toBe(true);
    h.unmount();
  });

  it('shows an error with retry when the page cannot load', async () => {
    api({});
    const h = renderHook(() => useVipHome());
    await act(async () => undefined);
    expect(h.result.load.status).toBe('error');
    h.unmount();
  });
});
