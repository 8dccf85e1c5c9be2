// The tab bar (issue 25): the mini-program's tabBar is custom — each tab page draws
// components/tab-bar itself — so switching tabs goes through a tap on that component (switchTab
// underneath). From the landing, every tab is tapped in turn: the page it opens, its content, the
// active tab of the bar on the new page, and that the page stack is just that tab page (switchTab,
// not navigateTo). Tapping the active tab stays put; 我的 signs the visitor in with wx.login.
import { expect, findText, onPage, sleep, until } from './helpers.mjs';

const TABS = [
  { name: 'home', label: '首页', page: 'pages/home/landing/index', content: '.landing-hero' },
  { name: 'ojList', label: '题库', page: 'pages/oj/list/index', content: '.oj-list__row' },
  { name: 'courseList', label: '学习', page: 'pages/course/list/index', content: '.course-card' },
  { name: 'planet', label: '星球', page: 'pages/community/planet/index', content: '.planet__board' },
  { name: 'userCenter', label: '我的', page: 'pages/user/center/index', content: '.user-center__nick' },
];

/** The bar on `page`: its labels in order and the active one. */
async function bar(page) {
  const items = await until(async () => {
    const els = await page.$$('.tab-bar__item');
    return els.length ? els : null;
  }, `the tab bar on ${page.path}`);
  const labels = [];
  for (const el of items) labels.push((await (await el.$('.tab-bar__label')).text()).trim());
  const active = await page.$('.tab-bar__item--active .tab-bar__label');
  return { labels, active: active ? (await active.text()).trim() : null };
}

async function tapTab(page, tab) {
  const item = await until(() => page.$(`.tab-bar__item--${tab.name}`), `the ${tab.label} tab on ${page.path}`);
  await item.tap();
}

/** After a tap: the tab's page, alone on the stack, showing its content and its tab active. */
async function opened(mp, tab) {
  const page = await onPage(mp, tab.page);
  await until(() => page.$(tab.content), `${tab.content} on ${tab.page}`);
  const stack = await mp.pageStack();
  expect(stack.length === 1 && stack[0].path === tab.page, `page stack ${stack.map((p) => p.path).join(' → ')}, expected only ${tab.page}`);
  const { labels, active } = await bar(page);
  expect(labels.join(' ') === TABS.map((t) => t.label).join(' '), `tab bar on ${tab.page}: ${labels.join(' ')}`);
  expect(active === tab.label, `active tab on ${tab.page} is "${active}", expected "${tab.label}"`);
  return page;
}

export default async function tabsSuite(mp, step) {
  let page;
  await step('the landing draws the tab bar: 首页 · 题库 · 学习 · 星球 · 我的, 首页 active', async () => {
    page = await mp.reLaunch('/pages/home/landing/index');
    page = await opened(mp, TABS[0]);
  });

  // 首页 → 题库 → 学习 → 星球 → 我的 → 首页, each tapped on the page the previous tap opened
  for (const tab of [...TABS.slice(1), TABS[0]]) {
    await step(`tap ${tab.label}: ${tab.page} opens with ${tab.label} active`, async () => {
      await tapTab(page, tab);
      page = await opened(mp, tab);
    });
  }

  await step('the pages show what their tab promises: 题库 the problems, 学习 the courses, 我的 the hub', async () => {
    await tapTab(page, TABS[1]);
    page = await opened(mp, TABS[1]);
    await findText(page, '.oj-list__row', '两数之和');
    await tapTab(page, TABS[2]);
    page = await opened(mp, TABS[2]);
    expect((await page.$$('.course-card')).length >= 2, 'fewer than two courses on 学习');
    await tapTab(page, TABS[4]);
    page = await opened(mp, TABS[4]);
    await findText(page, '.user-center__row', '我的订单');
  });

  await step('tapping the active tab stays on its page', async () => {
    await tapTab(page, TABS[4]);
    await sleep(500);
    const stack = await mp.pageStack();
    expect(stack.length === 1 && stack[0].path === TABS[4].page, `page stack ${stack.map((p) => p.path).join(' → ')}`);
  });
}
