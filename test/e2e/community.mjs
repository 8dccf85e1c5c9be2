// Chromium journey for the community (CI): an admin opens a planet board in the console; a
// learner posts a topic with two images and an @mention; the mentioned user sees the unread badge,
// reads the topic and replies; the author sees the unread badge count and the reply notice on
// /study/qa, at 1280 px and at 375 px. Screenshots go to .artifacts/e2e. Prints "N passed, N failed".
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { createSteps, devSignIn, launchChromium, root, startServer } from './server.mjs';

const shots = join(root, '.artifacts/e2e');
mkdirSync(shots, { recursive: true });

const { step, finish } = createSteps();

const png = (color) => sharp({ create: { width: 480, height: 320, channels: 3, background: color } }).png().toBuffer();

const server = await startServer();
const browser = await launchChromium();

async function context(width, height) {
  const ctx = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' });
  await ctx.addInitScript(() => localStorage.setItem('noticeModalShown', JSON.stringify({ data: true })));
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { ctx, page, errors };
}

const signIn = (page, uid, redirect) => devSignIn(page, server.url, uid, redirect);

const BOARD = '前端交流';
const TITLE = `浏览器渲染流程笔记 ${Date.now() % 100000}`;
const AUTHOR = '10002'; // 码途学员
const FRIEND = '10004'; // 刷题达人2 (seeded, with a phone)
const FRIEND_NICK = '刷题达人2';
let topicPath = '';

