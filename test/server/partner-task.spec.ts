import { DataSource } from 'typeorm';
import type { Page } from '../../types/api';
import type { ProblemDetail, ProblemRow } from '../../types/oj';
import type { BalanceView, ClaimView, PartnerProblemView, TaskView, TemplateRunView, TemplateView } from '../../types/partner';
import type { SessionInfo } from '../../types/user';
import { ProblemEntity } from '../../server/src/modules/oj/entities/problem.entity';
import { PartnerClock } from '../../server/src/modules/partner/partner-clock';
import { expectListRefusals, expectSorted } from '../helpers/admin-list';
import { TestApp } from '../helpers/app';
import { PartnerSteps } from '../helpers/partner';

const HOUR = 3_600_000;
const SOLUTION = [
  'class Solution:',
  '    def twoSum(self, nums: List[int], target: int) -> List[int]:',
  '        seen = {}',
  '        for i, x in enumerate(nums):',
  '            if target - x in seen:',
  '                return [seen[target - x], i]',
  '            seen[x] = i',
  '        return []',
  '',
].join('\n');
const TEMPLATE = 'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        pass\n';

jest.setTimeout(90_000);
describe('content partners: tasks, cotasks, OJ templates', () => {
  let t: TestApp;
  let admin: SessionInfo;
  let steps: PartnerSteps;
  let clock: PartnerClock;
  let a: SessionInfo;
  let b: SessionInfo;
  let twoSum: string;

  const publish = async (over: Record<string, string | number> = {}) => {
    const res = await t.post<TaskView>('/api/admin/partner/task/save', {
      session: admin,
      form: { kind: 'task', type: 'template', title: '写模板', description: '说明', reward_fen: 3000, deadline: new Date(Date.now() + 30 * 24 * HOUR).toISOString(), slots: 1, claim_hours: 1, languages: 'python', problem_ids: twoSum, tags: '', state: 'published', ...over },
    });
    if (res.body.code !== 2000) throw new Error(res.body.msg);
    return res.body.data;
  };
  const claim = (s: SessionInfo, taskId: string) => t.post<ClaimView>('/api/partner/task/claim', { session: s, form: { task_id: taskId } });
  const submit = (s: SessionInfo, claimId: string, extra: Record<string, string> = {}) => t.post<ClaimView>('/api/partner/task/submit', { session: s, form: { claim_id: claimId, content: 'https://example.com/work', ...extra } });
  const review = (claimId: string, decision: string, extra: Record<string, string> = {}) => t.post<ClaimView>('/api/admin/partner/task/review', { session: admin, form: { claim_id: claimId, decision, ...extra } });

  beforeAll(async () => {
    t = await TestApp.start();
    clock = t.app.get(PartnerClock);
    admin = await t.devLogin('admin');
    steps = new PartnerSteps(t, admin);
    await steps.makePartner('10010', { roles: 'content', lang_permits: 'python' });
    await steps.makePartner('10011', { roles: 'content', lang_permits: 'cpp' });
    a = await t.devLogin({ uid: '10010' });
    b = await t.devLogin({ uid: '10011' });
    twoSum = (await t.app.get(DataSource).getRepository(ProblemEntity).findOneByOrFail({ no: 1002 })).id;
  });
  afterAll(() => t.close());

  it('claims take slots; a full task, a second claim and an expired claim are refused; expiry frees the slot', async () => {
    const task = await publish();
    const mine = await claim(a, task.task_id);
    expect(mine.body.data).toMatchObject({ state: 'claimed', uid: '10010' });
    expect((await claim(b, task.task_id)).body).toMatchObject({ code: 4009, msg: '任务名额已满' });
    expect((await claim(a, task.task_id)).body).toMatchObject({ code: 4009, msg: '你已领取该任务' });
    const list = (await t.get<Page<TaskView>>('/api/partner/task/list', { session: a })).body.data.list;
    expect(list.find((x) => x.task_id === task.task_id)).toMatchObject({ active_claims: 1, my_claim: expect.objectContaining({ state: 'claimed' }) });

    clock.advance(2 * HOUR);
    expect((await submit(a, mine.body.data.claim_id)).body).toMatchObject({ code: 4009, msg: '领取已过期，请重新领取' });
    const other = await claim(b, task.task_id);
    expect(other.body.data.state).toBe('claimed');
    // someone else's claim is unknown to the caller
    expect((await submit(a, other.body.data.claim_id)).body).toMatchObject({ code: 4004, msg: '领取记录不存在' });
    const detail = (await t.get<TaskView & { my_claims: ClaimView[] }>(`/api/partner/task/detail?task_id=${task.task_id}`, { session: a })).body.data;
    expect(detail.my_claims[0]).toMatchObject({ state: 'expired' });
    expect(detail.my_claims[0].history.map((h) => h.state)).toEqual(['claimed', 'expired']);
  });

  it('submit → changes requested (note) → resubmit → reject needs a reason → approve credits the reward once', async () => {
    const task = await publish({ claim_hours: 48 });
    const c = (await claim(a, task.task_id)).body.data;
    expect((await submit(a, c.claim_id, { content: '' })).body).toMatchObject({ code: 4220, msg: '请填写提交内容' });
    expect((await submit(a, c.claim_id)).body.data.state).toBe('submitted');
    expect((await submit(a, c.claim_id)).body).toMatchObject({ code: 4009, msg: '当前状态不能提交' });
    const queue = (await t.get<Page<ClaimView>>('/api/admin/partner/task/claims', { session: admin })).body.data.list;
    expect(queue.map((x) => x.claim_id)).toContain(c.claim_id);
    expect((await review(c.claim_id, 'changes')).body).toMatchObject({ code: 4220, msg: '请填写修改意见' });
    expect((await review(c.claim_id, 'changes', { note: '请补充 C++ 版本' })).body.data).toMatchObject({ state: 'changes_requested', note: '请补充 C++ 版本' });
    expect((await submit(a, c.claim_id, { content: 'https://example.com/v2' })).body.data.state).toBe('submitted');
    expect((await review(c.claim_id, 'reject')).body).toMatchObject({ code: 4220, msg: '请选择驳回原因' });
    expect((await review(c.claim_id, 'reject', { reason: 'nonsense' })).body.code).toBe(4220);
    const ok = await review(c.claim_id, 'approve', { note: '很好' });
    expect(ok.body.data.history.map((h) => h.state)).toEqual(['claimed', 'submitted', 'changes_requested', 'submitted', 'approved']);
    expect((await review(c.claim_id, 'approve')).body).toMatchObject({ code: 4009, msg: '当前状态不能审核' });
    expect((await t.get<BalanceView>('/api/partner/promotion/balance', { session: a })).body.data.available_fen).toBe(3000);
  });

  it('closed, past-deadline and draft tasks cannot be claimed; bad task input is refused field by field', async () => {
    const past = await publish({ deadline: new Date(Date.now() - HOUR).toISOString() });
    expect((await claim(a, past.task_id)).body).toMatchObject({ code: 4009, msg: '任务已结束或已过截止时间' });
    const draft = await publish({ state: 'draft' });
    expect((await claim(a, draft.task_id)).body).toMatchObject({ code: 4004, msg: '任务不存在' });
    expect((await claim(a, '99999')).body.code).toBe(4004);
    expect((await claim(a, 'abc')).body.code).toBe(4220);
    const bad = await t.post('/api/admin/partner/task/save', { session: admin, form: { kind: 'task', type: 'x', title: '', description: '', reward_fen: -1, deadline: 'soon', slots: 1, claim_hours: 1, languages: 'cobol', problem_ids: '', tags: '', state: 'published' } });
    expect(bad.body.code).toBe(4220);
    expect((bad.body as unknown as { errors?: { field: string }[] }).errors?.map((e) => e.field) ?? []).toEqual(expect.arrayContaining(['type', 'title', 'reward_fen', 'deadline', 'languages']));
  });

  it('cotasks take many contributions, each reviewed; lists filter by tag', async () => {
    const co = await publish({ kind: 'cotask', type: 'solution', title: '补充题解', tags: '数组,题解', slots: 0 });
    const ca = await t.post<ClaimView>('/api/partner/cotask/contribute', { session: a, form: { task_id: co.task_id, content: '题解链接 A' } });
    const cb = await t.post<ClaimView>('/api/partner/cotask/contribute', { session: b, form: { task_id: co.task_id, content: '题解链接 B' } });
    expect([ca.body.data.state, cb.body.data.state]).toEqual(['submitted', 'submitted']);
    expect((await t.get<Page<TaskView>>('/api/partner/cotask/list?tag=数组', { session: a })).body.data.list.map((x) => x.task_id)).toContain(co.task_id);
    expect((await t.get<Page<TaskView>>('/api/partner/cotask/list?tag=链表', { session: a })).body.data.list).toEqual([]);
    expect((await review(ca.body.data.claim_id, 'reject', { reason: 'duplicate', note: '与已有题解重复' })).body.data).toMatchObject({ state: 'rejected', reject_reason: 'duplicate' });
    expect((await review(cb.body.data.claim_id, 'approve')).body.data.state).toBe('approved');
    expect((await t.post('/api/partner/task/claim', { session: a, form: { task_id: co.task_id } })).body.code).toBe(4004);
  });

  it('templates: language permits, a test run on the problem data, a versioned save and admin review', async () => {
    const view = (await t.get<PartnerProblemView>(`/api/partner/oj/problem?problem_id=${twoSum}`, { session: a })).body.data;
    expect(view).toMatchObject({ title: '两数之和', has_tpl: true, lang_permits: ['python'] });
    expect((await t.post('/api/partner/oj/template/run', { session: a, form: { problem_id: twoSum, lang: 'cpp', solution: 'int main(){}' } })).body).toMatchObject({ code: 4003, msg: '你没有该语言的模板权限' });
    const run = (await t.post<{ run_id: string }>('/api/partner/oj/template/run', { session: a, form: { problem_id: twoSum, lang: 'python', solution: SOLUTION } })).body.data;
    let result: TemplateRunView | undefined;
    for (let i = 0; i < 120; i++) {
      result = (await t.get<TemplateRunView>(`/api/partner/oj/template/run/result?run_id=${run.run_id}`, { session: a })).body.data;
      if (result.status === 'done') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(result).toMatchObject({ status: 'done', verdict: 'AC' });
    expect(result!.passed).toBe(result!.total);
    expect((await t.get(`/api/partner/oj/template/run/result?run_id=${run.run_id}`, { session: b })).body.code).toBe(4004);

    const changed = await t.post('/api/partner/oj/template/save', { session: a, form: { problem_id: twoSum, lang: 'python', code: TEMPLATE, solution: `${SOLUTION}# changed\n`, run_id: run.run_id } });
    expect(changed.body).toMatchObject({ code: 4220, msg: '请先试运行并通过全部测试数据' });
    const saved = await t.post<TemplateView>('/api/partner/oj/template/save', { session: a, form: { problem_id: twoSum, lang: 'python', code: TEMPLATE, solution: SOLUTION, run_id: run.run_id } });
    // the seed holds an approved version 1 of this problem's Python template
    expect(saved.body.data).toMatchObject({ state: 'pending', version: 2, run_verdict: 'AC', lang: 'python' });
    const info = { statement_acm: view.statement_acm, statement_tpl: `${view.statement_tpl}\n\n补充说明：答案唯一。`, tpl_signature: view.tpl_signature };
    const again = await t.post<TemplateView>('/api/partner/oj/template/save', { session: a, form: { problem_id: twoSum, lang: 'python', code: `${TEMPLATE}\n`, solution: SOLUTION, run_id: run.run_id, info: JSON.stringify(info) } });
    expect(again.body.data.version).toBe(3);
    expect((await t.get(`/api/partner/oj/template/detail?template_id=${saved.body.data.template_id}`, { session: b })).body.code).toBe(4004);

    const queue = (await t.get<Page<TemplateView>>('/api/admin/partner/template/list', { session: admin })).body.data.list;
    expect(queue.map((x) => x.template_id)).toEqual(expect.arrayContaining([saved.body.data.template_id, again.body.data.template_id]));
    expect((await t.post('/api/admin/partner/template/review', { session: admin, form: { template_id: again.body.data.template_id, decision: 'reject' } })).body).toMatchObject({ code: 4220, msg: '请填写驳回原因' });
    const approved = await t.post<TemplateView>('/api/admin/partner/template/review', { session: admin, form: { template_id: saved.body.data.template_id, decision: 'approve', note: '通过' } });
    expect(approved.body.data).toMatchObject({ state: 'approved', review_note: '通过' });
    const served = await t.get<{ code: string }>(`/api/v1/oj/problem/snippet?problem_id=${twoSum}&code_mode=2&lang=python`, { session: a });
    expect(served.body.data.code).toBe(TEMPLATE);
    // a version with problem information: approving applies the statement; the newest approved template is served
    expect(again.body.data.info).toEqual(info);
    expect((await t.post('/api/admin/partner/template/review', { session: admin, form: { template_id: again.body.data.template_id, decision: 'approve' } })).body.code).toBe(2000);
    expect((await t.get<PartnerProblemView>(`/api/partner/oj/problem?problem_id=${twoSum}`, { session: a })).body.data.statement_tpl).toContain('补充说明：答案唯一。');
    expect((await t.get<{ code: string }>(`/api/v1/oj/problem/snippet?problem_id=${twoSum}&code_mode=2&lang=python`, { session: a })).body.data.code).toBe(`${TEMPLATE}\n`);
    // C++ starters are still the generated ones
    expect((await t.get<{ code: string }>(`/api/v1/oj/problem/snippet?problem_id=${twoSum}&code_mode=2&lang=cpp`, { session: a })).body.data.code).toContain('class Solution');

    // a version from before tags existed leaves the problem's tags alone
    const tagsNow = async () => (await t.get<PartnerProblemView>(`/api/partner/oj/problem?problem_id=${twoSum}`, { session: a })).body.data.tags;
    expect(await tagsNow()).toEqual(['数组', '哈希表']);

    // tags travel in the problem information: checked by the shared rule, shown beside the problem's own, applied only on approval
    const withTags = (tags: unknown) =>
      t.post<TemplateView>('/api/partner/oj/template/save', { session: a, form: { problem_id: twoSum, lang: 'python', code: TEMPLATE, solution: SOLUTION, run_id: run.run_id, info: JSON.stringify({ ...info, tags }) } });
    expect((await withTags(['一', '二', '三', '四', '五', '六', '七', '八', '九'])).body).toMatchObject({ code: 4220, errors: [{ field: 'tags', message: '标签最多8个' }] });
    expect((await withTags(['数组', '一二三四五六七八九十一二三'])).body).toMatchObject({ code: 4220, errors: [{ field: 'tags', message: '每个标签1到12个字符' }] });
    expect((await withTags(['数组', '哈希,表'])).body).toMatchObject({ code: 4220, errors: [{ field: 'tags', message: '标签不能包含逗号' }] });
    const rejected = (await withTags([' 数组 ', '一次遍历', '数组'])).body.data;
    expect(rejected.info!.tags).toEqual(['数组', '一次遍历']);
    const forReview = (await t.get<TemplateView>(`/api/admin/partner/template/detail?template_id=${rejected.template_id}`, { session: admin })).body.data;
    expect(forReview).toMatchObject({ problem_tags: ['数组', '哈希表'], info: { tags: ['数组', '一次遍历'] } });
    expect((await t.post('/api/admin/partner/template/review', { session: admin, form: { template_id: rejected.template_id, decision: 'reject', note: '标签不准确' } })).body.code).toBe(2000);
    expect(await tagsNow()).toEqual(['数组', '哈希表']);
    const accepted = (await withTags(['哈希表', '数组', '查找'])).body.data;
    expect((await t.post('/api/admin/partner/template/review', { session: admin, form: { template_id: accepted.template_id, decision: 'approve' } })).body.code).toBe(2000);
    expect(await tagsNow()).toEqual(['哈希表', '数组', '查找']);
    const learner = (await t.get<ProblemDetail>(`/api/v1/oj/problem/detail?problem_id=${twoSum}`, { session: a })).body.data;
    expect(learner.tags).toEqual(['哈希表', '数组', '查找']);
    const byTag = (await t.get<Page<ProblemRow>>(`/api/v1/oj/problem/list?page_size=100&tag=${encodeURIComponent('查找')}`, { session: a })).body.data.list;
    expect(byTag.map((p) => p.problem_id)).toEqual([twoSum]);
  });

  it('the task and template review lists follow the admin list contract', async () => {
    const big = await publish({ title: '高额悬赏', reward_fen: 9_000_000 });
    const draft = await publish({ kind: 'cotask', title: '草稿协作', state: 'draft' });
    const tasks = '/api/admin/partner/task/list';
    const list = async <R>(path: string) => (await t.get<Page<R>>(path, { session: admin })).body.data;
    await expectSorted<TaskView>(t, admin, tasks, 'reward_fen', (r) => r.reward_fen);
    await expectSorted<TaskView>(t, admin, tasks, 'task_id', (r) => Number(r.task_id));
    expect((await list<TaskView>(`${tasks}?sort=reward_fen&order=desc&page_size=1`)).list.map((r) => r.task_id)).toEqual([big.task_id]);
    expect((await list<TaskView>(`${tasks}?kind=cotask&state=draft`)).list.map((r) => r.task_id)).toEqual([draft.task_id]);
    expect((await list<TaskView>(`${tasks}?title=${encodeURIComponent('高额')}`)).list.map((r) => r.task_id)).toEqual([big.task_id]);
    await expectListRefusals(t, admin, tasks, ['task_id', 'reward_fen', 'deadline', 'slots', 'created_at']);

    const templates = '/api/admin/partner/template/list';
    // no state: the review queue (pending only); every version above has been decided
    expect((await list<TemplateView>(templates)).total).toBe(0);
    await expectSorted<TemplateView>(t, admin, `${templates}?state=approved`, 'template_id', (r) => Number(r.template_id));
    const rejected = await list<TemplateView>(`${templates}?state=rejected&problem_id=${twoSum}`);
    expect(rejected.list.map((r) => [r.state, r.review_note])).toEqual([['rejected', '标签不准确']]);
    await expectListRefusals(t, admin, templates, ['template_id', 'created_at', 'reviewed_at']);
  });
});
