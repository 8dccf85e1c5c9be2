import { DataSource } from 'typeorm';
import type { AdminOrderDetail, OrderView } from '../../types/commerce';
import type { SessionInfo, UserProfile } from '../../types/user';
import { OrderRefundEntity } from '../../server/src/modules/commerce/entities/order-refund.entity';
import { RefundService } from '../../server/src/modules/commerce/refund.service';
import { NoticeEntity } from '../../server/src/modules/notice/entities/notice.entity';
import { TestApp } from '../helpers/app';
import { WechatPayEmulator } from '../helpers/emulators/wechat-pay';

const DAY = 86_400_000;
const VIP_MONTH = '1';
type Signed = { headers: Record<string, string>; body: string };

jest.setTimeout(60_000);
describe('WeChat Pay refunds: requested → provider result (against the emulator, certificate mode)', () => {
  let t: TestApp;
  let wx: WechatPayEmulator;
  let ds: DataSource;
  let admin: SessionInfo;

  beforeAll(async () => {
    wx = await new WechatPayEmulator().useCertificates().start();
    t = await TestApp.start({ ...wx.env(), PAY_ADAPTER: 'real' });
    ds = t.app.get(DataSource);
    admin = await t.devLogin('admin');
  });
  afterAll(async () => {
    await t.close();
    await wx.stop();
  });

  const notify = (n: Signed) => t.inject({ method: 'POST', url: '/api/v1/pay/notify/wechatpay', headers: n.headers, payload: n.body });
  const vipUntil = async (s: SessionInfo) => {
    const me = (await t.get<UserProfile>('/api/user', { session: s })).body.data;
    return me.vip ? new Date(me.vip_until!).getTime() : 0;
  };
  const detail = async (orderNo: string) => (await t.get<AdminOrderDetail>(`/api/admin/order/detail?order_no=${orderNo}`, { session: admin })).body.data;
  const refund = (orderNo: string, reason: string, amount?: number) =>
    t.post<AdminOrderDetail>('/api/admin/order/refund', { session: admin, form: { order_no: orderNo, reason, ...(amount ? { amount_fen: amount } : {}) } });
  const notices = (uid: string, title: string) => ds.getRepository(NoticeEntity).countBy({ uid, title });
  /** A buyer who paid for `productId` by Native pay; returns the order number. */
  const paidOrder = async (uid: string, productId = VIP_MONTH) => {
    const s = await t.devLogin({ uid });
    const o = (await t.post<OrderView>('/api/v1/order/create', { session: s, form: { product_id: productId } })).body.data;
    expect((await t.post('/api/v1/order/pay', { session: s, form: { order_no: o.order_no, pay_channel: 'wechat_native' } })).body.code).toBe(2000);
    expect((await notify(wx.notification(`${o.order_no}N`))).statusCode).toBe(204);
    return { s, orderNo: o.order_no };
  };

  it('full refund: refunding until REFUND.SUCCESS, then refunded, VIP revoked and the buyer told; duplicates take effect once', async () => {
    const { s, orderNo } = await paidOrder('10020');
    const paidUntil = await vipUntil(s);
    const res = await refund(orderNo, '七天无理由');
    expect(res.body).toMatchObject({ code: 2000, data: { state: 'paid', refund_state: 'refunding', refunded_fen: 0, refundable_fen: 0 } });
    expect(res.body.data.refunds).toEqual([expect.objectContaining({ refund_no: `R${orderNo}01`, amount_fen: 3900, state: 'processing', state_label: '处理中', reason: '七天无理由' })]);
    expect(wx.refunds.at(-1)).toMatchObject({ out_refund_no: `R${orderNo}01`, out_trade_no: `${orderNo}N`, amount: { refund: 3900, total: 3900 } });
    // accepted by the provider is not refunded: the VIP stays until the result
    expect(await vipUntil(s)).toBe(paidUntil);
    expect((await refund(orderNo, '再退一次')).body).toMatchObject({ code: 4009, msg: '该订单有退款正在处理，请等待退款结果后再操作' });

    const n = wx.refundNotification(`R${orderNo}01`, 'SUCCESS');
    const replies = await Promise.all(Array.from({ length: 10 }, () => notify(n)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(204));
    expect(await detail(orderNo)).toMatchObject({ state: 'refunded', refund_state: 'refunded', refunded_fen: 3900, refundable_fen: 0, refund_reason: '七天无理由' });
    expect((await detail(orderNo)).refunds[0]).toMatchObject({ state: 'success', received_account: '支付用户零钱', finished_at: expect.any(String) });
    expect(await vipUntil(s)).toBe(0);
    expect(await notices('10020', '订单已退款')).toBe(1);
    // a redelivery later still changes nothing
    expect((await notify(n)).statusCode).toBe(204);
    expect(await notices('10020', '订单已退款')).toBe(1);
    expect((await refund(orderNo, '重复')).body).toMatchObject({ code: 4009, msg: '只有已支付的订单可以退款' });
  });

  it('partial refunds with a reason: amount checked against what is left, VIP days taken back pro rata', async () => {
    const { s, orderNo } = await paidOrder('10021', '2'); // 99 元, 90 days
    const before = await vipUntil(s);
    const tooMuch = await refund(orderNo, '部分退款', 9901);
    expect(tooMuch.body).toMatchObject({ code: 4220, msg: '退款金额不能超过可退金额 ¥99.00' });
    expect((await refund(orderNo, '部分退款', 0.5 as unknown as number)).body).toMatchObject({ code: 4220, msg: '退款金额须为正整数（单位：分）' });
    expect((await refund(orderNo, '  ')).body).toMatchObject({ code: 4220, msg: '请填写退款原因' });

    // a third back: 30 of the 90 days
    expect((await refund(orderNo, '课程未更新完', 3300)).body.data).toMatchObject({ refund_state: 'refunding' });
    expect((await notify(wx.refundNotification(`R${orderNo}01`, 'SUCCESS'))).statusCode).toBe(204);
    expect(await detail(orderNo)).toMatchObject({ state: 'paid', refund_state: 'partial', refunded_fen: 3300, refundable_fen: 6600 });
    expect(before - (await vipUntil(s))).toBe(30 * DAY);
    expect(await notices('10021', '订单部分退款')).toBe(1);

    expect((await refund(orderNo, '再退', 6601)).body).toMatchObject({ code: 4220, msg: '退款金额不能超过可退金额 ¥66.00' });
    // half of what is left: 30 of the remaining 60 days
    await refund(orderNo, '再退一半', 3300);
    expect((await notify(wx.refundNotification(`R${orderNo}02`, 'SUCCESS'))).statusCode).toBe(204);
    expect(before - (await vipUntil(s))).toBe(60 * DAY);
    // the rest (no amount = all that is left) ends the VIP and the order
    await refund(orderNo, '全部退完');
    expect(wx.refunds.at(-1)).toMatchObject({ out_refund_no: `R${orderNo}03`, amount: { refund: 3300 } });
    expect((await notify(wx.refundNotification(`R${orderNo}03`, 'SUCCESS'))).statusCode).toBe(204);
    expect(await detail(orderNo)).toMatchObject({ state: 'refunded', refund_state: 'refunded', refunded_fen: 9900 });
    expect(await vipUntil(s)).toBe(0);
  });

  it('REFUND.ABNORMAL is shown with what to do, blocks new refunds, and may still end in SUCCESS', async () => {
    const { s, orderNo } = await paidOrder('10022');
    await refund(orderNo, '用户申请');
    expect((await notify(wx.refundNotification(`R${orderNo}01`, 'ABNORMAL'))).statusCode).toBe(204);
    const d = await detail(orderNo);
    expect(d).toMatchObject({ state: 'paid', refund_state: 'abnormal', refundable_fen: 0 });
    expect(d.refunds[0]).toMatchObject({ state: 'abnormal', state_label: '退款异常', received_account: '招商银行信用卡0403', advice: expect.stringContaining('微信支付商户平台') });
    expect(await vipUntil(s)).toBeGreaterThan(Date.now());
    expect((await refund(orderNo, '再试')).body).toMatchObject({ code: 4009, msg: '该订单有异常退款待处理，请先在微信支付商户平台处理' });
    // the admin moved it to the user's balance on the merchant platform
    expect((await notify(wx.refundNotification(`R${orderNo}01`, 'SUCCESS'))).statusCode).toBe(204);
    expect(await detail(orderNo)).toMatchObject({ state: 'refunded', refund_state: 'refunded' });
    expect(await vipUntil(s)).toBe(0);
  });

  it('REFUND.CLOSED keeps the order and its VIP, tells the admin to retry, and a new refund can follow', async () => {
    const { s, orderNo } = await paidOrder('10023');
    const paidUntil = await vipUntil(s);
    await refund(orderNo, '用户申请');
    expect((await notify(wx.refundNotification(`R${orderNo}01`, 'CLOSED'))).statusCode).toBe(204);
    const d = await detail(orderNo);
    expect(d).toMatchObject({ state: 'paid', refund_state: 'closed', refunded_fen: 0, refundable_fen: 3900 });
    expect(d.refunds[0]).toMatchObject({ state: 'closed', advice: expect.stringContaining('重新发起退款') });
    expect(await vipUntil(s)).toBe(paidUntil);
    // a late SUCCESS for a closed refund is ignored
    expect((await notify(wx.refundNotification(`R${orderNo}01`, 'SUCCESS'))).statusCode).toBe(204);
    expect((await detail(orderNo)).refunds[0].state).toBe('closed');
    wx.settleRefund(`R${orderNo}01`, 'CLOSED');
    expect((await refund(orderNo, '重新退款')).body.data.refunds.map((r) => [r.refund_no, r.state])).toEqual([
      [`R${orderNo}01`, 'closed'],
      [`R${orderNo}02`, 'processing'],
    ]);
  });

  it('refuses forged refund results: wrong APIv3 key, foreign signer, changed amount', async () => {
    const { orderNo } = await paidOrder('10024');
    await refund(orderNo, '用户申请');
    const { generateKeyPairSync } = await import('node:crypto');
    const forged = [
      wx.refundNotification(`R${orderNo}01`, 'SUCCESS', { apiV3Key: Buffer.from('y'.repeat(32)) }),
      wx.refundNotification(`R${orderNo}01`, 'SUCCESS', { signKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey }),
      wx.refundNotification(`R${orderNo}01`, 'SUCCESS', { total: 1 }),
      wx.refundNotification(`R${orderNo}01`, 'SUCCESS', { eventType: 'REFUND.CLOSED' }),
    ];
    for (const n of forged) expect((await notify(n)).statusCode).toBe(400);
    expect((await detail(orderNo)).refund_state).toBe('refunding');
  });

  it('asks for results that never arrive (GET …/refunds/{out_refund_no}); a refund unknown to the provider is marked failed', async () => {
    const a = await paidOrder('10025');
    const b = await paidOrder('10026');
    await refund(a.orderNo, '用户申请');
    await refund(b.orderNo, '用户申请');
    wx.settleRefund(`R${a.orderNo}01`, 'SUCCESS');
    // b's request never reached the provider
    wx.refunds.splice(wx.refunds.findIndex((r) => r.out_refund_no === `R${b.orderNo}01`), 1);
    const refunds = t.app.get(RefundService);
    const queried = wx.queries.refund;
    // too recent: not asked yet
    await refunds.reconcile(new Date(Date.now() - 5 * 60_000));
    expect(wx.queries.refund).toBe(queried);
    expect(await refunds.reconcile(new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(1);
    expect(await detail(a.orderNo)).toMatchObject({ state: 'refunded', refund_state: 'refunded' });
    expect(await vipUntil(a.s)).toBe(0);
    const db = await detail(b.orderNo);
    expect(db).toMatchObject({ state: 'paid', refund_state: 'none', refundable_fen: 3900 });
    expect(db.refunds[0]).toMatchObject({ state: 'failed', advice: expect.stringContaining('重新发起') });
    // the notification arriving after the query changes nothing
    expect((await notify(wx.refundNotification(`R${a.orderNo}01`, 'SUCCESS'))).statusCode).toBe(204);
    expect(await notices('10025', '订单已退款')).toBe(1);
    expect(await ds.getRepository(OrderRefundEntity).countBy({ orderNo: a.orderNo, state: 'success' })).toBe(1);
  });
});
