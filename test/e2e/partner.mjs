// Chromium journey for the partner program (CI), at 1280 px and at 375 px: a visitor arrives
// through a promoter's link (/ctpromo, seeded for promoter 10004), signs in and buys through the
// sandbox; the promoter sees the pending commission of that order on the bonus page; a content
// partner claims the template task, writes the template, test-runs it on the problem's data and
// submits; the admin approves the template on the admin-only practice review route and sees the
// partner console. Screenshots in .artifacts/e2e. Prints "N passed, N failed".
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSteps, launchChromium, root, startServer } from './server.mjs';

const shots = join(root, '.artifacts/e2e');
mkdirSync(shots, { recursive: true });
const TEMPLATE = 'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        pass\n';
const SOLUTION = 'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n        return []\n';
// buyers have a bound phone (checkout needs one); 10005 is the seeded content partner, 10001 the admin (both roles)
const RUNS = [
  { name: 'desktop', width: 1280, height: 800, buyer: '10010', writer: '10005' },
  { name: 'mobile', width: 375, height: 812, buyer: '10011', writer: '10001' },
];

const { step, finish } = createSteps();
const expect = (ok, msg) => {
  if (!ok) throw new Error(msg);
};

const server = await startServer({ PAY_ADAPTER: 'embedded' });
const browser = await launchChromium();
try {
  for (const run of RUNS) {
    const errors = [];
    const open = async () => {
      const ctx = await browser.newContext({ viewport: { width: run.width, height: run.height }, locale: 'zh-CN', ...(run.width < 768 ? { isMobile: true, hasTouch: true } : {}) });
      await ctx.addInitScript(() => localStorage.setItem('noticeModalShown', JSON.stringify({ data: true })));
      const page = await ctx.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      return { ctx, page, app: page.locator('#app') };
    };
    const signIn = async (page, uid, to) => {
      await page.goto(`${server.url}/login/dev?redirectUrl=${encodeURIComponent(to)}`);
      await page.locator('.dev-login__input input').fill(uid);
      await page.locator('.dev-login__go').click();
      await page.waitForURL((u) => u.pathname === to.split('?')[0], { timeout: 20000 });
    };
    const visible = (app, text) => app.getByText(text).filter({ visible: true });
    console.log(`${run.name} (${run.width}px)`);
    let orderNo = '';

    const visitor = await open();
    await step(`${run.name}: a visitor lands through the promotion link, signs in and buys through the sandbox`, async () => {
      const { page, app } = visitor;
      const touched = page.waitForResponse((r) => r.url().includes('/api/partner/promotion/touch'), { timeout: 20000 });
      await page.goto(`${server.url}/ctpromo`);
      await touched;
      await app.getByText('程序员的进阶之路').first().waitFor({ timeout: 20000 });
      await page.screenshot({ path: join(shots, `partner-${run.name}-landing.png`) });
      await signIn(page, run.buyer, '/order/create/1');
      await app.getByText('商品信息').waitFor({ timeout: 20000 });
      await app.getByText('提交订单').click();
      const confirm = page.getByText('确认支付', { exact: true });
      await confirm.waitFor({ timeout: 15000 });
      await confirm.click();
      await page.waitForURL((u) => /^\/order\/CT\d{20}\/payment\/result$/.test(u.pathname), { timeout: 15000 });
      orderNo = new URL(page.url()).pathname.split('/')[2];
      await app.locator('.pay-result').filter({ visible: true }).getByText('支付成功').waitFor({ timeout: 15000 });
    });
    await visitor.ctx.close();

    const promoter = await open();
    await step(`${run.name}: the promoter sees the order's pending commission on the bonus page`, async () => {
      const { page, app } = promoter;
      await signIn(page, '10004', '/partner');
      await visible(app, '推广码 ctpromo').first().waitFor({ timeout: 20000 });
      await visible(app, '推广收益').first().click();
      await page.waitForURL((u) => /^\/partner\/promotion\/\d+\/bonus$/.test(u.pathname), { timeout: 15000 });
      await visible(app, '近 30 天').waitFor({ timeout: 20000 });
      await visible(app, `订单 ${orderNo}`).first().waitFor({ timeout: 15000 });
      // 15% of ¥39.00, on hold until the refund window has passed
      await visible(app, '¥5.85').first().waitFor();
      await visible(app, /后可提现/).first().waitFor();
      await page.screenshot({ path: join(shots, `partner-${run.name}-bonus.png`), fullPage: true });
    });
    await promoter.ctx.close();

    const writer = await open();
    await step(`${run.name}: a content partner claims the template task, writes and test-runs the template, submits`, async () => {
      const { page, app } = writer;
      await signIn(page, run.writer, '/partner/task');
      await visible(app, '为「两数之和」编写 TPL 模板').first().click();
      await page.waitForURL((u) => /^\/partner\/task\/\d+$/.test(u.pathname), { timeout: 15000 });
      const taskUrl = page.url();
      await visible(app, /名额 \d+\/\d+/).first().waitFor({ timeout: 20000 });
      // the action bar renders after the task: claimed already (提交任务) or not yet (领取任务)
      await visible(app, /^(领取任务|提交任务)$/).first().waitFor({ timeout: 20000 });
      const claim = visible(app, '领取任务');
      if (await claim.count()) {
        await claim.click();
        await visible(app, '提交任务').waitFor({ timeout: 15000 });
      }
      await visible(app, /编写题目 \d+ 的模板/).first().click();
      await page.waitForURL((u) => /^\/partner\/oj\/problem\/\d+$/.test(u.pathname), { timeout: 15000 });
      await visible(app, '初始模板（用户看到的代码）').waitFor({ timeout: 20000 });
      await app.locator('.partner-chip').filter({ visible: true, hasText: /^Python 3$/ }).click();
      if (run.width >= 1024) {
        const editors = page.locator('.cm-content').filter({ visible: true });
        await editors.nth(1).waitFor({ timeout: 15000 });
        for (const [i, text] of [TEMPLATE, SOLUTION].entries()) {
          await editors.nth(i).click();
          await page.keyboard.press('Control+A');
          await page.keyboard.press('Delete');
          await page.keyboard.insertText(text);
        }
      } else {
        const areas = page.locator('.code-editor__area textarea').filter({ visible: true });
        await areas.nth(0).fill(TEMPLATE);
        await areas.nth(1).fill(SOLUTION);
      }
      await visible(app, '试运行（全部测试数据）').click();
      await visible(app, /答案正确：通过 \d+\/\d+ 组数据/).waitFor({ timeout: 90000 });
      await visible(app, '保存并提交审核').click();
      // the new version waits for review (earlier versions were approved)
      await app.locator('.partner-state--pending').filter({ visible: true, hasText: '待审核' }).first().waitFor({ timeout: 15000 });
      await page.screenshot({ path: join(shots, `partner-${run.name}-template.png`), fullPage: true });
      await page.goto(taskUrl);
      await visible(app, '提交任务').waitFor({ timeout: 20000 });
      await page.locator('.partner-field__area textarea').filter({ visible: true }).fill('模板已提交审核（Python）');
      await visible(app, '提交审核').click();
      await visible(app, '待审核').first().waitFor({ timeout: 15000 });
      await page.screenshot({ path: join(shots, `partner-${run.name}-task.png`), fullPage: true });
    });
    await writer.ctx.close();

    const admin = await open();
    await step(`${run.name}: the admin approves the template on the practice review route`, async () => {
      const { page, app } = admin;
      await signIn(page, '10001', '/partner/practice/review');
      await visible(app, /两数之和 · Python 3 第 \d+ 版/).first().click();
      await page.waitForURL((u) => /^\/partner\/practice\/review\/\d+$/.test(u.pathname), { timeout: 15000 });
      await visible(app, '参考解答（已通过全部数据）').waitFor({ timeout: 20000 });
      await page.screenshot({ path: join(shots, `partner-${run.name}-review.png`), fullPage: true });
      await app.getByText('通过', { exact: true }).filter({ visible: true }).click();
      await page.waitForURL((u) => u.pathname === '/partner/practice/review', { timeout: 15000 });
    });
    if (run.width >= 1024) {
      await step(`${run.name}: the partner console lists the partners with status and balances`, async () => {
        const { page } = admin;
        await page.goto(`${server.url}/admin/partner`);
        await page.getByRole('cell', { name: '10004' }).first().waitFor({ timeout: 20000 });
        await page.getByText('正常', { exact: true }).first().waitFor();
        await page.screenshot({ path: join(shots, `partner-${run.name}-console.png`), fullPage: true });
      });
    }
    await admin.ctx.close();
    await step(`${run.name}: no page errors`, async () => expect(errors.length === 0, errors.join('\n')));
  }
} finally {
  await browser.close();
  server.stop();
}
process.exit(finish());
