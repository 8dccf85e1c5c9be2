/** @jest-environment jsdom */
import { createHarness, type WeappHarness } from './weapp-env';

const user = { uid: '10002', nick_name: '码途学员', head_img_url: '', telephone: '13800000002', admin: false, partner: false, bindFwh: false, created_at: '2025-01-01T00:00:00.000Z' };
const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();

const detail = {
  exam_id: '1',
  title: '算法基础能力测评',
  cover: '',
  tags: [{ id: '1', name: '动态规划', link: '/oj' }],
  access: 'free',
  start_at: iso(now - 86400_000),
  end_at: iso(now + 86400_000 * 30),
  duration: 60,
  item_count: 10,
  total_score: 100,
  phase: 'open',
  participants: 10,
  description: '覆盖复杂度分析与动态规划',
  attempts_allowed: 2,
  result_rule: 1,
  my_window: { start_at: iso(now - 86400_000), end_at: iso(now + 86400_000 * 30), duration: 60 },
  permit: { allowed: true, product_id: null },
  attempts: [],
  attempts_left: 2,
  best_score: null,
  running: null,
  result_visible: true,
  explain_open: false,
  topic_id: '9',
  server_time: iso(now),
};

const q = (no: number, type: number, title: string, over: Record<string, unknown> = {}) => ({
  item_id: String(no),
  no,
  type,
  title,
  content: `${title}的题干`,
  score: 10,
  options: [],
  blanks: 0,
  problem_id: null,
  code_mode: null,
  starter: '',
  tags: [],
  ...over,
});

const attempt = {
  submit_id: '5',
  exam_id: '1',
  attempt_no: 1,
  state: 'in_progress',
  started_at: iso(now - 60_000),
  deadline: iso(now + 59 * 60_000),
  server_time: iso(now),
  questions: [
    q(1, 1, '二分查找的时间复杂度', { options: [{ index: 0, text: 'O(1)' }, { index: 1, text: 'O(log n)' }] }),
    q(2, 3, '哈希表查找', {}),
    q(3, 4, '爬楼梯', { blanks: 1 }),
    q(4, 5, 'A+B 问题', { problem_id: '1', code_mode: 1 }),
  ],
  answers: { '1': { choice: 1 } },
  flags: ['2'],
  judgings: {},
};

const rank = {
  list: [
    { rank: 1, uid: '10003', nick_name: '刷题达人', head_img_url: '', score: 96, time_used_sec: 1200, submitted_at: iso(now) },
    { rank: 2, uid: '10002', nick_name: '码途学员', head_img_url: '', score: 90, time_used_sec: 1500, submitted_at: iso(now) },
    { rank: 2, uid: '10004', nick_name: '前端阿杰', head_img_url: '', score: 90, time_used_sec: 1500, submitted_at: iso(now) },
  ],
  total: 3,
  page_no: 1,
  page_size: 20,
  mine: { rank: 2, uid: '10002', nick_name: '码途学员', head_img_url: '', score: 90, time_used_sec: 1500, submitted_at: iso(now) },
};

const ok = (data: unknown): [number, unknown] => [200, { code: 2000, data, msg: 'ok' }];

// the same exam in 我的考试: open, not yet attempted (the server's row status is 'upcoming')
const mineRow = { exam_id: '1', title: '算法基础能力测评', cover: '', status: 'upcoming', phase: 'open', start_at: detail.start_at, end_at: detail.end_at, deadline: null, best_score: null, total_score: 100, attempts: 0 };

let h: WeappHarness;
beforeAll(() => {
  h = createHarness({ token: 'tok-weapp', uid: '10002', user, expiredIn: Date.now() + 7 * 86400_000, responseKey: 'x', noticeModalShown: true });
  h.respond((url) => {
    const path = url.replace('http://127.0.0.1:8080/api', '').split('?')[0];
    if (path === '/user') return ok(user);
    if (path === '/v1/exam/detail') return ok(detail);
    if (path === '/v1/exam/mine') return ok([mineRow]);
    if (path === '/v1/exam/attempt') return ok(attempt);
    if (path === '/v1/exam/rank') return ok(rank);
    if (path === '/v1/exam/answer') return ok({ saved_at: iso(now), deadline: attempt.deadline, server_time: iso(now) });
    if (path === '/v1/oj/languages') return ok([{ lang: 'cpp', name: 'C++17', version: '12', enabled: true, available: true, tpl: true, order_value: 1 }]);
    if (path === '/v1/oj/problem/snippet') return ok({ lang: 'cpp', code: 'int main() {}\n' });
    return undefined;
  });
});

describe('exams in the mini-program', () => {
  it('the cover shows the rules, window, questions, total score, attempts and the start button', async () => {
    const { comp, text } = await h.renderPage('pages/exam/cover/index', { eid: '1' });
    for (const t of ['算法基础能力测评', '动态规划', '60 分钟', '10 题', '100 分', '2 次（剩余 2 次）', '开始考试', '交卷后立即公布成绩', '考试说明']) expect(text()).toContain(t);
    // the description is markdown: it travels as rich-text nodes in the page data
    expect(JSON.stringify(comp.instance?.data ?? {})).toContain('覆盖复杂度分析与动态规划');
    expect(h.requests.some((r) => r.url.includes('/api/v1/exam/detail?exam_id=1'))).toBe(true);
  });

  it('/study/exam and the cover show the same state for the same exam (进行中)', async () => {
    const list = await h.renderPage('pages/study/exam/index');
    const status = (list.comp.dom as HTMLElement).querySelector('[class*="my-exams__status"]')?.textContent;
    const cover = await h.renderPage('pages/exam/cover/index', { eid: '1' });
    const facts = (cover.comp.dom as HTMLElement).querySelector('[class*="exam-cover__facts"]')?.textContent ?? '';
    expect(status).toBe('进行中');
    expect(facts).toContain(`状态${status}`);
  });

  it('the question page shows one question, the server countdown, the saved answer and the bottom navigator', async () => {
    const { comp, text } = await h.renderPage('pages/exam/question/index', { eid: '1' });
    for (const t of ['第 1 题', '单选题', '二分查找的时间复杂度', 'A', 'B', '剩余 5', '交卷', '上一题', '下一题', '1 / 4']) expect(text()).toContain(t);
    // options are markdown (math allowed): their text is in the rich-text nodes of the page data
    expect(JSON.stringify(comp.instance?.data ?? {})).toContain('O(log n)');
    expect(text()).not.toContain('哈希表查找');
    expect(h.requests.some((r) => r.url.includes('/api/v1/exam/attempt?exam_id=1'))).toBe(true);
  });

  it('the rank page lists scores and time used, ties share a rank, my row pinned', async () => {
    const { text } = await h.renderPage('pages/exam/rank/index', { eid: '1' });
    for (const t of ['刷题达人', '96 分', '20分0秒', '码途学员（我）', '前端阿杰', '共 3 人']) expect(text()).toContain(t);
    expect(text().match(/码途学员/g)!.length).toBe(2);
  });
});
