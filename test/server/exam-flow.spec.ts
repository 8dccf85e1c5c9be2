import type { Page } from '../../types/api';
import type { AnswerSaved, AttemptView, ExamDetail, ExamExplain, ExamRank, ExamResult, ExamRow, MyExamRow } from '../../types/exam';
import { QuestionType } from '../../types/exam';
import type { SessionInfo } from '../../types/user';
import { PermitService } from '../../server/src/modules/commerce/permit.service';
import { TestApp } from '../helpers/app';

let t: TestApp;
let user: SessionInfo;
let other: SessionInfo;
let free: ExamRow;
let vip: ExamRow;

beforeAll(async () => {
  t = await TestApp.start();
  user = await t.devLogin('user');
  other = await t.devLogin({ uid: '10020' });
  const list = (await t.get<Page<ExamRow>>('/api/v1/exam/list', { session: user })).body.data;
  free = list.list.find((e) => e.access === 'free')!;
  vip = list.list.find((e) => e.access === 'vip')!;
}, 60_000);
afterAll(() => t.close());

const answer = (s: SessionInfo, exam_id: string, item_id: string, a: unknown, extra: Record<string, string> = {}) =>
  t.post<AnswerSaved>('/api/v1/exam/answer', { session: s, form: { exam_id, item_id, answer: typeof a === 'string' ? a : JSON.stringify(a), ...extra } });

describe('learner flow', () => {
  it('lists the two seeded exams; visitors are refused', async () => {
    const r = await t.get<Page<ExamRow>>('/api/v1/exam/list', { session: user });
    expect(r.body.code).toBe(2000);
    expect(r.body.data.total).toBe(2);
    expect(free).toMatchObject({ title: '算法基础能力测评', item_count: 10, total_score: 100, phase: 'open', participants: 10 });
    expect(vip.title).toContain('会员');
    expect((await t.get('/api/v1/exam/list')).body.code).toBe(4001);
  });

  it('the cover shows rules, window, attempts left, permit', async () => {
    const d = (await t.get<ExamDetail>(`/api/v1/exam/detail?exam_id=${free.exam_id}`, { session: user })).body.data;
    expect(d).toMatchObject({ attempts_allowed: 2, attempts_left: 2, best_score: null, running: null, permit: { allowed: true }, explain_open: false, duration: 60 });
    expect(d.topic_id).toBeTruthy();
    const v = (await t.get<ExamDetail>(`/api/v1/exam/detail?exam_id=${vip.exam_id}`, { session: user })).body.data;
    expect(v.permit.allowed).toBe(false);
  });

  it('start, autosave, restore, hand in, result, rank', async () => {
    const r = await t.post<AttemptView>('/api/v1/exam/start', { session: user, form: { exam_id: free.exam_id } });
    expect(r.body.code).toBe(2000);
    const a = r.body.data;
    expect(a.questions).toHaveLength(10);
    const deadline = new Date(a.deadline).getTime() - new Date(a.started_at).getTime();
    expect(deadline).toBe(60 * 60_000);
    const tf = a.questions.find((q) => q.type === QuestionType.TRUE_FALSE)!;
    const saved = await answer(user, free.exam_id, tf.item_id, { value: true }, { flagged: 'true' });
    expect(saved.body.code).toBe(2000);
    const again = (await t.get<AttemptView>(`/api/v1/exam/attempt?exam_id=${free.exam_id}`, { session: user })).body.data;
    expect(again.answers[tf.item_id]).toEqual({ value: true });
    expect(again.flags).toEqual([tf.item_id]);
    const res = await t.post<ExamResult>('/api/v1/exam/submit', { session: user, form: { exam_id: free.exam_id } });
    expect(res.body.code).toBe(2000);
    expect(res.body.data.visible).toBe(true);
    const rank = await t.get<ExamRank>(`/api/v1/exam/rank?exam_id=${free.exam_id}`, { session: user });
    expect(rank.body.data.total).toBe(11);
    expect(rank.body.data.mine?.uid).toBe(user.uid);
    const mine = await t.get<MyExamRow[]>('/api/v1/exam/mine', { session: user });
    expect(mine.body.data[0]).toBeDefined();
    const ex = await t.get<ExamExplain>(`/api/v1/exam/explain?exam_id=${free.exam_id}`, { session: user });
    expect(ex.body.code).toBe(4003);
    void other;
  });
});

