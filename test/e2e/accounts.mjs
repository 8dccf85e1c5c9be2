// Chromium journey for accounts and sign-in (issue 3, CI): at 375 px sign in with phone + the code
// read from the development SMS log, change nickname and avatar and see them in the header, log
// out; a user without a phone is sent to /bindphone and binds one; at 1280 px a QR sign-in is
// completed by opening the development scan link (the embedded official account's scan event).
// Screenshots go to .artifacts/e2e (git-ignored). Prints "N passed, N failed".
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { createSteps, launchChromium, root, startServer } from './server.mjs';

const shots = join(root, '.artifacts/e2e');
mkdirSync(shots, { recursive: true });
const MOBILE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const T = { timeout: 15000 };

/** Steps build on each other: after a failure the rest are reported as failures. */
const { step, finish } = createSteps({ stopAfterFailure: true });

/** A 16x16 PNG (a blue square with a white diagonal) built by hand: signature, IHDR, IDAT, IEND. */
function makePng(size = 16) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) rows.push(...(x === y ? [255, 255, 255] : [31, 111, 235]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const freshPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const masked = (p) => `${p.slice(0, 3)}****${p.slice(7)}`;

/** The newest development SMS code sent to `phone` (the server prints one stdout line per code). */
async function smsCode(server, phone, after = 0) {
  const re = new RegExp(`\\[sms\\] telephone=${phone} code=(\\d{6})`, 'g');
  for (let i = 0; i < 50; i++) {
    const hits = [...server.log().matchAll(re)];
    if (hits.length > after) return hits[hits.length - 1][1];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS code for ${phone} in the server log`);
}
const smsCount = (server, phone) => [...server.log().matchAll(new RegExp(`\\[sms\\] telephone=${phone} `, 'g'))].length;

/** Fill the phone + code form, send the code, read it from the log, submit. */
async function phoneCodeForm(page, server, phone, submit) {
  const before = smsCount(server, phone);
  await page.locator('.pcf__phone input').fill(phone);
  await page.getByText('获取验证码').click();
  await page.getByText(/\d+s后重发/).waitFor(T);
  const code = await smsCode(server, phone, before);
  await page.locator('.pcf__code input').fill(code);
  await page.locator('.pcf__submit').getByText(submit, { exact: true }).click();
}

async function newContext(browser, viewport, storageState) {
  const ctx = await browser.newContext({ viewport, locale: 'zh-CN', ...(storageState ? { storageState } : {}) });
  // the notice modal shows on a first visit; this journey is about signing in
  await ctx.addInitScript(() => localStorage.setItem('noticeModalShown', '{"data":true}'));
  return ctx;
}

const server = await startServer();
const browser = await launchChromium();
const errors = [];
const watch = (page) => page.on('pageerror', (e) => errors.push(e.message));
try {
  const phone = freshPhone();
  const nickname = `旅人${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  const mobile = await newContext(browser, MOBILE);
  const page = await mobile.newPage();
  watch(page);
  console.log('mobile (375px)');

  await step('mobile: /login opens on the phone form; bad input is refused on the client', async () => {
    await page.goto(`${server.url}/login?redirectUrl=${encodeURIComponent('/user/info')}`);
    await page.getByText('微信扫码登录').waitFor(T);
    await page.locator('.pcf__phone input').fill('12345');
    await page.getByText('获取验证码').click();
    await page.getByText('请输入正确的手机号').waitFor(T);
    await page.locator('.pcf__submit').click();
    await page.getByText('请输入6位数字验证码').waitFor(T);
    if (smsCount(server, '12345')) throw new Error('a code was sent for an invalid phone');
    await page.screenshot({ path: join(shots, 'accounts-mobile-login-invalid.png') });
  });

  await step('mobile: phone + SMS code from the development log signs in and returns to redirectUrl', async () => {
    await phoneCodeForm(page, server, phone, '登录');
    await page.waitForURL((u) => u.pathname === '/user/info', T);
    await page.getByText(masked(phone)).waitFor(T);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    if (!token) throw new Error('no token stored');
    await page.screenshot({ path: join(shots, 'accounts-mobile-signed-in.png') });
  });

  await step('mobile: nickname is checked (1-10) and saved', async () => {
    await page.getByText('修改', { exact: true }).click();
    const input = page.locator('.user-info__input input');
    await input.fill('一二三四五六七八九十一');
    await page.getByText('11/10').waitFor(T);
    await page.getByText('保存', { exact: true }).click();
    await page.getByText('昵称不能为空且不超过10个字符').waitFor(T);
    await input.fill(nickname);
    await page.getByText('保存', { exact: true }).click();
    await page.locator('.user-info__value', { hasText: nickname }).waitFor(T);
  });

  await step('mobile: avatar upload (a PNG made here) becomes the head image', async () => {
    const chooser = page.waitForEvent('filechooser', T);
    await page.getByText('点击更换').click();
    await (await chooser).setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: makePng() });
    await page.waitForFunction(() => {
      const img = document.querySelector('.user-info__avatar img');
      return !!img && img.getAttribute('src')?.includes('/api/v1/oss/file/') && img.naturalWidth > 0;
    }, null, T);
    await page.screenshot({ path: join(shots, 'accounts-mobile-profile.png') });
  });

  await step('mobile: a file that is not png/jpeg is refused before upload', async () => {
    const chooser = page.waitForEvent('filechooser', T);
    await page.getByText('点击更换').click();
    // a real image, but GIF: the client says 图片格式不正确 without uploading
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    await (await chooser).setFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: gif });
    await page.getByText('图片格式不正确').waitFor(T);
  });

  await step('desktop header shows the new nickname and avatar', async () => {
    const ctx = await newContext(browser, DESKTOP, await mobile.storageState());
    const desk = await ctx.newPage();
    watch(desk);
    await desk.goto(`${server.url}/`);
    await desk.locator('.user-entry__name', { hasText: nickname }).waitFor(T);
    await desk.waitForFunction(() => {
      const img = document.querySelector('.user-entry img');
      return !!img && img.getAttribute('src')?.includes('/api/v1/oss/file/') && img.naturalWidth > 0;
    }, null, T);
    await desk.screenshot({ path: join(shots, 'accounts-desktop-header.png') });
    await ctx.close();
  });

  await step('mobile: log out from the user centre clears the session', async () => {
    await page.goto(`${server.url}/user/center`);
    await page.getByText('退出登录').click();
    await page.getByText('登录开始学习').waitFor(T);
    const left = await page.evaluate(() => ['token', 'uid', 'user', 'expiredIn'].filter((k) => localStorage.getItem(k)));
    if (left.length) throw new Error(`still stored: ${left.join(', ')}`);
    await page.goto(`${server.url}/user/info`);
    await page.waitForURL((u) => u.pathname === '/login', T);
  });

  await step('mobile: a user without a phone is sent to /bindphone and binds a fresh one', async () => {
    await page.goto(`${server.url}/login/dev`);
    await page.locator('.dev-login__input input').fill('10003');
    await page.locator('.dev-login__go').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), T);
    // the admin console needs a phone (then admin): the phone step comes first
    await page.goto(`${server.url}/admin/user`);
    await page.waitForURL((u) => u.pathname === '/bindphone', T);
    if (new URL(page.url()).searchParams.get('redirectUrl') !== '/admin/user') throw new Error(`no way back: ${page.url()}`);
    await page.getByText('为了账号安全').waitFor(T);
    await page.screenshot({ path: join(shots, 'accounts-mobile-bindphone.png') });
    const second = freshPhone();
    await phoneCodeForm(page, server, second, '绑定');
    // back to where the guard stopped: not an admin, so the console answers 404
    await page.waitForURL((u) => u.pathname === '/404', T);
    await page.goto(`${server.url}/user/info`);
    await page.getByText(masked(second)).waitFor(T);
  });
  await mobile.close();

  console.log('desktop (1280px)');
  const desktop = await newContext(browser, DESKTOP);
  const desk = await desktop.newPage();
  watch(desk);
  await step('desktop: /login shows the QR code; the development scan signs in and lands on redirectUrl', async () => {
    await desk.goto(`${server.url}/login?redirectUrl=${encodeURIComponent('/user/center')}`);
    await desk.locator('.qr-panel__img').waitFor(T);
    await desk.getByText('手机号登录').waitFor(T);
    await desk.screenshot({ path: join(shots, 'accounts-desktop-qr.png') });
    const href = await desk.locator('a.qr-panel__dev').getAttribute('href');
    if (!href?.includes('/api/v1/wxlogin/dev-scan?scene=')) throw new Error(`dev scan link: ${href}`);
    const scan = await desktop.newPage();
    await scan.goto(href);
    await scan.getByText('已模拟扫码').waitFor(T);
    await scan.close();
    await desk.waitForURL((u) => u.pathname === '/user/center', { timeout: 20000 });
    await desk.locator('.user-entry__name').waitFor(T);
    if (await desk.locator('.user-entry__login').count()) throw new Error('the header still offers 登录');
    await desk.getByText('退出登录').waitFor(T);
    await desk.screenshot({ path: join(shots, 'accounts-desktop-qr-signed-in.png') });
  });

  await step('no uncaught page errors', async () => {
    if (errors.length) throw new Error(errors.join('\n'));
  });
  await desktop.close();
} finally {
  await browser.close();
  server.stop();
}

process.exit(finish());
