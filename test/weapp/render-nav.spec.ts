/** @jest-environment jsdom */
import { readAppJson } from './app-json';
import { createHarness, type WeappHarness } from './weapp-env';

// Issue 25: the tab bar of the route table on every tab page, and 我的 (/user/center) as a hub.
const base = {
  uid: '10002',
  nick_name: '码途学员',
  head_img_url: '',
  telephone: '13800000002',
  admin: false,
  partner: false,
  bindFwh: false,
  vip: false,
  vip_until: null as string | null,
  created_at: '2025-01-01T00:00:00.000Z',
};
const ok = (data: unknown): [number, unknown] => [200, { code: 2000, data, msg: 'ok' }];
const page = <T,>(list: T[], total = list.length) => ({ list, total, page_no: 1, page_size: 1 });

/** simulate prefixes a page's classes with its component name (`main--tab-bar`) */
const $ = (root: unknown, cls: string) => (root as HTMLElement).querySelector(`.main--${cls}, .${cls}`);
const $$ = (root: unknown, cls: string) => Array.from((root as HTMLElement).querySelectorAll(`.main--${cls}, .${cls}`));

let user = { ...base };
/** 'full': a learner with something everywhere; 'empty': nothing yet; 'down': every count read fails */
let mode: 'full' | 'empty' | 'down' = 'full';
// the unread poll starts with the first page and keeps its rhythm (5 s): one count for the file
const unread = 5;
let h: WeappHarness;

beforeAll(() => {
  h = createHarness({ token: 'tok-weapp', uid: '10002', user, expiredIn: Date.now() + 7 * 86400_000, responseKey: 'x', noticeModalShown: true });
  h.respond((url) => {
    const path = url.replace('http://127.0.0.1:8080/api', '').split('?')[0];
    const rows = (n: number) => Array.from({ length: mode === 'full' ? n : 0 }, (_, i) => ({ id: String(i) }));
    if (path === '/user') return ok(user);
    if (path === '/v1/notice/unread') return ok({ total: unread, user: unread, system: 0, by_cate: {} });
    if (mode === 'down') return [200, { code: 5000, data: null, msg: '服务器出错，请刷新页面重试！' }];
    switch (path) {
      case '/v1/order/list': return ok(page(rows(1), mode === 'full' ? 7 : 0));
      case '/v1/study/course': return ok(rows(3));
      case '/v1/exam/mine': return ok(rows(2));
      case '/v1/problemset/mine': return ok(rows(4));
      case '/v1/training/enrollment': return ok(rows(1));
      // just enough for the other tab pages to render their lists
      case '/v1/oj/problem/list': return ok({ list: [], total: 0, page_no: 1, page_size: 20 });
      case '/v1/oj/permit': return ok({ allowed: true, via: 'free', expires_at: null });
      case '/v1/course/list': return ok({ categories: [], list: [], total: 0, page_no: 1, page_size: 20 });
      case '/v1/topic/list': return ok({ list: [], total: 0, page_no: 1, page_size: 20 });
      default: return ok([]);
    }
  });
});

beforeEach(() => {
  user = { ...base };
  mode = 'full';
  h.navigations.length = 0;
});

describe('the tab bar (route table)', () => {
  const TABS = ['首页', '题库', '学习', '星球', '我的'];

  it("app.json's tabBar lists the tab pages, custom-drawn, all in the main package", () => {
    const app = readAppJson() as ReturnType<typeof readAppJson> & { tabBar?: { custom: boolean; list: { pagePath: string; text: string }[] } };
    expect(app.tabBar?.custom).toBe(true);
    expect(app.tabBar?.list.map((t) => t.text)).toEqual(TABS);
    expect(app.tabBar?.list.map((t) => t.pagePath)).toEqual([
      'pages/home/landing/index',
      'pages/oj/list/index',
      'pages/course/list/index',
      'pages/community/planet/index',
      'pages/user/center/index',
    ]);
    for (const t of app.tabBar!.list) expect(app.pages).toContain(t.pagePath);
  });

  it.each(['pages/oj/list/index', 'pages/course/list/index', 'pages/community/planet/index', 'pages/user/center/index'])(
    '%s shows every tab, its own one active',
    async (p) => {
      const { comp, text } = await h.renderPage(p);
      for (const t of TABS) expect(text()).toContain(t);
      const active = $(comp.dom, 'tab-bar__item--active');
      expect($(active, 'tab-bar__label')?.textContent).toBe(TABS[['pages/home/landing/index', 'pages/oj/list/index', 'pages/course/list/index', 'pages/community/planet/index', 'pages/user/center/index'].indexOf(p)]);
      // icons are drawn with CSS, never a glyph or an emoji
      const icons = $$(comp.dom, 'tab-bar__icon');
      expect(icons).toHaveLength(TABS.length);
      for (const icon of icons) expect(icon.textContent).toMatch(/^(\d+|99\+)?$/);
    },
  );

  it('the unread count shows on 我的 without opening anything', async () => {
    const { comp } = await h.renderPage('pages/community/planet/index');
    const me = $(comp.dom, 'tab-bar__item--userCenter');
    expect($(me, 'notice-badge')?.textContent).toBe('5');
  });

  it('a tab switches with switchTab (tab pages are app.json tabBar pages)', async () => {
    const { comp } = await h.renderPage('pages/user/center/index');
    expect($(comp.dom, 'tab-bar__item--ojList')).toBeTruthy();
    comp.querySelector('.tab-bar__item--ojList')?.dispatchEvent('tap');
    await h.simulate.sleep(20);
    expect(h.navigations).toContainEqual(['switchTab', '/pages/oj/list/index']);
  });
});

