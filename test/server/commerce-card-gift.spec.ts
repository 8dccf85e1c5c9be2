import type { Page } from '../../types/api';
import type { GiftCodeView, GiftView, OrderPayResponse, OrderView, RedeemResult, UserEquityView } from '../../types/commerce';
import type { SessionInfo, UserProfile } from '../../types/user';
import { expectListRefusals } from '../helpers/admin-list';
import { TestApp } from '../helpers/app';
import { CardGatewayEmulator } from '../helpers/emulators/card-gateway';


// the app boots in a few seconds, longer while other builds share the CPU
jest.setTimeout(30_000);
describe('card gateway payments, gifts and exchange codes', () => {
  let t: TestApp;
  let card: CardGatewayEmulator;
  let admin: SessionInfo;
  beforeAll(async () => {
    card = await new CardGatewayEmulator().start();
    t = await TestApp.start(card.env());
    admin = await t.devLogin('admin');
  });
  afterAll(async () => {
    await t.close();
    await card.stop();
  });

  const webhook = (n: { headers: Record<string, string>; body: string }) => t.inject({ method: 'POST', url: '/api/v1/pay/notify/card', headers: n.headers, payload: n.body });

  it('pays by card: signed request → hosted page url → signed webhook; forged or altered webhooks are refused; refund revokes', async () => {
    const s = await t.devLogin({ uid: '10027' });
    const o = (await t.post<OrderView>('/api/v1/order/create', { session: s, form: { product_id: '4' } })).body.data;
    const pay = await t.post<OrderPayResponse>('/api/v1/order/pay', { session: s, form: { order_no: o.order_no, pay_channel: 'card' } });
    expect(pay.body.data.action).toEqual({ type: 'redirect', url: expect.stringMatching(new RegExp(`^${card.url}/checkout/pay_`)) });
    const p = [...card.payments.values()][0];
    expect(p).toMatchObject({ reference: `${o.order_no}C`, amount: 9900, returnUrl: `http://127.0.0.1/order/${o.order_no}/payment/result` });

    expect((await webhook(card.webhook(p.reference, { secret: 'whsec_forged' }))).statusCode).toBe(400);
    expect((await webhook(card.webhook(p.reference, { amount: 100 }))).statusCode).toBe(400);
    expect((await webhook(card.webhook(p.reference, { timestamp: Math.floor(Date.now() / 1000) - 900 }))).statusCode).toBe(400);
    const genuine = card.webhook(p.reference);
    expect((await webhook({ ...genuine, body: genuine.body.replace('"amount":9900', '"amount":9900 ') })).statusCode).toBe(400);
    expect((await t.get<OrderView>(`/api/v1/order/detail?order_no=${o.order_no}`, { session: s })).body.data.state).toBe('unpaid');

    const replies = await Promise.all(Array.from({ length: 5 }, () => webhook(genuine)));
    expect(replies.map((r) => r.statusCode)).toEqual([204, 204, 204, 204, 204]);
    const oj = (await t.get<{ granted: boolean; via: string }>('/api/v1/permit/oj', { session: s })).body.data;
    expect(oj).toMatchObject({ granted: true, via: 'oj' });

    const refund = await t.post('/api/admin/order/refund', { session: admin, form: { order_no: o.order_no, reason: '用户申请' } });
    expect(refund.body.code).toBe(2000);
    expect(card.refunds).toEqual([expect.objectContaining({ payment_id: p.id, amount: 9900 })]);
    expect((await t.get<{ granted: boolean }>('/api/v1/permit/oj', { session: s })).body.data.granted).toBe(false);
  });

  it('generates codes for a gift, exports them as CSV once per ticket, and each code redeems once', async () => {
    const gift = (await t.post<GiftView>('/api/admin/gift/save', { session: admin, form: { name: '开学礼包', product_id: '1', valid_until: new Date(Date.now() + 86_400_000).toISOString() } })).body.data;
    const gen = await t.post<{ codes: string[] }>('/api/admin/gift/code/generate', { session: admin, form: { gift_id: gift.id, count: 5 } });
    const codes = gen.body.data.codes;
    expect(codes).toHaveLength(5);
    expect(new Set(codes).size).toBe(5);
    codes.forEach((c) => expect(c).toMatch(/^[A-HJ-NP-Z2-9]{12}$/));

    const ticket = (await t.post<{ url: string }>('/api/admin/gift/code/export-ticket', { session: admin, form: { gift_id: gift.id } })).body.data.url;
    const csv = await t.inject({ method: 'GET', url: ticket });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('code,gift,batch_no,redeemed_by,redeemed_at');
    expect(lines.slice(1).map((l) => l.split(',')[0]).sort()).toEqual([...codes].sort());
    expect((await t.inject({ method: 'GET', url: ticket })).statusCode).toBe(403);

    // seven users race for one code: exactly one gets it
    const users = await Promise.all(['10003', '10004', '10008', '10009', '10010', '10019', '10032'].map((uid) => t.devLogin({ uid })));
    const race = await Promise.all(users.map((u) => t.post<RedeemResult>('/api/v1/gift/redeem', { session: u, form: { code: codes[0] } })));
    expect(race.filter((r) => r.body.code === 2000)).toHaveLength(1);
    expect(race.filter((r) => r.body.msg === '兑换码已被使用')).toHaveLength(6);
    const winner = users[race.findIndex((r) => r.body.code === 2000)];
    expect((await t.get<UserProfile>('/api/user', { session: winner })).body.data.vip).toBe(true);
    const held = (await t.get<UserEquityView[]>('/api/v1/equity/mine', { session: winner })).body.data;
    // (other suites may have given the same seeded user other equities when they share a database)
    expect(held.filter((e) => e.kind === 'vip')).toEqual([expect.objectContaining({ kind: 'vip', target_id: '' })]);

    const s = await t.devLogin({ uid: '10028' });
    const lower = codes[1].toLowerCase().replace(/(.{4})/g, '$1-').replace(/-$/, '');
    const ok = await t.post<RedeemResult>('/api/v1/gift/redeem', { session: s, form: { code: lower } });
    expect(ok.body.data).toMatchObject({ gift_name: '开学礼包', product_name: '月度会员' });
    expect((await t.post('/api/v1/gift/redeem', { session: s, form: { code: codes[1] } })).body.msg).toBe('兑换码已被使用');
    expect((await t.post('/api/v1/gift/redeem', { session: s, form: { code: 'short' } })).body).toMatchObject({ code: 4220, msg: '兑换码格式不正确' });
    expect((await t.post('/api/v1/gift/redeem', { session: s, form: { code: 'ABCDEFGHJKMN' } })).body).toMatchObject({ code: 4004, msg: '兑换码不存在' });

    const listed = (await t.get<Page<GiftCodeView>>(`/api/admin/gift/code/list?gift_id=${gift.id}&redeemed=1`, { session: admin })).body.data;
    expect(listed.total).toBe(2);
    const codeList = async (qs: string) => (await t.get<Page<GiftCodeView>>(`/api/admin/gift/code/list?gift_id=${gift.id}&${qs}`, { session: admin })).body.data;
    expect((await codeList('redeemed=0')).list.every((c) => c.redeemed_by === '')).toBe(true);
    expect((await codeList('redeemed=0')).total).toBe(3);
    const oldestFirst = (await codeList('')).list.map((c) => c.code);
    expect(oldestFirst.sort()).toEqual([...codes].sort());
    expect((await codeList('sort=id&order=desc')).list.map((c) => c.code)).toEqual((await codeList('sort=id&order=asc')).list.map((c) => c.code).reverse());
    expect((await codeList('sort=id&order=desc')).list.map((c) => c.code)).not.toEqual((await codeList('')).list.map((c) => c.code));
    await expectListRefusals(t, admin, `/api/admin/gift/code/list?gift_id=${gift.id}`, ['id', 'created_at', 'batch_no', 'redeemed_at']);
    expect((await t.get('/api/admin/gift/code/list?page_no=1', { session: admin })).body.errors?.map((e) => e.field)).toEqual(['gift_id']);
    const gifts = (await t.get<Page<GiftView>>('/api/admin/gift/list', { session: admin })).body.data;
    expect(gifts.list.find((g) => g.id === gift.id)).toMatchObject({ code_count: 5, redeemed_count: 2, product_name: '月度会员' });
  });

  it('refuses codes of an expired gift and limits guessing', async () => {
    const gift = (await t.post<GiftView>('/api/admin/gift/save', { session: admin, form: { name: '过期礼包', product_id: '1', valid_until: new Date(Date.now() - 1000).toISOString() } })).body.data;
    const [code] = (await t.post<{ codes: string[] }>('/api/admin/gift/code/generate', { session: admin, form: { gift_id: gift.id, count: 1 } })).body.data.codes;
    const s = await t.devLogin({ uid: '10029' });
    expect((await t.post('/api/v1/gift/redeem', { session: s, form: { code } })).body).toMatchObject({ code: 4009, msg: '兑换码已过期' });
    let last = 0;
    for (let i = 0; i < 10; i++) last = (await t.post('/api/v1/gift/redeem', { session: s, form: { code: 'ABCDEFGHJKMN' } })).body.code;
    expect(last).toBe(4290);
  });
});
