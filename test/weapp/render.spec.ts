/** @jest-environment jsdom */
import { allPages } from './app-json';
import { createHarness, type WeappHarness } from './weapp-env';

// What each page shows to a visitor who is not signed in. A new page must add its line here.
const PUBLIC: Record<string, { query?: Record<string, string>; texts: string[] }> = {
  'pages/home/landing/index': { texts: ['码途 CodeTrek', '程序员的进阶之路', '登录开始学习', '尚未登录', '个人中心', '首页', '我的'] },
  'pages/login/dev/index': { query: { redirectUrl: '/user/center' }, texts: ['开发登录', '以普通学员登录', '以管理员登录'] },
  'pages/common/not-found/index': { query: { from: '/no/such' }, texts: ['404', '页面不存在', '没有找到 /no/such', '返回首页'] },
  // needs sign-in: the guard sends the visitor away (checked below), the shell shows its loading state
  'pages/user/center/index': { texts: ['加载中...', '首页', '我的'] },
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

  // (a page module runs once per test file, so this reads what the render above did)
  it('sent the signed-out visitor of the user centre to sign in, keeping the way back', () => {
    expect(h.navigations).toContainEqual(['redirectTo', '/pages/login/dev/index?redirectUrl=%2Fuser%2Fcenter']);
  });

  it('asked for the startup config at the configured API origin', () => {
    expect(h.requests.map((r) => r.url)).toContain('http://127.0.0.1:8080/config.json');
  });
});
