import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '../../types/api';
import type { ProblemRow, PermitCheck, SubmissionResult, SubmissionRow } from '../../types/oj';
import { ItemState, type CompanyCard, type CompanyDetail, type MySetRow, type ProblemSetCard, type ProblemSetDetail, type SetItemContext, type SetProgress } from '../../types/problemset';
import type { OrderPayResponse, OrderView } from '../../types/commerce';
import type { SessionInfo } from '../../types/user';
import { PermitService } from '../../server/src/modules/commerce/permit.service';
import { TestApp } from '../helpers/app';

const solution = (pkg: string) => readFileSync(join(__dirname, '../../server/seed/solutions', pkg, 'solution.py'), 'utf8');
const WRONG_TWO_SUM = 'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        return [0, 0]\n';

let t: TestApp;
let user: SessionInfo;
let admin: SessionInfo;
const ids: Record<number, string> = {};

async function judged(session: SessionInfo, problemNo: number, code: string): Promise<SubmissionResult> {
  const r = await t.post<{ submission_id: string }>('/api/v1/oj/submit', { session, form: { problem_id: ids[problemNo], lang: 'python', code_mode: 2, code } });
  if (r.body.code !== 2000) throw new Error(`submit failed: ${r.body.msg}`);
  for (let i = 0; i < 600; i++) {
    const res = await t.get<SubmissionResult>(`/api/v1/oj/submission/result?submission_id=${r.body.data.submission_id}`, { session });
    if (res.body.data.status === 'done') return res.body.data;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('not judged in time');
}

const get = async <T>(url: string, session = user) => (await t.get<T>(url, { session })).body;
const detail = (id: string, session = user) => get<ProblemSetDetail>(`/api/v1/problemset/detail?id=${id}`, session).then((b) => b.data);
const itemsOf = (d: ProblemSetDetail) => d.sections.flatMap((s) => s.items);

beforeAll(async () => {
  t = await TestApp.start();
  user = await t.devLogin('user');
  admin = await t.devLogin('admin');
  const page = await t.get<Page<ProblemRow>>('/api/v1/oj/problem/list?page_size=100', { session: user });
  for (const p of page.body.data.list) ids[p.no] = p.problem_id;
}, 60_000);
afterAll(() => t.close());

describe('lists', () => {
  it('lists the seeded sets with counts, level mix, access and my progress; searches and filters; visitors are refused', async () => {
    const list = (await get<ProblemSetCard[]>('/api/v1/problemset/list')).data;
    expect(list.map((s) => [s.title, s.access, s.unlocked])).toEqual([
      ['大厂高频题单', 'paid', false],
      ['面试热题 100', 'free', true],
      ['会员精选 · 难题突破', 'vip', false],
    ]);
    const hot = list[1];
    // 面试热题 100 is the classic bank (issue 13); without it, the four first seed problems with a classic title
    expect(hot).toMatchObject({ solved: 0, learners: 0, tags: ['经典', '入门'] });
    expect(hot.problem_count).toBeGreaterThanOrEqual(4);
    expect(hot.level_mix[1] + hot.level_mix[2] + hot.level_mix[3]).toBe(hot.problem_count);
    expect(list[0].product_id).toBe('6');
    expect((await get<ProblemSetCard[]>(`/api/v1/problemset/list?keyword=${encodeURIComponent('热题')}`)).data.map((s) => s.title)).toEqual(['面试热题 100']);
    expect((await get<ProblemSetCard[]>('/api/v1/problemset/list?access=vip')).data.map((s) => s.id)).toEqual([list[2].id]);
    expect((await get<ProblemSetCard[]>(`/api/v1/problemset/list?tag=${encodeURIComponent('高频')}`)).data.map((s) => s.id)).toEqual([list[0].id]);
    expect((await get('/api/v1/problemset/list?access=gold')).code).toBe(4220);
    expect((await t.get('/api/v1/problemset/list')).body.code).toBe(4001);
  });

  it('shows a set in sections with items in list order; unknown and malformed ids are clear errors', async () => {
    const d = await detail('2');
    expect(d.sections.map((s) => s.title).filter((x) => ['哈希', '链表', '二叉树', '动态规划'].includes(x))).toEqual(['哈希', '链表', '二叉树', '动态规划']);
    expect(d.sections[0].guide).toContain('空间换时间');
    // the classic bank's hundred, in its order; of the first seed problems those with a classic title
    expect(itemsOf(d).map((i) => i.no).filter((n) => n <= 1008)).toEqual([1002, 1003, 1004, 1008]);
    expect(itemsOf(d).every((i) => i.state === ItemState.NONE)).toBe(true);
    expect(d).toMatchObject({ round: 0, continue_item_id: itemsOf(d)[0].item_id, solved: 0 });
    const missing = await get('/api/v1/problemset/detail?id=999');
    expect(missing).toMatchObject({ code: 4004, msg: '题单不存在或已下架' });
    expect((await get('/api/v1/problemset/detail?id=abc')).code).toBe(4220);
    expect((await get('/api/v1/problemset/progress?id=999')).code).toBe(4004);
    expect((await t.post('/api/v1/problemset/reset', { session: user, form: { id: '999' } })).body.code).toBe(4004);
  });
});

describe('item in list context', () => {
  it('navigates by list order, never by problem id; refuses unknown items and items of another set', async () => {
    const paid = await detail('1', admin);
    const order = itemsOf(paid).filter((i) => i.no <= 1008);
    expect(order.map((i) => i.no)).toEqual([1003, 1006, 1007, 1004]);
    const third = (await get<SetItemContext>(`/api/v1/problemset/item?item_id=${order[2].item_id}`, admin)).data;
    // 区间求和 (1007) is followed by 翻转二叉树 (1004): the list's order, not the bank's
    const all = itemsOf(paid);
    const at = all.findIndex((i) => i.item_id === order[2].item_id);
    expect(third).toMatchObject({ position: at + 1, total: all.length, prev_item_id: all[at - 1].item_id, next_item_id: all[at + 1].item_id, section_title: '数组与矩阵', problem: { no: 1007 } });
    if (all.length === 4) expect(all[at + 1].no).toBe(1004);
    const last = (await get<SetItemContext>(`/api/v1/problemset/item?item_id=${all.at(-1)!.item_id}&id=1`, admin)).data;
    expect(last).toMatchObject({ position: all.length, next_item_id: '', next_unsolved_item_id: all[0].item_id });
    expect(await get(`/api/v1/problemset/item?item_id=${order[0].item_id}&id=2`)).toMatchObject({ code: 4004, msg: '该题目不属于当前题单' });
    expect(await get('/api/v1/problemset/item?item_id=99999')).toMatchObject({ code: 4004, msg: '题目不在题单中或已被移除' });
    expect((await get('/api/v1/problemset/item?item_id=x1')).code).toBe(4220);
  });
});

describe('progress layer', () => {
  it('tried -> passed as submissions are judged, list and detail follow at once; 继续 moves on', async () => {
    const d = await detail('2');
    const [first, second] = itemsOf(d);
    const ctx = (await get<SetItemContext>(`/api/v1/problemset/item?item_id=${first.item_id}&id=2`)).data;
    expect(ctx).toMatchObject({ round: 1, position: 1, total: itemsOf(d).length, state: ItemState.NONE, unlocked: true, next_item_id: second.item_id, next_unsolved_item_id: second.item_id });
    expect((await judged(user, 1002, WRONG_TWO_SUM)).verdict).toBe('WA');
    expect((await get<SetProgress>('/api/v1/problemset/progress?id=2')).data.states[first.item_id]).toBe(ItemState.TRIED);
    expect((await judged(user, 1002, solution('two-sum'))).verdict).toBe('AC');
    const after = await detail('2');
    expect(itemsOf(after)[0].state).toBe(ItemState.PASSED);
    expect(after).toMatchObject({ solved: 1, continue_item_id: second.item_id, round: 1, learners: 1 });
    expect(after.sections[0].solved).toBe(1);
    // a later wrong answer does not take the pass away
    await judged(user, 1002, WRONG_TWO_SUM);
    const p = (await get<SetProgress>('/api/v1/problemset/progress?id=2')).data;
    expect(p).toMatchObject({ round: 1, solved: 1, total: itemsOf(d).length });
    expect(p.sections.find((s) => s.section_id === after.sections[0].section_id)).toMatchObject({ solved: 1, total: 1 });
    const card = (await get<ProblemSetCard[]>('/api/v1/problemset/list')).data.find((s) => s.id === '2')!;
    expect(card.solved).toBe(1);
    const mine = (await get<MySetRow[]>('/api/v1/problemset/mine')).data;
    expect(mine).toEqual([expect.objectContaining({ id: '2', solved: 1, total: itemsOf(d).length, round: 1, continue_item_id: second.item_id })]);
  }, 120_000);

  it('marks 看过题解后通过 when a solution was opened in this round before the accepted submission', async () => {
    const s = await t.devLogin({ uid: '10006' });
    const second = itemsOf(await detail('2', s))[1];
    await get(`/api/v1/problemset/item?item_id=${second.item_id}`, s);
    expect((await t.post('/api/v1/problemset/solution-view', { session: s, form: { problem_id: ids[1003] } })).body.code).toBe(2000);
    expect((await t.post('/api/v1/problemset/solution-view', { session: s, form: { problem_id: '999999' } })).body.code).toBe(4004);
    // 反转链表 is in the free set 面试热题 100: open to a learner without any product
    expect((await judged(s, 1003, solution('reverse-list'))).verdict).toBe('AC');
    expect((await get<SetProgress>('/api/v1/problemset/progress?id=2', s)).data.states[second.item_id]).toBe(ItemState.PASSED_AFTER_SOLUTION);
  }, 120_000);

  it('重置进度 starts a fresh round, keeps the history of earlier rounds and every submission', async () => {
    const before = (await get<Page<SubmissionRow>>(`/api/v1/oj/submission/list?problem_id=${ids[1002]}`)).data.total;
    const r = await t.post<SetProgress>('/api/v1/problemset/reset', { session: user, form: { id: '2' } });
    expect(r.body.code).toBe(2000);
    expect(r.body.data).toMatchObject({ round: 2, solved: 0 });
    expect(Object.values(r.body.data.states).every((s) => s === ItemState.NONE)).toBe(true);
    expect(r.body.data.history).toEqual([
      expect.objectContaining({ round: 1, solved: 1, reset_at: expect.any(String) }),
      expect.objectContaining({ round: 2, solved: 0, reset_at: null }),
    ]);
    expect((await get<Page<SubmissionRow>>(`/api/v1/oj/submission/list?problem_id=${ids[1002]}`)).data.total).toBe(before);
    const d = await detail('2');
    expect(d).toMatchObject({ round: 2, solved: 0, continue_item_id: itemsOf(d)[0].item_id });
    // the new round counts new submissions only
    expect((await judged(user, 1002, solution('two-sum'))).verdict).toBe('AC');
    expect((await get<SetProgress>('/api/v1/problemset/progress?id=2')).data).toMatchObject({ round: 2, solved: 1 });
    expect((await t.post('/api/v1/problemset/reset', { session: user, form: { id: 'x' } })).body.code).toBe(4220);
  }, 120_000);
});

describe('permits', () => {
  it('a paid set opens its problems to holders of the set product bought through checkout, without the OJ product', async () => {
    const s = await t.devLogin({ uid: '10011' });
    const paidItems = itemsOf(await detail('1', s));
    const permit = (pid: string) => get<PermitCheck>(`/api/v1/oj/permit?problem_id=${pid}`, s).then((b) => b.data);
    expect((await detail('1', s)).unlocked).toBe(false);
    expect((await detail('1', s)).product).toMatchObject({ product_id: '6', price_fen: 4900 });
    expect((await permit(ids[1006])).allowed).toBe(false);
    const locked = (await get<SetItemContext>(`/api/v1/problemset/item?item_id=${paidItems[1].item_id}`, s)).data;
    expect(locked).toMatchObject({ unlocked: false, round: 0 });
    const o = (await t.post<OrderView>('/api/v1/order/create', { session: s, form: { product_id: '6' } })).body.data;
    const pay = (await t.post<OrderPayResponse>('/api/v1/order/pay', { session: s, form: { order_no: o.order_no, pay_channel: 'sandbox' } })).body.data;
    if (pay.action.type !== 'sandbox') throw new Error('expected the sandbox cashier');
    expect((await t.post('/api/v1/pay/sandbox/confirm', { session: s, form: { order_no: o.order_no, ticket: pay.action.ticket } })).body.code).toBe(2000);
    expect((await detail('1', s)).unlocked).toBe(true);
    expect(await permit(ids[1006])).toMatchObject({ allowed: true, via: 'problemset' });
    // a problem of no paid set (and not in the free set) stays closed
    expect((await permit(ids[1005])).allowed).toBe(false);
    expect((await t.app.get(PermitService).ojPermit(s.uid)).granted).toBe(false);
    expect((await judged(s, 1006, solution('transpose-matrix'))).verdict).toBe('AC');
  }, 120_000);

  it('a VIP set is open to VIP members only', async () => {
    const s = await t.devLogin({ uid: '10012' });
    expect((await detail('3', s)).unlocked).toBe(false);
    await t.app.get(PermitService).grant(s.uid, { kind: 'vip' }, 30, 'admin:test');
    expect((await detail('3', s)).unlocked).toBe(true);
  });
});

describe('contract', () => {
  it('publishes every problem-set call in the OpenAPI document', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs-json' })).json() as { paths: Record<string, unknown> };
    const paths = ['list', 'detail', 'item', 'progress', 'reset', 'company/list', 'company/detail'].map((p) => `/api/v1/problemset/${p}`);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([...paths, '/api/admin/problemset/save', '/api/admin/problemset/company/import', '/api/admin/problemset/stats']));
  });
});