describe('我的 hub', () => {
  it('shows the profile, the upgrade entry, counts and every entry, and no session facts', async () => {
    const { text } = await h.renderPage('pages/user/center/index');
    const t = text();
    for (const s of ['码途学员', '普通用户', '开通超级会员', '我的订单', '7', '我的课程', '我的考试', '我的题单', '我的训练营', '兑换礼包', '消息', '设置（昵称与头像）', '意见反馈', '用户协议与隐私政策', '关于码途', '退出登录']) {
      expect(t).toContain(s);
    }
    for (const s of ['UID', '10002', '138****0002', '有效期至', '登录有效期', 'token']) expect(t).not.toContain(s);
  });

  it('a member sees the membership and its end, and no gift link', async () => {
    user = { ...base, vip: true, vip_until: '2099-03-01T00:00:00.000Z' };
    const { text } = await h.renderPage('pages/user/center/index');
    expect(text()).toContain('超级会员 · 有效期至 2099-03-01');
    expect(text()).toContain('我的超级会员');
    expect(text()).not.toContain('兑换礼包');
    expect(text()).not.toContain('开通超级会员');
  });

  it('a user with nothing gets zeros and every link; failing reads only hide their numbers', async () => {
    mode = 'empty';
    let r = await h.renderPage('pages/user/center/index');
    const stats = () => $$(r.comp.dom, 'user-center__stat-n').map((e) => e.textContent);
    expect(stats()).toEqual(['0', '0', '0', '0']);
    expect(r.text()).toContain('我的训练营');
    mode = 'down';
    r = await h.renderPage('pages/user/center/index');
    expect(stats()).toEqual(['-', '-', '-', '-']);
    for (const s of ['我的订单', '我的课程', '退出登录']) expect(r.text()).toContain(s);
    expect(r.text()).not.toContain('重试');
  });

  it('a nickname of 10 emoji renders whole, its first emoji on the avatar', async () => {
    user = { ...base, nick_name: '🚀🐱🌟🍉🎈🧠💡📚🔥✅' };
    const { comp, text } = await h.renderPage('pages/user/center/index');
    expect(text()).toContain('🚀🐱🌟🍉🎈🧠💡📚🔥✅');
    expect($(comp.dom, 'avatar--text')?.textContent).toBe('🚀');
  });

  it('an entry opens its page with navigateTo, so back returns to the hub', async () => {
    const { comp } = await h.renderPage('pages/user/center/index');
    const rows = $$(comp.dom, 'user-center__row');
    const orders = rows.find((r) => r.textContent?.includes('我的订单'));
    expect(orders).toBeTruthy();
    comp.querySelector('.user-center__row')?.dispatchEvent('tap');
    await h.simulate.sleep(20);
    expect(h.navigations[0]?.[0]).toBe('navigateTo');
  });
});

describe('/about', () => {
  it('says what 码途 is, lists its areas and links story, feedback and the contract', async () => {
    const { text } = await h.renderPage('pages/community/about/index');
    for (const s of ['码途 CodeTrek', '算法题库', '题单', '训练营', '星球', '学员故事', '意见反馈', '用户协议与隐私政策']) expect(text()).toContain(s);
  });
});
