// Chromium journey of training camps (issue 16), CI. Admin at 1280 px enrolls a learner into the
// seeded camp (算法训练营, 第1期) on /admin/training/enrollment/:uid. The learner at 375 px sees the
// camp on /training/enrollment and the gated path as a vertical list: gate 1 open, gate 2 locked with
// why-locked naming gate 1; the server refuses gate 2's lesson. The learner watches gate 1's video
// (real playback, 2x), solves its problem in the OJ (1280 px), and sees gate 1 passed, gate 2 open
// (map on desktop) and the report's score. The admin adds a condition to gate 2 with the condition
// builder, previews it, and runs the score calculation with progress.
// The seeded learner 10040 (gates 1-2 passed) opens gate 3, takes its exam through the exam pages
// (fill-in and the A+B programming question, judged), solves the gate's linked-list problem and sees
// gate 3 passed, gate 4 open and the report's gate-3 score.
// Screenshots go to .artifacts/e2e. Prints "N passed, N failed".
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSteps, devSignIn, launchChromium, newContext, root, startServer } from './server.mjs';

const shots = join(root, '.artifacts/e2e');
mkdirSync(shots, { recursive: true });
const MOBILE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const T = { timeout: 20000 };
const LEARNER = '10005'; // a seeded user with a phone, not in the camp
const PY =
  'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n        return []\n';

const HALFWAY = '10040'; // seeded: gates 1-2 passed, gate 3 (problem + exam) open
const REVERSE_PY =
  'class Solution:\n    def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:\n        prev = None\n        while head:\n            head.next, prev, head = prev, head, head.next\n        return prev\n';
const AB_CPP = '#include <bits/stdc++.h>\nusing namespace std;\nint main() {\nlong long a, b;\nwhile (cin >> a >> b) cout << a + b << "\\n";\nreturn 0;\n}\n';

/** The workspace's editor: choose the language, replace the code, submit, wait for Accepted. */
async function submitInEditor(page, lang, code) {
  await page.locator('.cm-content').waitFor({ timeout: 30000 });
  await page.locator('.oj-editor__lang').filter({ hasText: lang }).first().click();
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  await page.locator('.oj-editor__submit').click();
  await page.locator('.oj-result__verdict').getByText('Accepted').waitFor({ timeout: 90000 });
}

const { step, finish } = createSteps({ stopAfterFailure: true });
function expect(cond, msg) {
  if (!cond) throw new Error(msg);
}

const signIn = (page, who, to) => devSignIn(page, server.url, who, to);

const ui = (page) => page.locator('#app');
const shown = (page, text) => ui(page).getByText(text).filter({ visible: true }).first();