describe('bad input and roles (clear errors, never a 500)', () => {
  let admin: SessionInfo;
  let examId: string;
  let view: AttemptView;
  const bigCode = 'x'.repeat(64 * 1024 + 10);
  beforeAll(async () => {
    admin = await t.devLogin('admin');
    view = (await t.post<AttemptView>('/api/v1/exam/start', { session: other, form: { exam_id: free.exam_id } })).body.data;
    examId = free.exam_id;
  });

  it('a second start while an attempt runs', async () => {
    expect((await t.post('/api/v1/exam/start', { session: other, form: { exam_id: examId } })).body).toMatchObject({ code: 4009, msg: '你有一次作答正在进行，请继续作答' });
  });

  it('answers: item not in the exam, option out of range, wrong shape, too long, code over 64 KB, bad JSON', async () => {
    const single = view.questions.find((q) => q.type === QuestionType.SINGLE)!;
    const fill = view.questions.find((q) => q.type === QuestionType.FILL)!;
    const prog = view.questions.find((q) => q.type === QuestionType.PROGRAM)!;
    const cases: [string, unknown, number, string][] = [
      ['99999', { choice: 0 }, 4220, '该题不在本场考试中'],
      ['abc', { choice: 0 }, 4220, '该题不在本场考试中'],
      [single.item_id, { choice: 7 }, 4220, '选项不存在'],
      [single.item_id, { choice: -1 }, 4220, '选项不存在'],
      [single.item_id, { value: true }, 4220, '答案格式不正确'],
      [single.item_id, '{oops', 4220, '答案格式不正确'],
      [fill.item_id, { blanks: ['x'.repeat(501)] }, 4220, '答案不能超过500个字符'],
      [prog.item_id, { lang: 'cpp', code: bigCode }, 4220, '代码不能超过64KB'],
      [prog.item_id, { lang: 'cobol', code: 'x' }, 4220, '答案格式不正确'],
    ];
    for (const [item, a, code, msg] of cases) {
      const r = await answer(other, examId, item, a);
      expect([item, r.status < 500, r.body.code, r.body.msg]).toEqual([item, true, code, msg]);
    }
    const big = await t.post('/api/v1/exam/program/submit', { session: other, form: { exam_id: examId, item_id: prog.item_id, lang: 'cpp', code: bigCode } });
    expect(big.body).toMatchObject({ code: 4220, msg: '代码不能超过64KB' });
    const notProg = await t.post('/api/v1/exam/program/run', { session: other, form: { exam_id: examId, item_id: single.item_id, lang: 'cpp', code: 'int main(){}' } });
    expect(notProg.body).toMatchObject({ code: 4220, msg: '该题不是编程题' });
    expect((await t.post('/api/v1/exam/answer', { session: other, form: { exam_id: examId, item_id: single.item_id } })).body.code).toBe(4220);
    expect((await t.post('/api/v1/exam/answer', { session: other, form: { exam_id: 'x', item_id: single.item_id, answer: '{}' } })).body.code).toBe(4220);
  });

  it('another user’s attempt by id is not found; answering without an attempt is refused', async () => {
    const mine = (await t.get<ExamResult>(`/api/v1/exam/result?exam_id=${examId}`, { session: user })).body.data;
    expect((await t.get(`/api/v1/exam/result?exam_id=${examId}&submit_id=${mine.submit_id}`, { session: other })).body).toMatchObject({ code: 4004, msg: '作答记录不存在' });
    expect((await t.get(`/api/v1/exam/result?exam_id=${examId}&submit_id=${mine.submit_id}`, { session: user })).body.code).toBe(2000);
    const stranger = await t.devLogin({ uid: '10021' });
    expect((await answer(stranger, examId, view.questions[0].item_id, { choice: 0 })).body).toMatchObject({ code: 4009, msg: '没有进行中的作答，请先开始考试' });
    expect((await t.post('/api/v1/exam/submit', { session: stranger, form: { exam_id: examId } })).body.code).toBe(4009);
  });

  it('double hand-in (even at once) gives one result', async () => {
    const [a, b] = await Promise.all([
      t.post<ExamResult>('/api/v1/exam/submit', { session: other, form: { exam_id: examId } }),
      t.post<ExamResult>('/api/v1/exam/submit', { session: other, form: { exam_id: examId } }),
    ]);
    expect(a.body.code).toBe(2000);
    expect(b.body.code).toBe(2000);
    expect(a.body.data.submit_id).toBe(b.body.data.submit_id);
    const again = await t.post<ExamResult>('/api/v1/exam/submit', { session: other, form: { exam_id: examId } });
    expect(again.body.data).toMatchObject({ submit_id: a.body.data.submit_id, state: 'submitted' });
    const d = (await t.get<ExamDetail>(`/api/v1/exam/detail?exam_id=${examId}`, { session: other })).body.data;
    expect(d.attempts).toHaveLength(1);
    expect((await answer(other, examId, view.questions[0].item_id, { choice: 0 })).body).toMatchObject({ code: 4009, msg: '本次作答已交卷' });
  });

  it('closed, upcoming and unpublished exams cannot be started; used-up attempts neither', async () => {
    const DAY = 86_400_000;
    const make = async (over: Record<string, string | number>) =>
      (await t.post<{ exam_id: string }>('/api/admin/exam/save', { session: admin, form: { title: '坏考试', access: 'free', start_at: new Date(Date.now() - DAY).toISOString(), end_at: new Date(Date.now() + DAY).toISOString(), duration: 10, attempts_allowed: 1, result_rule: 1, published: 'true', ...over } })).body.data.exam_id;
    const closed = await make({ start_at: new Date(Date.now() - 2 * DAY).toISOString(), end_at: new Date(Date.now() - DAY).toISOString() });
    const upcoming = await make({ start_at: new Date(Date.now() + DAY).toISOString(), end_at: new Date(Date.now() + 2 * DAY).toISOString() });
    const hidden = await make({ published: 'false' });
    expect((await t.post('/api/v1/exam/start', { session: user, form: { exam_id: closed } })).body).toMatchObject({ code: 4009, msg: '考试已结束' });
    expect((await t.post('/api/v1/exam/start', { session: user, form: { exam_id: upcoming } })).body).toMatchObject({ code: 4009, msg: '考试尚未开始' });
    expect((await t.post('/api/v1/exam/start', { session: user, form: { exam_id: hidden } })).body).toMatchObject({ code: 4004, msg: '考试不存在或未发布' });
    expect((await t.get(`/api/v1/exam/detail?exam_id=${hidden}`, { session: user })).body.code).toBe(4004);
    expect((await t.post('/api/v1/exam/start', { session: user, form: { exam_id: '99999' } })).body.code).toBe(4004);
    // the seeded free exam allows 2 attempts: user has used one
    await t.post('/api/v1/exam/start', { session: user, form: { exam_id: examId } });
    await t.post('/api/v1/exam/submit', { session: user, form: { exam_id: examId } });
    expect((await t.post('/api/v1/exam/start', { session: user, form: { exam_id: examId } })).body).toMatchObject({ code: 4009, msg: '作答次数已用完' });
  });

  it('a paid exam without the permit: detail says so and start is refused; VIP opens it', async () => {
    expect((await t.post('/api/v1/exam/start', { session: user, form: { exam_id: vip.exam_id } })).body).toMatchObject({ code: 4003, msg: '请购买会员之后查看！' });
    expect((await t.get(`/api/v1/exam/explain?exam_id=${vip.exam_id}`, { session: user })).body.code).toBe(4003);
    await t.app.get(PermitService).grant(user.uid, { kind: 'vip' }, 30, 'admin:10001');
    const d = (await t.get<ExamDetail>(`/api/v1/exam/detail?exam_id=${vip.exam_id}`, { session: user })).body.data;
    expect(d.permit.allowed).toBe(true);
    const a = await t.post<AttemptView>('/api/v1/exam/start', { session: user, form: { exam_id: vip.exam_id } });
    expect(a.body.code).toBe(2000);
    // results of this exam wait for the window end (rule 3): hidden score, hidden rank
    const r = (await t.post<ExamResult>('/api/v1/exam/submit', { session: user, form: { exam_id: vip.exam_id } })).body.data;
    expect(r).toMatchObject({ visible: false, score: null });
    expect((await t.get(`/api/v1/exam/rank?exam_id=${vip.exam_id}`, { session: user })).body.code).toBe(4003);
  });

  it('learners cannot call the console', async () => {
    expect((await t.get('/api/admin/exam/list', { session: user })).body.code).toBe(4003);
    expect((await t.post('/api/admin/exam/save', { session: user, form: { title: 'x' } })).body.code).toBe(4003);
  });
});