try {
  console.log('desktop (1280px)');
  const admin = await context(1280, 800);
  await step('admin opens a planet board in /admin/discuz', async () => {
    const { page } = admin;
    await signIn(page, '10001', '/admin/discuz');
    await page.waitForURL((u) => u.pathname === '/admin/discuz', { timeout: 15000 });
    await page.getByRole('button', { name: '新建版块' }).click();
    const dialog = page.locator('.ant-modal');
    await dialog.locator('input').first().fill(BOARD);
    await dialog.locator('textarea').fill('HTML、CSS 与 JavaScript');
    await dialog.locator('.ant-btn-primary').click(); // antd spaces two-character labels (保 存)
    await page.locator('.ant-table-row').filter({ hasText: BOARD }).waitFor({ timeout: 10000 });
    await page.screenshot({ path: join(shots, 'community-admin-discuz.png') });
  });

  const author = await context(1280, 900);
  await step('the author posts a topic with two images and an @mention', async () => {
    const { page } = author;
    await signIn(page, AUTHOR, '/planet');
    await page.waitForURL((u) => u.pathname === '/planet', { timeout: 15000 });
    await page.locator('.planet__board', { hasText: BOARD }).click();
    await page.locator('.planet__post').click();
    await page.waitForURL((u) => u.pathname.startsWith('/topic/edit/'), { timeout: 15000 });
    await page.locator('.topic-edit__title input').fill(TITLE);
    await page.locator('.topic-edit__content textarea').fill('## 关键路径\n\n```js\nconst tree = parse(html);\n```\n\n复杂度 $O(n)$ ');
    // @mention through the picker (only picked names count)
    await page.locator('.topic-edit__tool', { hasText: '提及' }).click();
    await page.locator('.mention-picker__search input').fill('刷题达人');
    // 刷题达人22 is another user: pick the exact name
    await page.locator('.mention-picker__item').filter({ has: page.locator('.mention-picker__name').getByText(FRIEND_NICK, { exact: true }) }).click();
    const content = await page.locator('.topic-edit__content textarea').inputValue();
    if (!content.includes(`@${FRIEND_NICK}`)) throw new Error(`mention not inserted: ${content}`);
    await page.locator('.topic-edit__content textarea').press('End');
    await page.locator('.topic-edit__content textarea').type('来看看');
    // two images through the chooser
    const chooser = page.waitForEvent('filechooser');
    await page.locator('.image-grid__add').click();
    await (await chooser).setFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: await png('#3366cc') },
      { name: 'b.png', mimeType: 'image/png', buffer: await png('#cc6633') },
    ]);
    await page.locator('.image-grid__img').nth(1).waitFor({ timeout: 20000 });
    await page.locator('.topic-edit__tool', { hasText: '预览' }).click();
    await page.locator('.topic-edit__preview .katex').first().waitFor({ timeout: 5000 });
    await page.locator('.topic-edit__preview .hljs-keyword').first().waitFor({ timeout: 5000 });
    await page.screenshot({ path: join(shots, 'community-editor.png'), fullPage: true });
    const submit = page.locator('.topic-edit__submit');
    await submit.click();
    await page.waitForURL((u) => /^\/topic\/\d+$/.test(u.pathname), { timeout: 15000 });
    topicPath = new URL(page.url()).pathname;
    await page.locator('.topic-page__title', { hasText: TITLE }).waitFor({ timeout: 15000 });
    const images = await page.locator('.topic-page__card .image-grid__img').count();
    if (images !== 2) throw new Error(`topic shows ${images} images`);
    await page.locator('.topic-page__card .md h2', { hasText: '关键路径' }).waitFor();
    await page.screenshot({ path: join(shots, 'community-topic.png'), fullPage: true });
  });

  const friend = await context(1280, 900);
  await step('the mentioned user sees the unread badge, then replies (提交中... while sending)', async () => {
    const { page } = friend;
    await signIn(page, FRIEND, '/planet');
    const badge = page.locator('.user-entry__badge');
    await badge.waitFor({ timeout: 15000 });
    const n = Number(await badge.textContent());
    if (!(n >= 1)) throw new Error(`badge ${n}`);
    await page.goto(`${server.url}${topicPath}`);
    await page.locator('.topic-page__title', { hasText: TITLE }).waitFor({ timeout: 15000 });
    const input = page.locator('.comment-box__input textarea');
    await input.fill('x'.repeat(501));
    await page.locator('.comment-box__counter--over', { hasText: '501/500' }).waitFor();
    await page.locator('.comment-box__send').click();
    await page.locator('.comment-box__error', { hasText: '输入内容长度不能为空或大于500字符' }).waitFor();
    await input.fill('写得很清楚，收藏了！');
    // slow the post down a little so the sending state is visible
    let posts = 0;
    await page.route('**/api/v1/comment/post', async (route) => {
      posts++;
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.locator('.comment-box__send').click();
    await page.locator('.comment-box__send', { hasText: '提交中...' }).waitFor({ timeout: 2000 });
    // a second tap while sending does nothing
    await page.locator('.comment-box__send').click({ force: true });
    await page.locator('.comment-box__send', { hasText: '发表' }).waitFor({ timeout: 10000 });
    if (posts !== 1) throw new Error(`${posts} comment posts for one reply`);
    await page.locator('.comment__main', { hasText: '写得很清楚，收藏了！' }).waitFor({ timeout: 10000 });
    await page.screenshot({ path: join(shots, 'community-reply.png'), fullPage: true });
  });

  await step('the author sees the unread badge count and the reply notice on /study/qa', async () => {
    const { page } = author;
    await page.goto(`${server.url}/planet`);
    const badge = page.locator('.user-entry__badge');
    await badge.waitFor({ timeout: 15000 });
    if ((await badge.textContent()) !== '1') throw new Error(`badge shows ${await badge.textContent()}`);
    await page.screenshot({ path: join(shots, 'community-badge.png') });
    await page.locator('.user-entry__notice').click();
    await page.waitForURL((u) => u.pathname === '/study/qa', { timeout: 15000 });
    await page.locator('.qa__tab', { hasText: '回复' }).click();
    await page.locator('.qa__item', { hasText: '评论了你的帖子：写得很清楚，收藏了！' }).waitFor({ timeout: 15000 });
    await page.screenshot({ path: join(shots, 'community-qa.png') });
    // reading the notices clears the badge (the poll runs every 5 s)
    await badge.waitFor({ state: 'detached', timeout: 12000 });
  });

  for (const [name, { errors }] of Object.entries({ admin, author, friend })) {
    await step(`desktop ${name}: no uncaught page errors`, async () => {
      if (errors.length) throw new Error(errors.join('\n'));
    });
  }
  await Promise.all([admin.ctx.close(), author.ctx.close(), friend.ctx.close()]);

  console.log('mobile (375px)');
  const phone = await context(375, 812);
  await step('mobile: the topic, its images and the reply render', async () => {
    const { page } = phone;
    await signIn(page, FRIEND, topicPath);
    await page.locator('.topic-page__title', { hasText: TITLE }).waitFor({ timeout: 15000 });
    await page.locator('.comment__main', { hasText: '写得很清楚，收藏了！' }).waitFor({ timeout: 10000 });
    const images = await page.locator('.topic-page__card .image-grid__img').count();
    if (images !== 2) throw new Error(`topic shows ${images} images`);
    await page.screenshot({ path: join(shots, 'community-mobile-topic.png'), fullPage: true });
  });
  await step('mobile: the drawer shows 答疑/讨论 and /study/qa lists the mention', async () => {
    const { page } = phone;
    await page.goto(`${server.url}/study/qa`);
    await page.locator('.qa__tab', { hasText: '提到我' }).click();
    await page.locator('.qa__item', { hasText: '提到了你' }).waitFor({ timeout: 15000 });
    await page.screenshot({ path: join(shots, 'community-mobile-qa.png') });
  });
  await step('mobile: no uncaught page errors', async () => {
    if (phone.errors.length) throw new Error(phone.errors.join('\n'));
  });
  await phone.ctx.close();
} finally {
  await browser.close();
  server.stop();
}

process.exit(finish());
