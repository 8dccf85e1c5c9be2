// Exams: 我的考试 → the free exam's cover → 开始考试 (modal confirmed) → answer every question the
// suite knows (choices by their text, true/false, the blank) → autosaved, the navigator counts them
// → 交卷 → the score is the sum of those questions' points → the cover shows the attempt.
import { ensurePhone, expect, findText, MODAL_CONFIRMED, onPage, until, withMocks } from './helpers.mjs';

const EXAM = '算法基础能力测评';
/** Right answers of the seeded questions by title (options are shuffled: chosen by text). */
const RIGHT = {
  稳定的排序算法: { options: ['归并排序'] },
  栈的特点: { options: ['后进先出'] },
  队列的特点: { options: ['先进先出'] },
  动态规划的要素: { options: ['最优子结构', '重叠子问题', '无后效性'] },
  线性数据结构: { options: ['数组', '链表', '栈'] },
  哈希表查找: { options: ['正确'] },
  递归求斐波那契: { options: ['错误'] },
  爬楼梯: { blank: '8' },
};

/** Answers the question on screen if the suite knows it; returns its points (0 when skipped). */
async function answer(page) {
  const title = (await (await page.$('.exam-q__title')).text()).trim();
  const right = RIGHT[title];
  if (!right) return { title, points: 0 };
  const points = Number((await (await page.$('.exam-q__score')).text()).replace(/\D/g, ''));
  if (right.blank) {
    await (await page.$('.exam-q__input')).input(right.blank);
  } else {
    for (const want of right.options) {
      const option = await until(async () => {
        for (const el of await page.$$('.exam-q__option')) if ((await el.text()).replace(/^[A-H]/, '').trim() === want) return el;
        return null;
      }, `option "${want}" of "${title}"`);
      await option.tap();
    }
    const on = await page.$$('.exam-q__option--on');
    expect(on.length === right.options.length, `"${title}": ${on.length} options marked, expected ${right.options.length}`);
  }
  return { title, points };
}

export default async function examSuite(mp, step, ctx) {
  let page;
  await step('我的考试 lists the free exam, not yet attempted', async () => {
    await ensurePhone(mp, ctx);
    page = await mp.reLaunch('/pages/study/exam/index');
    const card = await findText(page, '.my-exams__card', EXAM);
    const text = await card.text();
    expect(text.includes('尚未作答') && /满分 \d+/.test(text), `card "${text}"`);
    await card.tap();
  });

  let total;
  await step('the cover shows the facts and the rules', async () => {
    page = await onPage(mp, 'pages/exam/cover/index');
    await findText(page, '.exam-page__title', EXAM);
    const facts = await (await until(() => page.$('.exam-cover__facts'), 'the facts')).text();
    expect(facts.includes('10 题') && facts.includes('60 分钟') && facts.includes('2 次（剩余 2 次）') && facts.includes('—'), `facts "${facts}"`);
    total = Number(/总分\s*(\d+) 分/.exec(facts)?.[1]);
    expect(total === 100, `total ${total} in "${facts}"`);
  });

  await step('开始考试 (confirmed in the modal) opens the first question with the clock', async () => {
    await withMocks(mp, { showModal: MODAL_CONFIRMED }, async () => {
      await (await findText(page, '.exam-cover__start', '开始考试')).tap();
      page = await onPage(mp, 'pages/exam/question/index');
      await findText(page, '.exam-bar__title', '第 1 次作答');
    });
    await findText(page, '.exam-q__no', '第 1 题');
    expect(/剩余 (1:00:00|(0:)?59:\d\d)$/.test(await (await page.$('.exam-bar__clock')).text()), 'no countdown near 60 minutes');
  });

  let expected = 0;
  let answered = 0;
  await step('every known question is answered (choices, true/false, the blank) and autosaved', async () => {
    for (let n = 1; n <= 10; n++) {
      await findText(page, '.exam-q__no', `第 ${n} 题`);
      const { points } = await answer(page);
      if (points) {
        expected += points;
        answered++;
      }
      if (n < 10) await (await findText(page, '.exam-mobile__bottom .btn', '下一题')).tap();
    }
    expect(answered >= 7, `only ${answered} questions answered`);
    await findText(page, '.exam-bar__save', '已自动保存', 15000);
  });

  await step('the navigator counts the answered questions', async () => {
    await (await page.$('.exam-mobile__pos')).tap();
    const summary = await findText(page, '.exam-nav__summary', '已答');
    expect((await summary.text()).includes(`已答 ${answered}/10`), `navigator "${await summary.text()}"`);
    expect((await page.$$('.exam-nav__cell--done')).length === answered, 'done cells differ from the answered count');
    await (await page.$$('.exam-nav__cell'))[0].tap();
    await findText(page, '.exam-q__no', '第 1 题');
  });

  await step('交卷 (confirmed) shows the score: the points of the answered questions', async () => {
    await withMocks(mp, { showModal: MODAL_CONFIRMED }, async () => {
      await (await findText(page, '.exam-bar__submit', '交卷')).tap();
      page = await onPage(mp, 'pages/exam/result/index', 30000);
    });
    const big = await (await until(() => page.$('.exam-result__big'), 'the score')).text();
    expect(big.replace(/\s/g, '') === `${expected}/${total}分`, `score "${big}", expected ${expected} / ${total}`);
    const rows = await page.$$('.exam-result__row');
    expect(rows.length === 10, `${rows.length} rows in 每题得分`);
    const ok = await page.$$('.exam-result__item-score--ok');
    expect(ok.length === answered, `${ok.length} questions marked right, ${answered} answered`);
  });

  await step('the cover shows the attempt, its score and one attempt left', async () => {
    page = await mp.reLaunch(`/pages/exam/cover/index?eid=${page.query.eid}`);
    const facts = await (await until(() => page.$('.exam-cover__facts'), 'the facts')).text();
    expect(facts.includes('剩余 1 次') && facts.includes(`${expected} 分`), `facts "${facts}"`);
    const attempt = await findText(page, '.exam-cover__attempt', '第 1 次');
    expect((await attempt.text()).includes(`${expected} 分`), `attempt "${await attempt.text()}"`);
  });
}
