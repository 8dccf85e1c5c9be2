import type { Page } from '../../types/api';
import type { AttemptView, ExamResult } from '../../types/exam';
import type { AdminBankRow, AdminExamRow, AdminItemRow, AdminSubmitDetail, AdminSubmitRow, SimilarityJobView, SimilarityPairDetail, SimilarityPairRow } from '../../types/exam-admin';
import type { ProblemRow } from '../../types/oj';
import type { SessionInfo } from '../../types/user';
import { ExamJudgingEntity } from '../../server/src/modules/exam/entities/exam-judging.entity';
import { SimilarityService } from '../../server/src/modules/exam/similarity/similarity.service';
import { SubmissionEntity } from '../../server/src/modules/oj/entities/submission.entity';
import { DataSource } from 'typeorm';
import { expectListRefusals, expectSorted } from '../helpers/admin-list';
import { TestApp } from '../helpers/app';
import { adminPost, makeExam, question } from '../helpers/exam';

let t: TestApp;
let admin: SessionInfo;
let user: SessionInfo;

beforeAll(async () => {
  t = await TestApp.start();
  admin = await t.devLogin('admin');
  user = await t.devLogin('user');
}, 60_000);
afterAll(() => t.close());

describe('console: exams, bank, items', () => {
  it('creates an exam with a discussion topic, validates the window and the binding, lists and filters', async () => {
    const bad = await t.post('/api/admin/exam/save', { session: admin, form: { title: '', access: 'free', start_at: 'x', end_at: 'y', duration: 0, attempts_allowed: 1, result_rule: 4, published: 'maybe' } });
    expect(bad.body.code).toBe(4220);
    const fields = (bad.body.errors ?? []).map((e) => e.field).sort();
    expect(fields).toEqual(['duration', 'end_at', 'published', 'result_rule', 'start_at', 'title']);
    const now = Date.now();
    const order = await t.post('/api/admin/exam/save', { session: admin, form: { title: '窗口', access: 'free', start_at: new Date(now).toISOString(), end_at: new Date(now - 1000).toISOString(), duration: 10, attempts_allowed: 1, result_rule: 1, published: 'true' } });
    expect(order.body).toMatchObject({ code: 4220, msg: '结束时间必须晚于开始时间' });
    const eq = await t.post('/api/admin/exam/save', { session: admin, form: { title: '绑定', access: 'equity', start_at: new Date(now).toISOString(), end_at: new Date(now + 1e6).toISOString(), duration: 10, attempts_allowed: 1, result_rule: 1, published: 'false' } });
    expect(eq.body).toMatchObject({ code: 4220, msg: '绑定权益时请选择权益类型' });
    const { exam } = await makeExam(t, admin, [], { title: '新考试', published: 'false' });
    expect(exam).toMatchObject({ title: '新考试', published: false, item_count: 0 });
    expect(exam.topic_id).toBeTruthy();
    const list = (await t.get<Page<AdminExamRow>>('/api/admin/exam/list?published=false', { session: admin })).body.data;
    expect(list.list.map((e) => e.title)).toContain('新考试');
    expect(list.list.every((e) => !e.published)).toBe(true);
    expect((await t.get('/api/admin/exam/list?sort=evil', { session: admin })).body.code).toBe(4220);
  });

  it('question bank: five types, answer keys checked per type, in-use questions kept', async () => {
    const bad = async (form: Record<string, string | number>, msg: string) => expect((await t.post('/api/admin/exam/problem/save', { session: admin, form: { title: 'q', content: 'c', ...form } })).body).toMatchObject({ code: 4220, msg });
    await bad({ type: 1, options: '["a"]', answer: '0' }, '选择题至少需要 2 个选项');
    await bad({ type: 1, options: '["a","b"]', answer: '5' }, '请选择正确选项');
    await bad({ type: 2, options: '["a","b"]', answer: '[]' }, '请至少选择一个正确选项');
    await bad({ type: 3, answer: '"yes"' }, '请选择正确或错误');
    await bad({ type: 4, answer: '[[]]' }, '每个空至少填写一个可接受的答案');
    await bad({ type: 5 }, '编程题请选择一道 OJ 题目');
    await bad({ type: 1, options: 'nope', answer: '0' }, '选项格式不正确');
    const p = (await t.get<Page<ProblemRow>>('/api/v1/oj/problem/list', { session: admin })).body.data.list.find((x) => x.no === 1001)!;
    await bad({ type: 5, oj_problem_id: p.problem_id, code_mode: 2 }, '该 OJ 题目不支持这种答题模式');
    const prog = await question(t, admin, { type: 5, title: '编程', oj_problem_id: p.problem_id, code_mode: 1, starter_code: 'int main(){}' });
    expect(prog).toMatchObject({ type: 5, code_mode: 1, starter_code: 'int main(){}' });
    const multi = await question(t, admin, { type: 2, title: '多选', options: '["a","b","c"]', answer: '[2,0,2]', multi_rule: 2 });
    expect(multi.answer).toBe('[0,2]');
    const list = (await t.get<Page<AdminBankRow>>('/api/admin/exam/problem/list?type=2&page_size=100', { session: admin })).body.data;
    expect(list.list.every((q) => q.type === 2)).toBe(true);
    await makeExam(t, admin, [{ problem_id: multi.problem_id, score: 5 }]);
    expect((await t.post('/api/admin/exam/problem/delete', { session: admin, form: { id: multi.problem_id } })).body).toMatchObject({ code: 4220, msg: '题目已被考试使用，不能删除' });
  });

  it('items: add, pool, reorder (drag), scores, remove', async () => {
    const qs = await Promise.all([1, 2, 3].map((n) => question(t, admin, { type: 3, title: `判断${n}`, answer: 'true' })));
    const { exam, items } = await makeExam(t, admin, [{ problem_id: qs[0].problem_id, score: 5 }, { problem_id: qs[1].problem_id, score: 6 }]);
    expect(items.map((i) => i.title)).toEqual(['判断1', '判断2']);
    const pool = await t.post('/api/admin/exam/item/save', { session: admin, form: { exam_id: exam.exam_id, pool_ids: `${qs[1].problem_id},${qs[2].problem_id}`, pick: 3, score: 2 } });
    expect(pool.body).toMatchObject({ code: 4220, msg: '抽题数量不能超过题池大小' });
    let rows = await adminPost<AdminItemRow[]>(t, admin, '/api/admin/exam/item/save', { exam_id: exam.exam_id, pool_ids: `${qs[1].problem_id},${qs[2].problem_id}`, pick: 1, score: 2 });
    expect(rows[2]).toMatchObject({ pool_ids: [qs[1].problem_id, qs[2].problem_id], pick: 1 });
    const ids = rows.map((r) => r.item_id).reverse();
    expect((await t.post('/api/admin/exam/item/order', { session: admin, form: { exam_id: exam.exam_id, item_ids: ids.slice(1).join(',') } })).body).toMatchObject({ code: 4220, msg: '排序须包含本场考试的全部题目' });
    rows = await adminPost<AdminItemRow[]>(t, admin, '/api/admin/exam/item/order', { exam_id: exam.exam_id, item_ids: ids.join(',') });
    expect(rows.map((r) => r.item_id)).toEqual(ids);
    rows = await adminPost<AdminItemRow[]>(t, admin, '/api/admin/exam/item/save', { exam_id: exam.exam_id, item_id: ids[0], pool_ids: `${qs[1].problem_id},${qs[2].problem_id}`, pick: 2, score: 4 });
    expect(rows[0]).toMatchObject({ pick: 2, score: 4 });
    const d = (await t.get<AdminExamRow>(`/api/admin/exam/detail?exam_id=${exam.exam_id}`, { session: admin })).body.data;
    expect(d).toMatchObject({ item_count: 4, total_score: 4 * 2 + 6 + 5 });
    rows = await adminPost<AdminItemRow[]>(t, admin, '/api/admin/exam/item/delete', { exam_id: exam.exam_id, id: ids[0] });
    expect(rows).toHaveLength(2);
  });

  it('exam and bank lists follow the admin list contract: whitelisted sorts both ways, filters narrow, unknown keys refused', async () => {
    const { exam: old } = await makeExam(t, admin, [], { title: '往年模拟', access: 'vip', start_at: '2020-03-01T08:00:00.000Z', end_at: '2020-03-01T10:00:00.000Z' });
    const exams = '/api/admin/exam/list';
    await expectSorted<AdminExamRow>(t, admin, exams, 'start_at', (e) => e.start_at);
    await expectSorted<AdminExamRow>(t, admin, exams, 'exam_id', (e) => Number(e.exam_id));
    const all = (await t.get<Page<AdminExamRow>>(exams, { session: admin })).body.data.total;
    const vip = (await t.get<Page<AdminExamRow>>(`${exams}?access=vip`, { session: admin })).body.data;
    expect(vip.list.map((e) => e.exam_id)).toContain(old.exam_id);
    expect(vip.list.every((e) => e.access === 'vip')).toBe(true);
    expect(vip.total).toBeLessThan(all);
    // the console's date range filter: a bare date as the upper bound takes in that whole day
    expect((await t.get<Page<AdminExamRow>>(`${exams}?start_at=2020-03-01,2020-03-01`, { session: admin })).body.data.list.map((e) => e.exam_id)).toEqual([old.exam_id]);
    expect((await t.get<Page<AdminExamRow>>(`${exams}?title=${encodeURIComponent('往年')}`, { session: admin })).body.data.list.map((e) => e.exam_id)).toEqual([old.exam_id]);
    await expectListRefusals(t, admin, exams, ['exam_id', 'title', 'start_at', 'end_at', 'created_at']);
    expect((await t.get(`${exams}?access=paid`, { session: admin })).body).toMatchObject({ code: 4220, errors: [{ field: 'access', message: '参加条件只能是 免费、会员 或 绑定权益' }] });

    const tag = await adminPost<{ id: string }>(t, admin, '/api/admin/exam/tag/save', { name: '排序专项' });
    const tagged = await question(t, admin, { type: 3, title: '带标签', answer: 'true', default_score: 3, tag_ids: tag.id });
    const bank = '/api/admin/exam/problem/list';
    await expectSorted<AdminBankRow>(t, admin, bank, 'default_score', (q) => q.default_score);
    await expectSorted<AdminBankRow>(t, admin, bank, 'problem_id', (q) => Number(q.problem_id));
    expect((await t.get<Page<AdminBankRow>>(`${bank}?tag_id=${tag.id}`, { session: admin })).body.data.list.map((q) => q.problem_id)).toEqual([tagged.problem_id]);
    expect((await t.get<Page<AdminBankRow>>(`${bank}?type=3&title=${encodeURIComponent('带标签')}`, { session: admin })).body.data.list.map((q) => q.problem_id)).toEqual([tagged.problem_id]);
    await expectListRefusals(t, admin, bank, ['problem_id', 'default_score', 'updated_at', 'created_at']);
  });
});

