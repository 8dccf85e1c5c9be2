import { ApiCode } from '../../types/api';
import type { AdminGateView, GatePreviewRow } from '../../types/training';
import type { SessionInfo } from '../../types/user';
import { TestApp } from '../helpers/app';
import { accept, adminEnroll, CAMP, examScore, gateOf, path, problemId, saveGate, seededExamId } from '../helpers/training';

// Only Date is faked (as in the learn log suite): heartbeats are measured against server time.
const REAL = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const;

describe('training gates: typed conditions, AND/OR, graph validation, locked content', () => {
  let t: TestApp;
  let admin: SessionInfo;
  let learner: SessionInfo;
  let examId: string;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.devLogin('admin');
    learner = await t.devLogin({ uid: '10030' });
    await adminEnroll(t, admin, learner.uid);
    examId = await seededExamId(t);
  }, 60_000);
  afterAll(() => t.close());

  const gate = async (title: string, condition: unknown, extra: Record<string, unknown> = {}) => {
    const res = await saveGate(t, admin, { title, condition: condition as never, ...extra });
    if (res.body.code !== 2000) throw new Error(res.body.msg);
    return res.body.data;
  };

  it('previous gate passed: a fresh learner sees gate 1 open and gate 2 locked, naming and linking the missing gate', async () => {
    const p = await path(t, learner);
    expect(p.gates.map((g) => g.state)).toEqual(['available', 'locked', 'locked', 'locked', 'locked']);
    const g2 = gateOf(p, '第2关 双指针');
    expect(g2.missing).toEqual([{ type: 'gate_passed', text: '先通过关卡「第1关 哈希表」', link: `/training/${CAMP.cid}/${CAMP.gid}?gate=1`, alternative: false }]);
    expect(g2.rule_text).toBe('通过「第1关 哈希表」');
    expect(p.gates.map((g) => g.level)).toEqual([0, 1, 2, 3, 4]);
  });

  it('k of n problems accepted opens at exactly k', async () => {
    const [a, b, c] = await Promise.all(['A+B 问题', '两数之和', '反转链表'].map((x) => problemId(t, x)));
    const g = await gate('测试 两题', { type: 'problems_accepted', problem_ids: [a, b, c], k: 2 });
    expect(g.rule_text).toBe('3 题中通过 2 题');
    await accept(t, learner.uid, a);
    let view = gateOf(await path(t, learner), '测试 两题');
    expect(view.state).toBe('locked');
    expect(view.missing[0]).toMatchObject({ type: 'problems_accepted', text: '通过 2/3 道题（已通过 1 道），先做「两数之和」', link: `/oj/problem/${b}` });
    await accept(t, learner.uid, b);
    view = gateOf(await path(t, learner), '测试 两题');
    // open now; with no content of its own it also scores full marks
    expect(view).toMatchObject({ state: 'passed', missing: [], score: 100 });
  });

  it('exam score ≥ X reads the best handed-in attempt', async () => {
    await gate('测试 考试', { type: 'exam_score', exam_id: examId, min: 80 });
    let view = gateOf(await path(t, learner), '测试 考试');
    expect(view.missing[0]).toMatchObject({ type: 'exam_score', text: '考试「算法基础能力测评」达到 80 分（还没有参加）', link: `/exam/${examId}` });
    await examScore(t, learner.uid, examId, 70, 100, 1);
    view = gateOf(await path(t, learner), '测试 考试');
    expect(view.missing[0].text).toBe('考试「算法基础能力测评」达到 80 分（最好成绩 70）');
    await examScore(t, learner.uid, examId, 85, 100, 2);
    expect(gateOf(await path(t, learner), '测试 考试').state).not.toBe('locked');
  });

  it('days after cohort start: cohort 1 started 20 days ago', async () => {
    await gate('测试 第10天', { type: 'days_after_start', days: 10 });
    await gate('测试 第30天', { type: 'days_after_start', days: 30 });
    const p = await path(t, learner);
    expect(gateOf(p, '测试 第10天').state).not.toBe('locked');
    expect(gateOf(p, '测试 第30天').missing[0]).toMatchObject({ type: 'days_after_start', text: '开班第 30 天开放（还有 10 天）', link: '' });
  });

  it('teacher approval: feedback with approval opens the gate and the learner gets a notice', async () => {
    const g = await gate('测试 审核', { type: 'teacher_approval' });
    expect(gateOf(await path(t, learner), '测试 审核').missing[0]).toMatchObject({ text: '等待老师审核通过', link: `/training/${CAMP.cid}/${CAMP.gid}/class` });
    const fb = await t.post('/api/admin/training/feedback/save', { session: admin, form: { uid: learner.uid, gate_id: g.gate_id, content: '**做得好**，通过。', approved: 1 } });
    expect(fb.body).toMatchObject({ code: 2000, data: { approved: true, content: '**做得好**，通过。', author_name: '码途管理员' } });
    expect(gateOf(await path(t, learner), '测试 审核').state).not.toBe('locked');
    const notices = await t.get<{ list: { title: string; link: string }[] }>(`/api/v1/notice/user/list?uid=${learner.uid}&page_no=1&page_size=5`, { session: learner });
    expect(notices.body.data.list[0]).toMatchObject({ title: '老师反馈', link: `/training/${CAMP.cid}/${CAMP.gid}/report` });
  });

  it('AND needs every part, OR any one; an unmet OR lists its alternatives', async () => {
    const [lis] = await Promise.all([problemId(t, '最长上升子序列')]);
    const or = await gate('测试 或', { op: 'or', items: [{ type: 'problems_accepted', problem_ids: [lis], k: 1 }, { type: 'days_after_start', days: 40 }] });
    const and = await gate('测试 且', { op: 'and', items: [{ type: 'days_after_start', days: 1 }, { op: 'or', items: [{ type: 'problems_accepted', problem_ids: [lis], k: 1 }, { type: 'teacher_approval' }] }] });
    expect(and.rule_text).toBe('开班 1 天后 且 （1 题中通过 1 题 或 老师审核通过）');
    let p = await path(t, learner);
    expect(gateOf(p, '测试 或').missing.map((m) => [m.type, m.alternative])).toEqual([
      ['problems_accepted', true],
      ['days_after_start', true],
    ]);
    expect(gateOf(p, '测试 且').missing.map((m) => m.type)).toEqual(['problems_accepted', 'teacher_approval']);
    await accept(t, learner.uid, lis);
    p = await path(t, learner);
    expect(gateOf(p, '测试 或').state).not.toBe('locked');
    expect(gateOf(p, '测试 且').state).not.toBe('locked');
    expect(or.gate_id).not.toBe(and.gate_id);
  });

  it('videos watched ≥ N% counts really watched slices, not the seek position', async () => {
    await gate('测试 视频', { type: 'videos_watched', gate_id: '1', percent: 50 });
    // gate 1 is open, so its lesson 6 (40 s) may be watched
    let clock = Date.now();
    jest.useFakeTimers({ doNotFake: [...REAL], now: clock });
    try {
      const beat = async (position: number, after: number) => {
        clock += after * 1000;
        jest.setSystemTime(clock);
        const res = await t.post('/api/v1/learn/heartbeat', { session: learner, form: { lesson_id: '6', position, playing: 1 } });
        expect(res.body.code).toBe(ApiCode.SUCCESS);
      };
      await beat(0, 1);
      await beat(40, 2); // dragged to the end
      let view = gateOf(await path(t, learner), '测试 视频');
      expect(view.missing[0]).toMatchObject({ type: 'videos_watched', text: '关卡「第1关 哈希表」的视频看完 50%（已看 0%）', link: '/lesson/6' });
      await beat(0, 1);
      for (let p = 10; p <= 30; p += 10) await beat(p, 10);
      view = gateOf(await path(t, learner), '测试 视频');
      expect(view.state).not.toBe('locked');
      expect(gateOf(await path(t, learner), '第1关 哈希表').parts.video).toBe(0.75);
    } finally {
      jest.useRealTimers();
    }
  });

  it('cycles, unknown gates, deleted problems and bad shapes are refused with messages naming the gates', async () => {
    const cycle = await saveGate(t, admin, { gate_id: '1', title: '第1关 哈希表', condition: { type: 'gate_passed', gate_id: '5' }, lesson_ids: ['6'] });
    expect(cycle.status).toBe(422);
    expect(cycle.body.code).toBe(ApiCode.INVALID);
    expect(cycle.body.msg).toMatch(/^关卡条件形成了循环：「第1关 哈希表」 → 「第5关 结营项目」 → 「第4关 动态规划」 → 「第3关 阶段检测」 → 「第2关 双指针」 → 「第1关 哈希表」$/);
    const self = await saveGate(t, admin, { gate_id: '2', title: '第2关 双指针', condition: { type: 'gate_passed', gate_id: '2' } });
    expect(self.body.msg).toContain('循环');
    const unknown = await saveGate(t, admin, { title: '测试 未知', condition: { op: 'and', items: [{ type: 'gate_passed', gate_id: '9999' }] } });
    expect(unknown.body).toMatchObject({ code: ApiCode.INVALID, msg: '关卡「测试 未知」的条件引用了不存在的关卡（编号 9999）' });
    const deleted = await saveGate(t, admin, { title: '测试 删题', condition: { type: 'problems_accepted', problem_ids: ['99999'], k: 1 } });
    expect(deleted.body).toMatchObject({ code: ApiCode.INVALID, msg: '关卡「测试 删题」的条件引用了不存在或已删除的题目：99999' });
    const badType = await saveGate(t, admin, { title: '测试 类型', condition: { type: 'magic' } as never });
    expect(badType.body.msg).toBe('未知的条件类型：magic');
    const badK = await saveGate(t, admin, { title: '测试 k', condition: { type: 'problems_accepted', problem_ids: ['1'], k: 3 } });
    expect(badK.body.msg).toBe('通过题数须为 1–1 的整数');
    const badWeights = await saveGate(t, admin, { title: '测试 权重', weights: { video: 0, problem: 0, exam: 0, task: 0 } });
    expect(badWeights.body.errors?.[0]).toMatchObject({ field: 'weights' });
    const noExam = await saveGate(t, admin, { title: '测试 考试', exam_id: '99999' });
    expect(noExam.body.msg).toBe('考试不存在或已删除：99999');
    // nothing of the refused saves was written
    const gates = (await t.get<AdminGateView[]>(`/api/admin/training/gate/list?cid=${CAMP.cid}`, { session: admin })).body.data;
    expect(gates.find((g) => g.gate_id === '1')?.condition).toBeNull();
    expect(gates.some((g) => g.title === '测试 未知')).toBe(false);
    // a gate others depend on cannot be deleted
    const del = await t.post('/api/admin/training/gate/delete', { session: admin, form: { gate_id: '1' } });
    expect(del.body.msg).toContain('依赖这个关卡');
  });

  it('preview tells which enrolled learners a draft condition would open for', async () => {
    const res = await t.post<GatePreviewRow[]>('/api/admin/training/gate/preview', { session: admin, json: { course_id: CAMP.cid, title: '草稿', pass_score: 60, weights: { video: 1, problem: 0, exam: 0, task: 0 }, condition: { type: 'gate_passed', gate_id: '2' }, lesson_ids: [], problem_ids: [], task_ids: [] } });
    expect(res.body.code).toBe(2000);
    const by = new Map(res.body.data.map((r) => [r.uid, r]));
    expect(by.get('10040')).toMatchObject({ opens: true, cohort_name: '第1期' }); // seeded learner passed gates 1-2
    expect(by.get(learner.uid)).toMatchObject({ opens: false, missing: ['先通过关卡「第2关 双指针」'] });
    expect((await t.post('/api/admin/training/gate/preview', { session: learner, json: {} })).status).toBe(403);
  });

  it('content of a locked gate is refused by the server: lessons, videos, problems, submissions, exams', async () => {
    const fresh = await t.devLogin({ uid: '10031' });
    await adminEnroll(t, admin, fresh.uid);
    const lesson = await t.get('/api/v1/lesson/detail?lesson_id=8', { session: fresh });
    expect(lesson.status).toBe(403);
    expect(lesson.body.msg).toBe('关卡「第4关 动态规划」关卡未解锁：先通过关卡「第3关 阶段检测」');
    expect((await t.post('/api/v1/learn/heartbeat', { session: fresh, form: { lesson_id: '8', position: 1, playing: 1 } })).status).toBe(403);
    const lis = await problemId(t, '最长上升子序列');
    const problem = await t.get(`/api/v1/oj/problem/detail?problem_id=${lis}`, { session: fresh });
    expect(problem.status).toBe(403);
    expect(problem.body.msg).toContain('第4关 动态规划');
    const submit = await t.post('/api/v1/oj/submit', { session: fresh, form: { problem_id: lis, lang: 'cpp', code_mode: 1, code: 'int main(){}' } });
    expect(submit.body.code).toBe(ApiCode.FORBIDDEN);
    const exam = await t.post('/api/v1/exam/start', { session: fresh, form: { exam_id: examId } });
    expect(exam.status).toBe(403);
    expect(exam.body.msg).toContain('第3关 阶段检测');
    // the open gate's lesson plays; the camp opens its problem even without the OJ product
    expect((await t.get('/api/v1/lesson/detail?lesson_id=6', { session: fresh })).body.code).toBe(2000);
    const prefix = await problemId(t, '两数之和');
    expect((await t.get(`/api/v1/oj/problem/detail?problem_id=${prefix}`, { session: fresh })).body.code).toBe(2000);
    // someone not in the camp: the camp course is closed to them, a free OJ problem stays open
    const outsider = await t.devLogin({ uid: '10032' });
    expect((await t.get('/api/v1/lesson/detail?lesson_id=6', { session: outsider })).status).toBe(403);
    expect((await t.get(`/api/v1/oj/problem/detail?problem_id=${prefix}`, { session: outsider })).body.code).toBe(2000);
    // admins see everything
    expect((await t.get('/api/v1/lesson/detail?lesson_id=8', { session: admin })).body.code).toBe(2000);
  });
});
