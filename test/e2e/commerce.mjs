// Chromium journey for commerce (CI): a signed-in user sees the VIP banner and the gift link,
// opens /vip (no-permission panel and the tiers), buys a tier through the embedded sandbox
// channel on 订单结算, sees 支付成功 on the result page, and the VIP page then shows the
// membership while the banner and the gift link are gone. At 1280 px and at 375 px (another user),
// then the admin finds the order in the console. Screenshots in .artifacts/e2e. Prints "N passed, N failed".
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSteps, launchChromium, root, startServer } from './server.mjs';

const shots = join(root, '.artifacts/e2e');
mkdirSync(shots, { recursive: true });
// 10002 and 10004 are seeded with a bound phone (checkout needs one)
const RUNS = [
  { name: 'desktop', width: 1280, height: 800, uid: '10002', tier: '月度会员', price: '¥39.00' },
  { name: 'mobile', width: 375, height: 812, uid: '10004', tier: '季度会员', price: '¥99.00' },
];

const { step, finish } = createSteps();

const server = await startServer({ PAY_ADAPTER: 'embedded' });
const browser = await launchChromium();
const orderNos = [];
try {
  for (const run of RUNS) {
    const ctx = await browser.newContext({ viewport: { width: run.width, height: run.height }, locale: 'zh-CN' });
    await ctx.addInitScript(() => localStorage.setItem('noticeModalShown', JSON.stringify({ data: true })));
    const page = await ctx.newPage();
    const app = page.locator('#app');
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    console.log(`${run.name} (${run.width}px, uid ${run.uid})`);

    await step(`${run.name}: signs in and, not a member, sees the VIP promotion and the gift link`, async () => {
      await page.goto(`${server.url}/login/dev?redirectUrl=${encodeURIComponent('/vip')}`);
      await page.locator('.dev-login__input input').fill(run.uid);
      await page.locator('.dev-login__go').click();
      await page.waitForURL((u) => u.pathname === '/vip', { timeout: 20000 });
      await app.getByText('请购买会员之后查看！').waitFor({ timeout: 20000 });
      await app.getByText('查看会员').first().waitFor();
      await app.getByText('兑换礼包').first().waitFor();
      if (run.width >= 1024) await app.getByText('开通超级会员，畅学全部课程与算法题库').waitFor();
      await page.screenshot({ path: join(shots, `${run.name}-vip-before.png`), fullPage: true });
    });

    await step(`${run.name}: 订单结算 shows the tier, its price and the sandbox channel`, async () => {
      const card = app.locator('.vip__tier').filter({ hasText: run.tier });
      await card.getByText('立即开通').click();
      await page.waitForURL((u) => /^\/order\/create\/\d+$/.test(u.pathname), { timeout: 15000 });
      await app.getByText('商品信息').waitFor({ timeout: 15000 });
      await app.locator('.checkout__name').getByText(run.tier).waitFor();
      await app.getByText('沙箱支付（开发）').waitFor();
      const amount = await app.locator('.checkout__amount').innerText();
      if (amount !== run.price) throw new Error(`应付 ${amount}, expected ${run.price}`);
      await page.screenshot({ path: join(shots, `${run.name}-checkout.png`), fullPage: true });
    });

    await step(`${run.name}: pays through the sandbox and sees 支付成功 on the result page`, async () => {
      await app.getByText('提交订单').click();
      const confirm = page.getByText('确认支付', { exact: true });
      await confirm.waitFor({ timeout: 15000 });
      await page.screenshot({ path: join(shots, `${run.name}-sandbox-confirm.png`) });
      await confirm.click();
      await page.waitForURL((u) => /^\/order\/CT\d{20}\/payment\/result$/.test(u.pathname), { timeout: 15000 });
      orderNos.push(new URL(page.url()).pathname.split('/')[2]);
      const result = app.locator('.pay-result').filter({ visible: true });
      await result.getByText('支付成功').waitFor({ timeout: 15000 });
      await result.getByText(run.price).waitFor();
      await page.getByText('确认支付', { exact: true }).waitFor({ state: 'hidden' });
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(shots, `${run.name}-pay-result.png`), fullPage: true });
    });

    await step(`${run.name}: the VIP page shows the membership; the gift link and the banner are gone`, async () => {
      await app.locator('.pay-result').filter({ visible: true }).getByText('查看会员').click();
      await page.waitForURL((u) => u.pathname === '/vip', { timeout: 15000 });
      // Taro keeps earlier pages hidden in the DOM: only what is on screen counts
      const visible = (text) => app.getByText(text).filter({ visible: true });
      await visible('你已是超级会员').waitFor({ timeout: 15000 });
      await visible(/会员有效期至 \d{4}-\d{2}-\d{2}/).waitFor();
      await visible('续费').first().waitFor();
      if (await visible('兑换礼包').count()) throw new Error('the gift link is still shown to a VIP');
      if (await visible('开通超级会员，畅学全部课程与算法题库').count()) throw new Error('the banner is still shown to a VIP');
      if (await visible('请购买会员之后查看！').count()) throw new Error('the no-permission panel is still shown');
      await page.screenshot({ path: join(shots, `${run.name}-vip-after.png`), fullPage: true });
    });

    await step(`${run.name}: /user/order lists the paid order`, async () => {
      await page.goto(`${server.url}/user/order`);
      await app.getByText(orderNos.at(-1), { exact: false }).waitFor({ timeout: 15000 });
      await app.locator('.my-orders__item').first().getByText('已支付').waitFor();
      await page.screenshot({ path: join(shots, `${run.name}-orders.png`), fullPage: true });
    });

    await step(`${run.name}: no uncaught page errors`, async () => {
      if (errors.length) throw new Error(errors.join('\n'));
    });
    await ctx.close();
  }

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  await ctx.addInitScript(() => localStorage.setItem('noticeModalShown', JSON.stringify({ data: true })));
  const page = await ctx.newPage();
  await step('desktop: the admin finds the paid orders and the new members in the console', async () => {
    await page.goto(`${server.url}/login/dev?redirectUrl=${encodeURIComponent('/admin/order')}`);
    await page.locator('#app').getByText('以管理员登录').click();
    await page.waitForURL((u) => u.pathname === '/admin/order', { timeout: 20000 });
    for (const no of orderNos) await page.getByText(no).first().waitFor({ timeout: 15000 });
    await page.screenshot({ path: join(shots, 'desktop-admin-orders.png'), fullPage: true });
    await page.goto(`${server.url}/admin/vip`);
    for (const run of RUNS) await page.locator('.ant-table-row').filter({ hasText: run.uid }).first().waitFor({ timeout: 15000 });
    await page.screenshot({ path: join(shots, 'desktop-admin-vip.png'), fullPage: true });
  });
  await ctx.close();
} finally {
  await browser.close();
  server.stop();
}

process.exit(finish());
