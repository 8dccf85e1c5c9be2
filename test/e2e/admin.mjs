// Chromium journey for the admin resource layer (CI): at 1280 px the admin creates two sale
// channels through the layer's form (an empty form shows the rule messages), filters the list,
// reloads and keeps the filter (it lives in the URL), exports the filtered rows as CSV (BOM,
// only the matching rows), edits a channel and reads the audit line in its detail; the coupon
// list keeps a sort in the URL; the grouped menu highlights the page. At 375 px the menu opens
// from a drawer and leads to another page. Screenshots in .artifacts/e2e. Prints "N passed, N failed".
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSteps, launchChromium, root, startServer } from './server.mjs';

const shots = join(root, '.artifacts/e2e');
mkdirSync(shots, { recursive: true });
const { step, finish } = createSteps({ stopAfterFailure: true });

const server = await startServer();
const browser = await launchChromium();
const tag = Date.now().toString(36);
try {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN', acceptDownloads: true });
  await ctx.addInitScript(() => localStorage.setItem('noticeModalShown', JSON.stringify({ data: true })));
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const modal = page.locator('.ant-modal');
  const rows = page.locator('.ant-table-tbody .ant-table-row');
  console.log('desktop (1280px)');

  await step('desktop: the admin opens 销售渠道 from the grouped menu, highlighted under 交易', async () => {
    await page.goto(`${server.url}/login/dev?redirectUrl=${encodeURIComponent('/admin/sale-channel')}`);
    await page.locator('#app').getByText('以管理员登录').click();
    await page.waitForURL((u) => u.pathname === '/admin/sale-channel', { timeout: 20000 });
    await page.locator('.admin__side .ant-menu-submenu-title').filter({ hasText: '交易' }).waitFor({ timeout: 20000 });
    await page.locator('.ant-menu-item-selected').filter({ hasText: '销售渠道' }).waitFor();
    await page.locator('.admin__crumbs').getByText('交易').waitFor();
  });

  await step('desktop: an empty form shows the rule messages; two channels are created', async () => {
    await page.getByRole('button', { name: '新建渠道' }).click();
    await modal.getByRole('button', { name: /保\s*存/ }).click();
    await modal.getByText('请填写渠道编码').first().waitFor({ timeout: 5000 });
    await modal.getByText('请填写渠道名称').first().waitFor();
    await modal.locator('#code').fill('bad code');
    await modal.getByText('渠道编码只能包含字母、数字、下划线和连字符（1-32位）').first().waitFor();
    for (const [code, name] of [[`alpha-${tag}`, `阿尔法${tag}`], [`beta-${tag}`, `贝塔${tag}`]]) {
      if (!(await modal.isVisible())) await page.getByRole('button', { name: '新建渠道' }).click();
      await modal.locator('#code').fill(code);
      await modal.locator('#name').fill(name);
      await modal.getByRole('button', { name: /保\s*存/ }).click();
      await modal.waitFor({ state: 'hidden', timeout: 10000 });
      await rows.filter({ hasText: code }).waitFor({ timeout: 10000 });
    }
  });

  await step('desktop: a filter goes into the URL and survives a reload', async () => {
    const filter = page.locator('.admin-resource__filters input[placeholder="名称"]');
    await filter.fill(`阿尔法${tag}`);
    await filter.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('name') === `阿尔法${tag}`, { timeout: 10000 });
    await page.reload();
    await rows.filter({ hasText: `alpha-${tag}` }).waitFor({ timeout: 20000 });
    if ((await rows.count()) !== 1) throw new Error(`expected 1 row after reload, got ${await rows.count()}`);
    if ((await page.locator('.admin-resource__filters input[placeholder="名称"]').inputValue()) !== `阿尔法${tag}`) throw new Error('filter input lost its value');
    await page.screenshot({ path: join(shots, 'desktop-admin-filtered.png'), fullPage: true });
  });

  await step('desktop: CSV export downloads exactly the filtered rows, with a BOM', async () => {
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15000 }), page.getByRole('button', { name: '导出 CSV' }).click()]);
    const text = readFileSync(await download.path(), 'utf8');
    if (!text.startsWith('\uFEFF')) throw new Error('no BOM');
    const lines = text.slice(1).trimEnd().split('\r\n');
    if (lines[0] !== '编码,名称,订单数,成交额,状态,创建时间') throw new Error(`header ${lines[0]}`);
    if (lines.length !== 2 || !lines[1].startsWith(`alpha-${tag},阿尔法${tag},0,¥0.00,启用,`)) throw new Error(`rows ${JSON.stringify(lines)}`);
  });

  await step('desktop: editing a channel writes an audit line shown in its detail', async () => {
    const row = rows.filter({ hasText: `alpha-${tag}` });
    await row.getByText('编辑').click();
    await modal.locator('#name').fill(`阿尔法改名${tag}`);
    await modal.getByRole('button', { name: /保\s*存/ }).click();
    await modal.waitFor({ state: 'hidden', timeout: 10000 });
    // the filter (阿尔法…) no longer matches the new name: clear it
    await page.getByRole('button', { name: /重\s*置/ }).click();
    await page.waitForURL((u) => !u.searchParams.has('name'));
    await rows.filter({ hasText: `阿尔法改名${tag}` }).getByText('详情').click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('tab', { name: '操作记录' }).click();
    const history = drawer.locator('[data-testid="audit-history"]');
    await history.getByText('修改', { exact: true }).first().waitFor({ timeout: 10000 });
    // the update line shows the name before and after; the create line shows the first name
    await history.getByText(`阿尔法改名${tag}`).first().waitFor();
    await history.getByText(`阿尔法${tag}`, { exact: true }).first().waitFor();
    await history.getByText('新建', { exact: true }).first().waitFor();
    await page.screenshot({ path: join(shots, 'desktop-admin-audit.png'), fullPage: true });
    await drawer.locator('.ant-drawer-close').click();
  });

  await step('desktop: the coupon list keeps its sort in the URL across a reload', async () => {
    await page.locator('.admin__side .ant-menu-item').filter({ hasText: '优惠券' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/coupon', { timeout: 15000 });
    await page.locator('.ant-table-thead .ant-table-column-sorters').filter({ hasText: '已领' }).first().click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'claimed', { timeout: 10000 });
    await page.reload();
    await page.locator('.ant-table-column-sort').first().waitFor({ timeout: 20000 });
    if (new URL(page.url()).searchParams.get('sort') !== 'claimed') throw new Error(`sort lost: ${page.url()}`);
  });
  if (errors.length) console.log(`  page errors: ${errors.join(' | ')}`);
  await ctx.close();

  console.log('mobile (375px)');
  const mctx = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  await mctx.addInitScript(() => localStorage.setItem('noticeModalShown', JSON.stringify({ data: true })));
  const m = await mctx.newPage();
  await step('mobile: the admin shell is readable; the menu opens from a drawer and leads to a page', async () => {
    await m.goto(`${server.url}/login/dev?redirectUrl=${encodeURIComponent('/admin/coupon')}`);
    await m.locator('#app').getByText('以管理员登录').click();
    await m.waitForURL((u) => u.pathname === '/admin/coupon', { timeout: 20000 });
    await m.locator('.admin-resource .ant-card-head-title').getByText('优惠券').waitFor({ timeout: 20000 });
    const overflow = await m.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) throw new Error(`page is ${overflow}px wider than the screen`);
    await m.getByRole('button', { name: '打开菜单' }).click();
    const drawer = m.locator('.ant-drawer');
    await drawer.locator('.ant-menu-submenu-title').filter({ hasText: '社区' }).click();
    await drawer.locator('.ant-menu-item').filter({ hasText: '讨论区' }).click();
    await m.waitForURL((u) => u.pathname === '/admin/discuz', { timeout: 15000 });
    await m.screenshot({ path: join(shots, 'mobile-admin-menu.png'), fullPage: true });
  });
  await mctx.close();
} finally {
  await browser.close();
  server.stop();
}

process.exit(finish());
