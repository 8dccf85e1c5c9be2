import { DataSource } from 'typeorm';
import { ApiCode } from '../../types/api';
import type { OverviewStats, RollupResult } from '../../types/overview';
import { addDays, OVERVIEW_MESSAGES, overviewDay, overviewDayStart } from '../../types/overview';
import { OrderEntity } from '../../server/src/modules/commerce/entities/order.entity';
import { SubmissionEntity } from '../../server/src/modules/oj/entities/submission.entity';
import { StatDailyEntity } from '../../server/src/modules/overview/entities/stat-daily.entity';
import { UserEntity } from '../../server/src/modules/user/entities/user.entity';
import { TestApp } from '../helpers/app';

jest.setTimeout(60_000);

/** An instant `hours` after the start of a China-time day. */
const at = (day: string, hours: number) => new Date(overviewDayStart(day).getTime() + hours * 3_600_000);

describe('admin overview: daily rollups', () => {
  let t: TestApp;
  let ds: DataSource;
  const today = overviewDay(new Date());
  const yesterday = addDays(today, -1);
  const lastWeek = addDays(today, -8);

  beforeAll(async () => {
    t = await TestApp.start();
    ds = t.app.get(DataSource);
    const users = ds.getRepository(UserEntity);
    // 23:30 China time yesterday is still yesterday though it is the same UTC date as 15:30 UTC
    for (const [i, when] of [at(yesterday, 23.5), at(yesterday, 0.25), at(today, 1), at(lastWeek, 12)].entries()) {
      await users.insert({ uid: String(90001 + i), nickName: `汇总${i}`, headImgUrl: '', createdAt: when });
    }
    const orders = ds.getRepository(OrderEntity);
    const order = (no: number, fen: number, paidAt: Date, refundedAt: Date | null) =>
      orders.insert({
        orderNo: `CT${String(no).padStart(20, '0')}`, uid: '90001', productId: '1', productName: '会员', category: 'vip', state: refundedAt ? 'refunded' : 'paid',
        priceFen: fen, discountFen: 0, amountFen: fen, expiresAt: paidAt, paidAt, refundedAt,
      });
    await order(1, 9900, at(yesterday, 10), null);
    await order(2, 19900, at(yesterday, 11), at(today, 2));
    await order(3, 500, at(lastWeek, 9), null);
    const subs = ds.getRepository(SubmissionEntity);
    const sub = (lang: string, verdict: string, created: Date, ms: number) =>
      subs.insert({ uid: '90001', problemId: '1', lang, codeMode: 1, code: 'x', status: 'done', verdict, createdAt: created, judgedAt: new Date(created.getTime() + ms) });
    await sub('cpp', 'AC', at(yesterday, 9), 300);
    await sub('cpp', 'WA', at(yesterday, 9.5), 500);
    await sub('python3', 'AC', at(yesterday, 10), 900);
    await sub('java', 'AC', at(today, 0.5), 1200);
    await ds.query('INSERT INTO user_activity_days (day, uid) VALUES (?, ?), (?, ?), (?, ?), (?, ?)', [yesterday, '90001', yesterday, '90002', addDays(today, -3), '90003', lastWeek, '90004']);
  });
  afterAll(() => t.close());

  const stat = async (day: string, metric: string, dim = '') => (await ds.getRepository(StatDailyEntity).findOneBy({ day, metric, dim }))?.value;

  it('rolls a range up by China-time day, equal to counting the raw rows', async () => {
    const admin = await t.devLogin('admin');
    const res = await t.post<RollupResult>('/api/admin/overview/rollup', { session: admin, form: { from: lastWeek, to: today } });
    expect(res.body).toMatchObject({ code: 2000, data: { from: lastWeek, to: today, days: 9 } });
    expect(await stat(yesterday, 'new_users')).toBe(2);
    expect(await stat(lastWeek, 'new_users')).toBe(1);
    expect(await stat(yesterday, 'paid_orders')).toBe(2);
    expect(await stat(yesterday, 'revenue_fen')).toBe(9900 + 19900);
    expect(await stat(today, 'refunds')).toBe(1);
    expect(await stat(today, 'refund_fen')).toBe(19900);
    expect(await stat(yesterday, 'submissions')).toBe(3);
    expect(await stat(yesterday, 'accepted')).toBe(2);
    expect(await stat(yesterday, 'submissions_by_lang', 'cpp')).toBe(2);
    expect(await stat(yesterday, 'verdict_ms_median')).toBe(500);
    expect(await stat(yesterday, 'dau')).toBe(2);
    // WAU of yesterday: yesterday's two and the one of three days ago; last week's is outside
    expect(await stat(yesterday, 'wau')).toBe(3);
    expect(await stat(yesterday, 'mau')).toBe(4);
    const [{ n }] = (await ds.query('SELECT COUNT(*) AS n FROM users WHERE created_at >= ? AND created_at < ?', [
      overviewDayStart(yesterday).toISOString().replace('T', ' ').replace('Z', ''),
      overviewDayStart(today).toISOString().replace('T', ' ').replace('Z', ''),
    ])) as { n: number }[];
    expect(Number(n)).toBe(await stat(yesterday, 'new_users'));
  });

  it('is idempotent: running the same range again leaves the same rows', async () => {
    const admin = await t.devLogin('admin');
    const before = await ds.getRepository(StatDailyEntity).find({ order: { day: 'ASC', metric: 'ASC', dim: 'ASC' } });
    await t.post('/api/admin/overview/rollup', { session: admin, form: { from: lastWeek, to: today } });
    await t.post('/api/admin/overview/rollup', { session: admin, form: { from: yesterday, to: yesterday } });
    const after = await ds.getRepository(StatDailyEntity).find({ order: { day: 'ASC', metric: 'ASC', dim: 'ASC' } });
    const strip = (rows: StatDailyEntity[]) => rows.map((r) => [r.day, r.metric, r.dim, r.value].join('|'));
    expect(strip(after)).toEqual(strip(before));
  });

  it('serves the overview from the rollups: cards with links, 30-day trends, language share', async () => {
    const admin = await t.devLogin('admin');
    const res = await t.get<OverviewStats>('/api/admin/overview/stats', { session: admin });
    expect(res.body.code).toBe(2000);
    const s = res.body.data;
    expect(s.today).toBe(today);
    expect(s.days).toHaveLength(30);
    expect(s.days[29]).toBe(today);
    const card = (key: string) => s.cards.find((c) => c.key === key)!;
    // the seed's users were created today too: compare with the rolled-up days
    const newToday = (await stat(today, 'new_users'))!;
    expect(newToday).toBeGreaterThanOrEqual(1);
    expect(card('new_users')).toMatchObject({ today: newToday, last7: newToday + 2, prev7: 1, link: '/admin/user' });
    // other seeds sell things too: the card adds up the rolled-up days
    const sum = async (metric: string, from: string, to: string) =>
      Number(((await ds.query("SELECT SUM(value) AS n FROM stat_daily WHERE metric = ? AND dim = '' AND day >= ? AND day <= ?", [metric, from, to])) as { n: number | null }[])[0].n ?? 0);
    expect(card('revenue_fen')).toMatchObject({ last7: await sum('revenue_fen', addDays(today, -6), today), prev7: await sum('revenue_fen', addDays(today, -13), addDays(today, -7)), link: '/admin/order?state=paid' });
    expect(card('revenue_fen').last7).toBeGreaterThanOrEqual(29800);
    expect(card('revenue_fen').prev7).toBeGreaterThanOrEqual(500);
    expect(card('acceptance').last7).toBe(Math.round(((await sum('accepted', addDays(today, -6), today)) / (await sum('submissions', addDays(today, -6), today))) * 1000) / 10);
    const revenue = s.trends.find((x) => x.key === 'revenue_fen')!;
    expect(revenue.values[28]).toBe(await stat(yesterday, 'revenue_fen'));
    const [{ n: top }] = (await ds.query("SELECT SUM(value) AS n FROM stat_daily WHERE metric = 'submissions_by_lang' AND dim = ? AND day >= ?", [s.languages[0].lang, s.days[0]])) as { n: number }[];
    expect(s.languages[0].count).toBe(Number(top));
    expect(s.languages.find((l) => l.lang === 'cpp')!.count).toBeGreaterThanOrEqual(2);
    expect(s.languages.map((l) => l.count)).toEqual([...s.languages.map((l) => l.count)].sort((a, b) => b - a));
    expect(s.rolled_up_at).not.toBeNull();
    expect(typeof s.judge_queue).toBe('number');
  });

  it('rolls up the seeded exams, camps and partner commissions equal to counting the raw rows', async () => {
    const admin = await t.devLogin('admin');
    const from = addDays(today, -29);
    await t.post('/api/admin/overview/rollup', { session: admin, form: { from, to: today } });
    const raw = async (sql: string, params: unknown[]) => Number(((await ds.query(sql, params)) as { n: number | string | null }[])[0].n ?? 0);
    const end = overviewDayStart(addDays(today, 1)).toISOString().replace('T', ' ').replace('Z', '');
    const start = overviewDayStart(from).toISOString().replace('T', ' ').replace('Z', '');
    expect(await stat(today, 'exams_running')).toBe(await raw('SELECT COUNT(*) AS n FROM exams WHERE published = ? AND start_at < ? AND end_at > ?', [true, end, end]));
    expect(await stat(today, 'camps_running')).toBe(await raw('SELECT COUNT(DISTINCT course_id) AS n FROM training_cohorts WHERE start_at < ? AND (end_at IS NULL OR end_at > ?)', [end, end]));
    expect(await stat(today, 'camps_running')).toBeGreaterThan(0);
    expect(await stat(today, 'commission_pending_fen')).toBe(await raw("SELECT SUM(amount_fen) AS n FROM partner_ledger WHERE kind = 'commission' AND created_at < ? AND available_at > ?", [end, end]));
    const [{ n: starts }] = (await ds.query("SELECT SUM(value) AS n FROM stat_daily WHERE metric = 'exam_starts' AND day >= ? AND day <= ?", [from, today])) as { n: number | null }[];
    expect(Number(starts ?? 0)).toBe(await raw('SELECT COUNT(*) AS n FROM exam_submits WHERE started_at >= ? AND started_at < ?', [start, end]));
    const stats = (await t.get<OverviewStats>('/api/admin/overview/stats', { session: admin })).body.data;
    expect(stats.cards.map((c) => c.key)).toEqual(expect.arrayContaining(['exams_running', 'camps_running', 'commission_pending_fen']));
    expect(stats.top.map((x) => x.kind)).toEqual(['course', 'exam', 'problemset', 'camp']);
  });

  it('refuses bad ranges with clear messages and non-admins', async () => {
    const admin = await t.devLogin('admin');
    const bad = async (from: string, to: string) => (await t.post('/api/admin/overview/rollup', { session: admin, form: { from, to } })).body;
    expect(await bad(addDays(today, -400), today)).toMatchObject({ code: ApiCode.INVALID, errors: [{ field: 'from', message: OVERVIEW_MESSAGES.rangeTooLong }] });
    expect(await bad(today, yesterday)).toMatchObject({ code: ApiCode.INVALID, errors: [{ field: 'from', message: OVERVIEW_MESSAGES.rangeReversed }] });
    expect(await bad(today, addDays(today, 1))).toMatchObject({ code: ApiCode.INVALID, errors: [{ field: 'to', message: OVERVIEW_MESSAGES.future }] });
    expect(await bad('2026/11/01', today)).toMatchObject({ code: ApiCode.INVALID });
    const user = await t.devLogin('user');
    expect((await t.get('/api/admin/overview/stats', { session: user })).body.code).toBe(ApiCode.FORBIDDEN);
  });

  it('records a signed-in user as active today', async () => {
    const user = await t.devLogin({ uid: '10030' });
    await t.get('/api/user', { session: user });
    await new Promise((r) => setTimeout(r, 50));
    const rows = (await ds.query('SELECT uid FROM user_activity_days WHERE day = ? AND uid = ?', [today, '10030'])) as unknown[];
    expect(rows).toHaveLength(1);
  });
});
