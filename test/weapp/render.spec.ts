/** @jest-environment jsdom */
import { allPages } from './app-json';
import { createHarness, type WeappHarness } from './weapp-env';

// What each page shows to a visitor who is not signed in. A new page must add its line here.
// '正在加载' is the skeleton's hidden label (components/state/skeleton.tsx): a waiting page shows grey blocks, not 加载中 text.
const PUBLIC: Record<string, { query?: Record<string, string>; texts: string[] }> = {
  'pages/home/landing/index': { texts: ['码途 CodeTrek', '程序员的进阶之路', '登录开始学习', '一分钟了解码途', '题库', '题单', '训练营', '星球', '首页', '我的'] },
  'pages/login/dev/index': { query: { redirectUrl: '/user/center' }, texts: ['开发登录', '以普通学员登录', '以管理员登录'] },
  // public, offline: the error state with a retry
  'pages/common/contract/index': { query: { kind: 'privacy' }, texts: ['用户协议', '隐私政策', '服务器出错，请刷新页面重试！', '重试'] },
  'pages/common/not-found/index': { query: { from: '/no/such' }, texts: ['404', '页面不存在', '没有找到 /no/such', '返回首页'] },
  'pages/login/sign-in/index': {
    query: { redirectUrl: '/user/info' },
    texts: ['登录码途', '+86', '获取验证码', '登录', '或', '微信一键登录', '《用户协议》', '《隐私政策》'],
  },
  // needs sign-in: the guard signs the visitor in (checked below), the shell shows its loading state
  'pages/user/center/index': { texts: ['正在加载', '首页', '我的'] },
  'pages/user/info/index': { texts: ['正在加载'] },
  'pages/user/migrate/index': { texts: ['正在加载'] },
  // exams (signed in: render-exam.spec.ts) and training camps (render-training.spec.ts) need sign-in
  'pages/exam/cover/index': { query: { eid: '1' }, texts: ['正在加载'] },
  'pages/exam/question/index': { query: { eid: '1' }, texts: ['正在加载'] },
  'pages/exam/result/index': { query: { eid: '1' }, texts: ['正在加载'] },
  'pages/exam/explain/index': { query: { eid: '1' }, texts: ['正在加载'] },
  'pages/exam/rank/index': { query: { eid: '1' }, texts: ['正在加载'] },
  'pages/exam/comment/index': { query: { eid: '1' }, texts: ['正在加载'] },
  'pages/study/exam/index': { texts: ['正在加载'] },
  'pages/training/enrollment/index': { texts: ['正在加载'] },
  'pages/training/learnlog/index': { query: { cid: '3' }, texts: ['正在加载'] },
  'pages/training/path/index': { query: { cid: '3', gid: '1' }, texts: ['正在加载'] },
  'pages/training/class/index': { query: { cid: '3', gid: '1' }, texts: ['正在加载'] },
  'pages/training/report/index': { query: { cid: '3', gid: '1' }, texts: ['正在加载'] },
  'pages/training/rank/index': { query: { cid: '3', gid: '1' }, texts: ['正在加载'] },
  'pages/login/bind-phone/index': { query: { redirectUrl: '/user/info' }, texts: ['正在加载'] },
  // community (signed in: render-community.spec.ts); a visitor of a guarded page waits for sign-in
  'pages/community/planet/index': { texts: ['正在加载'] },
  'pages/community/topic/index': { query: { id: '12' }, texts: ['正在加载'] },
  'pages/community/topic-edit/index': { query: { cate: 'BgMA' }, texts: ['正在加载'] },
  'pages/community/notebook/index': { query: { id: '5' }, texts: ['正在加载'] },
  'pages/community/story/index': { texts: ['正在加载'] },
  'pages/community/about/index': { texts: ['正在加载'] },
  'pages/community/feedback/index': { texts: ['正在加载'] },
  'pages/community/qa/index': { texts: ['正在加载'] },
  // public, offline: the error state with a retry
  'pages/community/comment-square/index': { texts: ['服务器出错，请刷新页面重试！', '重试'] },
  // commerce (signed in: render-commerce.spec.ts); guarded, so a visitor waits for sign-in
  'pages/vip/home/index': { texts: ['正在加载'] },
  'pages/order/create/index': { query: { pid: '2' }, texts: ['正在加载'] },
  'pages/order/result/index': { query: { orderNo: 'CT20250101120000123456' }, texts: ['正在加载'] },
  'pages/user/order/index': { texts: ['正在加载'] },
  // partner pages (issue 17): guarded, so signed out they wait for the sign-in
  ...Object.fromEntries(['home', 'task-list', 'task', 'templates', 'oj-problem', 'bonus', 'review-list', 'review'].map((p) => [`pages/partner/${p}/index`, { texts: ['正在加载'] }])),
  'pages/user/gift/index': { texts: ['正在加载'] },
  // courses and study (signed in: render-courses.spec.ts); guarded pages wait for sign-in
  'pages/home/intro/index': { texts: ['码途是什么', '深度技能课', '直播与求职辅导'] },
  'pages/course/list/index': { texts: ['正在加载'] },
  'pages/course/intro/index': { query: { id: '1' }, texts: ['正在加载'] },
  'pages/course/lesson/index': { query: { id: '2' }, texts: ['正在加载'] },
  'pages/course/practice-task/index': { query: { courseId: '1' }, texts: ['正在加载'] },
  'pages/course/practice-discuz/index': { query: { courseId: '1' }, texts: ['正在加载'] },
  'pages/study/course/index': { texts: ['正在加载'] },
  'pages/service/home/index': { texts: ['正在加载'] },
  'pages/service/lesson/index': { query: { id: '1' }, texts: ['正在加载'] },
  'pages/service/subject/index': { texts: ['正在加载'] },
  'pages/service/topic/index': { texts: ['正在加载'] },
  'pages/service/task/index': { texts: ['正在加载'] },
  'pages/service/career/index': { texts: ['正在加载'] },
  // online judge (signed in: render-oj.spec.ts); guarded, so a visitor waits for sign-in
  'pages/oj/list/index': { texts: ['正在加载'] },
  'pages/oj/problem/index': { query: { pid: '1' }, texts: ['正在加载'] },
  'pages/oj/submissions/index': { texts: ['正在加载'] },
  'pages/oj/submission/index': { query: { sid: '1' }, texts: ['正在加载'] },
  'pages/study/problem/index': { texts: ['正在加载'] },
  // problem sets (signed in: render-problemset.spec.ts)
  'pages/problemset/list/index': { texts: ['正在加载'] },
  'pages/problemset/detail/index': { query: { id: '2' }, texts: ['正在加载'] },
  'pages/problemset/item/index': { query: { itemId: '1' }, texts: ['正在加载'] },
};

