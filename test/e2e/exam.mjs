// Chromium journey of exams (issue 14), CI. Desktop 1280 px: /study/exam -> the free exam's cover
// -> start -> answer choice and fill-in questions -> reload: answers restored -> solve the A+B
// programming question in the OJ split (real judge) -> hand in -> score per item and knowledge
// report -> rank with my row -> explanations locked while the window runs; the VIP exam shows the
// no-permission panel. Mobile 375 px: one question per screen, bottom navigator, reload restores,
// hand in. Admin: creates an exam with items, sees a learner's submit, closes the window so the
// explanations open. Prints "N passed, N failed".
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { examAdminJourney } from './exam-admin.mjs';
import { createSteps, devSignIn, launchChromium, root, startServer } from './server.mjs';

const shots = join(root, '.artifacts/e2e');
mkdirSync(shots, { recursive: true });

const CPP = '#include <bits/stdc++.h>\nusing namespace std;\nint main() {\nlong long a, b;\nwhile (cin >> a >> b) cout << a + b << "\\n";\nreturn 0;\n}\n';

const { step, finish } = createSteps();
export function expect(cond, msg) {
  if (!cond) throw new Error(msg);
}

const server = await startServer({ JUDGE_DATA_DIR: mkdtempSync(join(tmpdir(), 'codetrek-exam-e2e-')) });
const browser = await launchChromium();

export const signIn = devSignIn;

/** Taro's H5 modal: press its confirm button. */
async function confirmModal(page, label) {
  // the modal is appended last to the page; its confirm button reads exactly the label
  const btn = page.getByText(label, { exact: true }).last();
  await btn.waitFor({ timeout: 10000 });
  await btn.click();
}

/** Goes to the question with this type label via the navigator (desktop) and returns its number. */
async function questionOfType(page, typeLabel) {
  const cells = page.locator('.exam-nav__cell');
  const n = await cells.count();
  for (let i = 0; i < n; i++) {
    await cells.nth(i).click();
    if ((await page.locator('.exam-q__head .tag').innerText()).includes(typeLabel)) return i;
  }
  throw new Error(`no ${typeLabel}`);
}

