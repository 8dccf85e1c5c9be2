import { DataSource } from 'typeorm';
import { ApiCode, Page } from '../../types/api';
import { MIGRATE_MESSAGES, type AccountMigrationView, type MigratePreview } from '../../types/migrate';
import { EquityLedger } from '../../server/src/modules/commerce/equity-ledger';
import { OrderEntity } from '../../server/src/modules/commerce/entities/order.entity';
import { UserEquityEntity } from '../../server/src/modules/commerce/entities/user-equity.entity';
import { UserEntity } from '../../server/src/modules/user/entities/user.entity';
import { TestApp } from '../helpers/app';

jest.setTimeout(60_000);

/** Codes the embedded SMS adapter prints on stdout. */
function captureSms() {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    if (String(chunk).startsWith('[sms]')) lines.push(String(chunk));
    return true;
  });
  return {
    codeFor: (phone: string) => [...lines].reverse().find((l) => l.includes(`telephone=${phone} `))?.match(/code=(\d{6})/)?.[1] ?? '',
    restore: () => spy.mockRestore(),
  };
}

let seq = 0;
const freshPhone = () => `17${String(process.pid % 1000).padStart(3, '0')}${String((Date.now() + seq++ * 97) % 1000000).padStart(6, '0')}`.slice(0, 11);

