import type { Page } from '../../types/api';
import { Verdict } from '../../types/judge';
import type {
  Category,
  JudgeStreamEvent,
  LanguageRow,
  MyProblemRow,
  PermitCheck,
  ProblemDetail,
  ProblemRow,
  ProblemStat,
  RunResult,
  SubmissionDetail,
  SubmissionResult,
  SubmissionRow,
  UserOjStat,
} from '../../types/oj';
import type { SessionInfo } from '../../types/user';
import { decrypt } from '../../server/src/common/crypto';
import { PermitService } from '../../server/src/modules/commerce/permit.service';
import { TestApp } from '../helpers/app';

const CPP_AB = '#include <bits/stdc++.h>\nusing namespace std;\nint main(){long long a,b;while(cin>>a>>b)cout<<a+b<<"\\n";}\n';
const PY_TWO_SUM =
  'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n        return []\n';

let t: TestApp;
let user: SessionInfo;
let other: SessionInfo;
let admin: SessionInfo;
const ids: Record<number, string> = {};

async function waitDone(session: SessionInfo, sid: string): Promise<SubmissionResult> {
  for (let i = 0; i < 600; i++) {
    const r = await t.get<SubmissionResult>(`/api/v1/oj/submission/result?submission_id=${sid}`, { session });
    if (r.body.data.status === 'done') return r.body.data;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`submission ${sid} not judged in time`);
}

beforeAll(async () => {
  t = await TestApp.start();
  user = await t.devLogin('user');
  other = await t.devLogin({ uid: '10004' });
  admin = await t.devLogin('admin');
  const page = await t.get<Page<ProblemRow>>('/api/v1/oj/problem/list?page_size=100', { session: user });
  for (const p of page.body.data.list) ids[p.no] = p.problem_id;
}, 60_000);
afterAll(() => t.close());

