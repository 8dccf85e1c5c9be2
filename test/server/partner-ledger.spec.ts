import { DataSource } from 'typeorm';
import type { Page } from '../../types/api';
import type { BalanceView, LedgerEntryView, MigrationView, PayoutView, PromotionBonusView } from '../../types/partner';
import type { SessionInfo } from '../../types/user';
import { AttributionEntity } from '../../server/src/modules/partner/entities/promotion.entity';
import { LedgerEntryEntity } from '../../server/src/modules/partner/entities/ledger.entity';
import { PartnerEntity } from '../../server/src/modules/partner/entities/partner.entity';
import { PartnerClock } from '../../server/src/modules/partner/partner-clock';
import type { AdminPartnerRow } from '../../server/src/modules/partner/partner-admin.service';
import { UserRepository } from '../../server/src/modules/user/user.repository';
import { expectListRefusals, expectSorted } from '../helpers/admin-list';
import { TestApp } from '../helpers/app';
import { PartnerSteps } from '../helpers/partner';

const DAY = 86_400_000;
jest.setTimeout(60_000);

describe('partner program: attribution, commission ledger, payouts', () => {
  let t: TestApp;
  let ds: DataSource;
  let admin: SessionInfo;
  let steps: PartnerSteps;
  let clock: PartnerClock;
  const login = (uid: string) => t.devLogin({ uid });
  const balance = async (s: SessionInfo) => (await t.get<BalanceView>('/api/partner/promotion/balance', { session: s })).body.data;
  const attributionOf = (orderNo: string) => ds.getRepository(AttributionEntity).findOneBy({ orderNo });
  const setPolicy = (policy: 'first' | 'last') => t.post('/api/admin/partner/program', { session: admin, form: { policy, window_days: 30, hold_days: 7, min_payout_fen: 100 } });

  /** Every uid: pending + available equals the sum of its entries; payouts never exceed what was earned. */
  async function expectLedgerConsistent(): Promise<void> {
    const rows = await ds.getRepository(LedgerEntryEntity).find();
    const uids = [...new Set(rows.map((r) => r.uid))];
    for (const uid of uids) {
      const mine = rows.filter((r) => r.uid === uid);
      const s = await login(uid);
      const b = await balance(s);
      expect(b.pending_fen + b.available_fen).toBe(mine.reduce((x, r) => x + r.amountFen, 0));
    }
    // refs are unique: one commission and at most one clawback per order
    expect(new Set(rows.map((r) => r.ref)).size).toBe(rows.length);
  }

  beforeAll(async () => {
    t = await TestApp.start();
    ds = t.app.get(DataSource);
    clock = t.app.get(PartnerClock);
    admin = await t.devLogin('admin');
    steps = new PartnerSteps(t, admin);
    await setPolicy('last');
  });
  afterAll(() => t.close());

  it('guards every partner call: visitor 4001, learner and pending 4003, suspended 4003, missing role 4003', async () => {
    expect((await t.get('/api/partner/me')).body.code).toBe(4001);
    const learner = await t.devLogin('user');
    expect((await t.get('/api/partner/me', { session: learner })).body).toMatchObject({ code: 4003, msg: '你还不是合伙人' });
    expect((await t.get('/api/v1/user/partner/check?uid=10002', { session: learner })).body.data).toEqual({ partner: false });
    await steps.makePartner('10008', { status: 'pending' });
    const pending = await login('10008');
    expect((await t.get('/api/partner/promotion/list', { session: pending })).body).toMatchObject({ code: 4003, msg: '你还不是合伙人' });
    await steps.makePartner('10008', { roles: 'promoter' });
    expect((await t.get('/api/v1/user/partner/check?uid=10008', { session: pending })).body.data).toEqual({ partner: true });
    expect((await t.get('/api/partner/me', { session: pending })).body.data).toMatchObject({ status: 'active', roles: ['promoter'] });
    expect((await t.get('/api/partner/task/list', { session: pending })).body).toMatchObject({ code: 4003, msg: '没有该合伙人角色的权限' });
    await steps.makePartner('10008', { status: 'suspended' });
    expect((await t.get('/api/partner/me', { session: pending })).body).toMatchObject({ code: 4003, msg: '合伙人资格已暂停' });
    // the development admin is a seeded partner with both roles; the learner is not
    expect((await t.get('/api/partner/me', { session: admin })).body.data).toMatchObject({ status: 'active', roles: ['promoter', 'content'] });
  });

  it('a promotion needs a product permit; codes answer the landing as existing channels', async () => {
    await steps.makePartner('10010', { product_permits: '1,2' });
    const bad = await t.post('/api/admin/partner/promotion/save', { session: admin, form: { uid: '10010', product_id: '4', rate_bp: 1000, enabled: 1 } });
    expect(bad.body).toMatchObject({ code: 4220, msg: '该合伙人没有推广此商品的权限' });
    const p = await steps.promotion('10010');
    expect(p).toMatchObject({ link: `/${p.code}`, mp_path: `pages/home/landing/index?pm=${p.code}`, rate_bp: 1000 });
    expect((await t.get(`/api/partner/promotion/channel?code=${p.code}`)).body.data).toEqual({ exists: true });
    // the `/:channel` landing's directory knows promotion codes
    expect((await t.get(`/api/v1/channel/resolve?code=${p.code}`)).body.data).toMatchObject({ code: p.code, kind: 'promotion' });
    expect((await t.get('/api/partner/promotion/channel?code=nosuchcode')).body.data).toEqual({ exists: false });
    expect((await t.post('/api/partner/promotion/touch', { form: { code: 'nosuchcode', visitor_id: 'visitor-abcdef' } })).body.data).toEqual({ exists: false });
  });

  it('last touch wins by default, first touch when the program says so; visits before sign-in join at the order', async () => {
    await steps.makePartner('10011');
    const a = await steps.promotion('10010');
    const b = await steps.promotion('10011');
    const buyer = await login('10013');
    await steps.touch(a.code, 'visitor-last-1');
    await steps.touch(b.code, 'visitor-last-1');
    const o1 = await steps.buy(buyer, 'visitor-last-1');
    expect(await attributionOf(o1.order_no)).toMatchObject({ promotionId: b.pmid, promoterUid: '10011', rateBp: 1000 });
    const s11 = await login('10011');
    expect((await balance(s11)).pending_fen).toBe(390);

    await setPolicy('first');
    const buyer2 = await login('10014');
    await steps.touch(a.code, 'visitor-first-1');
    await steps.touch(b.code, 'visitor-first-1');
    const o2 = await steps.buy(buyer2, 'visitor-first-1');
    expect(await attributionOf(o2.order_no)).toMatchObject({ promotionId: a.pmid, promoterUid: '10010' });
    await setPolicy('last');
    // a product the promotion is not for is not attributed
    const o3 = await steps.buy(buyer2, 'visitor-first-1', '2');
    expect(await attributionOf(o3.order_no)).toBeNull();
    await expectLedgerConsistent();
  });

  it('touches older than the window do not count', async () => {
    const a = await steps.promotion('10010');
    const buyer = await login('10016');
    await steps.touch(a.code, 'visitor-window-1', buyer);
    clock.advance(31 * DAY);
    const o = await steps.buy(buyer, 'visitor-window-1');
    expect(await attributionOf(o.order_no)).toBeNull();
  });

  it('no self-referral by uid or by the same phone; a suspended promoter gets nothing', async () => {
    const a = await steps.promotion('10010');
    const self = await login('10010');
    await steps.touch(a.code, 'visitor-self-1', self);
    const own = await steps.buy(self, 'visitor-self-1');
    expect(await attributionOf(own.order_no)).toBeNull();

    const promoterPhone = (await t.app.get(UserRepository).findByUid('10010'))!.telephone!;
    await t.app.get(UserRepository).update('10017', { telephone: `+86 ${promoterPhone}` });
    const twin = await login('10017');
    await steps.touch(a.code, 'visitor-twin-1');
    const twinOrder = await steps.buy(twin, 'visitor-twin-1');
    expect(await attributionOf(twinOrder.order_no)).toBeNull();

    await steps.makePartner('10019');
    const c = await steps.promotion('10019');
    const buyer = await login('10020');
    await steps.touch(c.code, 'visitor-susp-1');
    const o = await steps.order(buyer, '1', 'visitor-susp-1');
    expect(await attributionOf(o.order_no)).toMatchObject({ promoterUid: '10019' });
    await steps.makePartner('10019', { status: 'suspended' });
    await steps.pay(buyer, o.order_no);
    expect(await steps.entries('10019')).toEqual([]);
    // and while suspended, new orders are not attributed at all
    const o2 = await steps.buy(buyer, 'visitor-susp-1');
    expect(await attributionOf(o2.order_no)).toBeNull();
  });

  it('holds commissions for the hold period, then they become available; payouts pay from available only', async () => {
    await steps.makePartner('10022');
    const p = await steps.promotion('10022', '1', 2000);
    const s = await login('10022');
    const buyer = await login('10023');
    await steps.touch(p.code, 'visitor-hold-1');
    await steps.buy(buyer, 'visitor-hold-1');
    expect(await balance(s)).toMatchObject({ pending_fen: 780, available_fen: 0 });
    const early = await t.post('/api/admin/partner/payout/create', { session: admin, form: { uid: '10022', amount_fen: 500 } });
    expect(early.body).toMatchObject({ code: 4220, msg: '提现金额超过可提现余额' });
    clock.advance(6 * DAY);
    expect((await balance(s)).available_fen).toBe(0);
    clock.advance(1 * DAY + 60_000);
    expect(await balance(s)).toMatchObject({ pending_fen: 0, available_fen: 780 });

    expect((await t.post('/api/admin/partner/payout/create', { session: admin, form: { uid: '10022', amount_fen: 50 } })).body).toMatchObject({ code: 4220, msg: '提现金额低于最低提现额' });
    expect((await t.post('/api/admin/partner/payout/create', { session: admin, form: { uid: '10022', amount_fen: 781 } })).body.code).toBe(4220);
    const payout = (await t.post<PayoutView>('/api/admin/partner/payout/create', { session: admin, form: { uid: '10022', amount_fen: 500 } })).body.data;
    expect(payout.state).toBe('pending');
    expect(await balance(s)).toMatchObject({ available_fen: 280, payout_pending_fen: 500 });
    const failed = await t.post<PayoutView>('/api/admin/partner/payout/settle', { session: admin, form: { id: payout.id, state: 'failed', note: '账户异常' } });
    expect(failed.body.data.state).toBe('failed');
    expect((await balance(s)).available_fen).toBe(780);
    expect((await t.post('/api/admin/partner/payout/settle', { session: admin, form: { id: payout.id, state: 'paid' } })).body).toMatchObject({ code: 4009, msg: '该提现已处理' });
    const second = (await t.post<PayoutView>('/api/admin/partner/payout/create', { session: admin, form: { uid: '10022', amount_fen: 780 } })).body.data;
    await t.post('/api/admin/partner/payout/settle', { session: admin, form: { id: second.id, state: 'paid' } });
    expect(await balance(s)).toMatchObject({ available_fen: 0, paid_fen: 780, payout_pending_fen: 0 });
    // two concurrent payouts of the whole balance: at most one passes
    await steps.buy(buyer, 'visitor-hold-1');
    clock.advance(8 * DAY);
    const both = await Promise.all([1, 2].map(() => t.post('/api/admin/partner/payout/create', { session: admin, form: { uid: '10022', amount_fen: 780 } })));
    expect(both.map((r) => r.body.code).sort()).toEqual([2000, 4220]);
    expect((await balance(s)).available_fen).toBe(0);
    await expectLedgerConsistent();
  });

  it('a refund claws back: on hold it cancels out, after payout it nets against later earnings; twice is refused', async () => {
    await steps.makePartner('10025');
    const p = await steps.promotion('10025');
    const s = await login('10025');
    const buyer = await login('10026');
    await steps.touch(p.code, 'visitor-claw-1');
    const o1 = await steps.buy(buyer, 'visitor-claw-1');
    expect((await steps.refund(o1.order_no)).body.code).toBe(2000);
    expect(await balance(s)).toMatchObject({ pending_fen: 0, available_fen: 0 });
    const again = await steps.refund(o1.order_no);
    expect(again.body.code).toBe(4009);
    expect((await steps.entries('10025')).map((e) => [e.kind, e.amountFen])).toEqual([
      ['commission', 390],
      ['clawback', -390],
    ]);
    clock.advance(8 * DAY);
    expect(await balance(s)).toMatchObject({ pending_fen: 0, available_fen: 0 });

    const o2 = await steps.buy(buyer, 'visitor-claw-1');
    clock.advance(8 * DAY);
    const payout = (await t.post<PayoutView>('/api/admin/partner/payout/create', { session: admin, form: { uid: '10025', amount_fen: 390 } })).body.data;
    await t.post('/api/admin/partner/payout/settle', { session: admin, form: { id: payout.id, state: 'paid' } });
    expect((await steps.refund(o2.order_no)).body.code).toBe(2000);
    expect(await balance(s)).toMatchObject({ available_fen: -390, paid_fen: 390 });
    await steps.touch(p.code, 'visitor-claw-1');
    await steps.buy(buyer, 'visitor-claw-1');
    clock.advance(8 * DAY);
    expect((await balance(s)).available_fen).toBe(0);
    expect((await t.post('/api/admin/partner/payout/create', { session: admin, form: { uid: '10025', amount_fen: 100 } })).body.code).toBe(4220);
    await expectLedgerConsistent();
  });

  it('the bonus page shows clicks, sign-ups, orders, amounts and days; another partner’s promotion or ledger is 4004', async () => {
    await steps.makePartner('10028');
    const p = await steps.promotion('10028');
    const s = await login('10028');
    const buyer = await login('10029');
    await steps.touch(p.code, 'visitor-bonus-1');
    await steps.touch(p.code, 'visitor-bonus-2');
    await steps.buy(buyer, 'visitor-bonus-1');
    const bonus = (await t.get<PromotionBonusView>(`/api/partner/promotion/bonus?pmid=${p.pmid}`, { session: s })).body.data;
    expect(bonus).toMatchObject({ clicks: 2, signups: 1, paid_orders: 1, refunded_orders: 0, pending_fen: 390, available_fen: 0 });
    expect(bonus.days).toHaveLength(30);
    expect(bonus.days.at(-1)).toMatchObject({ clicks: 2, orders: 1, commission_fen: 390 });
    const other = await login('10010');
    expect((await t.get(`/api/partner/promotion/bonus?pmid=${p.pmid}`, { session: other })).body).toMatchObject({ code: 4004, msg: '推广不存在' });
    expect((await t.get(`/api/partner/promotion/ledger?pmid=${p.pmid}`, { session: other })).body.code).toBe(4004);
    expect((await t.get('/api/partner/promotion/bonus?pmid=abc', { session: s })).body).toMatchObject({ code: 4220, msg: 'pmid 必须是数字' });
    const ledger = (await t.get<{ list: { kind: string; amount_fen: number; state: string }[] }>(`/api/partner/promotion/ledger?pmid=${p.pmid}`, { session: s })).body.data.list;
    expect(ledger).toEqual([expect.objectContaining({ kind: 'commission', amount_fen: 390, state: 'pending' })]);
  });

  it('migrates promotions and the whole balance to another account, with an audit record; CSV export', async () => {
    const before = await steps.entries('10028');
    const sum = before.reduce((x, e) => x + e.amountFen, 0);
    const res = await t.post<MigrationView>('/api/admin/partner/migration/create', { session: admin, form: { from_uid: '10028', to_uid: '10031', reason: '账号合并' } });
    expect(res.body.data).toMatchObject({ from_uid: '10028', to_uid: '10031', promotions: 1, balance_fen: sum, admin_uid: '10001', reason: '账号合并' });
    const s31 = await login('10031');
    expect((await balance(s31)).pending_fen).toBe(sum);
    const old = await balance(await login('10028'));
    expect(old.pending_fen + old.available_fen).toBe(0);
    expect((await t.post('/api/admin/partner/migration/create', { session: admin, form: { from_uid: '10031', to_uid: '10031', reason: 'x' } })).body).toMatchObject({ code: 4220, msg: '不能迁移到同一账号' });
    expect((await t.get<{ list: MigrationView[] }>('/api/admin/partner/migration/list', { session: admin })).body.data.list[0].id).toBe(res.body.data.id);
    const audit = await t.get<{ list: { actor_uid: string; action: string; after: Record<string, unknown> }[] }>(`/api/admin/audit/list?entity=partner_migration&entity_id=${res.body.data.id}`, { session: admin });
    expect(audit.body.data.list).toEqual([expect.objectContaining({ actor_uid: '10001', action: 'migrate', after: expect.objectContaining({ to_uid: '10031', balance_fen: sum }) })]);

    const ticket = (await t.post<{ url: string }>('/api/admin/partner/export-ticket', { session: admin, form: { what: 'ledger' } })).body.data.url;
    const csv = await t.inject({ method: 'GET', url: ticket });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('流水号,uid,类型');
    expect(csv.body).toContain('迁入');
    expect((await t.inject({ method: 'GET', url: ticket })).statusCode).toBe(403);
    expect((await t.get('/api/admin/partner/list', { session: await t.devLogin('user') })).body.code).toBe(4003);
    await expectLedgerConsistent();
  });

  it('the console lists (partners, promotions, ledger, payouts, migrations) follow the admin list contract', async () => {
    const list = async <R>(path: string) => (await t.get<Page<R>>(path, { session: admin })).body.data;

    const partners = '/api/admin/partner/list';
    await expectSorted<AdminPartnerRow>(t, admin, partners, 'uid', (r) => Number(r.uid));
    // created_at has second precision on SQLite: make one partner clearly the oldest
    await ds.getRepository(PartnerEntity).update({ uid: '10022' }, { createdAt: new Date('2020-01-01T00:00:00Z') });
    await expectSorted<AdminPartnerRow>(t, admin, partners, 'created_at', (r) => r.created_at);
    expect((await list<AdminPartnerRow>(`${partners}?sort=created_at&order=asc&page_size=1`)).list.map((r) => r.uid)).toEqual(['10022']);
    const byUid = (await list<AdminPartnerRow>(`${partners}?keyword=10025`)).list;
    expect(byUid.map((r) => r.uid)).toEqual(['10025']);
    // a keyword that is not a number looks in the nick names
    expect((await list<AdminPartnerRow>(`${partners}?keyword=${encodeURIComponent(byUid[0].nick_name)}`)).list.map((r) => r.uid)).toEqual(['10025']);
    const suspended = await list<AdminPartnerRow>(`${partners}?status=suspended`);
    expect(suspended.total).toBeGreaterThan(0);
    expect(suspended.list.every((r) => r.status === 'suspended')).toBe(true);
    await expectListRefusals(t, admin, partners, ['uid', 'created_at']);

    await steps.makePartner('10030');
    const cheap = await steps.promotion('10030', '1', 500);
    const promotions = '/api/admin/partner/promotion/list';
    await expectSorted<{ rate_bp: number }>(t, admin, promotions, 'rate_bp', (r) => r.rate_bp);
    await expectSorted<{ pmid: string }>(t, admin, promotions, 'pmid', (r) => Number(r.pmid));
    expect((await list<{ pmid: string }>(`${promotions}?uid=10030&enabled=true`)).list.map((r) => r.pmid)).toEqual([cheap.pmid]);
    expect((await list(`${promotions}?uid=10030&enabled=false`)).total).toBe(0);
    await expectListRefusals(t, admin, promotions, ['pmid', 'rate_bp', 'created_at']);

    const ledger = '/api/admin/partner/ledger/list';
    await expectSorted<LedgerEntryView>(t, admin, ledger, 'amount_fen', (r) => r.amount_fen);
    await expectSorted<LedgerEntryView>(t, admin, ledger, 'id', (r) => Number(r.id));
    const payoutLines = await list<LedgerEntryView>(`${ledger}?kind=payout&uid=10022`);
    expect(payoutLines.total).toBeGreaterThan(0);
    expect(payoutLines.list.every((r) => r.kind === 'payout' && r.uid === '10022')).toBe(true);
    const sale = (await list<LedgerEntryView>(`${ledger}?kind=commission`)).list[0];
    expect((await list<LedgerEntryView>(`${ledger}?order_no=${sale.order_no.slice(-8)}&kind=commission`)).list.map((r) => r.id)).toEqual([sale.id]);
    await expectListRefusals(t, admin, ledger, ['id', 'amount_fen', 'available_at', 'created_at']);

    const payouts = '/api/admin/partner/payout/list';
    await expectSorted<PayoutView>(t, admin, payouts, 'amount_fen', (r) => r.amount_fen);
    await expectSorted<PayoutView>(t, admin, payouts, 'id', (r) => Number(r.id));
    expect((await list<PayoutView>(`${payouts}?state=failed`)).list.map((r) => [r.uid, r.amount_fen])).toEqual([['10022', 500]]);
    expect((await list(`${payouts}?created_at=2020-01-01,2020-01-31`)).total).toBe(0);
    await expectListRefusals(t, admin, payouts, ['id', 'amount_fen', 'created_at', 'settled_at']);

    await t.post('/api/admin/partner/migration/create', { session: admin, form: { from_uid: '10030', to_uid: '10032', reason: '再次合并' } });
    const migrations = '/api/admin/partner/migration/list';
    await expectSorted<MigrationView>(t, admin, migrations, 'id', (r) => Number(r.id));
    expect((await list<MigrationView>(`${migrations}?from_uid=10028`)).list.map((r) => r.to_uid)).toEqual(['10031']);
    await expectListRefusals(t, admin, migrations, ['id', 'balance_fen', 'promotions', 'created_at']);
  });
});
