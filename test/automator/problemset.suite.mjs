// Problem sets: /problemset (free, paid and VIP sets with their progress) → 面试热题 (sections,
// items, 未开始) → an item: the OJ workspace inside the list → Accepted → the item and the set count
// it (round 1, 1/N); the paid set offers its product instead.
import { ensurePhone, expect, findText, onPage, until } from './helpers.mjs';
import { corePython, submitCode, TWO_SUM_PY } from './oj-workspace.mjs';

const SET = '面试热题';
const PAID = '大厂高频题单';

/** "solved/total" of the first progress bar under `el`. */
async function progressOf(el) {
  const m = /(\d+)\/(\d+)/.exec(await (await el.$('.ps-progress__text')).text());
  return m ? { solved: Number(m[1]), total: Number(m[2]) } : null;
}

export default async function problemsetSuite(mp, step, ctx) {
  let page;
  let total;
  await step('题单 lists the free, paid and VIP sets with counts and progress', async () => {
    await ensurePhone(mp, ctx);
    page = await mp.reLaunch('/pages/problemset/list/index');
    await findText(page, '.ps-list__tab--on', '题单');
    const card = await findText(page, '.ps-card', SET);
    const text = await card.text();
    expect(text.includes('免费') && /\d+ 题 · 简单 \d+ \/ 中等 \d+ \/ 困难 \d+/.test(text), `card "${text}"`);
    const p = await progressOf(card);
    expect(p && p.solved === 0 && p.total > 0, `card progress ${JSON.stringify(p)}`);
    total = p.total;
    expect((await (await findText(page, '.ps-card', PAID)).text()).includes('付费'), 'the paid set is not marked 付费');
    await findText(page, '.ps-card', '会员精选');
  });

  await step('the free set: sections with guides, its items, not started', async () => {
    await (await findText(page, '.ps-card', SET)).tap();
    page = await onPage(mp, 'pages/problemset/detail/index');
    await findText(page, '.ps-detail__title', SET);
    expect((await (await page.$('.ps-detail__round')).text()) === '未开始', 'the round is not 未开始');
    const hash = await findText(page, '.ps-section', '哈希');
    expect((await hash.text()).includes('用空间换时间'), 'no guide in the 哈希 section');
    const items = await page.$$('.ps-section__item');
    expect(items.length === total, `${items.length} items, the card said ${total}`);
    const row = await findText(page, '.ps-section__item', '两数之和');
    expect((await row.text()).includes('未开始') && /通过率/.test(await row.text()), `row "${await row.text()}"`);
    await findText(page, '.ps-detail__continue', '开始练习');
  });

  await step('an item opens the workspace inside the list with its position', async () => {
    await (await findText(page, '.ps-section__item', '两数之和')).tap();
    page = await onPage(mp, 'pages/problemset/item/index');
    expect(page.query.sid, `no set id in ${JSON.stringify(page.query)}`);
    await findText(page, '.ps-item__set', SET);
    await findText(page, '.ps-item__pos', `/${total}`);
    await findText(page, '.ps-item__section', '哈希');
    await corePython(page, 'def twoSum');
  });

  await step('Accepted inside the list marks the item passed and counts it', async () => {
    const verdict = await submitCode(page, TWO_SUM_PY);
    expect(verdict.includes('Accepted'), `verdict "${verdict}"`);
    await findText(page, '.ps-item__info .ps-state', '已通过', 20000);
    await findText(page, '.ps-item__round', '第 1 轮');
    const p = await progressOf(await page.$('.ps-item__progress'));
    expect(p && p.solved === 1 && p.total === total, `item progress ${JSON.stringify(p)}`);
  });

  await step('the set shows round 1, 1/N, the item passed and 继续', async () => {
    await (await page.$('.ps-item__set')).tap();
    page = await onPage(mp, 'pages/problemset/detail/index');
    await until(async () => (await (await page.$('.ps-detail__round'))?.text()) === '第 1 轮', 'round 1');
    const p = await progressOf(await page.$('.ps-detail__progress'));
    expect(p && p.solved === 1 && p.total === total, `set progress ${JSON.stringify(p)}`);
    const row = await findText(page, '.ps-section__item', '两数之和');
    expect((await row.text()).includes('已通过'), `row "${await row.text()}"`);
    await findText(page, '.ps-detail__continue', '继续');
    const hash = await progressOf(await findText(page, '.ps-section', '哈希'));
    expect(hash && hash.solved === 1, `哈希 section ${JSON.stringify(hash)}`);
  });

  await step('the paid set is locked with its price', async () => {
    page = await mp.reLaunch('/pages/problemset/list/index');
    await (await findText(page, '.ps-card', PAID)).tap();
    page = await onPage(mp, 'pages/problemset/detail/index');
    const buy = await (await until(() => page.$('.ps-detail__buy'), 'the purchase card')).text();
    expect(/购买「.+」后即可练习/.test(buy) && /购买 ¥\d+\.\d\d/.test(buy), `purchase card "${buy}"`);
  });
}
