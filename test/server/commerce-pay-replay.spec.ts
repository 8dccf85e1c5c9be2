import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OrderPayResponse, OrderView } from '../../types/commerce';
import type { SessionInfo } from '../../types/user';
import { EquityGrantEntity } from '../../server/src/modules/commerce/entities/equity-grant.entity';
import { PayTransactionEntity } from '../../server/src/modules/commerce/entities/pay-transaction.entity';
import { NoticeEntity } from '../../server/src/modules/notice/entities/notice.entity';
import { TestApp } from '../helpers/app';
import { WechatPayEmulator } from '../helpers/emulators/wechat-pay';

const VIP_MONTH = '1';
const REPLAYS = 21;

// the app boots in a few seconds, longer while other builds share the CPU
jest.setTimeout(30_000);
describe('a payment confirmed again (replayed confirmation or notification) is recorded and granted once', () => {
  let t: TestApp;
  let wx: WechatPayEmulator;
  let ds: DataSource;
  let warn: jest.SpyInstance;

  beforeAll(async () => {
    wx = await new WechatPayEmulator().start();
    // the sandbox and WeChat Pay side by side: one order can be paid through both
    t = await TestApp.start({ ...wx.env(), PAY_ADAPTER: 'embedded' });
    ds = t.app.get(DataSource);
  });
  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn');
  });
  afterEach(() => warn.mockRestore());
  afterAll(async () => {
    await t.close();
    await wx.stop();
  });

  const order = async (s: SessionInfo) => {
    const res = await t.post<OrderView>('/api/v1/order/create', { session: s, form: { product_id: VIP_MONTH } });
    expect(res.body.code).toBe(2000);
    return res.body.data.order_no;
  };
  const pay = async (s: SessionInfo, orderNo: string, channel: string) => {
    const res = await t.post<OrderPayResponse>('/api/v1/order/pay', { session: s, form: { order_no: orderNo, pay_channel: channel } });
    expect(res.body.code).toBe(2000);
    return res.body.data.action;
  };
  const confirm = (s: SessionInfo, orderNo: string, ticket: string) => t.post<OrderView>('/api/v1/pay/sandbox/confirm', { session: s, form: { order_no: orderNo, ticket } });
  const notify = (n: { headers: Record<string, string>; body: string }) => t.inject({ method: 'POST', url: '/api/v1/pay/notify/wechatpay', headers: n.headers, payload: n.body });
  const recorded = async (orderNo: string, uid: string) => ({
    transactions: await ds.getRepository(PayTransactionEntity).countBy({ orderNo }),
    grants: await ds.getRepository(EquityGrantEntity).countBy({ source: `order:${orderNo}` }),
    notices: await ds.getRepository(NoticeEntity).countBy({ uid, title: '订单支付成功' }),
  });
  const paidAgainLogs = () => warn.mock.calls.filter(([m]) => /paid again/.test(String(m)));

  it(`a sandbox confirmation sent ${REPLAYS} times at once writes one transaction, one grant, one notice`, async () => {
    const s = await t.devLogin({ uid: '10041' });
    const orderNo = await order(s);
    const action = await pay(s, orderNo, 'sandbox');
    if (action.type !== 'sandbox') throw new Error('expected sandbox');
    const replies = await Promise.all(Array.from({ length: REPLAYS }, () => confirm(s, orderNo, action.ticket)));
    expect(replies.map((r) => [r.body.code, r.body.data?.state])).toEqual(Array(REPLAYS).fill([2000, 'paid']));
    expect(await recorded(orderNo, '10041')).toEqual({ transactions: 1, grants: 1, notices: 1 });
    // and once more later, after everything committed
    expect((await confirm(s, orderNo, action.ticket)).body.data.state).toBe('paid');
    expect(await recorded(orderNo, '10041')).toEqual({ transactions: 1, grants: 1, notices: 1 });
    expect(paidAgainLogs()).toEqual([]);
  });

  it(`a WeChat Pay notification delivered ${REPLAYS} times at once (same transaction id) writes one transaction, one grant, one notice`, async () => {
    const s = await t.devLogin({ uid: '10042' });
    const orderNo = await order(s);
    await pay(s, orderNo, 'wechat_native');
    const n = wx.notification(`${orderNo}N`);
    const replies = await Promise.all(Array.from({ length: REPLAYS }, () => notify(n)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(REPLAYS).fill(204));
    expect(await recorded(orderNo, '10042')).toEqual({ transactions: 1, grants: 1, notices: 1 });
    // a fresh delivery of the same payment (new timestamp and nonce, same transaction id)
    expect((await notify(wx.notification(`${orderNo}N`))).statusCode).toBe(204);
    expect(await recorded(orderNo, '10042')).toEqual({ transactions: 1, grants: 1, notices: 1 });
    expect(paidAgainLogs()).toEqual([]);
  });

  it('a genuine second payment through another trade is still recorded for refund, once however often it is told', async () => {
    const s = await t.devLogin({ uid: '10043' });
    const orderNo = await order(s);
    // the buyer opened the WeChat cashier, then paid in the sandbox, then paid the WeChat trade too
    await pay(s, orderNo, 'wechat_native');
    const action = await pay(s, orderNo, 'sandbox');
    if (action.type !== 'sandbox') throw new Error('expected sandbox');
    expect((await confirm(s, orderNo, action.ticket)).body.data).toMatchObject({ state: 'paid', pay_channel: 'sandbox' });
    const second = wx.notification(`${orderNo}N`);
    const replies = await Promise.all(Array.from({ length: 5 }, () => notify(second)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(5).fill(204));
    const rows = await ds.getRepository(PayTransactionEntity).find({ where: { orderNo }, order: { createdAt: 'ASC' } });
    expect(rows.map((r) => [r.platform, r.outTradeNo])).toEqual(
      expect.arrayContaining([
        ['sandbox', `${orderNo}S`],
        ['wechatpay', `${orderNo}N`],
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(await recorded(orderNo, '10043')).toMatchObject({ grants: 1, notices: 1 });
    expect(paidAgainLogs()).toEqual([[expect.stringContaining(`order ${orderNo} paid again by wechatpay`)]]);
  });
});
