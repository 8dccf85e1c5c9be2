import type { AttemptView, ExamDetail, ExamResult } from '../../types/exam';
import type { SessionInfo } from '../../types/user';
import { ExamSweepService } from '../../server/src/modules/exam/exam-sweep.service';
import { TestApp } from '../helpers/app';
import { adminPost, makeExam, question } from '../helpers/exam';

// Only Date is faked (as in the learn-log tests): the server reads the clock for deadlines, the
// tests move it instead of waiting. Timers, I/O and promises run for real.
const REAL = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;
const MIN = 60_000;

describe('deadline, late answers, the sweep, accommodations (fake clock)', () => {
  let t: TestApp;
  let admin: SessionInfo;
  let clock = Date.now();
  let tfId: string;
  let fillId: string;
  const tick = (ms: number) => {
    clock += ms;
    jest.setSystemTime(clock);
  };
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.devLogin('admin');
    tfId = (await question(t, admin, { type: 3, title: '判断', answer: 'true' })).problem_id;
    fillId = (await question(t, admin, { type: 4, title: '填空', answer: JSON.stringify([['42']]) })).problem_id;
    jest.useFakeTimers({ doNotFake: [...REAL], now: clock });
  }, 60_000);
  afterAll(() => {
    jest.useRealTimers();
    return t.close();
  });

  const exam = (over: Record<string, string | number> = {}) =>
    makeExam(t, admin, [{ problem_id: tfId, score: 10 }, { problem_id: fillId, score: 10 }], { duration: 30, start_at: new Date(clock - MIN).toISOString(), end_at: new Date(clock + 240 * MIN).toISOString(), ...over });
  const start = (s: SessionInfo, examId: string) => t.post<AttemptView>('/api/v1/exam/start', { session: s, form: { exam_id: examId } });
  const answer = (s: SessionInfo, examId: string, item: string, a: unknown) => t.post('/api/v1/exam/answer', { session: s, form: { exam_id: examId, item_id: item, answer: JSON.stringify(a) } });

  it('the deadline is start + duration; answers after it are refused, saved ones are kept and the attempt is handed in', async () => {
    const { exam: e } = await exam();
    const s = await t.devLogin({ uid: '10011' });
    const a = (await start(s, e.exam_id)).body.data;
    expect(new Date(a.deadline).getTime()).toBe(clock + 30 * MIN);
    const [q1, q2] = a.questions;
    tick(29 * MIN);
    expect((await answer(s, e.exam_id, q1.item_id, { value: true })).body.code).toBe(2000);
    // a wrong client clock does not matter: the page counts down from server_time to deadline
    const again = (await t.get<AttemptView>(`/api/v1/exam/attempt?exam_id=${e.exam_id}`, { session: s })).body.data;
    expect(new Date(again.deadline).getTime() - new Date(again.server_time).getTime()).toBe(MIN);
    tick(MIN + 5000);
    const late = await answer(s, e.exam_id, q2.item_id, { blanks: ['42'] });
    expect(late.body.code).toBe(4009);
    expect(late.body.msg).toContain('考试时间已到');
    const res = (await t.get<ExamResult>(`/api/v1/exam/result?exam_id=${e.exam_id}`, { session: s })).body.data;
    expect(res).toMatchObject({ state: 'expired', score: 10, time_used_sec: 30 * 60 });
    // hand-in after that answers the same one result
    const hand = (await t.post<ExamResult>('/api/v1/exam/submit', { session: s, form: { exam_id: e.exam_id } })).body.data;
    expect(hand).toMatchObject({ submit_id: res.submit_id, state: 'expired', score: 10 });
  });

  it('the window end caps the deadline; an accommodation adds minutes', async () => {
    const { exam: e } = await exam({ end_at: new Date(clock + 10 * MIN).toISOString() });
    const s = await t.devLogin({ uid: '10012' });
    expect(new Date((await start(s, e.exam_id)).body.data.deadline).getTime()).toBe(clock + 10 * MIN);
    const { exam: e2 } = await exam();
    const s2 = await t.devLogin({ uid: '10013' });
    await adminPost(t, admin, '/api/admin/exam/accommodation/save', { exam_id: e2.exam_id, uid: '10013', extra_minutes: 15 });
    const d = (await t.get<ExamDetail>(`/api/v1/exam/detail?exam_id=${e2.exam_id}`, { session: s2 })).body.data;
    expect(d.my_window.duration).toBe(45);
    expect(new Date((await start(s2, e2.exam_id)).body.data.deadline).getTime()).toBe(clock + 45 * MIN);
  });

  it('an accommodation window lets one user start outside the exam window', async () => {
    const { exam: e } = await exam({ start_at: new Date(clock + 60 * MIN).toISOString(), end_at: new Date(clock + 120 * MIN).toISOString() });
    const s = await t.devLogin({ uid: '10014' });
    expect((await start(s, e.exam_id)).body).toMatchObject({ code: 4009, msg: '考试尚未开始' });
    await adminPost(t, admin, '/api/admin/exam/accommodation/save', { exam_id: e.exam_id, uid: '10014', start_at: new Date(clock - MIN).toISOString(), end_at: new Date(clock + 20 * MIN).toISOString() });
    const a = (await start(s, e.exam_id)).body;
    expect(a.code).toBe(2000);
    expect(new Date(a.data.deadline).getTime()).toBe(clock + 20 * MIN);
  });

  it('the sweep hands in expired attempts with no page open, once', async () => {
    const { exam: e } = await exam();
    const s = await t.devLogin({ uid: '10016' });
    const a = (await start(s, e.exam_id)).body.data;
    await answer(s, e.exam_id, a.questions[1].item_id, { blanks: [' 42 '] });
    const sweep = t.app.get(ExamSweepService);
    tick(29 * MIN);
    await sweep.sweep(); // other tests' attempts may expire here
    const before = (await t.get<ExamDetail>(`/api/v1/exam/detail?exam_id=${e.exam_id}`, { session: s })).body.data;
    expect(before.running?.state).toBe('in_progress');
    tick(2 * MIN);
    expect(await sweep.sweep()).toBeGreaterThanOrEqual(1);
    expect(await sweep.sweep()).toBe(0);
    const res = (await t.get<ExamResult>(`/api/v1/exam/result?exam_id=${e.exam_id}`, { session: s })).body.data;
    expect(res).toMatchObject({ state: 'expired', score: 10, time_used_sec: 1800 });
    const d = (await t.get<ExamDetail>(`/api/v1/exam/detail?exam_id=${e.exam_id}`, { session: s })).body.data;
    expect(d).toMatchObject({ running: null, attempts_left: 0, best_score: 10 });
  });

  it('explanations open only after the window closed, never while the attempt runs', async () => {
    const { exam: e } = await exam({ attempts_allowed: 2, end_at: new Date(clock + 90 * MIN).toISOString() });
    const s = await t.devLogin({ uid: '10017' });
    await start(s, e.exam_id);
    expect((await t.get(`/api/v1/exam/explain?exam_id=${e.exam_id}`, { session: s })).body).toMatchObject({ code: 4003, msg: '作答进行中，交卷后才能查看解析' });
    await t.post('/api/v1/exam/submit', { session: s, form: { exam_id: e.exam_id } });
    expect((await t.get(`/api/v1/exam/explain?exam_id=${e.exam_id}`, { session: s })).body).toMatchObject({ code: 4003, msg: '考试结束后才能查看解析' });
    tick(91 * MIN);
    const ex = await t.get<{ questions: { correct_answer: unknown; explanation: string }[] }>(`/api/v1/exam/explain?exam_id=${e.exam_id}`, { session: s });
    expect(ex.body.code).toBe(2000);
    expect(ex.body.data.questions[0]).toMatchObject({ correct_answer: { value: true }, explanation: '解析' });
    expect((await start(s, e.exam_id)).body).toMatchObject({ code: 4009, msg: '考试已结束' });
  });
});
