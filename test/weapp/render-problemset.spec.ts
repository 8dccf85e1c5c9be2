/** @jest-environment jsdom */
import { createHarness, type WeappHarness } from './weapp-env';

const user = {
  uid: '10002',
  nick_name: '码途学员',
  head_img_url: '',
  telephone: '13800000002',
  admin: false,
  partner: false,
  bindFwh: false,
  created_at: '2025-01-01T00:00:00.000Z',
};

const card = {
  id: '2',
  title: '面试热题',
  intro: '面试中最常考的经典题',
  cover: '',
  tags: ['经典', '入门'],
  access: 'free',
  product_id: '',
  problem_count: 3,
  level_mix: { 1: 2, 2: 0, 3: 1 },
  learners: 12,
  solved: 1,
  unlocked: true,
};

const item = (id: string, no: number, title: string, state: number) => ({ item_id: id, problem_id: String(no - 1000), no, title, level: 1, acceptance: 0.5, state });

const detail = {
  ...card,
  sections: [
    { section_id: '1', title: '哈希', guide: '用空间换时间', solved: 1, items: [item('11', 1002, '两数之和', 2), item('12', 1003, '反转链表', 3)] },
    { section_id: '2', title: '动态规划', guide: '定义状态', solved: 0, items: [item('13', 1008, '最长上升子序列', 1)] },
  ],
  round: 2,
  continue_item_id: '13',
  product: null,
};

const progress = {
  set_id: '2',
  round: 2,
  solved: 1,
  total: 3,
  states: {},
  sections: [],
  history: [
    { round: 1, started_at: '2026-10-01T00:00:00.000Z', reset_at: '2026-11-01T00:00:00.000Z', solved: 3 },
    { round: 2, started_at: '2026-11-01T00:00:00.000Z', reset_at: null, solved: 1 },
  ],
};

const ctx = {
  item_id: '13',
  set: { id: '2', title: '面试热题', access: 'free' },
  problem: { problem_id: '8', no: 1008, title: '最长上升子序列', level: 3 },
  section_title: '动态规划',
  position: 3,
  total: 3,
  solved: 1,
  round: 2,
  state: 1,
  prev_item_id: '12',
  next_item_id: '',
  next_unsolved_item_id: '',
  unlocked: true,
};

const problem = {
  problem_id: '8',
  no: 1008,
  title: '最长上升子序列',
  tags: ['动态规划', '二分查找'],
  category_id: '1',
  category_name: '动态规划',
  level: 3,
  judge_type: 1,
  has_acm: true,
  has_tpl: false,
  free: false,
  submissions: 4,
  accepted: 2,
  acceptance: 0.5,
  status: 1,
  time_limit: 1000,
  memory_limit: 268435456,
  acm_content_id: '1',
  tpl_content_id: null,
  code_mode: 1,
  content: '## 题目描述\n\n求最长上升子序列的长度。',
  samples: [{ input: '3\n1 3 2', output: '2' }],
  solution_topic_id: null,
  has_data: true,
};

const ok = (data: unknown): [number, unknown] => [200, { code: 2000, data, msg: 'ok' }];

let h: WeappHarness;
beforeAll(() => {
  h = createHarness({ token: 'tok-weapp', uid: '10002', user, expiredIn: Date.now() + 7 * 86400_000, responseKey: 'x', noticeModalShown: true });
  h.respond((url) => {
    const path = url.replace('http://127.0.0.1:8080/api', '').split('?')[0];
    if (path === '/user') return ok(user);
    if (path === '/v1/problemset/list') return ok([card, { ...card, id: '1', title: '大厂高频题单', access: 'paid', unlocked: false, solved: 0, tags: ['大厂'] }]);
    if (path === '/v1/problemset/detail') return ok(detail);
    if (path === '/v1/problemset/progress') return ok(progress);
    if (path === '/v1/problemset/item') return ok(ctx);
    if (path === '/v1/oj/permit') return ok({ allowed: true, via: 'oj', expires_at: null });
    if (path === '/v1/oj/problem/detail') return ok(problem);
    if (path === '/v1/oj/languages') return ok([{ lang: 'cpp', name: 'C++17', version: '12.2.0', enabled: true, available: true, tpl: true, order_value: 2 }]);
    if (path === '/v1/oj/submission/latest') return ok(null);
    if (path === '/v1/oj/problem/snippet') return ok({ lang: 'cpp', code: 'int main() {}\n' });
    return undefined;
  });
});

describe('problem sets in the mini-program', () => {
  it('the list shows the tabs, search, filters and cards with counts, level mix and my progress', async () => {
    const { text } = await h.renderPage('pages/problemset/list/index');
    for (const t of ['题单', '公司题库', '搜索', '全部', '免费', '会员', '付费', '我在学的', '面试热题', '大厂高频题单', '经典', '3 题', '简单 2 / 中等 0 / 困难 1', '12 人在学', '1/3']) {
      expect(text()).toContain(t);
    }
    expect(text()).not.toContain('加载中...');
  });

  it('the set page shows sections with guides, item states, the round, 继续 and 重置进度 with the history', async () => {
    const { text } = await h.renderPage('pages/problemset/detail/index', { id: '2' });
    for (const t of ['面试热题', '第 2 轮', '继续', '重置进度', '哈希', '用空间换时间', '两数之和', '已通过', '看过题解后通过', '动态规划', '尝试过', '第 1 轮：通过 3 题']) {
      expect(text()).toContain(t);
    }
    expect(h.requests.some((r) => r.url.includes('/api/v1/problemset/detail?id=2'))).toBe(true);
  });

  it('the item page shows the list header (set, 3/3, progress, navigation) above the OJ workspace', async () => {
    const { text } = await h.renderPage('pages/problemset/item/index', { itemId: '13', sid: '2' });
    for (const t of ['面试热题', '3/3', '动态规划', '尝试过', '第 2 轮', '上一题', '下一题', '下一道未完成', '1008. 最长上升子序列', '二分查找', '题目描述', '提交']) {
      expect(text()).toContain(t);
    }
    const calls = h.requests.map((r) => r.url);
    expect(calls.some((u) => u.includes('/api/v1/problemset/item?item_id=13&id=2'))).toBe(true);
    expect(calls.some((u) => u.includes('/api/v1/oj/problem/detail?problem_id=8'))).toBe(true);
  });
});