describe('console: submits and similarity', () => {
  let examId: string;
  let itemId: string;
  beforeAll(async () => {
    const p = (await t.get<Page<ProblemRow>>('/api/v1/oj/problem/list', { session: admin })).body.data.list.find((x) => x.no === 1001)!;
    const starter = '#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n    ios::sync_with_stdio(false);\n    cin.tie(nullptr);\n    return 0;\n}\n';
    const prog = await question(t, admin, { type: 5, title: '编程', oj_problem_id: p.problem_id, code_mode: 1, starter_code: starter });
    const tf = await question(t, admin, { type: 3, title: '判断', answer: 'true' });
    const made = await makeExam(t, admin, [{ problem_id: tf.problem_id, score: 10 }, { problem_id: prog.problem_id, score: 20 }], { title: '查重考试' });
    examId = made.exam.exam_id;
    itemId = made.items[1].item_id;
    const codeA = `#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n    ios::sync_with_stdio(false);\n    cin.tie(nullptr);\n    int n; cin >> n;\n    vector<long long> a(n);\n    for (int i = 0; i < n; i++) cin >> a[i];\n    long long best = a[0], cur = 0;\n    for (int i = 0; i < n; i++) {\n        cur = max(a[i], cur + a[i]);\n        best = max(best, cur);\n    }\n    sort(a.begin(), a.end());\n    long long total = 0;\n    for (auto x : a) total += x * 2 - 1;\n    cout << best << " " << total << endl;\n    return 0;\n}\n`;
    const codeB = codeA.replace(/\bbest\b/g, 'ans').replace(/\bcur\b/g, 'run').replace(/\btotal\b/g, 's').replace(/\n {4}/g, '\n  ').replace('int n; cin >> n;', '// read input\n  int len;\n  cin >> len;').replace(/\bn\b/g, 'len');
    const codeC = `#include <cstdio>\nint main(){\n  long long x, y;\n  while (scanf("%lld %lld", &x, &y) == 2) {\n    if (x > y) printf("%lld\\n", x + y);\n    else { long long z = y; z += x; printf("%lld\\n", z); }\n  }\n}\n`;
    const ds = t.app.get(DataSource);
    for (const [uid, code] of [['10026', codeA], ['10027', codeB], ['10028', codeC], ['10029', starter]] as const) {
      const s = await t.devLogin({ uid });
      const a = (await t.post<AttemptView>('/api/v1/exam/start', { session: s, form: { exam_id: examId } })).body.data;
      await t.post('/api/v1/exam/answer', { session: s, form: { exam_id: examId, item_id: a.questions[0].item_id, answer: '{"value":true}' } });
      // a judged OJ submission linked to the slot, as program/submit leaves it
      const sub = await ds.getRepository(SubmissionEntity).save({ uid, problemId: p.problem_id, lang: 'cpp', codeMode: 1, code, status: 'done', verdict: 'AC', score: 100, cases: JSON.stringify([{ id: 1, verdict: 'AC' }]), judgeSeq: 1 });
      await ds.getRepository(ExamJudgingEntity).insert({ examSubmitId: a.submit_id, slot: itemId, submissionId: sub.submissionId });
      await t.post<ExamResult>('/api/v1/exam/submit', { session: s, form: { exam_id: examId } });
    }
  }, 60_000);

  it('lists submits with filters and sort, shows the detail, re-scores by hand, exports CSV', async () => {
    const page = (await t.get<Page<AdminSubmitRow>>(`/api/admin/exam/submit/list?exam_id=${examId}&sort=score&order=desc`, { session: admin })).body.data;
    expect(page.total).toBe(4);
    expect(page.list[0]).toMatchObject({ state: 'submitted', score: 30, max_score: 30 });
    const one = (await t.get<Page<AdminSubmitRow>>(`/api/admin/exam/submit/list?exam_id=${examId}&uid=10027`, { session: admin })).body.data;
    expect(one.list.map((r) => r.uid)).toEqual(['10027']);
    expect((await t.get(`/api/admin/exam/submit/list?exam_id=${examId}&state=nope`, { session: admin })).body.code).toBe(4220);
    const sid = one.list[0].submit_id;
    const d = (await t.get<AdminSubmitDetail>(`/api/admin/exam/submit/detail?submit_id=${sid}`, { session: admin })).body.data;
    expect(d.items.map((i) => [i.type, i.score, i.max])).toEqual([[3, 10, 10], [5, 20, 20]]);
    expect((await t.post('/api/admin/exam/submit/rescore', { session: admin, form: { submit_id: sid, item_id: itemId, score: 99 } })).body).toMatchObject({ code: 4220, msg: '分数超出本题满分' });
    const re = (await t.post<AdminSubmitDetail>('/api/admin/exam/submit/rescore', { session: admin, form: { submit_id: sid, item_id: itemId, score: 0 } })).body.data;
    expect(re).toMatchObject({ score: 10 });
    expect(re.items[1]).toMatchObject({ score: 0, manual: true });
    const csv = (await t.get<{ filename: string; csv: string }>(`/api/admin/exam/submit/export?exam_id=${examId}`, { session: admin })).body.data;
    expect(csv.filename).toBe(`exam-${examId}-results.csv`);
    const lines = csv.csv.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe('作答ID,用户ID,昵称,第几次,状态,开始时间,交卷时间,得分,满分,用时(秒)');
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toContain(',10,30,');
    expect((await t.get(`/api/admin/exam/submit/detail?submit_id=${sid}`, { session: user })).body.code).toBe(4003);
  });

  it('the submit list follows the admin list contract: score and id sorts both ways, unknown keys refused', async () => {
    const path = `/api/admin/exam/submit/list?exam_id=${examId}`;
    // after the re-score above one attempt has 10 points, the others 30
    await expectSorted<AdminSubmitRow>(t, admin, path, 'score', (r) => r.score);
    await expectSorted<AdminSubmitRow>(t, admin, path, 'submit_id', (r) => Number(r.submit_id));
    expect((await t.get<Page<AdminSubmitRow>>(`${path}&state=submitted&uid=10028`, { session: admin })).body.data.list.map((r) => r.uid)).toEqual(['10028']);
    expect((await t.get<Page<AdminSubmitRow>>(`${path}&state=in_progress`, { session: admin })).body.data.total).toBe(0);
    await expectListRefusals(t, admin, path, ['submit_id', 'score', 'submitted_at', 'started_at', 'time_used_sec']);
  });

  it('similarity: renamed and reformatted copies are found, starter code alone is not; side-by-side regions; mark', async () => {
    const job = (await t.post<SimilarityJobView>('/api/admin/exam/similarity/start', { session: admin, form: { exam_id: examId, item_id: itemId, threshold: 50 } })).body.data;
    expect(['pending', 'running', 'done']).toContain(job.state);
    await t.app.get(SimilarityService).idle();
    const done = (await t.get<SimilarityJobView>(`/api/admin/exam/similarity/job?job_id=${job.job_id}`, { session: admin })).body.data;
    expect(done).toMatchObject({ state: 'done', progress: 100, submissions: 4, pairs: 1 });
    const pairs = (await t.get<SimilarityPairRow[]>(`/api/admin/exam/similarity/pairs?job_id=${job.job_id}`, { session: admin })).body.data;
    expect(pairs[0]).toMatchObject({ uid_a: '10026', uid_b: '10027', status: 'pending' });
    expect(pairs[0].score).toBeGreaterThanOrEqual(80);
    const pair = (await t.get<SimilarityPairDetail>(`/api/admin/exam/similarity/pair?pair_id=${pairs[0].pair_id}`, { session: admin })).body.data;
    expect(pair.code_b).toContain('ans');
    expect(pair.matches.length).toBeGreaterThan(0);
    // the matched regions lie in the solution, not in the starter lines 1-5
    expect(pair.matches.some(([a0, a1]) => a1 >= 8 && a0 <= 18)).toBe(true);
    const marked = (await t.post<SimilarityPairDetail>('/api/admin/exam/similarity/mark', { session: admin, form: { pair_id: pair.pair_id, status: 'confirmed' } })).body.data;
    expect(marked.status).toBe('confirmed');
    expect((await t.post('/api/admin/exam/similarity/mark', { session: admin, form: { pair_id: pair.pair_id, status: 'maybe' } })).body.code).toBe(4220);
    const tfItem = (await t.get<AdminItemRow[]>(`/api/admin/exam/item/list?exam_id=${examId}`, { session: admin })).body.data[0];
    expect((await t.post('/api/admin/exam/similarity/start', { session: admin, form: { exam_id: examId, item_id: tfItem.item_id } })).body).toMatchObject({ code: 4220, msg: '该题不是编程题' });
    expect((await t.get<SimilarityJobView[]>(`/api/admin/exam/similarity/jobs?exam_id=${examId}`, { session: admin })).body.data).toHaveLength(1);
  });
});