let examId = '';
try {
  {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'zh-CN' });
    await ctx.addInitScript(() => localStorage.setItem('noticeModalShown', JSON.stringify({ data: true })));
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    console.log('desktop (1280px)');

    await step('desktop: 考试 in the header (我的考试) lists the free exam; its cover shows the rules', async () => {
      await signIn(page, server.url, 'user', '/study/exam');
      await page.locator('.my-exams__card').filter({ hasText: '算法基础能力测评' }).waitFor({ timeout: 20000 });
      // the header's 考试 leads here; the page is titled from the route table
      expect((await page.title()).includes('我的考试'), `title ${await page.title()}`);
      expect((await page.locator('.header >> visible=true').innerText()).includes('考试'), 'header label 考试 missing');
      await page.locator('.my-exams__card').filter({ hasText: '算法基础能力测评' }).click();
      await page.waitForURL(/\/exam\/\d+$/, { timeout: 15000 });
      examId = page.url().match(/\/exam\/(\d+)/)[1];
      await page.locator('.exam-cover__facts').waitFor({ timeout: 15000 });
      const text = await page.locator('#app').innerText();
      for (const t of ['60 分钟', '10 题', '100 分', '剩余 2 次', '开始考试', '交卷后立即公布成绩']) expect(text.includes(t), `cover misses ${t}`);
      await page.screenshot({ path: join(shots, 'exam-desktop-cover.png') });
    });

    await step('desktop: start; answer a single choice, a true/false and the fill-in; autosaved', async () => {
      await page.locator('.exam-cover__start').click();
      await confirmModal(page, '开始');
      await page.waitForURL(/\/exam\/\d+\/question/, { timeout: 15000 });
      await page.locator('.exam-nav__cell').first().waitFor({ timeout: 15000 });
      expect((await page.locator('.exam-nav__cell').count()) === 10, 'expected 10 questions');
      await page.locator('.exam-bar__clock').getByText(/剩余 (59|60):/).waitFor({ timeout: 5000 });
      await questionOfType(page, '单选题');
      await page.locator('.exam-q__option').nth(1).click();
      await questionOfType(page, '判断题');
      await page.locator('.exam-q__option').filter({ hasText: '错误' }).click();
      await page.locator('.exam-q__flag').click();
      await questionOfType(page, '填空题');
      await page.locator('.exam-q__input input, input.exam-q__input').first().fill('八');
      await page.locator('.exam-bar__save').getByText('已自动保存').waitFor({ timeout: 10000 });
      expect((await page.locator('.exam-nav__cell--done').count()) === 3, 'three answered in the navigator');
      expect((await page.locator('.exam-nav__cell--flag').count()) === 1, 'one flagged');
    });

    await step('desktop: reload — answers, flag and the countdown come back from the server', async () => {
      await page.reload();
      await page.locator('.exam-nav__cell').first().waitFor({ timeout: 15000 });
      expect((await page.locator('.exam-nav__cell--done').count()) === 3, 'answers not restored');
      expect((await page.locator('.exam-nav__cell--flag').count()) === 1, 'flag not restored');
      await questionOfType(page, '填空题');
      expect((await page.locator('.exam-q__input input, input.exam-q__input').first().inputValue()) === '八', 'fill-in not restored');
      await questionOfType(page, '判断题');
      expect((await page.locator('.exam-q__option--on').innerText()).includes('错误'), 'true/false not restored');
    });

    await step('desktop: the A+B question opens in the OJ split; C++ judged Accepted', async () => {
      const cells = page.locator('.exam-nav__cell');
      for (let i = 0; i < 10; i++) {
        await cells.nth(i).click();
        if ((await page.locator('.exam-q__title').innerText()).includes('A+B')) break;
      }
      await page.locator('.split__bar').waitFor({ timeout: 10000 });
      await page.locator('.cm-content').waitFor({ timeout: 20000 });
      await page.locator('.oj-editor__lang').filter({ hasText: /^C\+\+/ }).first().click();
      await page.locator('.cm-content').click();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Delete');
      await page.keyboard.insertText(CPP);
      await page.locator('.oj-editor__submit').click();
      await page.locator('.oj-result__verdict').getByText('Accepted').waitFor({ timeout: 60000 });
      await page.locator('.exam-program__verdict').getByText('通过').waitFor({ timeout: 15000 });
      await page.screenshot({ path: join(shots, 'exam-desktop-program.png') });
    });

    await step('desktop: hand in after confirming; the result shows the score per item and the knowledge report', async () => {
      await page.locator('.exam-bar__submit').click();
      await confirmModal(page, '交卷');
      await page.waitForURL(/\/exam\/\d+\/result/, { timeout: 15000 });
      await page.locator('.exam-result__big').waitFor({ timeout: 15000 });
      const score = Number((await page.locator('.exam-result__big').innerText()).match(/\d+/)[0]);
      expect(score >= 20 + 10, `score ${score} should count A+B (20) and the fill-in (10)`);
      expect((await page.locator('.exam-result__row').count()) === 10, 'ten items');
      await page.locator('.exam-result__tag').first().waitFor();
      await page.screenshot({ path: join(shots, 'exam-desktop-result.png') });
    });

    await step('desktop: rank lists everyone with my row pinned; explanations wait for the window end', async () => {
      await page.locator('.exam-tabs__tab').filter({ hasText: '排名' }).click();
      await page.locator('.exam-rank__row--mine').first().waitFor({ timeout: 15000 });
      expect((await page.locator('.exam-rank__row').count()) >= 11, 'rank rows');
      await page.locator('.exam-tabs__tab').filter({ hasText: '解析' }).click();
      await page.getByText('考试结束后才能查看解析').waitFor({ timeout: 15000 });
    });

    await step('desktop: the discussion tab is the exam topic with comments', async () => {
      await page.locator('.exam-tabs__tab').filter({ hasText: '讨论' }).click();
      await page.getByText('【考试讨论】算法基础能力测评').waitFor({ timeout: 15000 });
    });

    await step('desktop: the VIP exam shows the no-permission panel with the VIP button', async () => {
      await page.goto(`${server.url}/study/exam`);
      await page.locator('.my-exams__card').first().waitFor({ timeout: 15000 });
      const other = String(Number(examId) + 1);
      await page.goto(`${server.url}/exam/${other}`);
      await page.locator('.no-permission').waitFor({ timeout: 15000 });
      await page.locator('.no-permission__btn').getByText('查看会员').waitFor();
      await page.screenshot({ path: join(shots, 'exam-desktop-vip.png') });
    });

    await step('desktop: no page errors', async () => expect(errors.length === 0, errors.join('\n')));
    await ctx.close();
  }

  {
    const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN', isMobile: true, hasTouch: true });
    await ctx.addInitScript(() => localStorage.setItem('noticeModalShown', JSON.stringify({ data: true })));
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    console.log('mobile (375px)');

    await step('mobile: cover -> start; one question per screen with the bottom navigator', async () => {
      await signIn(page, server.url, '10020', `/exam/${examId}`);
      await page.locator('.exam-cover__start').filter({ hasText: '开始考试' }).click();
      await confirmModal(page, '开始');
      await page.waitForURL(/\/question/, { timeout: 15000 });
      await page.locator('.exam-mobile__bottom').waitFor({ timeout: 15000 });
      expect((await page.locator('.exam-q').count()) === 1, 'one question per screen');
      await page.locator('.exam-mobile__pos').getByText('1 / 10').waitFor();
      await page.locator('.exam-q__option').first().click();
      await page.locator('.exam-mobile__bottom .btn').filter({ hasText: '下一题' }).click();
      await page.locator('.exam-mobile__pos').getByText('2 / 10').waitFor();
      await page.locator('.exam-q__option').first().click();
      await page.locator('.exam-mobile__pos').click();
      await page.locator('.exam-mobile__sheet .exam-nav__cell').nth(8).click();
      await page.locator('.exam-mobile__pos').getByText('9 / 10').waitFor();
      await page.locator('.exam-bar__save').getByText('已自动保存').waitFor({ timeout: 10000 });
      await page.screenshot({ path: join(shots, 'exam-mobile-question.png'), fullPage: true });
    });

    await step('mobile: reload restores the answers; hand in shows the result', async () => {
      await page.reload();
      await page.locator('.exam-mobile__bottom').waitFor({ timeout: 15000 });
      await page.locator('.exam-q__option--on').first().waitFor({ timeout: 10000 });
      await page.locator('.exam-mobile__pos').click();
      expect((await page.locator('.exam-mobile__sheet .exam-nav__cell--done').count()) === 2, 'answers not restored');
      await page.locator('.exam-mobile__sheet .exam-nav__cell').first().click();
      await page.locator('.exam-bar__submit').click();
      await confirmModal(page, '交卷');
      await page.waitForURL(/\/result/, { timeout: 15000 });
      await page.locator('.exam-result__big').waitFor({ timeout: 15000 });
      await page.screenshot({ path: join(shots, 'exam-mobile-result.png'), fullPage: true });
    });

    await step('mobile: no page errors', async () => expect(errors.length === 0, errors.join('\n')));
    await ctx.close();
  }

  {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'zh-CN' });
    await ctx.addInitScript(() => localStorage.setItem('noticeModalShown', JSON.stringify({ data: true })));
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    console.log('admin (1280px)');
    await examAdminJourney({ page, base: server.url, step, shots, examId });
    await step('admin: no page errors', async () => expect(errors.length === 0, errors.join('\n')));
    await ctx.close();
  }
} finally {
  await browser.close();
  server.stop();
}

process.exit(finish());
