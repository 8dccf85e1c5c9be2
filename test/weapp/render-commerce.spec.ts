/** @jest-environment jsdom */
import { createHarness, type WeappHarness } from './weapp-env';

/** The commerce pages in the mini-program, signed in, with the server's answers scripted. */
const user = {
  uid: '10002', nick_name: '码途学员', head_img_url: '', telephone: '13800000002', admin: false, partner: false,
  bindFwh: false, vip: false, vip_until: null, created_at: '2025-01-01T00:00:00.000Z',
};
const tier = (id: string, name: string, price: number, original: number, days: number) => ({
  product_id: id, name, category: 'vip', description: `${days} 天超级会员`, benefits: ['全部算法题库与题解', '会员专属答疑'], price_fen: price, original_price_fen: original,
  on_sale: true, sort: Number(id), equities: [{ equity_id: id, product_id: id, kind: 'vip', target_id: '', duration_days: days }],
});
const tiers = [tier('1', '月度会员', 3900, 4900, 30), tier('2', '季度会员', 9900, 14700, 90), tier('3', '年度会员', 29900, 58800, 365)];
const order = {
  order_no: 'CT20250101120000123456', uid: '10002', product_id: '2', product_name: '季度会员', category: 'vip', state: 'paid', price_fen: 9900, discount_fen: 1000,
  amount_fen: 8900, coupon_name: '新人立减10元', channel_code: '', pay_channel: 'wechat_jsapi', transaction_id: '4200001', created_at: '2025-01-01T12:00:00.000Z',
  expires_at: '2025-01-01T12:30:00.000Z', paid_at: '2025-01-01T12:01:00.000Z', refunded_at: null, refund_state: 'partial', refunded_fen: 2900,
};
const ok = (data: unknown): [number, unknown] => [200, { code: 2000, data, msg: 'ok' }];

let h: WeappHarness;
beforeAll(() => {
  h = createHarness({ token: 'tok-weapp', uid: '10002', user, expiredIn: Date.now() + 7 * 86400_000, responseKey: 'x', noticeModalShown: true });
  h.respond((url) => {
    const path = url.replace('http://127.0.0.1:8080/api', '').split('?')[0];
    switch (path) {
      case '/user': return ok(user);
      case '/v1/vip/info': return ok({ tiers, oj_product: { ...tier('4', '算法题库', 9900, 0, 365), category: 'oj', description: '一年内畅刷全部算法题' }, vip: false, vip_until: null, holdings: [] });
      case '/v1/order/checkout':
        return ok({
          product: tiers[1],
          coupons: [{ id: '11', coupon_id: '1', name: '新人立减10元', kind: 'amount', value: 1000, min_fen: 3000, state: 'unused', valid_until: '2099-01-01T00:00:00.000Z', applicable: true, discount_fen: 1000 }],
          pay_channels: [{ code: 'wechat_jsapi', name: '微信支付', platform: 'wechatpay', clients: ['weapp'], enabled: true, available: true, sort: 1 }],
        });
      case '/v1/coupon/claimable': return ok([]);
      case '/v1/order/detail': return ok(order);
      case '/v1/order/list': return ok({ list: [order, { ...order, order_no: 'CT20250102120000654321', state: 'unpaid', product_name: '月度会员', amount_fen: 3900, refund_state: 'none', refunded_fen: 0 }], total: 2, page_no: 1, page_size: 10 });
      default: return undefined;
    }
  });
});

describe('commerce pages in the mini-program', () => {
  it('/vip shows the no-permission panel to a non-member, the three tiers with ¥ prices, benefits and the gift link', async () => {
    const { text } = await h.renderPage('pages/vip/home/index');
    for (const t of ['没有权限', '请购买会员之后查看！', '查看会员', '月度会员', '¥39.00', '¥49.00', '季度会员', '¥99.00', '年度会员', '¥299.00', '最划算', '立即开通', '会员权益', '全部算法题库与题解', '算法题库', '兑换礼包']) {
      expect(text()).toContain(t);
    }
    expect(text()).not.toContain('加载中...');
  });

  it('/order/create/:pid (订单结算) shows the product, the chosen coupon, WeChat Pay and the amount to pay', async () => {
    const { text } = await h.renderPage('pages/order/create/index', { pid: '2' });
    for (const t of ['商品信息', '季度会员', '包含权益：超级会员 90天', '优惠券', '不使用优惠券', '新人立减10元', '-¥10.00', '支付方式', '微信支付', '商品金额', '¥99.00', '应付：', '¥89.00', '提交订单']) {
      expect(text()).toContain(t);
    }
  });

  it('/order/:orderNo/payment/result shows a paid order and the way to the VIP page', async () => {
    const { text } = await h.renderPage('pages/order/result/index', { orderNo: order.order_no });
    for (const t of ['支付成功', '季度会员', order.order_no, '¥89.00', '已支付', '查看会员', '我的订单']) expect(text()).toContain(t);
  });

  it('/user/order lists the orders with states, amounts, a partial refund and 去支付 for an unpaid one', async () => {
    const { text } = await h.renderPage('pages/user/order/index');
    for (const t of ['全部', '待支付', '已支付', '季度会员', '实付 ¥89.00', '部分退款 · 已退 ¥29.00', '月度会员', '去支付', '查看详情', '共 2 个订单']) expect(text()).toContain(t);
    expect(text().match(/部分退款/g)).toHaveLength(1);
  });

  it('/user/gift shows the redemption form', async () => {
    const { text } = await h.renderPage('pages/user/gift/index');
    for (const t of ['权益兑换', '每个兑换码只能使用一次', '立即兑换']) expect(text()).toContain(t);
  });
});