describe('problem bank', () => {
  it('lists the seeded bank with levels, categories, modes and the caller status; visitors are refused', async () => {
    const r = await t.get<Page<ProblemRow>>('/api/v1/oj/problem/list?page_size=3', { session: user });
    expect(r.body.code).toBe(2000);
    expect(r.body.data.total).toBe(8);
    expect(r.body.data.list.map((p) => p.no)).toEqual([1001, 1002, 1003]);
    expect(r.body.data.list[0]).toMatchObject({ title: 'A+B 问题', level: 1, category_name: '数学', has_acm: true, has_tpl: false, free: true, status: 0, acceptance: null });
    expect(r.body.data.list[1]).toMatchObject({ has_acm: false, has_tpl: true });
    expect((await t.get('/api/v1/oj/problem/list')).body.code).toBe(4001);
  });

  it('filters by level, category, keyword and number, judge type; sorts', async () => {
    const q = async (qs: string) => (await t.get<Page<ProblemRow>>(`/api/v1/oj/problem/list?page_size=100&${qs}`, { session: user })).body.data;
    expect((await q('level=3')).list.map((p) => p.no)).toEqual([1008]);
    expect((await q('level=2')).list.map((p) => p.title)).toEqual(['区间求和']);
    const cats = (await t.get<Category[]>('/api/v1/oj/categories', { session: user })).body.data;
    const arrays = cats.find((c) => c.name === '数组')!;
    expect(arrays.problem_count).toBe(3);
    expect((await q(`category_id=${arrays.id}`)).list.map((p) => p.no)).toEqual([1002, 1006, 1007]);
    expect((await q(`keyword=${encodeURIComponent('链表')}`)).list.map((p) => p.no)).toEqual([1003]);
    expect((await q('keyword=1005')).list.map((p) => p.title)).toEqual(['最长公共前缀']);
    expect((await q(`keyword=${encodeURIComponent('100%')}`)).total).toBe(0);
    expect((await q('judge_type=2')).total).toBe(0);
    expect((await q('sort_type=4')).list.at(-1)!.no).toBe(1008);
    expect((await q('sort_type=5')).list[0].no).toBe(1008);
  });

  it('rows carry their tags; the tag filter matches whole tags only (first, middle, last), combined with the other filters', async () => {
    const q = async (qs: string) => (await t.get<Page<ProblemRow>>(`/api/v1/oj/problem/list?page_size=100&${qs}`, { session: user })).body.data;
    const tag = (x: string) => `tag=${encodeURIComponent(x)}`;
    const all = (await q('')).list;
    expect(all.find((p) => p.no === 1006)!.tags).toEqual(['数组', '矩阵', '模拟']);
    expect(all.every((p) => Array.isArray(p.tags) && p.tags.length > 0)).toBe(true);
    expect((await q(tag('数组'))).list.map((p) => p.no)).toEqual([1002, 1006, 1007, 1008]);
    expect((await q(tag('模拟'))).list.map((p) => p.no)).toEqual([1001, 1006]);
    expect((await q(tag('矩阵'))).list.map((p) => p.no)).toEqual([1006]);
    expect((await q(`${tag(' 数学 ')}`)).list.map((p) => p.no)).toEqual([1001]);
    // a part of a tag, LIKE wildcards and unknown tags match nothing
    for (const x of ['数', '%', '_', '组矩']) expect((await q(tag(x))).total).toBe(0);
    expect((await q(`${tag('数组')}&level=3`)).list.map((p) => p.no)).toEqual([1008]);
    const long = await t.get(`/api/v1/oj/problem/list?${tag('一二三四五六七八九十一二三')}`, { session: user });
    expect(long.body).toMatchObject({ code: 4220, errors: [{ field: 'tag', message: '每个标签1到12个字符' }] });
    // the column is comma-joined: a query spanning two tags must not match their pair
    const pair = await t.get(`/api/v1/oj/problem/list?${tag('数组,矩阵')}`, { session: user });
    expect(pair.body).toMatchObject({ code: 4220, errors: [{ field: 'tag', message: '标签不能包含逗号' }] });
  });

  it('refuses bad filters with per-field messages', async () => {
    const r = await t.get('/api/v1/oj/problem/list?level=5&sort_type=9&page_size=500', { session: user });
    expect(r.body.code).toBe(4220);
    expect(r.body.errors!.map((e) => e.field).sort()).toEqual(['level', 'page_size', 'sort_type']);
    expect(r.body.errors!.find((e) => e.field === 'level')!.message).toBe('level 只能是 1、2 或 3');
  });

  it('serves the constant lists, enabled languages with versions, and search', async () => {
    expect((await t.get('/api/v1/oj/judge-types', { session: user })).body.data).toEqual([{ id: 1, name: '标准评测' }, { id: 2, name: '特殊评测' }]);
    expect((await t.get<{ name: string }[]>('/api/v1/oj/sort-types', { session: user })).body.data.map((s) => s.name)).toEqual(['题号', '通过率', '提交数', '难度', '最新']);
    const langs = (await t.get<LanguageRow[]>('/api/v1/oj/languages', { session: user })).body.data;
    expect(langs.find((l) => l.lang === 'cpp')).toMatchObject({ enabled: true, available: true, tpl: true, name: expect.stringMatching(/^C\+\+2[03]/) });
    expect(langs.find((l) => l.lang === 'cpp')!.version).toMatch(/^\d+\./);
    const found = (await t.get<{ no: number }[]>(`/api/v1/oj/problem/search?keyword=${encodeURIComponent('树')}`, { session: user })).body.data;
    expect(found.map((p) => p.no)).toEqual([1004]);
  });
});

