// Chromium journey for /migrate (CI), at 375 px and 1280 px: a learner who signed up twice (two
// phones) signs in with the new account, proves the old one with an SMS code from the development
// log, sees what would move (and that the old phone is released, as the new account has its own),
// confirms, and sees the result.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSteps, launchChromium, root, startServer } from './server.mjs';

const shots = join(root, '.artifacts/e2e');
mkdirSync(shots, { recursive: true });
const T = { timeout: 15000 };
const VIEWPORTS = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
];
const { step, finish } = createSteps({ stopAfterFailure: true });

const freshPhone = () => `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const smsCount = (server, phone) => [...server.log().matchAll(new RegExp(`\\[sms\\] telephone=${phone} `, 'g'))].length;

/** The newest development SMS code sent to `phone` after `after` earlier ones. */
async function smsCode(server, phone, after) {
  const re = new RegExp(`\\[sms\\] telephone=${phone} code=(\\d{6})`, 'g');
  for (let i = 0; i < 50; i++) {
    const hits = [...server.log().matchAll(re)];
    if (hits.length > after) return hits[hits.length - 1][1];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS code for ${phone} in the server log`);
}

/** Phone + code form: send, read the code from the log, submit with the given button text. */
async function phoneCodeForm(page, server, phone, submit) {
  const before = smsCount(server, phone);
  await page.locator('.pcf__phone input').fill(phone);
  await page.getByText('获取验证码').click();
  await page.getByText(/\d+s后重发/).waitFor(T);
  const code = await smsCode(server, phone, before);
  await page.locator('.pcf__code input').fill(code);
  await page.locator('.pcf__submit').getByText(submit, { exact: true }).click();
}

async function signIn(browser, vp, server, phone) {
  const ctx = await browser.newContext({ viewport: { width: vp.width, height: vp.height }, locale: 'zh-CN' });
  await ctx.addInitScript(() => localStorage.setItem('noticeModalShown', '{"data":true}'));
  const page = await ctx.newPage();
  await page.goto(`${server.url}/login?redirectUrl=${encodeURIComponent('/user/info')}`);
  // desktop opens on the QR code: the phone form is the other tab
  if (vp.width >= 1024) await page.getByText('手机号登录').click();
  await phoneCodeForm(page, server, phone, '登录');
  await page.waitForURL((u) => u.pathname === '/user/info', T);
  const uid = await page.evaluate(() => JSON.parse(localStorage.getItem('uid') ?? 'null')?.data ?? localStorage.getItem('uid'));
  return { ctx, page, uid: String(uid) };
}

const server = await startServer();
const browser = await launchChromium();
const errors = [];
try {
  for (const vp of VIEWPORTS) {
    const oldPhone = freshPhone();
    const newPhone = freshPhone();
    let old;
    let current;
    console.log(`${vp.name} (${vp.width}px)`);

    await step(`${vp.name}: the learner has an old account (first phone) and signs in with a new one`, async () => {
      old = await signIn(browser, vp, server, oldPhone);
      old.codeAt = Date.now();
      await old.ctx.close();
      current = await signIn(browser, vp, server, newPhone);
      current.page.on('pageerror', (e) => errors.push(e.message));
      if (old.uid === current.uid) throw new Error('the two phones gave one account');
    });

    await step(`${vp.name}: /migrate proves the old account by SMS and previews what moves`, async () => {
      const page = current.page;
      await page.goto(`${server.url}/migrate`);
      await page.locator('.migrate__title').getByText('账号迁移').waitFor(T);
      // one code a minute per phone: the old phone got its sign-in code a moment ago
      await page.waitForTimeout(Math.max(0, old.codeAt + 61_000 - Date.now()));
      await phoneCodeForm(page, server, oldPhone, '验证旧账号');
      await page.getByText('旧账号（迁出）').waitFor(T);
      const text = await page.locator('.migrate').innerText();
      for (const t of ['当前账号（迁入）', `UID ${old.uid}`, '订单', '代码提交', '旧账号将退出所有登录', '将解除绑定']) {
        if (!text.includes(t)) throw new Error(`preview lacks ${t}`);
      }
      await page.screenshot({ path: join(shots, `${vp.name}-migrate-preview.png`), fullPage: true });
    });

    await step(`${vp.name}: merging asks first, then reports what moved`, async () => {
      const page = current.page;
      await page.getByText('合并到当前账号').click();
      await page.getByText('确认合并账号？').waitFor(T);
      await page.getByText('确认合并', { exact: true }).click();
      await page.getByText('迁移完成').waitFor(T);
      await page.getByText(`旧账号 UID ${old.uid} 的数据已合并到当前账号。`).waitFor(T);
      await page.screenshot({ path: join(shots, `${vp.name}-migrate-done.png`), fullPage: true });
    });

    await current.ctx.close();
  }

  await step('no uncaught page errors', async () => {
    if (errors.length) throw new Error(errors.join('\n'));
  });
} finally {
  await browser.close();
  server.stop();
}

process.exit(finish());