let h: WeappHarness;
beforeAll(() => {
  h = createHarness();
  h.respond(() => undefined); // offline: no page may depend on the network to render
});

describe('every mini-program page renders its content in miniprogram-simulate', () => {
  it('has a render expectation for every page of app.json', () => {
    expect(allPages().sort()).toEqual(Object.keys(PUBLIC).sort());
  });

  for (const [page, { query, texts }] of Object.entries(PUBLIC)) {
    it(page, async () => {
      const { text } = await h.renderPage(page, query);
      for (const t of texts) expect(text()).toContain(t);
    });
  }

  // (a page module runs once per test file, so this reads what the renders above did)
  it('signed the visitor of a guarded page in with wx.login -> /v1/login/mp, where it stood', () => {
    const mp = h.requests.filter((r) => r.url === 'http://127.0.0.1:8080/api/v1/login/mp');
    expect(mp.length).toBeGreaterThan(0);
    expect(mp[0]).toMatchObject({ method: 'POST', data: 'code=123456789' });
  });

  it('offline, that sign-in failed with a message and 重试; declining opened the phone sign-in with the way back', () => {
    expect(h.modals).toContainEqual({ title: '登录失败', content: '服务器出错，请刷新页面重试！' });
    expect(h.navigations).toContainEqual(['redirectTo', '/pages/login/sign-in/index?redirectUrl=%2Fuser%2Fcenter']);
  });

  it('a waiting page shows the skeleton (its hidden label), never 加载中 text (issue 25)', async () => {
    for (const [page, query] of [['pages/course/list/index', {}], ['pages/course/intro/index', { id: '1' }]] as const) {
      const { text } = await h.renderPage(page, query);
      expect(text()).toContain('正在加载');
      expect(text()).not.toContain('加载中');
    }
  });

  it('asked for the startup config at the configured API origin', () => {
    expect(h.requests.map((r) => r.url)).toContain('http://127.0.0.1:8080/config.json');
  });
});