describe('/migrate: merging an old account into the signed-in one', () => {
  let t: TestApp;
  let ds: DataSource;
  let sms: ReturnType<typeof captureSms>;
  beforeAll(async () => {
    t = await TestApp.start();
    ds = t.app.get(DataSource);
    sms = captureSms();
  });
  afterAll(async () => {
    sms.restore();
    await t.close();
  });

  let orderSeq = 0;
  /** An old phone account with an order, a VIP grant, a solved problem, a topic and a lesson's progress. */
  async function oldAccount(opts: { unpaid?: boolean } = {}) {
    const telephone = freshPhone();
    const user = await ds.getRepository(UserEntity).save({ nickName: '旧账号', headImgUrl: '', telephone });
    const order = (state: 'paid' | 'unpaid') =>
      ds.getRepository(OrderEntity).insert({
        orderNo: `CT${String(Date.now()).slice(-12)}${String(++orderSeq).padStart(8, '0')}`, uid: user.uid, productId: '1', productName: '会员', category: 'vip', state,
        priceFen: 100, discountFen: 0, amountFen: 100, expiresAt: new Date(Date.now() + 1_800_000), paidAt: state === 'paid' ? new Date() : null,
      });
    await order('paid');
    if (opts.unpaid) await order('unpaid');
    await ds.transaction((em) => new EquityLedger(em).grant(user.uid, { kind: 'vip' }, 30, 'test:migrate'));
    await ds.query("INSERT INTO oj_submissions (uid, problem_id, lang, code_mode, code, status, judge_seq, verdict, time_ms, memory_kb, score, created_at) VALUES (?, 1, 'cpp', 1, 'x', 'done', 1, 'AC', 1, 1, 100, ?)", [user.uid, '2026-11-20 10:00:00.000']);
    await ds.query('INSERT INTO oj_problem_users (uid, problem_id, status, submissions, last_submit_at) VALUES (?, 1, 2, 3, ?)', [user.uid, '2026-11-20 10:00:00.000']);
    return { uid: user.uid, telephone };
  }

  async function verify(session: { token: string; uid: string }, telephone: string) {
    await t.post('/api/v1/smscode/send', { form: { telephone, ticket: 'dev-ticket', rand_str: 'r' } });
    return t.post<MigratePreview>('/api/v1/migrate/verify/sms', { session, form: { telephone, code: sms.codeFor(telephone) } });
  }

  it('previews, then merges orders, equities, submissions and standing in one go; the old account is signed out and recorded', async () => {
    const old = await oldAccount();
    const oldSession = await t.devLogin({ uid: old.uid });
    const me = await t.devLogin({ uid: '10006' }); // a seeded account without a phone
    await ds.query('INSERT INTO oj_problem_users (uid, problem_id, status, submissions, last_submit_at) VALUES (?, 1, 1, 2, ?)', ['10006', '2026-11-21 10:00:00.000']);
    const preview = await verify(me, old.telephone);
    expect(preview.body.code).toBe(2000);
    const p = preview.body.data;
    expect(p.from).toMatchObject({ uid: old.uid, telephone: `${old.telephone.slice(0, 3)}****${old.telephone.slice(-4)}` });
    expect(p.to.uid).toBe('10006');
    expect(p.counts).toMatchObject({ orders: 1, equities: 1, submissions: 1, solved: 1 });
    expect(p.conflicts).toEqual([]);
    expect(p.notes.join()).toContain('将绑定到当前账号');

    const merged = await t.post<AccountMigrationView>('/api/v1/migrate/merge', { session: me, form: { ticket: p.ticket } });
    expect(merged.body.code).toBe(2000);
    expect(merged.body.data).toMatchObject({ from_uid: old.uid, to_uid: '10006', method: 'sms', counts: { orders: 1 } });
    expect(await ds.getRepository(OrderEntity).countBy({ uid: old.uid })).toBe(0);
    expect(await ds.getRepository(OrderEntity).countBy({ uid: '10006' })).toBeGreaterThanOrEqual(1);
    const vip = await ds.getRepository(UserEquityEntity).findOneByOrFail({ uid: '10006', kind: 'vip', targetId: '' });
    expect(vip.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(await ds.getRepository(UserEquityEntity).countBy({ uid: old.uid })).toBe(0);
    // the problem's standing: the better status, both counts of submissions
    const [standing] = (await ds.query('SELECT status, submissions FROM oj_problem_users WHERE uid = ? AND problem_id = 1', ['10006'])) as { status: number; submissions: number }[];
    expect(standing).toEqual({ status: 2, submissions: 5 });
    // identities: the phone moved; the old account cannot sign in any more
    expect((await ds.getRepository(UserEntity).findOneByOrFail({ uid: '10006' })).telephone).toBe(old.telephone);
    expect((await ds.getRepository(UserEntity).findOneByOrFail({ uid: old.uid })).telephone).toBeNull();
    expect((await t.get('/api/user', { session: oldSession })).body.code).toBe(ApiCode.UNAUTHORIZED);
    // the ticket works once
    const again = await t.post('/api/v1/migrate/merge', { session: me, form: { ticket: p.ticket } });
    expect(again.body).toMatchObject({ code: ApiCode.INVALID, msg: MIGRATE_MESSAGES.ticket });
    expect((await t.get<AccountMigrationView[]>('/api/v1/migrate/mine', { session: me })).body.data[0].from_uid).toBe(old.uid);
    const admin = await t.devLogin('admin');
    const list = await t.get<Page<AccountMigrationView>>(`/api/admin/migration/list?to_uid=10006`, { session: admin });
    expect(list.body.data.list.map((m) => m.from_uid)).toContain(old.uid);
    expect((await t.get('/api/admin/migration/list', { session: me })).body.code).toBe(ApiCode.FORBIDDEN);
  });

  it('refuses a merge into itself, a wrong code and a stale ticket', async () => {
    const me = await t.devLogin('user'); // 10002 owns 13800000002
    const self = await verify(me, '13800000002');
    expect(self.body).toMatchObject({ code: ApiCode.INVALID, msg: MIGRATE_MESSAGES.self });
    const old = await oldAccount();
    await t.post('/api/v1/smscode/send', { form: { telephone: old.telephone, ticket: 'dev-ticket', rand_str: 'r' } });
    const wrong = await t.post('/api/v1/migrate/verify/sms', { session: me, form: { telephone: old.telephone, code: sms.codeFor(old.telephone) === '000000' ? '111111' : '000000' } });
    expect(wrong.body).toMatchObject({ code: ApiCode.INVALID, errors: [{ field: 'code' }] });
    const bad = await t.post('/api/v1/migrate/verify/sms', { session: me, form: { telephone: '123', code: 'abc' } });
    expect(bad.body.code).toBe(ApiCode.INVALID);
    const stale = await t.post('/api/v1/migrate/merge', { session: me, form: { ticket: 'AAAAAAAAAAAAAAAAAAAAAAAA' } });
    expect(stale.body).toMatchObject({ code: ApiCode.INVALID, msg: MIGRATE_MESSAGES.ticket });
    const visitor = await t.post('/api/v1/migrate/merge', { form: { ticket: 'AAAAAAAAAAAAAAAAAAAAAAAA' } });
    expect(visitor.body.code).toBe(ApiCode.UNAUTHORIZED);
  });

  const attempt = (uid: string, examId: string) =>
    ds.query("INSERT INTO exam_submits (exam_id, uid, attempt_no, state, started_at, deadline, paper, answers, flags, score, max_score, time_used, updated_at) VALUES (?, ?, 1, 'submitted', ?, ?, '[]', '{}', '[]', 10, 100, 60, ?)", [
      examId, uid, '2026-11-01 10:00:00.000', '2026-11-01 11:00:00.000', '2026-11-01 11:00:00.000',
    ]);

  it('moves exam attempts it can, and refuses when both accounts sat the same exam', async () => {
    // seeded user 10012 handed in an attempt of the free exam
    const [{ id: examId }] = (await ds.query('SELECT exam_id AS id FROM exam_submits WHERE uid = ? LIMIT 1', ['10012'])) as { id: string }[];
    const old = await oldAccount();
    await attempt(old.uid, String(examId));
    const me = await t.devLogin({ uid: '10012' });
    const blocked = await verify(me, old.telephone);
    expect(blocked.body.data.conflicts).toEqual([MIGRATE_MESSAGES.sameExam]);
    expect((await t.post('/api/v1/migrate/merge', { session: me, form: { ticket: blocked.body.data.ticket } })).body).toMatchObject({ code: ApiCode.CONFLICT, msg: MIGRATE_MESSAGES.sameExam });
    // an account that never sat it takes the attempt over
    const other = await t.devLogin({ uid: '10015' });
    expect((await ds.query('SELECT 1 FROM exam_submits WHERE uid = ?', ['10015'])) as unknown[]).toHaveLength(0);
    const old2 = await oldAccount();
    await attempt(old2.uid, String(examId));
    const ok = await verify(other, old2.telephone);
    expect(ok.body.data.conflicts).toEqual([]);
    expect((await t.post('/api/v1/migrate/merge', { session: other, form: { ticket: ok.body.data.ticket } })).body.code).toBe(2000);
    const moved = (await ds.query('SELECT uid FROM exam_submits WHERE exam_id = ? AND uid IN (?, ?)', [examId, old2.uid, '10015'])) as { uid: string | number }[];
    expect(moved.map((r) => String(r.uid))).toEqual(['10015']);
  });

  it('refuses while the old account has an unpaid order, and moves nothing', async () => {
    const old = await oldAccount({ unpaid: true });
    const me = await t.devLogin({ uid: '10009' });
    const preview = await verify(me, old.telephone);
    expect(preview.body.data.conflicts).toEqual([MIGRATE_MESSAGES.unpaidOld]);
    const merged = await t.post('/api/v1/migrate/merge', { session: me, form: { ticket: preview.body.data.ticket } });
    expect(merged.body).toMatchObject({ code: ApiCode.CONFLICT, msg: MIGRATE_MESSAGES.unpaidOld });
    expect(await ds.getRepository(OrderEntity).countBy({ uid: old.uid })).toBe(2);
    expect((await ds.getRepository(UserEntity).findOneByOrFail({ uid: old.uid })).telephone).toBe(old.telephone);
  });
});
