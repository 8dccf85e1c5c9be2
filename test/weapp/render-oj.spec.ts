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

const row = (no: number, title: string, over: Record<string, unknown> = {}) => ({
  problem_id: String(no - 1000),
  no,
  title,
  category_id: '1',
  category_name: '数学',
  level: 1,
  judge_type: 1,
  has_acm: true,
  has_tpl: false,
  free: true,
  submissions: 4,
  accepted: 3,
  acceptance: 0.75,
  status: 0,
  tags: ['数学', '模拟'],
  ...over,
});

const detail = {
  ...row(1001, 'A+B 问题'),
  time_limit: 1500,
  memory_limit: 268435456,
  acm_content_id: '1',
  tpl_content_id: null,
  code_mode: 1,
  content: '## 题目描述\n\n输入两个整数 $a, b$（$|a| \\le \\sqrt{10^9}$），输出它们的和。',
  samples: [{ input: '1 2', output: '3' }],
  solution_topic_id: null,
  has_data: true,
  tags: ['数学', '高精度'],
};

const langs = [
  { lang: 'cpp', name: 'C++17', version: '12.2.0', enabled: true, available: true, tpl: true, order_value: 2 },
  { lang: 'python', name: 'Python 3', version: '3.11.2', enabled: true, available: true, tpl: true, order_value: 4 },
];

const ok = (data: unknown): [number, unknown] => [200, { code: 2000, data, msg: 'ok' }];

let h: WeappHarness;
beforeAll(() => {
  h = createHarness({ token: 'tok-weapp', uid: '10002', user, expiredIn: Date.now() + 7 * 86400_000, responseKey: 'x', noticeModalShown: true });
  h.respond((url) => {
    const path = url.replace('http://127.0.0.1:8080/api', '').split('?')[0];
    if (path === '/user') return ok(user);
    if (path === '/v1/oj/problem/list') return ok({ list: [row(1001, 'A+B 问题', { status: 2 }), row(1002, '两数之和', { has_acm: false, has_tpl: true, acceptance: null, level: 2, status: 1, tags: ['数组', '哈希表'] })], total: 2, page_no: 1, page_size: 20 });
    if (path === '/v1/oj/categories') return ok([{ id: '1', name: '数学', order_value: 1, problem_count: 1 }]);
    if (path === '/v1/oj/permit') return ok({ allowed: true, via: 'free', expires_at: null });
    if (path === '/v1/oj/problem/detail') return ok(detail);
    if (path === '/v1/oj/languages') return ok(langs);
    if (path === '/v1/oj/submission/latest') return ok(null);
    if (path === '/v1/oj/problem/snippet') return ok({ lang: 'cpp', code: '#include <bits/stdc++.h>\nint main() {}\n' });
    return undefined;
  });
});

describe('OJ in the mini-program', () => {
  it('the problem bank lists problems with level, status, acceptance, tags and the filters; a tag in the page query filters it', async () => {
    // the mini-program hands page options over still percent-encoded
    const { text } = await h.renderPage('pages/oj/list/index', { tag: encodeURIComponent('数组'), level: '2' });
    for (const t of ['搜索', '分类', '数学', '难度', '简单', '中等', '困难', '状态', '已通过', '尝试过', '排序', '通过率', 'A+B 问题', '两数之和', '75.0%', '核心代码', '共 2 题', '模拟', '哈希表', '标签', '清除标签']) {
      expect(text()).toContain(t);
    }
    expect(text()).not.toContain('正在加载');
    const call = h.requests.find((r) => r.url.includes('/api/v1/oj/problem/list?'));
    expect(call!.header?.Authorization).toBe('tok-weapp');
    expect(call!.url).toContain(`tag=${encodeURIComponent('数组')}`);
    expect(call!.url).toContain('level=2');
    expect(call!.url).not.toContain('%25');
  });

  it('the problem page shows the statement, limits in s and MB, samples, the mode switch, languages and the editor', async () => {
    const { comp, text } = await h.renderPage('pages/oj/problem/index', { pid: '1' });
    for (const t of ['1001. A+B 问题', '题目描述', '官方题解', '题解', '讨论', '提交记录', '时间限制：1.5s', '内存限制：256MB', '高精度', '通过率：75.0%', '样例 1', 'ACM 模式', '核心代码模式', 'C++17', 'Python 3', 'Tab', '运行', '提交']) {
      expect(text()).toContain(t);
    }
    const calls = h.requests.map((r) => r.url);
    expect(calls.some((u) => u.includes('/api/v1/oj/permit?problem_id=1'))).toBe(true);
    expect(calls.some((u) => u.includes('/api/v1/oj/problem/detail?problem_id=1&code_mode=1'))).toBe(true);
    // the statement's math is typeset by KaTeX into rich-text nodes; \sqrt's svg is an img with a data URI
    const data = JSON.stringify(comp.instance?.data ?? {});
    for (const t of ['"katex"', 'mathnormal', 'hide-tail', '"katex-svg"', 'data:image/svg+xml;utf8,%3Csvg', 'width:400em']) expect(data).toContain(t);
    expect(data).not.toContain('$a, b$');
  });
});
