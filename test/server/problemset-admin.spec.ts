import type { Page } from '../../types/api';
import type { ProblemRow, SubmissionResult } from '../../types/oj';
import type { AdminCompanyDetail, AdminSetDetail, AdminSetRow, CompanyCard, CsvImportResult, ProblemSetDetail, ResolveIdsResult, SetItemContext, SetStats } from '../../types/problemset';
import type { SessionInfo } from '../../types/user';
import { expectListRefusals, expectSorted } from '../helpers/admin-list';
import { TestApp } from '../helpers/app';

let t: TestApp;
let user: SessionInfo;
let admin: SessionInfo;
const ids: Record<number, string> = {};

const TWO_SUM = 'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n        return []\n';

const save = (json: unknown, session = admin) => t.post<AdminSetDetail>('/api/admin/problemset/save', { session, json });
const setCount = async () => (await t.get<Page<AdminSetRow>>('/api/admin/problemset/list?page_size=100', { session: admin })).body.data.total;

beforeAll(async () => {
  t = await TestApp.start();
  user = await t.devLogin('user');
  admin = await t.devLogin('admin');
  const page = await t.get<Page<ProblemRow>>('/api/v1/oj/problem/list?page_size=100', { session: user });
  for (const p of page.body.data.list) ids[p.no] = p.problem_id;
}, 60_000);
afterAll(() => t.close());

