/** @jest-environment jsdom */
import { createHarness, type WeappHarness } from './weapp-env';

/** The partner pages in the mini-program: a partner with both roles (and admin), server answers scripted. */
const user = {
  uid: '10001', nick_name: '码途管理员', head_img_url: '', telephone: '13800000001', admin: true, partner: true,
  bindFwh: false, vip: false, vip_until: null, created_at: '2025-01-01T00:00:00.000Z',
};
const promotion = {
  pmid: '7', uid: '10001', product_id: '1', product_name: '月度会员', code: 'ctadmin', rate_bp: 1000, enabled: true,
  link: '/ctadmin', mp_path: 'pages/home/landing/index?pm=ctadmin', created_at: '2025-01-01T00:00:00.000Z',
};
const claim = {
  claim_id: '31', task_id: '5', uid: '10001', state: 'changes_requested', expires_at: '2099-01-03T00:00:00.000Z', content: 'https://example.com/v1', template_id: null,
  note: '请补充 C++ 版本', reject_reason: null, created_at: '2025-01-01T00:00:00.000Z', task_title: '为「两数之和」编写 TPL 模板', task_kind: 'task',
  history: [
    { at: '2025-01-01T00:00:00.000Z', state: 'claimed', by: '10001', note: '' },
    { at: '2025-01-01T02:00:00.000Z', state: 'submitted', by: '10001', note: '' },
    { at: '2025-01-01T03:00:00.000Z', state: 'changes_requested', by: '10002', note: '请补充 C++ 版本' },
  ],
};
const task = {
  task_id: '5', kind: 'task', type: 'template', title: '为「两数之和」编写 TPL 模板', description: '为题目编写 Python 与 C++ 的核心代码模板。', reward_fen: 5000,
  deadline: '2099-02-01T00:00:00.000Z', slots: 3, claim_hours: 72, languages: ['python', 'cpp'], problem_ids: ['2'], tags: [], state: 'published', active_claims: 1,
  my_claim: claim, created_at: '2025-01-01T00:00:00.000Z',
};
const version = {
  template_id: '9', problem_id: '2', problem_title: '两数之和', uid: '10001', lang: 'python', version: 2, code: 'class Solution:\n    pass\n', solution: 'class Solution:\n    pass\n',
  info: null, problem_tags: ['数组', '哈希表'], state: 'pending', run_verdict: 'AC', review_note: '', claim_id: '31', created_at: '2025-01-02T00:00:00.000Z', reviewed_at: null,
};
const days = Array.from({ length: 30 }, (_, i) => ({ day: `2025-01-${String(i + 1).padStart(2, '0')}`, clicks: i % 4, orders: i === 29 ? 1 : 0, commission_fen: i === 29 ? 390 : 0 }));
const mpCode = {
  pmid: '7', url: '/api/v1/oss/file/partner/wxacode/7/release-ctadmin.png?expires=4102444800&sig=abc', expires_at: 4102444800000, scene: 'ctadmin', page: 'pages/home/landing/index',
};
const ok = (data: unknown): [number, unknown] => [200, { code: 2000, data, msg: 'ok' }];

let h: WeappHarness;
beforeAll(() => {
  h = createHarness({ token: 'tok-weapp', uid: '10001', user, admin: true, expiredIn: Date.now() + 7 * 86400_000, responseKey: 'x', noticeModalShown: true });
  h.respond((url) => {
    const path = url.replace('http://127.0.0.1:8080/api', '').split('?')[0];
    switch (path) {
      case '/user': return ok(user);
      case '/v1/user/partner/check': return ok({ partner: true });
      case '/v1/user/admin/check': return ok({ admin: true });
      case '/partner/me': return ok({ uid: '10001', status: 'active', roles: ['promoter', 'content'], lang_permits: ['python', 'cpp'], product_permits: ['1'] });
      case '/partner/promotion/balance': return ok({ pending_fen: 390, available_fen: 1200, paid_fen: 5000, payout_pending_fen: 0 });
      case '/partner/promotion/list': return ok([promotion]);
      case '/partner/promotion/bonus': return ok({ promotion, clicks: 45, signups: 6, paid_orders: 2, refunded_orders: 1, pending_fen: 390, available_fen: 0, paid_fen: 5000, days });
      case '/partner/promotion/mpcode': return ok(mpCode);
      case '/partner/promotion/touch': return ok({ exists: true });
      case '/partner/promotion/ledger':
        return ok({ list: [{ id: '1', uid: '10001', kind: 'commission', amount_fen: 390, available_at: '2099-01-08T00:00:00.000Z', state: 'pending', order_no: 'CT20250101120000000001', pmid: '7', note: '月度会员', created_at: '2025-01-01T00:00:00.000Z' }], total: 1, page_no: 1, page_size: 20 });
      case '/partner/task/list': return ok({ list: [task], total: 1, page_no: 1, page_size: 10 });
      case '/partner/task/detail': return ok({ ...task, my_claims: [claim] });
      case '/partner/oj/problem':
        return ok({ problem_id: '2', no: 1002, title: '两数之和', has_tpl: true, tpl_signature: '{"name":"twoSum"}', statement_acm: '', statement_tpl: '## 题目描述', tags: ['数组', '哈希表'], lang_permits: ['python', 'cpp'], versions: [version] });
      case '/partner/oj/template/list': return ok({ list: [version], total: 1, page_no: 1, page_size: 100 });
      case '/admin/partner/template/list': return ok({ list: [version], total: 1, page_no: 1, page_size: 100 });
      case '/admin/partner/template/detail': return ok({ ...version, info: { statement_acm: '', statement_tpl: '## 题目描述', tpl_signature: '', tags: ['哈希表', '查找'] } });
      default: return undefined;
    }
  });
});

