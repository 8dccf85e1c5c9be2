import { navLinks, userLinks, weappTabBar, tabRoutes } from '../../src/routes';
import { linkWidth, navRoom, splitNav, textWidth, MORE_WIDTH } from '../../src/components/header/nav-overflow';

describe('desktop header: one line, the rest in 更多 (issue 25)', () => {
  const links = navLinks();
  const total = links.reduce((w, l) => w + linkWidth(l.label), 0);

  it('lists every area in the header, reachable in one click or two (更多)', () => {
    expect(links.map((l) => l.path)).toEqual(['/oj', '/problemset', '/course', '/training/enrollment', '/study/exam', '/planet', '/service', '/vip']);
  });

  it.each([1024, 1280, 1440, 1920])('shows every label at %i px, signed in with the longest nickname', (width) => {
    const { shown, more } = splitNav(links, navRoom(width, true));
    expect(more).toEqual([]);
    expect(shown).toHaveLength(links.length);
  });

  it.each([768, 820, 900, 1000])('at %i px moves the labels that do not fit into 更多, in order, and the rest still fits', (width) => {
    const room = navRoom(width, true);
    expect(total).toBeGreaterThan(room);
    const { shown, more } = splitNav(links, room);
    expect(more.length).toBeGreaterThan(0);
    expect([...shown, ...more]).toEqual(links);
    expect(shown.reduce((w, l) => w + linkWidth(l.label), MORE_WIDTH)).toBeLessThanOrEqual(room);
  });

  it('a visitor (登录 instead of the user) has more room than a signed-in user', () => {
    expect(navRoom(900, false)).toBeGreaterThan(navRoom(900, true));
    expect(splitNav(links, navRoom(900, false)).shown.length).toBeGreaterThanOrEqual(splitNav(links, navRoom(900, true)).shown.length);
  });

  it('with no room at all everything is under 更多', () => {
    expect(splitNav(links, 10)).toEqual({ shown: [], more: links });
  });

  it('measures CJK characters as one em and Latin as about half', () => {
    expect(textWidth('题库')).toBe(30);
    expect(textWidth('OJ')).toBeLessThan(textWidth('题库'));
    // an emoji outside the BMP counts as one character, not two UTF-16 units
    expect(textWidth('🚀')).toBe(15);
  });
});

describe('user menu, drawer and hub links', () => {
  it('holds the SPEC labels; 兑换礼包 only for non-VIP users', () => {
    const labels = userLinks(false).map((l) => l.label);
    expect(labels).toEqual(['我的课程', '我的订单', '我的考试', '我的题单', '我的训练营', '个人信息', '消息', '兑换礼包']);
    expect(userLinks(true).map((l) => l.label)).not.toContain('兑换礼包');
  });
});

describe('tab bar from the route table', () => {
  it('has the main areas in order, and the weapp tabBar lists the same pages', () => {
    expect(tabRoutes('h5').map((r) => r.tab!.label)).toEqual(['首页', '题库', '学习', '星球', '我的']);
    for (const r of tabRoutes('h5')) expect(r.showTabBar).toBe(true);
    const bar = weappTabBar();
    expect(bar.custom).toBe(true);
    expect(bar.list).toEqual(tabRoutes('weapp').map((r) => ({ pagePath: r.page, text: r.tab!.label })));
  });
});
