import { DataSource } from 'typeorm';
import type { OrderPayResponse } from '../../types/commerce';
import type { SessionInfo } from '../../types/user';
import { LedgerEntryEntity } from '../../server/src/modules/partner/entities/ledger.entity';
import { TestApp } from '../helpers/app';
import { WechatPayEmulator } from '../helpers/emulators/wechat-pay';
import { PartnerSteps } from '../helpers/partner';

jest.setTimeout(60_000);
describe('partner commission under real WeChat Pay notifications (emulator)', () => {
  let t: TestApp;
  let wx: WechatPayEmulator;
  let ds: DataSource;
  let admin: SessionInfo;
  let steps: PartnerSteps;

  beforeAll(async () => {
    wx = await new WechatPayEmulator().start();
    t = await TestApp.start({ ...wx.env(), PAY_ADAPTER: 'real' });
    ds = t.app.get(DataSource);
    admin = await t.devLogin('admin');
    steps = new PartnerSteps(t, admin);
  });
  afterAll(async () => {
    await t.close();
    await wx.stop();
  });

  const notify = (n: { headers: Record<string, string>; body: string }) => t.inject({ method: 'POST', url: '/api/v1/pay/notify/wechatpay', headers: n.headers, payload: n.body });

  it('50 concurrent duplicate payment notifications earn exactly one commission; the refund claws back once', async () => {
    await steps.makePartner('10010');
    const p = await steps.promotion('10010', '1', 1000);
    const buyer = await t.devLogin({ uid: '10011' });
    await steps.touch(p.code, 'visitor-wx-00001');
    const o = await steps.order(buyer, '1', 'visitor-wx-00001');
    const pay = await t.post<OrderPayResponse>('/api/v1/order/pay', { session: buyer, form: { order_no: o.order_no, pay_channel: 'wechat_native' } });
    expect(pay.body.code).toBe(2000);
    const n = wx.notification(`${o.order_no}N`);
    const replies = await Promise.all(Array.from({ length: 50 }, () => notify(n)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(204));
    const entries = () => ds.getRepository(LedgerEntryEntity).find({ where: { orderNo: o.order_no }, order: { id: 'ASC' } });
    expect((await entries()).map((e) => [e.uid, e.kind, e.amountFen])).toEqual([['10010', 'commission', 390]]);

    const refunds = await Promise.all([1, 2, 3].map(() => t.post('/api/admin/order/refund', { session: admin, form: { order_no: o.order_no, reason: '用户申请' } })));
    expect(refunds.filter((r) => r.body.code === 2000)).toHaveLength(1);
    // the clawback waits for the provider's result, then happens once however often it is delivered
    expect(await entries()).toHaveLength(1);
    const result = wx.refundNotification(`R${o.order_no}01`, 'SUCCESS');
    expect((await Promise.all([1, 2, 3].map(() => notify(result)))).map((r) => r.statusCode)).toEqual([204, 204, 204]);
    expect((await entries()).map((e) => [e.kind, e.amountFen])).toEqual([
      ['commission', 390],
      ['clawback', -390],
    ]);
    // a late redelivery of the payment changes nothing
    expect((await notify(n)).statusCode).toBe(204);
    expect(await entries()).toHaveLength(2);
  });

  it('partial refunds claw back their share; the last one what is left, so the parts sum to the commission', async () => {
    await steps.makePartner('10012');
    const p = await steps.promotion('10012', '1', 1000);
    const buyer = await t.devLogin({ uid: '10013' });
    await steps.touch(p.code, 'visitor-wx-00002');
    const o = await steps.order(buyer, '1', 'visitor-wx-00002');
    expect((await t.post('/api/v1/order/pay', { session: buyer, form: { order_no: o.order_no, pay_channel: 'wechat_native' } })).body.code).toBe(2000);
    expect((await notify(wx.notification(`${o.order_no}N`))).statusCode).toBe(204);
    const entries = async () => (await ds.getRepository(LedgerEntryEntity).find({ where: { orderNo: o.order_no }, order: { id: 'ASC' } })).map((e) => [e.kind, e.amountFen]);
    const [, commission] = (await entries())[0] as [string, number];
    const total = commission * 10; // 10 % of the order
    const third = Math.round(total / 3);
    expect((await t.post('/api/admin/order/refund', { session: admin, form: { order_no: o.order_no, amount_fen: third, reason: '部分退款' } })).body.code).toBe(2000);
    expect((await notify(wx.refundNotification(`R${o.order_no}01`, 'SUCCESS'))).statusCode).toBe(204);
    expect(await entries()).toEqual([['commission', commission], ['clawback', -Math.round((commission * third) / total)]]);
    expect((await t.post('/api/admin/order/refund', { session: admin, form: { order_no: o.order_no, amount_fen: total - third, reason: '余款退回' } })).body.code).toBe(2000);
    const last = wx.refundNotification(`R${o.order_no}02`, 'SUCCESS');
    expect((await notify(last)).statusCode).toBe(204);
    expect((await notify(last)).statusCode).toBe(204);
    const lines = await entries();
    expect(lines).toHaveLength(3);
    expect(lines.reduce((n, [, fen]) => n + (fen as number), 0)).toBe(0);
  });
});