describe('permits and statements', () => {
  it('free problems are open; the others need the OJ product or VIP (no-permission panel: 4003 没有权限)', async () => {
    expect((await t.get<PermitCheck>(`/api/v1/oj/permit?problem_id=${ids[1001]}`, { session: user })).body.data).toEqual({ allowed: true, via: 'free', expires_at: null });
    expect((await t.get<PermitCheck>(`/api/v1/oj/permit?problem_id=${ids[1005]}`, { session: user })).body.data).toEqual({ allowed: false, via: null, expires_at: null });
    const denied = await t.get(`/api/v1/oj/problem/detail?problem_id=${ids[1005]}`, { session: user });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ code: 4003, msg: '没有权限' });
    expect((await t.post('/api/v1/oj/submit', { session: user, form: { problem_id: ids[1005], lang: 'cpp', code_mode: 2, code: 'x' } })).body.code).toBe(4003);
    expect((await t.get<PermitCheck>(`/api/v1/oj/permit?problem_id=${ids[1005]}`, { session: admin })).body.data.via).toBe('admin');
    expect((await t.get(`/api/v1/oj/permit?problem_id=99999`, { session: user })).body).toMatchObject({ code: 4004, msg: '题目不存在' });
  });

  it('the OJ product opens every problem until it expires', async () => {
    await t.app.get(PermitService).grant(other.uid, { kind: 'oj' }, 30, 'admin:10001');
    // 1006: not in the free set 面试热题 100 (whose problems are free)
    const r = await t.get<PermitCheck>(`/api/v1/oj/permit?problem_id=${ids[1006]}`, { session: other });
    expect(r.body.data).toMatchObject({ allowed: true, via: 'oj' });
    expect(r.body.data.expires_at).not.toBeNull();
    expect((await t.get<ProblemDetail>(`/api/v1/oj/problem/detail?problem_id=${ids[1006]}`, { session: other })).body.data.title).toBe('转置矩阵');
  });

  it('detail returns the statement of the requested mode, or null content when the problem lacks it; limits in ms and bytes', async () => {
    const acm = (await t.get<ProblemDetail>(`/api/v1/oj/problem/detail?problem_id=${ids[1001]}&code_mode=1`, { session: user })).body.data;
    expect(acm).toMatchObject({ time_limit: 1000, memory_limit: 268435456, has_acm: true, has_tpl: false, code_mode: 1, has_data: true });
    expect(acm.content).toContain('$a+b$');
    expect(acm.samples).toEqual([{ input: '1 2', output: '3' }]);
    expect(acm.tags).toEqual(['数学', '模拟']);
    const tpl = (await t.get<ProblemDetail>(`/api/v1/oj/problem/detail?problem_id=${ids[1001]}&code_mode=2`, { session: user })).body.data;
    expect(tpl.content).toBeNull();
    // hidden test data never reaches a client
    expect(JSON.stringify(acm)).not.toContain('999999999999');
    // the official solution is a pinned community topic on the problem (the std tab)
    expect(acm.solution_topic_id).not.toBeNull();
    const topic = (await t.get<{ title: string; top: boolean; cate_type: number; content: string }>(`/api/v1/topic/detail?topic_id=${acm.solution_topic_id}`, { session: user })).body.data;
    expect(topic).toMatchObject({ title: '官方题解：A+B 问题', top: true, cate_type: 5 });
    expect(topic.content).toContain('```cpp');
    const list = (await t.get<{ list: { topic_id: string; top: boolean }[] }>(`/api/v1/topic/list?cate_type=5&cate_id=${ids[1001]}`, { session: user })).body.data.list;
    expect(list[0]).toMatchObject({ topic_id: acm.solution_topic_id, top: true });
  });

  it('starter code: ACM skeletons per language, TPL starters from the signature; a missing mode is refused', async () => {
    const cpp = (await t.get<{ code: string }>(`/api/v1/oj/problem/snippet?problem_id=${ids[1002]}&code_mode=2&lang=cpp`, { session: user })).body.data.code;
    expect(cpp).toContain('vector<int> twoSum(vector<int>& nums, int target)');
    const all = (await t.get<Record<string, string>>(`/api/v1/oj/problem/templates?problem_id=${ids[1002]}&code_mode=2`, { session: user })).body.data;
    expect(Object.keys(all).sort()).toEqual(['cpp', 'go', 'java', 'javascript', 'python', 'typescript']);
    expect(all.python).toContain('def twoSum(self, nums: List[int], target: int) -> List[int]:');
    const java = (await t.get<{ code: string }>(`/api/v1/oj/problem/snippet?problem_id=${ids[1001]}&code_mode=1&lang=java`, { session: user })).body.data.code;
    expect(java).toContain('public class Main');
    const missing = await t.get(`/api/v1/oj/problem/snippet?problem_id=${ids[1001]}&code_mode=2&lang=cpp`, { session: user });
    expect(missing.body).toMatchObject({ code: 4220, msg: '本题暂不支持本模式答题，请使用另一种模式答题' });
  });
});

