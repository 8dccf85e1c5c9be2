/** @jest-environment jsdom */
import { createHarness, type WeappHarness } from './weapp-env';

/** Training camp pages in the mini-program (path as a vertical list, report bars, rank), with the server's answers scripted. */
const user = {
  uid: '10040', nick_name: '训练营学员', head_img_url: '', telephone: '13800000040', admin: false, partner: false,
  bindFwh: true, vip: false, vip_until: null, created_at: '2025-01-01T00:00:00.000Z',
};
const ref = { course_id: '3', course_title: '算法训练营', cohort_id: '1', cohort_name: '第1期', start_at: '2026-11-04T00:00:00.000Z' };
const parts = (video: number | null, problem: number | null) => ({ video, problem, exam: null, task: null });
const gate = (id: string, title: string, state: string, score: number, extra: Record<string, unknown> = {}) => ({
  gate_id: id, title, summary: '', order_value: Number(id), level: Number(id) - 1, depends_on: id === '1' ? [] : [String(Number(id) - 1)], state, score, pass_score: 60,
  parts: parts(1, state === 'locked' ? 0 : 1), missing: [], rule_text: id === '1' ? '开放' : `通过「第${Number(id) - 1}关」`, items: [], ...extra,
});
const path = {
  ...ref, passed: 2, total: 4, total_score: 200, certificate: null,
  gates: [
    gate('1', '第1关 哈希表', 'passed', 100),
    gate('2', '第2关 双指针', 'passed', 100),
    gate('3', '第3关 阶段检测', 'in_progress', 50, { items: [{ kind: 'problem', id: '3', title: '反转链表', done: false, link: '/oj/problem/3', note: '未通过' }, { kind: 'exam', id: '1', title: '算法基础能力测评', done: false, link: '/exam/1', note: '未参加' }] }),
    gate('4', '第4关 动态规划', 'locked', 0, { missing: [{ type: 'gate_passed', text: '先通过关卡「第3关 阶段检测」', link: '/training/3/1?gate=3', alternative: false }] }),
  ],
};
const report = {
  ...ref, uid: '10040', nick_name: '训练营学员', total_score: 200, cohort_median_total: 150,
  gates: [
    { gate_id: '1', title: '第1关 哈希表', score: 100, pass_score: 60, state: 'passed', cohort_median: 100, feedback: { gate_id: '1', uid: '10040', content: '**哈希表**掌握扎实', approved: true, author_name: '码途管理员', updated_at: '2026-11-20T10:00:00.000Z' } },
    { gate_id: '2', title: '第2关 双指针', score: 100, pass_score: 60, state: 'passed', cohort_median: 75, feedback: null },
  ],
  weeks: [{ week: '2026-11-09', watched_minutes: 12, accepted: 2 }, { week: '2026-11-16', watched_minutes: 30, accepted: 1 }],
};
const me = { rank: 3, uid: '10040', nick_name: '训练营学员', head_img_url: '', total_score: 200, passed: 2, me: true };
const rank = {
  list: [
    { rank: 1, uid: '10041', nick_name: '闯关先锋', head_img_url: '', total_score: 400, passed: 4, me: false },
    { rank: 2, uid: '10042', nick_name: '算法新星', head_img_url: '', total_score: 300, passed: 3, me: false },
    me,
    { rank: 4, uid: '10043', nick_name: '夜跑程序员', head_img_url: '', total_score: 100, passed: 1, me: false },
    { rank: 4, uid: '10044', nick_name: '咖啡驱动', head_img_url: '', total_score: 100, passed: 1, me: false },
  ],
  total: 5, page_no: 1, page_size: 20, mine: me,
};
const ok = (data: unknown): [number, unknown] => [200, { code: 2000, data, msg: 'ok' }];

let h: WeappHarness;
beforeAll(() => {
  h = createHarness({ token: 'tok-weapp', uid: '10040', user, expiredIn: Date.now() + 7 * 86400_000, responseKey: 'x', noticeModalShown: true });
  h.respond((url) => {
    const p = url.replace('http://127.0.0.1:8080/api', '').split('?')[0];
    switch (p) {
      case '/user': return ok(user);
      case '/v1/training/path': return ok(path);
      case '/v1/training/report': return ok(report);
      case '/v1/training/rank': return ok(rank);
      default: return undefined;
    }
  });
});

describe('training camp pages in the mini-program', () => {
  it('/training/:cid/:gid draws the path as a vertical list with states, why-locked and the open gate’s content', async () => {
    const { text } = await h.renderPage('pages/training/path/index', { cid: '3', gid: '1' });
    for (const t of ['算法训练营', '第1期', '已通过 2/4 关', '闯关路径', '学习报告', '第1关 哈希表', '已通过', '第3关 阶段检测', '进行中', '解锁条件：通过「第2关」', '反转链表', '算法基础能力测评', '未参加', '第4关 动态规划', '未解锁', '未解锁：先通过关卡「第3关 阶段检测」']) {
      expect(text()).toContain(t);
    }
  });

  it('/training/:cid/:gid/report shows totals, bars against the cohort median, weekly study and feedback', async () => {
    const { text } = await h.renderPage('pages/training/report/index', { cid: '3', gid: '1' });
    for (const t of ['训练营学员 的学习报告', '我的总分', '200', '班级中位数', '150', '各关得分', '每周观看（分钟）', '11/16 周', '30', '每周新通过题目', '2 题', '老师反馈', '码途管理员', '已审核通过', '暂无反馈']) {
      expect(text()).toContain(t);
    }
  });

  it('/training/:cid/:gid/rank pins my row and shows shared ranks', async () => {
    const { text } = await h.renderPage('pages/training/rank/index', { cid: '3', gid: '1' });
    for (const t of ['名次', '闯关先锋', '400', '训练营学员（我）', '夜跑程序员', '咖啡驱动', '同分同名次']) expect(text()).toContain(t);
    expect(text().match(/训练营学员（我）/g)).toHaveLength(2); // pinned and in place
  });
});
