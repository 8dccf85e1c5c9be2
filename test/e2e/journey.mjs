// Chromium journey for the foundation (CI): open / at 375 px and 1280 px, sign in with the dev
// sign-in, see the nickname in the header, open an unknown path (or unknown channel) and get the
// 404 page, while a known channel gets the landing.
// Screenshots go to .artifacts/e2e (git-ignored). Prints "N passed, N failed".
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSteps, launchChromium, root, startServer } from './server.mjs';

const shots = join(root, '.artifacts/e2e');
mkdirSync(shots, { recursive: true });
const VIEWPORTS = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];

const { step, finish } = createSteps();

const server = await startServer();
const browser = await launchChromium();
try {
  for (const vp of VIEWPORTS) {
    const ctx = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, locale: 'zh-CN' });
    // the site notice shows once per browser; this journey is about the shell, not the notice
    await ctx.addInitScript(() => localStorage.setItem('noticeModalShown', JSON.stringify({ data: true })));
    const page = await ctx.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    console.log(`${vp.name} (${vp.width}px)`);

    await step(`${vp.name}: home renders`, async () => {
      await page.goto(`${server.url}/`);
      await page.locator('#app').getByText('码途').first().waitFor({ timeout: 20000 });
      await page.screenshot({ path: join(shots, `${vp.name}-home.png`) });
    });

    await step(`${vp.name}: desktop renders at normal scale`, async () => {
      // Taro's default rem root makes desktop twice as large; the shell must undo it.
      const fontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
      const bodyText = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('.taro_page, body')).fontSize));
      if (vp.width >= 1024 && bodyText > 20) throw new Error(`body text ${bodyText}px at ${vp.width}px (root ${fontSize}px)`);
    });

    await step(`${vp.name}: dev sign-in shows the nickname in the header`, async () => {
      await page.goto(`${server.url}/login/dev?redirectUrl=${encodeURIComponent('/')}`);
      await page.locator('#app').getByText('以普通学员登录').click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15000 });
      await page.locator('#app').getByText('码途学员').first().waitFor({ timeout: 15000 });
      await page.screenshot({ path: join(shots, `${vp.name}-signed-in.png`) });
    });

    await step(`${vp.name}: unknown path shows the 404 page`, async () => {
      await page.goto(`${server.url}/no/such/page`);
      await page.locator('.not-found__title').getByText('页面不存在').waitFor({ timeout: 15000 });
      await page.screenshot({ path: join(shots, `${vp.name}-404.png`) });
    });

    await step(`${vp.name}: an unknown one-segment path is the 404 page, a known channel the landing`, async () => {
      await page.goto(`${server.url}/no-such-channel`);
      await page.locator('.not-found__title').getByText('页面不存在').waitFor({ timeout: 15000 });
      if (new URL(page.url()).pathname !== '/404') throw new Error(`expected /404, at ${page.url()}`);
      await page.goto(`${server.url}/bilibili`);
      // the landing shows once the channel resolved, which also records it for checkout
      await page.waitForFunction(() => (localStorage.getItem('saleChannel') ?? '').includes('bilibili'), null, { timeout: 15000 });
      if (new URL(page.url()).pathname !== '/bilibili') throw new Error(`left the landing for ${page.url()}`);
    });

    await step(`${vp.name}: feedback modal sends and thanks`, async () => {
      await page.goto(`${server.url}/`);
      // 意见反馈 lives in the user menu (desktop) or the drawer (phones), not in a floating button
      if (vp.width >= 768) await page.locator('.user-entry__me').click();
      else await page.locator('.m-header__bars').click();
      await page.locator('.feedback-entry').click();
      await page.locator('.feedback__content textarea').fill(`来自 ${vp.name} 的反馈：页面很好用`);
      await page.locator('.modal__ok').click();
      await page.getByText('感谢你的反馈，我们会尽快处理').waitFor({ timeout: 10000 });
    });

    if (vp.width >= 1024) {
      await step(`${vp.name}: admin opens /admin, lands on the admin home and pages through users`, async () => {
        await page.goto(`${server.url}/login/dev?redirectUrl=${encodeURIComponent('/admin')}`);
        await page.locator('#app').getByText('以管理员登录').click();
        await page.waitForURL((u) => u.pathname === '/admin/home', { timeout: 15000 });
        await page.locator('.overview__card').getByText('新增用户（今日）').waitFor({ timeout: 15000 });
        await page.goto(`${server.url}/admin/user`);
        await page.getByText(/共 \d+ 位用户/).waitFor({ timeout: 15000 });
        await page.locator('.ant-table-row').first().waitFor();
        await page.locator('.ant-spin-spinning').waitFor({ state: 'detached', timeout: 10000 }).catch(() => {});
        await page.waitForTimeout(400);
        await page.screenshot({ path: join(shots, `${vp.name}-admin-users.png`) });
      });

      await step(`${vp.name}: the overview draws its charts from the rollups and a card opens the list behind it`, async () => {
        await page.goto(`${server.url}/admin/home`);
        await page.locator('.overview__card[data-metric="new_users"]').waitFor({ timeout: 15000 });
        // the first rollup runs shortly after start; a back-fill through the page makes it certain
        await page.getByRole('button', { name: '重新汇总…' }).click();
        await page.getByRole('button', { name: '开始汇总' }).click();
        await page.getByText(/已汇总 \d+ 天/).waitFor({ timeout: 20000 });
        await page.locator('.overview__chart[data-trend="new_users"] canvas').waitFor({ timeout: 15000 });
        const charts = await page.locator('.overview__chart canvas').count();
        if (charts < 3) throw new Error(`expected the trend charts, found ${charts} canvases`);
        // the seed's users and the dev sign-ins were all created today: once the page has reloaded the rollups, the card counts them
        await page.waitForFunction(
          () => Number((document.querySelector('.overview__card[data-metric="new_users"] .ant-statistic-content-value')?.textContent ?? '0').replace(/,/g, '')) >= 32,
          null,
          { timeout: 15000 },
        );
        await page.screenshot({ path: join(shots, `${vp.name}-admin-overview.png`), fullPage: true });
        await page.locator('.overview__card[data-metric="new_users"]').click();
        await page.waitForURL((u) => u.pathname === '/admin/user', { timeout: 15000 });
      });

      await step(`${vp.name}: a normal user is sent to /404 from admin pages`, async () => {
        await page.goto(`${server.url}/login/dev?redirectUrl=${encodeURIComponent('/')}`);
        await page.locator('#app').getByText('以普通学员登录').click();
        await page.waitForURL((u) => u.pathname === '/', { timeout: 15000 });
        await page.goto(`${server.url}/admin/user`);
        await page.locator('.not-found__title').waitFor({ timeout: 15000 });
      });
    }

    await step(`${vp.name}: no uncaught page errors`, async () => {
      if (errors.length) throw new Error(errors.join('\n'));
    });
    await ctx.close();
  }
} finally {
  await browser.close();
  server.stop();
}

process.exit(finish());