describe('rank', () => {
  it('score desc then time used; ties share a rank; my row pinned; paged', async () => {
    const r = (await t.get<ExamRank>(`/api/v1/exam/rank?exam_id=${free.exam_id}&page_size=5`, { session: other })).body.data;
    expect(r.list).toHaveLength(5);
    expect(r.total).toBe(12);
    for (let i = 1; i < r.list.length; i++) {
      const [a, b] = [r.list[i - 1], r.list[i]];
      expect(a.score > b.score || (a.score === b.score && a.time_used_sec <= b.time_used_sec)).toBe(true);
      expect(b.rank).toBe(a.score === b.score && a.time_used_sec === b.time_used_sec ? a.rank : i + 1);
    }
    expect(r.mine).toMatchObject({ uid: other.uid });
    const p3 = (await t.get<ExamRank>(`/api/v1/exam/rank?exam_id=${free.exam_id}&page_size=5&page_no=3`, { session: other })).body.data;
    expect(p3.list).toHaveLength(2);
    expect((await t.get(`/api/v1/exam/rank?exam_id=${free.exam_id}&page_size=500`, { session: other })).body.code).toBe(4220);
  });
});

describe('roles on every call', () => {
  const learner: [string, string][] = [
    ['GET', '/api/v1/exam/list'],
    ['GET', '/api/v1/exam/detail?exam_id=1'],
    ['POST', '/api/v1/exam/start'],
    ['GET', '/api/v1/exam/attempt?exam_id=1'],
    ['POST', '/api/v1/exam/answer'],
    ['POST', '/api/v1/exam/program/run'],
    ['POST', '/api/v1/exam/program/submit'],
    ['POST', '/api/v1/exam/submit'],
    ['GET', '/api/v1/exam/result?exam_id=1'],
    ['GET', '/api/v1/exam/explain?exam_id=1'],
    ['GET', '/api/v1/exam/rank?exam_id=1'],
    ['GET', '/api/v1/exam/mine'],
  ];
  const console: [string, string][] = [
    ['GET', '/api/admin/exam/list'],
    ['GET', '/api/admin/exam/detail?exam_id=1'],
    ['POST', '/api/admin/exam/save'],
    ['POST', '/api/admin/exam/delete'],
    ['GET', '/api/admin/exam/tag/list'],
    ['POST', '/api/admin/exam/tag/save'],
    ['POST', '/api/admin/exam/tag/delete'],
    ['GET', '/api/admin/exam/problem/list'],
    ['GET', '/api/admin/exam/problem/detail?id=1'],
    ['POST', '/api/admin/exam/problem/save'],
    ['POST', '/api/admin/exam/problem/delete'],
    ['GET', '/api/admin/exam/item/list?exam_id=1'],
    ['POST', '/api/admin/exam/item/save'],
    ['POST', '/api/admin/exam/item/delete'],
    ['POST', '/api/admin/exam/item/order'],
    ['GET', '/api/admin/exam/accommodation/list?exam_id=1'],
    ['POST', '/api/admin/exam/accommodation/save'],
    ['POST', '/api/admin/exam/accommodation/delete'],
    ['GET', '/api/admin/exam/submit/list?exam_id=1'],
    ['GET', '/api/admin/exam/submit/detail?submit_id=1'],
    ['POST', '/api/admin/exam/submit/rescore'],
    ['POST', '/api/admin/exam/submit/rejudge'],
    ['POST', '/api/admin/exam/submit/abandon'],
    ['GET', '/api/admin/exam/submit/export?exam_id=1'],
    ['POST', '/api/admin/exam/similarity/start'],
    ['GET', '/api/admin/exam/similarity/job?job_id=1'],
    ['GET', '/api/admin/exam/similarity/jobs?exam_id=1'],
    ['GET', '/api/admin/exam/similarity/pairs?job_id=1'],
    ['GET', '/api/admin/exam/similarity/pair?pair_id=1'],
    ['POST', '/api/admin/exam/similarity/mark'],
  ];
  it('visitors get 4001 everywhere; learners get 4003 on the console; nothing answers 404 or 500', async () => {
    for (const [m, url] of [...learner, ...console]) {
      const r = await t.call(m as 'GET' | 'POST', url, { form: m === 'POST' ? {} : undefined });
      expect([url, r.body.code]).toEqual([url, 4001]);
    }
    for (const [m, url] of console) {
      const r = await t.call(m as 'GET' | 'POST', url, { session: user, ...(m === 'POST' ? { form: {} } : {}) });
      expect([url, r.body.code]).toEqual([url, 4003]);
    }
  });

  it('every call is in the OpenAPI document', async () => {
    const doc = JSON.parse((await t.inject({ method: 'GET', url: '/api/docs-json' })).body) as { paths: Record<string, unknown> };
    for (const [, url] of [...learner, ...console]) expect(Object.keys(doc.paths)).toContain(url.split('?')[0]);
  });
});