describe('company sets', () => {
  it('lists companies; frequency and last-seen only for VIP, who sort and filter by window', async () => {
    const list = (await get<CompanyCard[]>('/api/v1/problemset/company/list')).data;
    expect(list.map((c) => c.name)).toEqual(['字节跳动', '腾讯']);
    expect(list[1].problem_count).toBeGreaterThanOrEqual(4);
    const tencent = list[1].id;
    const plain = (await get<CompanyDetail>(`/api/v1/problemset/company/detail?id=${tencent}&window=30d&sort=frequency`)).data;
    expect(plain.frequency_visible).toBe(false);
    expect(plain.problems.map((p) => p.no).filter((n) => n <= 1008)).toEqual([1002, 1004, 1005, 1006]);
    expect(plain.problems.every((p) => p.frequency === null && p.last_seen === null)).toBe(true);
    const vip = await t.devLogin({ uid: '10013' });
    await t.app.get(PermitService).grant(vip.uid, { kind: 'vip' }, 30, 'admin:test');
    const d = (await get<CompanyDetail>(`/api/v1/problemset/company/detail?id=${tencent}&window=30d`, vip)).data;
    expect(d.frequency_visible).toBe(true);
    // problems not asked in the last 30 days drop out; most frequent first
    expect(d.problems.filter((p) => p.no <= 1008).map((p) => [p.no, p.frequency])).toEqual([
      [1002, 7],
      [1004, 4],
    ]);
    const all = (await get<CompanyDetail>(`/api/v1/problemset/company/detail?id=${tencent}&window=all&sort=last_seen`, vip)).data;
    expect(all.problems.filter((p) => p.no <= 1008).map((p) => p.last_seen)).toEqual(['2026-11-12', '2026-10-30', '2026-08-17', '2026-05-02']);
    expect((await get(`/api/v1/problemset/company/detail?id=${tencent}&window=7d`)).code).toBe(4220);
    expect((await get('/api/v1/problemset/company/detail?id=999')).code).toBe(4004);
  });
});