describe('partner pages in the mini-program', () => {
  it('/partner shows roles, balances, content links and the promotion with its code and QR toggle', async () => {
    const { text } = await h.renderPage('pages/partner/home/index');
    for (const t of ['合伙人中心', '推广合伙人', '内容合伙人', '冻结中', '¥3.90', '可提现', '¥12.00', '已提现', '¥50.00', '任务与协作任务', '我的 OJ 模板', '模板审核（管理员）', '月度会员', '推广码 ctadmin', '佣金 10.00%', '小程序码与二维码', '推广收益']) {
      expect(text()).toContain(t);
    }
    // the codes open on demand in the list: no mini-program code asked for yet
    expect(h.requests.some((r) => r.url.includes('/partner/promotion/mpcode'))).toBe(false);
  });

  it('/partner/task lists tasks with reward, slots and my state', async () => {
    const { text } = await h.renderPage('pages/partner/task-list/index');
    for (const t of ['任务', '协作任务', '我的领取与贡献', '为「两数之和」编写 TPL 模板', '¥50.00', '名额 1/3', '我的状态：需修改']) expect(text()).toContain(t);
  });

  it('/partner/task/:taskId shows the task, the resubmit form, the review note and the history', async () => {
    const { text } = await h.renderPage('pages/partner/task/index', { taskId: '5' });
    for (const t of ['为「两数之和」编写 TPL 模板', '进行中', '奖励 ¥50.00', '按意见修改后重新提交', '提交审核', '审核意见：请补充 C++ 版本', '已领取', '待审核', '需修改', '编写题目 2 的模板']) {
      expect(text()).toContain(t);
    }
  });

  it('/partner/oj/problem/:problemId shows the permitted languages, both editors, the run and my versions', async () => {
    const { text } = await h.renderPage('pages/partner/oj-problem/index', { problemId: '2' });
    for (const t of ['1002 两数之和', '支持核心代码模式（TPL）', 'Python 3', 'C++', '初始模板（用户看到的代码）', '用模板写的参考解答（试运行用）', '试运行（全部测试数据）', '保存并提交审核', '我的版本', 'Python 3 第 2 版', '待审核', '知识点标签：数组、哈希表']) {
      expect(text()).toContain(t);
    }
  });

  it('/partner/oj/template lists my versions', async () => {
    const { text } = await h.renderPage('pages/partner/templates/index');
    for (const t of ['我的 OJ 模板', '两数之和 · Python 3', '第 2 版', '待审核']) expect(text()).toContain(t);
  });

  it('/partner/promotion/:pmid/bonus shows the mini-program code with a save action, the H5 link QR, the stats, the 30-day chart and the entries', async () => {
    const { comp, text } = await h.renderPage('pages/partner/bonus/index', { pmid: '7' });
    expect(h.requests.some((r) => r.url.includes('/partner/promotion/mpcode?pmid=7'))).toBe(true);
    for (const t of ['小程序码', '保存到相册', '微信扫码打开小程序', 'H5 链接二维码', '手机扫码打开 https://codetrek.cn/ctadmin']) expect(text()).toContain(t);
    expect(text()).not.toContain('下载小程序码');
    // the image is the stored PNG, with the API origin in front (the mini-program has no site origin)
    const rendered = JSON.stringify(comp.instance?.data ?? {});
    expect(rendered).toContain(`http://127.0.0.1:8080${mpCode.url}`);
    expect(rendered).toContain('partner-qr__cell--dark');
    for (const t of ['点击', '45', '注册/登录', '成交订单', '冻结中', '¥3.90', '其中 1 单已退款', '近 30 天', '每日点击', '每日佣金', '2025-01-01', '2025-01-30', '收益明细', '佣金 月度会员', 'CT20250101120000000001']) {
      expect(text()).toContain(t);
    }
  });

  // (one render per page and file: the simulator loads a page once)
  it('the landing page opened by a mini-program code reads `scene` and records the visit through the promotion', async () => {
    const before = h.requests.length;
    await h.renderPage('pages/home/landing/index', { scene: encodeURIComponent('ctadmin') });
    const touch = h.requests.slice(before).find((r) => r.url.endsWith('/api/partner/promotion/touch'));
    expect(touch).toBeDefined();
    expect(touch!.method).toBe('POST');
    const body = typeof touch!.data === 'string' ? Object.fromEntries(new URLSearchParams(touch!.data)) : (touch!.data as Record<string, string>);
    expect(body).toMatchObject({ code: 'ctadmin', channel: 'weapp' });
    expect(String(body.visitor_id)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('the admin-only practice routes: the review queue and one version with approve / reject', async () => {
    const list = await h.renderPage('pages/partner/review-list/index');
    for (const t of ['待审核', '已通过', '已驳回', '两数之和 · Python 3 第 2 版', '合伙人 10001', '试运行 AC']) expect(list.text()).toContain(t);
    const one = await h.renderPage('pages/partner/review/index', { templateId: '9' });
    for (const t of ['初始模板', '参考解答（已通过全部数据）', '通过', '驳回', '关联领取 #31']) expect(one.text()).toContain(t);
    // the proposed tags against the problem's: 查找 added, 数组 removed
    for (const t of ['题目信息修改（通过后应用到题目）', '知识点标签', '+ 查找', '数组', '题目现有：数组、哈希表']) expect(one.text()).toContain(t);
    expect(JSON.stringify(one.comp.instance?.data ?? {})).toContain('partner-review__tag--removed');
  });
});