const server = await startServer({ JUDGE_DATA_DIR: mkdtempSync(join(tmpdir(), 'codetrek-training-e2e-')) });
const browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
const errors = [];
const watch = (page) => page.on('pageerror', (e) => errors.push(e.message));
try {
  const adminCtx = await newContext(browser, DESKTOP);
  const admin = await adminCtx.newPage();
  watch(admin);
  const mobileCtx = await newContext(browser, MOBILE);
  const phone = await mobileCtx.newPage();
  watch(phone);
  const deskCtx = await newContext(browser, DESKTOP);
  const desk = await deskCtx.newPage();
  watch(desk);

  await step('admin (1280): enrolls the learner into 第1期 with an audit line', async () => {
    await signIn(admin, 'admin', `/admin/training/enrollment/${LEARNER}`);
    await admin.getByText('为该用户报名').waitFor(T);
    await admin.locator('.ant-select').filter({ hasText: '训练营' }).last().click();
    await admin.locator('.ant-select-item-option').filter({ hasText: '算法训练营' }).click();
    await admin.locator('.ant-select').filter({ hasText: '班级' }).last().click();
    await admin.locator('.ant-select-item-option').filter({ hasText: '第1期' }).click();
    await admin.getByRole('button', { name: /^报\s?名$/ }).click();
    await admin.getByText(/报名「第1期」/).first().waitFor(T);
    await admin.screenshot({ path: join(shots, 'training-admin-enrollment.png') });
  });

  await step('learner (375): /training/enrollment lists the camp with the next step', async () => {
    await signIn(phone, LEARNER, '/training/enrollment');
    await shown(phone, '算法训练营').waitFor(T);
    await shown(phone, '已通过 0/5 关').waitFor(T);
    await shown(phone, /下一步：第1关 哈希表/).waitFor(T);
  });

  await step('learner (375): the path is a vertical list; gate 2 says why it is locked', async () => {
    await phone.goto(`${server.url}/training/3/1`);
    await shown(phone, '第1关 哈希表').waitFor(T);
    expect(await phone.locator('.gate-list').isVisible(), 'mobile should show the vertical list');
    expect((await phone.locator('.gate-map').count()) === 0, 'no map on mobile');
    await shown(phone, '未解锁：先通过关卡「第1关 哈希表」').waitFor(T);
    await phone.locator('.gate-list__card').filter({ has: phone.locator('.gate-list__title', { hasText: '第2关 双指针' }) }).click();
    await shown(phone, '为什么还没解锁').waitFor(T);
    await phone.screenshot({ path: join(shots, 'training-mobile-path-locked.png'), fullPage: true });
  });

  await step('learner (375): the server refuses gate 2’s lesson while it is locked', async () => {
    await phone.goto(`${server.url}/lesson/7`);
    await shown(phone, /关卡「第2关 双指针」关卡未解锁/).waitFor(T);
  });

  await step('learner (375): watches gate 1’s video to the end (real playback)', async () => {
    await phone.goto(`${server.url}/lesson/6`);
    await shown(phone, '1. 哈希表实战').waitFor(T);
    await phone.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, null, T);
    await phone.evaluate(() => {
      const v = document.querySelector('video');
      v.muted = true;
      v.playbackRate = 2;
      return v.play();
    });
    await phone.waitForFunction(() => document.querySelector('video')?.ended === true, null, { timeout: 60000 });
    await shown(phone, '已学完').waitFor(T);
  });

  await step('learner (1280): solves 两数之和 in the OJ', async () => {
    await signIn(desk, LEARNER, '/oj');
    await desk.locator('.oj-list__row').filter({ hasText: '两数之和' }).first().click();
    await desk.waitForURL(/\/oj\/problem\/\d+/, T);
    // 两数之和 is a core-code (TPL) problem
    await desk.locator('.oj-editor__mode').filter({ hasText: '核心代码模式' }).click();
    await desk.locator('.cm-content').waitFor({ timeout: 30000 });
    await desk.locator('.oj-editor__lang').filter({ hasText: 'Python' }).click();
    await desk.locator('.cm-content').getByText('def twoSum').waitFor(T);
    await desk.locator('.cm-content').click();
    await desk.keyboard.press('Control+A');
    await desk.keyboard.press('Delete');
    await desk.keyboard.insertText(PY);
    await desk.locator('.oj-editor__submit').click();
    await desk.locator('.oj-result__verdict').getByText('Accepted').waitFor({ timeout: 90000 });
  });

  await step('learner (1280): gate 1 passed, gate 2 open, drawn as a map', async () => {
    await desk.goto(`${server.url}/training/3/1`);
    await desk.locator('.gate-map__node').first().waitFor(T);
    const node = (t) => desk.locator('.gate-map__node').filter({ hasText: t });
    expect((await node('第1关 哈希表').innerText()).includes('已通过'), 'gate 1 not passed');
    expect(/可开始|进行中/.test(await node('第2关 双指针').innerText()), 'gate 2 not open');
    expect((await node('第4关 动态规划').innerText()).includes('未解锁'), 'gate 4 should stay locked');
    await desk.screenshot({ path: join(shots, 'training-desktop-map.png') });
  });

  await step('learner (375): the report shows gate 1’s score against the cohort median', async () => {
    await phone.goto(`${server.url}/training/3/1/report`);
    await shown(phone, '各关得分').waitFor(T);
    const text = await ui(phone).innerText();
    expect(/第1关 哈希表\s*75/.test(text), 'report does not show 75 for gate 1');
    await phone.goto(`${server.url}/training/3/1/rank`);
    await shown(phone, /（我）/).waitFor(T);
    await phone.screenshot({ path: join(shots, 'training-mobile-rank.png'), fullPage: true });
  });

  const halfCtx = await newContext(browser, DESKTOP);
  const half = await halfCtx.newPage();
  watch(half);
  const gate3Item = (kind) => half.locator('#gate-3 .gate-item').filter({ has: half.locator('.gate-item__kind', { hasText: kind }) });

  await step('halfway learner (1280): gate 3 is open; its exam opens from the gate', async () => {
    await signIn(half, HALFWAY, '/training/3/1?gate=3');
    await half.locator('.gate-map__node').filter({ hasText: '第3关 阶段检测' }).click();
    await gate3Item('考试').waitFor(T);
    await gate3Item('考试').click();
    await half.waitForURL(/\/exam\/\d+$/, T);
    await half.locator('.exam-cover__start').click();
    await half.getByText('开始', { exact: true }).last().click(); // Taro's modal sits outside #app
    await half.waitForURL(/\/exam\/\d+\/question/, T);
  });

  await step('halfway learner (1280): answers the fill-in, solves A+B in the exam, hands in', async () => {
    const cells = half.locator('.exam-nav__cell');
    await cells.first().waitFor(T);
    const n = await cells.count();
    for (let i = 0; i < n; i++) {
      await cells.nth(i).click();
      if ((await half.locator('.exam-q__head .tag').innerText()).includes('填空题')) break;
    }
    await half.locator('.exam-q__input input, input.exam-q__input').first().fill('八');
    await half.locator('.exam-bar__save').getByText('已自动保存').waitFor(T);
    for (let i = 0; i < n; i++) {
      await cells.nth(i).click();
      if ((await half.locator('.exam-q__title').innerText()).includes('A+B')) break;
    }
    await submitInEditor(half, /^C\+\+/, AB_CPP);
    await half.locator('.exam-program__verdict').getByText('通过').waitFor(T);
    await half.locator('.exam-bar__submit').click();
    await half.getByText('交卷', { exact: true }).last().click();
    await half.locator('.exam-result__big').waitFor(T);
    const score = Number((await half.locator('.exam-result__big').innerText()).match(/\d+/)[0]);
    expect(score >= 30, `exam score ${score} should count A+B (20) and the fill-in (10)`);
  });

  await step('halfway learner (1280): solves gate 3’s 反转链表 from the gate', async () => {
    await half.goto(`${server.url}/training/3/1?gate=3`);
    await half.locator('.gate-map__node').filter({ hasText: '第3关 阶段检测' }).click();
    await gate3Item('题目').click();
    await half.waitForURL(/\/oj\/problem\/\d+/, T);
    await half.locator('.oj-editor__mode').filter({ hasText: '核心代码模式' }).click();
    await submitInEditor(half, 'Python', REVERSE_PY);
  });

  await step('halfway learner (1280): gate 3 passed with the exam counted, gate 4 open, the report updated', async () => {
    await half.goto(`${server.url}/training/3/1`);
    const node = (t) => half.locator('.gate-map__node').filter({ hasText: t });
    await node('第3关 阶段检测').getByText('已通过').waitFor(T);
    expect(/可开始|进行中/.test(await node('第4关 动态规划').innerText()), 'gate 4 not open');
    await half.goto(`${server.url}/training/3/1/report`);
    await ui(half).getByText('各关得分').first().waitFor(T);
    const m = (await ui(half).innerText()).match(/第3关 阶段检测\s*(\d+)/);
    // problem 50 + exam 50 × (score / 100): above 50 only when the exam counts
    expect(m && Number(m[1]) > 50, `report shows gate 3 as ${m?.[1]}`);
    await half.screenshot({ path: join(shots, 'training-desktop-report.png'), fullPage: true });
  });

  await step('admin (1280): adds a condition to gate 2 with the builder, previews and saves', async () => {
    await admin.goto(`${server.url}/admin/training/gate/2`);
    await admin.getByText('解锁条件').first().waitFor(T);
    await admin.locator('.cond-group').first().getByRole('button', { name: '添加条件', exact: true }).click();
    const leaf = admin.locator('.cond-leaf').last();
    await leaf.locator('.ant-select').first().click();
    await admin.locator('.ant-select-item-option').filter({ hasText: '开班后天数' }).last().click();
    await admin.getByRole('button', { name: '预览解锁情况' }).click();
    await admin.getByText(/预览：\d+\/\d+ 名学员会解锁/).waitFor(T);
    await admin.getByRole('button', { name: /^保\s?存$/ }).click();
    await admin.getByText('已保存').waitFor(T);
    await admin.screenshot({ path: join(shots, 'training-admin-gate.png'), fullPage: true });
  });

  await step('admin (1280): runs the score calculation and sees its progress end', async () => {
    await admin.goto(`${server.url}/admin/training/progress?cid=3&gid=1`);
    await admin.getByText('学员进度与成绩').waitFor(T);
    await admin.getByRole('button', { name: '重新计算成绩' }).click();
    await admin.getByText(/已完成 \d+ 名学员/).waitFor({ timeout: 60000 });
    const row = admin.locator('tr').filter({ hasText: `（${LEARNER}）` });
    await row.getByText('75 已通过').waitFor(T);
    await admin.screenshot({ path: join(shots, 'training-admin-progress.png'), fullPage: true });
  });

  await step('learner (375): gate 2 shows the new rule and stays open', async () => {
    await phone.goto(`${server.url}/training/3/1?gate=2`);
    await shown(phone, /解锁条件：通过「第1关 哈希表」 且 开班 7 天后/).waitFor(T);
  });

  await step('no page errors', async () => {
    expect(errors.length === 0, errors.join('\n'));
  });
} finally {
  await browser.close();
  server.stop();
}
process.exit(finish());