describe('submitting (judged in the sandbox)', () => {
  let acSid: string;

  it('streams per-case progress, then records Accepted with time and memory; statistics and status follow', async () => {
    const sub = await t.post<{ submission_id: string }>('/api/v1/oj/submit', { session: user, form: { problem_id: ids[1001], lang: 'cpp', code_mode: 1, code: CPP_AB } });
    expect(sub.body.code).toBe(2000);
    acSid = sub.body.data.submission_id;
    const stream = await t.inject({ method: 'GET', url: `/api/v1/oj/stream?id=${acSid}`, headers: { authorization: user.token, uid: user.uid } });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    const key = Buffer.from(user.response_key!, 'base64');
    const events = stream.body
      .split('\n\n')
      .filter((f) => f.startsWith('data: '))
      .map((f) => JSON.parse(decrypt(JSON.parse(f.slice(6)), key)) as JudgeStreamEvent);
    // ciphertext on the wire: no verdicts in clear text
    expect(stream.body).not.toContain('"AC"');
    const cases = events.filter((e) => e.stage === 'case');
    expect(cases.map((e) => e.case!.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(cases.every((e) => e.total === 10 && e.case!.verdict === Verdict.AC)).toBe(true);
    expect(events.at(-1)!.stage).toBe('done');

    const r = (await t.get<SubmissionResult>(`/api/v1/oj/submission/result?submission_id=${acSid}`, { session: user })).body.data;
    expect(r).toMatchObject({ status: 'done', verdict: 'AC', score: 100, total: 10, failed_case: null });
    expect(r.memory_kb).toBeGreaterThan(0);
    const row = (await t.get<Page<ProblemRow>>('/api/v1/oj/problem/list?keyword=1001', { session: user })).body.data.list[0];
    expect(row).toMatchObject({ submissions: 1, accepted: 1, acceptance: 1, status: 2 });
  }, 90_000);

  it('a wrong answer names the first failing case; the problem is "tried" for that user only', async () => {
    const sid = (await t.post<{ submission_id: string }>('/api/v1/oj/submit', { session: other, form: { problem_id: ids[1001], lang: 'python', code_mode: 1, code: 'a, b = map(int, input().split())\nprint(a - b)\n' } })).body.data.submission_id;
    const r = await waitDone(other, sid);
    expect(r).toMatchObject({ verdict: 'WA', failed_case: 1 });
    expect(r.score).toBeLessThan(100);
    const mine = (await t.get<Page<ProblemRow>>('/api/v1/oj/problem/list?status=2', { session: other })).body.data.list;
    expect(mine.map((p) => p.no)).toEqual([1001]);
    expect((await t.get<Page<ProblemRow>>('/api/v1/oj/problem/list?status=1', { session: user })).body.data.list.map((p) => p.no)).toEqual([1001]);
    expect((await t.get<Page<ProblemRow>>('/api/v1/oj/problem/list?status=3&page_size=100', { session: user })).body.data.total).toBe(7);
    const stat = (await t.get<ProblemStat>(`/api/v1/oj/stat?problem_id=${ids[1001]}`, { session: user })).body.data;
    expect(stat).toMatchObject({ submissions: 2, accepted: 1, acceptance: 0.5, solved_users: 1, verdicts: { AC: 1, WA: 1 } });
  }, 90_000);

  it('TPL mode in Python is accepted; a compile error keeps the compiler output', async () => {
    const sid = (await t.post<{ submission_id: string }>('/api/v1/oj/submit', { session: user, form: { problem_id: ids[1002], lang: 'python', code_mode: 2, code: PY_TWO_SUM } })).body.data.submission_id;
    expect((await waitDone(user, sid)).verdict).toBe('AC');
    const ce = (await t.post<{ submission_id: string }>('/api/v1/oj/submit', { session: user, form: { problem_id: ids[1001], lang: 'cpp', code_mode: 1, code: 'int main( {' } })).body.data.submission_id;
    const r = await waitDone(user, ce);
    expect(r.verdict).toBe('CE');
    expect(r.compile_output).toMatch(/error/);
    expect(r.cases).toEqual([]);
  }, 90_000);

  it('detail, latest and list are the caller’s own; others get 4004', async () => {
    const detail = (await t.get<SubmissionDetail>(`/api/v1/oj/submission/detail?submission_id=${acSid}`, { session: user })).body.data;
    expect(detail).toMatchObject({ problem_no: 1001, problem_title: 'A+B 问题', lang: 'cpp', code_mode: 1, code: CPP_AB, nick_name: '码途学员' });
    expect(detail.result.cases).toHaveLength(10);
    expect((await t.get(`/api/v1/oj/submission/detail?submission_id=${acSid}`, { session: other })).body.code).toBe(4004);
    expect((await t.get(`/api/v1/oj/submission/result?submission_id=${acSid}`, { session: other })).body.code).toBe(4004);
    const latest = (await t.get<SubmissionDetail>(`/api/v1/oj/submission/latest?problem_id=${ids[1001]}&code_mode=1`, { session: user })).body.data;
    expect(latest.verdict).toBe('CE');
    expect((await t.get(`/api/v1/oj/submission/latest?problem_id=${ids[1005]}`, { session: user })).body.data).toBeNull();
    const list = (await t.get<Page<SubmissionRow>>(`/api/v1/oj/submission/list?problem_id=${ids[1001]}`, { session: user })).body.data;
    expect(list.list.map((s) => s.verdict)).toEqual(['CE', 'AC']);
    expect(JSON.stringify(list)).not.toContain('#include');
    const mine = (await t.get<Page<MyProblemRow>>('/api/v1/oj/problem/mine', { session: user })).body.data.list;
    expect(mine.map((p) => [p.no, p.status])).toEqual([[1001, 2], [1002, 2]]);
    const us = (await t.get<UserOjStat>('/api/v1/oj/stat/user', { session: user })).body.data;
    expect(us).toMatchObject({ accepted: 2, tried: 0, submissions: 3, accepted_by_level: { 1: 2, 2: 0, 3: 0 } });
  });

  it('run-on-sample judges the statement samples or a custom case and stores no submission', async () => {
    const before = (await t.get<Page<SubmissionRow>>('/api/v1/oj/submission/list', { session: user })).body.data.total;
    const run = await t.post<{ run_id: string }>('/api/v1/oj/run', { session: user, form: { problem_id: ids[1001], lang: 'cpp', code_mode: 1, code: CPP_AB, input: '40 2', output: '41' } });
    expect(run.body.code).toBe(2000);
    let r: RunResult;
    for (;;) {
      r = (await t.get<RunResult>(`/api/v1/oj/run/result?run_id=${run.body.data.run_id}`, { session: user })).body.data;
      if (r.status === 'done') break;
      await new Promise((res) => setTimeout(res, 100));
    }
    expect(r).toMatchObject({ verdict: 'WA', total: 1, samples: [{ input: '40 2', output: '41' }] });
    // the program's output comes back next to the expected one
    expect(r.cases[0]).toMatchObject({ id: 1, verdict: 'WA', message: '第 1 行不同', stdout: '42\n' });
    expect(r.code_mode).toBe(1);
    expect((await t.get(`/api/v1/oj/run/result?run_id=${run.body.data.run_id}`, { session: other })).body.code).toBe(4004);
    expect((await t.get<Page<SubmissionRow>>('/api/v1/oj/submission/list', { session: user })).body.data.total).toBe(before);
  }, 90_000);

  it('refuses bad submissions: missing mode, empty or oversized code, unknown language, disabled language, rate limit', async () => {
    const post = (form: Record<string, string | number>, session = user) => t.post('/api/v1/oj/submit', { session, form });
    expect((await post({ problem_id: ids[1001], lang: 'cpp', code_mode: 2, code: 'x' })).body.msg).toBe('本题暂不支持本模式答题，请使用另一种模式答题');
    expect((await post({ problem_id: ids[1002], lang: 'c', code_mode: 2, code: 'x' })).body.msg).toBe('该语言不支持核心代码模式');
    const empty = await post({ problem_id: ids[1001], lang: 'cpp', code_mode: 1, code: '   ' });
    expect(empty.body).toMatchObject({ code: 4220, msg: '代码不能为空' });
    expect((await post({ problem_id: ids[1001], lang: 'rust', code_mode: 1, code: 'x' })).body.errors![0].field).toBe('lang');
    expect((await post({ problem_id: ids[1001], lang: 'cpp', code_mode: 1, code: 'x'.repeat(65537) })).body.msg).toBe('代码不能超过64KB');
    expect((await t.post('/api/admin/oj/language/update', { session: admin, form: { lang: 'go', enabled: 0 } })).body.data).toMatchObject({ lang: 'go', enabled: false });
    expect((await post({ problem_id: ids[1001], lang: 'go', code_mode: 1, code: 'package main' })).body.msg).toBe('该语言暂不可用');
    expect((await t.get<LanguageRow[]>('/api/v1/oj/languages', { session: user })).body.data.map((l) => l.lang)).not.toContain('go');
    await t.post('/api/admin/oj/language/update', { session: admin, form: { lang: 'go', enabled: 1 } });
    // 10 a minute: the rest are refused before anything is stored or judged (invalid ones count too)
    const spam = await t.devLogin({ uid: '10007' });
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await post({ problem_id: ids[1001], lang: 'cpp', code_mode: 2, code: 'x' }, spam)).body.code);
    expect(codes.slice(0, 10).every((c) => c === 4220)).toBe(true);
    expect(codes[10]).toBe(4290);
  });

  it('a stream of a finished submission ends at once with done; stream needs a token', async () => {
    const s = await t.inject({ method: 'GET', url: `/api/v1/oj/stream?id=${acSid}`, headers: { authorization: user.token, uid: user.uid } });
    const key = Buffer.from(user.response_key!, 'base64');
    const last = s.body.trim().split('\n\n').at(-1)!;
    expect(JSON.parse(decrypt(JSON.parse(last.slice(6)), key))).toMatchObject({ stage: 'done' });
    expect((await t.get(`/api/v1/oj/stream?id=${acSid}`)).body.code).toBe(4001);
    expect((await t.get(`/api/v1/oj/stream?id=${acSid}`, { session: other })).body.code).toBe(4004);
  });
});