describe('console: problem sets', () => {
  it('is for admins only', async () => {
    expect((await t.get('/api/admin/problemset/list', { session: user })).body.code).toBe(4003);
    expect((await save({ title: 'x', access: 'free', published: false }, user)).body.code).toBe(4003);
  });

  it('refuses duplicates, unknown problems, empty sections and a paid set without a product, saving nothing', async () => {
    const before = await setCount();
    const base = { title: '新题单', access: 'free', published: true };
    const dup = await save({ ...base, problem_ids: [ids[1001]], sections: [{ title: '数组', problem_ids: [ids[1002], ids[1001]] }] });
    expect(dup.body).toMatchObject({ code: 4220, msg: '题目 1001 在题单中重复出现' });
    const empty = await save({ ...base, sections: [{ title: '图论', problem_ids: [] }, { title: '数组', problem_ids: [ids[1002]] }] });
    expect(empty.body).toMatchObject({ code: 4220, msg: '分区「图论」没有题目' });
    expect((await save({ ...base, problem_ids: ['987654'] })).body).toMatchObject({ code: 4220, msg: '题目 987654 不存在' });
    expect((await save({ ...base, access: 'paid', problem_ids: [ids[1001]] })).body).toMatchObject({ code: 4220, msg: '付费题单需要绑定一个题单类商品' });
    expect((await save({ ...base, access: 'paid', product_id: '1', problem_ids: [ids[1001]] })).body.msg).toBe('绑定的商品不存在或不是题单类商品');
    expect((await save({ ...base, problem_ids: [] })).body.msg).toBe('题单至少需要一道题目');
    expect((await save({ ...base, title: ' ', problem_ids: [ids[1001]] })).body.code).toBe(4220);
    expect((await save({ ...base, access: 'gold', problem_ids: [ids[1001]] })).body.code).toBe(4220);
    expect((await save({ ...base, problem_ids: ['abc'] })).body.code).toBe(4220);
    expect((await save({ ...base, id: '999', problem_ids: [ids[1001]] })).body.code).toBe(4004);
    expect(await setCount()).toBe(before);
  });

  it('creates a set with sections, reorders it keeping items (and progress), binds a product and lists it for learners', async () => {
    const created = await save({
      title: '双指针专项',
      intro: '练习双指针',
      cover: '/uploads/cover.png',
      tags: ['专项'],
      access: 'free',
      published: true,
      problem_ids: [ids[1001]],
      sections: [
        { title: '数组', guide: '先排序', problem_ids: [ids[1006], ids[1002]] },
        { title: '字符串', problem_ids: [ids[1005]] },
      ],
    });
    expect(created.body.code).toBe(2000);
    const set = created.body.data;
    expect(set.problems.map((p) => p.no)).toEqual([1001]);
    expect(set.sections.map((s) => [s.title, s.problems.map((p) => p.no)])).toEqual([
      ['数组', [1006, 1002]],
      ['字符串', [1005]],
    ]);
    const learner = (await t.get<ProblemSetDetail>(`/api/v1/problemset/detail?id=${set.id}`, { session: user })).body.data;
    const items = learner.sections.flatMap((s) => s.items);
    expect(items.map((i) => i.no)).toEqual([1001, 1006, 1002, 1005]);
    // the learner starts and passes 两数之和 in this set
    await t.get<SetItemContext>(`/api/v1/problemset/item?item_id=${items[2].item_id}`, { session: user });
    const sid = (await t.post<{ submission_id: string }>('/api/v1/oj/submit', { session: user, form: { problem_id: ids[1002], lang: 'python', code_mode: 2, code: TWO_SUM } })).body.data.submission_id;
    for (let i = 0; i < 600; i++) {
      if ((await t.get<SubmissionResult>(`/api/v1/oj/submission/result?submission_id=${sid}`, { session: user })).body.data.status === 'done') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // drag: 两数之和 first, 转置矩阵 moved to the string section, A+B removed
    const moved = await save({ id: set.id, title: '双指针专项', access: 'free', published: true, sections: [{ title: '数组', problem_ids: [ids[1002]] }, { title: '字符串', problem_ids: [ids[1005], ids[1006]] }] });
    expect(moved.body.code).toBe(2000);
    const after = (await t.get<ProblemSetDetail>(`/api/v1/problemset/detail?id=${set.id}`, { session: user })).body.data;
    const now = after.sections.flatMap((s) => s.items);
    expect(now.map((i) => [i.no, i.item_id])).toEqual([
      [1002, items[2].item_id],
      [1005, items[3].item_id],
      [1006, items[1].item_id],
    ]);
    expect(now[0].state).toBe(2);
    expect(after.solved).toBe(1);

    const stats = (await t.get<SetStats>(`/api/admin/problemset/stats?id=${set.id}`, { session: admin })).body.data;
    expect(stats).toMatchObject({ starts: 1, completions: 0 });
    expect(stats.funnel.map((f) => [f.no, f.position, f.tried, f.passed])).toEqual([
      [1002, 1, 1, 1],
      [1005, 2, 0, 0],
      [1006, 3, 0, 0],
    ]);

    const paid = await save({ id: set.id, title: '双指针专项', access: 'paid', product_id: '6', published: true, problem_ids: [ids[1002]] });
    expect(paid.body.data).toMatchObject({ access: 'paid', product_id: '6' });
    const rows = (await t.get<Page<AdminSetRow>>(`/api/admin/problemset/list?keyword=${encodeURIComponent('双指针')}`, { session: admin })).body.data;
    expect(rows.list).toEqual([expect.objectContaining({ id: set.id, problem_count: 1, learners: 1, access: 'paid' })]);
    expect((await t.post('/api/admin/problemset/delete', { session: admin, form: { id: set.id } })).body.code).toBe(2000);
    expect((await t.get(`/api/v1/problemset/detail?id=${set.id}`, { session: user })).body.code).toBe(4004);
    // every write left an audit line (create, two updates, delete)
    const audit = (await t.get<Page<{ action: string; actor_uid: string }>>(`/api/admin/audit/list?entity=problemset&entity_id=${set.id}`, { session: admin })).body.data;
    expect(audit.list.map((a) => a.action)).toEqual(['delete', 'update', 'update', 'create']);
    expect(audit.list.every((a) => a.actor_uid === admin.uid)).toBe(true);
  }, 120_000);

  it('lists on the admin list contract: counted columns sort both ways, the console filters narrow, unknown keys refused', async () => {
    const made = await save({ title: '排序专项', access: 'vip', published: false, order_value: 99, problem_ids: [ids[1001], ids[1002], ids[1005], ids[1006]] });
    expect(made.body.code).toBe(2000);
    const set = made.body.data;
    // one learner opens it
    const first = (await t.get<ProblemSetDetail>(`/api/v1/problemset/detail?id=${set.id}`, { session: admin })).body.data.sections.flatMap((x) => x.items)[0];
    await t.get(`/api/v1/problemset/item?item_id=${first.item_id}`, { session: admin });
    const path = '/api/admin/problemset/list';
    await expectSorted<AdminSetRow>(t, admin, path, 'problem_count', (r) => r.problem_count);
    await expectSorted<AdminSetRow>(t, admin, path, 'learners', (r) => r.learners);
    await expectSorted<AdminSetRow>(t, admin, path, 'order_value', (r) => r.order_value);
    await expectSorted<AdminSetRow>(t, admin, path, 'id', (r) => Number(r.id));
    const row = (await t.get<Page<AdminSetRow>>(`${path}?sort=learners&order=desc&title=${encodeURIComponent('排序')}`, { session: admin })).body.data.list;
    expect(row).toEqual([expect.objectContaining({ id: set.id, problem_count: 4, learners: 1 })]);
    const hidden = (await t.get<Page<AdminSetRow>>(`${path}?published=false&access=vip`, { session: admin })).body.data;
    expect(hidden.list.map((r) => r.id)).toEqual([set.id]);
    // no sort given: the order learners see (order_value ascending)
    const plain = (await t.get<Page<AdminSetRow>>(`${path}?page_size=100`, { session: admin })).body.data.list;
    expect(plain.at(-1)?.id).toBe(set.id);
    await expectListRefusals(t, admin, path, ['id', 'title', 'order_value', 'updated_at', 'created_at', 'problem_count', 'learners']);
    expect((await t.post('/api/admin/problemset/delete', { session: admin, form: { id: set.id } })).body.code).toBe(2000);
  });

  it('takes form bodies too: comma lists and sections as JSON text (the console sends forms)', async () => {
    const r = await t.post<AdminSetDetail>('/api/admin/problemset/save', {
      session: admin,
      form: { title: '表单题单', access: 'free', published: '0', tags: '甲,乙', problem_ids: `${ids[1001]},${ids[1005]}`, sections: JSON.stringify([{ title: '数组', guide: '', problem_ids: [ids[1002]] }]) },
    });
    expect(r.body.code).toBe(2000);
    expect(r.body.data).toMatchObject({ tags: ['甲', '乙'], published: false });
    expect(r.body.data.problems.map((p) => p.no)).toEqual([1001, 1005]);
    expect(r.body.data.sections.map((s) => s.problems.map((p) => p.no))).toEqual([[1002]]);
    const bad = await t.post('/api/admin/problemset/save', { session: admin, form: { title: 'x', access: 'free', published: '0', sections: '{not json' } });
    expect(bad.body).toMatchObject({ code: 4220, msg: '分区必须是列表' });
    await t.post('/api/admin/problemset/delete', { session: admin, form: { id: r.body.data.id } });
  });

  it('resolves pasted numbers and ids, reporting unknown ones and repeats', async () => {
    const r = await t.post<ResolveIdsResult>('/api/admin/problemset/resolve-ids', { session: admin, form: { text: `1001, 1002\n99999 1001；${ids[1003]} abc` } });
    expect(r.body.data.found.map((f) => f.no)).toEqual([1001, 1002, 1003]);
    expect(r.body.data.unknown).toEqual(['99999', 'abc']);
    expect(r.body.data.duplicates).toEqual(['1001']);
  });
});

describe('console: companies', () => {
  it('creates a company, edits frequencies, and imports CSV all-or-nothing with a line-by-line report', async () => {
    const c = (await t.post<AdminCompanyDetail>('/api/admin/problemset/company/save', { session: admin, form: { name: '美团', intro: '本地生活' } })).body.data;
    expect((await t.post('/api/admin/problemset/company/save', { session: admin, form: { name: '' } })).body.code).toBe(4220);
    const edit = await t.post<AdminCompanyDetail>('/api/admin/problemset/company/problems', {
      session: admin,
      json: { company_id: c.id, problems: [{ problem_id: ids[1002], freq_30d: 2, freq_90d: 5, freq_180d: 9, freq_all: 20, last_seen: '2026-10-01' }] },
    });
    expect(edit.body.data.problems).toEqual([expect.objectContaining({ no: 1002, freq_all: 20, last_seen: '2026-10-01' })]);
    const badFreq = await t.post('/api/admin/problemset/company/problems', { session: admin, json: { company_id: c.id, problems: [{ problem_id: ids[1002], freq_30d: -1, freq_90d: 0, freq_180d: 0, freq_all: 0, last_seen: '2026-13-45' }] } });
    expect(badFreq.body.code).toBe(4220);

    const imp = (csv: string) => t.post<CsvImportResult>('/api/admin/problemset/company/import', { session: admin, json: { company_id: c.id, csv } });
    const wrongHeader = await imp('no,freq\n1002,1');
    expect(wrongHeader.body).toMatchObject({ code: 4220, msg: 'CSV 表头必须是：problem_no,freq_30d,freq_90d,freq_180d,freq_all,last_seen' });
    expect((await imp('')).body.msg).toBe('CSV 内容为空');
    const bad = await imp(['problem_no,freq_30d,freq_90d,freq_180d,freq_all,last_seen', '1003,1,2,3,4,2026-09-01', '99999,1,1,1,1,', '1004,x,1,1,1,', '1005,1,1,1', '1003,1,1,1,1,', '1006,1,1,1,1,2026-02-30'].join('\n'));
    expect(bad.body.code).toBe(4220);
    expect(bad.body.msg).toBe('CSV 有 5 行错误，未导入任何数据');
    expect(bad.body.errors!.map((e) => e.message)).toEqual([
      '第3行：题号 99999 不存在',
      '第4行：频率必须是0-100000的整数',
      '第5行：应有6列，实际4列',
      '第6行：题号 1003 重复',
      '第7行：最近出现日期 2026-02-30 无效，应为 YYYY-MM-DD',
    ]);
    // nothing of the good line 2 was saved
    expect((await t.get<AdminCompanyDetail>(`/api/admin/problemset/company/detail?id=${c.id}`, { session: admin })).body.data.problems.map((p) => p.no)).toEqual([1002]);
    const good = await imp('\uFEFFproblem_no,freq_30d,freq_90d,freq_180d,freq_all,last_seen\r\n1003,1,2,3,4,2026-09-01\r\n1002,9,9,9,30,2026-11-01\r\n');
    expect(good.body.data).toEqual({ imported: 2, errors: [] });
    const d = (await t.get<AdminCompanyDetail>(`/api/admin/problemset/company/detail?id=${c.id}`, { session: admin })).body.data;
    expect(d.problems.map((p) => [p.no, p.freq_all, p.last_seen])).toEqual([
      [1002, 30, '2026-11-01'],
      [1003, 4, '2026-09-01'],
    ]);
    expect((await t.get<CompanyCard[]>('/api/v1/problemset/company/list', { session: user })).body.data.find((x) => x.id === c.id)?.problem_count).toBe(2);
    expect((await t.post('/api/admin/problemset/company/import', { session: admin, json: { company_id: '999', csv: 'a' } })).body.code).toBe(4004);
    expect((await t.post('/api/admin/problemset/company/delete', { session: admin, form: { id: c.id } })).body.code).toBe(2000);
    expect((await t.get(`/api/v1/problemset/company/detail?id=${c.id}`, { session: user })).body.code).toBe(4004);
  });
});
