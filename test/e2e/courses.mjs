// Chromium journey of courses (issue 8), CI. Admin at 1280 px: upload a small video the test makes
// with ffmpeg to the video library (progress bar, direct to storage) and add it as a lesson of the
// seeded algorithm course. Learner at 375 px: arrive through a sale-channel landing (/bilibili),
// see the notice-follow modal on /course and follow by the development scan (关注成功), buy the
// course through checkout and the sandbox payment, play the lesson, leave and come back to the
// saved position, watch to the end, and see the progress in /study/course. Then desktop layouts.
// Screenshots go to .artifacts/e2e. Prints "N passed, N failed".
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSteps, devSignIn, launchChromium, newContext, root, startServer } from './server.mjs';

const shots = join(root, '.artifacts/e2e');
mkdirSync(shots, { recursive: true });
const MOBILE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const T = { timeout: 20000 };
const VIDEO_SECONDS = 20;
const LESSON_TITLE = `E2E 实拍课时 ${Date.now().toString(36)}`;

/** Steps build on each other: after a failure the rest are reported as failures. */
const { step, finish } = createSteps({ stopAfterFailure: true });
function expect(cond, msg) {
  if (!cond) throw new Error(msg);
}

/** A real WebM (VP8) test pattern with a running counter, made by ffmpeg. */
function makeVideo(seconds) {
  const file = join(mkdtempSync(join(tmpdir(), 'ct-e2e-video-')), 'lesson.webm');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=10', '-t', String(seconds), '-c:v', 'libvpx', '-b:v', '150k', file]);
  return readFileSync(file);
}

const signIn = (page, who, to) => devSignIn(page, server.url, who, to);

/** The app's own content (Taro keeps hidden navigation-bar titles outside it). */
const ui = (page) => page.locator('#app');
/** Visible text of the page on screen (Taro keeps the pages below it in the DOM, hidden). */
const shown = (page, text) => ui(page).getByText(text).filter({ visible: true }).first();

/** The lesson page's <video> element (inside Taro's video component). */
const videoState = (page) =>
  page.evaluate(() => {
    const v = document.querySelector('video');
    return v ? { t: v.currentTime, paused: v.paused, ended: v.ended, src: v.currentSrc, ready: v.readyState } : null;
  });

const server = await startServer({ STORAGE_DIR: mkdtempSync(join(tmpdir(), 'ct-e2e-storage-')) });
const browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
const errors = [];
const watch = (page) => page.on('pageerror', (e) => errors.push(e.message));
try {
  console.log('admin (1280px)');
  const adminCtx = await newContext(browser, DESKTOP);
  const admin = await adminCtx.newPage();
  watch(admin);

  await step('admin: uploads a generated video to the library with a progress bar', async () => {
    await signIn(admin, 'admin', '/admin/video');
    await admin.locator('#app .ant-card-head-title', { hasText: '视频库' }).first().waitFor(T);
    await admin.getByRole('button', { name: '上传视频' }).click();
    await admin.locator('input[type=file]').setInputFiles({ name: 'e2e-lesson.webm', mimeType: 'video/webm', buffer: makeVideo(VIDEO_SECONDS) });
    await admin.locator('.ant-modal input.ant-input').first().fill(LESSON_TITLE);
    await admin.getByText(`00:${VIDEO_SECONDS}`).waitFor(T); // duration read by the browser
    await admin.getByRole('button', { name: '上传并保存' }).click();
    await admin.locator('.ant-progress').waitFor(T);
    await admin.getByText('视频已上传').waitFor(T);
    await admin.locator('.ant-table-row', { hasText: LESSON_TITLE }).waitFor(T);
    await admin.screenshot({ path: join(shots, 'courses-admin-video.png') });
  });

  await step('admin: adds it as a published lesson of the algorithm course', async () => {
    await admin.goto(`${server.url}/admin/course/1/lesson/create`);
    await admin.locator('#app .ant-card-head-title', { hasText: '新建课时' }).waitFor(T);
    await admin.locator('#app input.ant-input[maxlength="60"]').fill(LESSON_TITLE);
    const select = admin.locator('#app .ant-select', { hasText: '搜索视频标题' });
    await select.click();
    await admin.keyboard.type('E2E');
    await admin.locator('.ant-select-item-option', { hasText: LESSON_TITLE }).click();
    await admin.locator('#app button.ant-btn-primary', { hasText: /保\s*存/ }).click();
    await admin.waitForURL((u) => /\/admin\/course\/1\/lesson\/\d+\/detail$/.test(u.pathname), T);
    await admin.goto(`${server.url}/admin/course/1/lessons`);
    await admin.locator('.ant-table-row', { hasText: LESSON_TITLE }).waitFor(T);
    await admin.screenshot({ path: join(shots, 'courses-admin-lessons.png') });
  });
  await adminCtx.close();

  console.log('learner (375px)');
  const ctx = await newContext(browser, MOBILE);
  const page = await ctx.newPage();
  watch(page);
  let lessonUrl = '';

  await step('learner: the /bilibili landing records the sale channel and shows the intro video', async () => {
    await page.goto(`${server.url}/bilibili`);
    await shown(page, '码途 CodeTrek').waitFor(T);
    await shown(page, '一分钟了解码途').waitFor(T);
    expect(new URL(page.url()).pathname === '/bilibili', `landing moved to ${page.url()}`);
    const stored = await page.evaluate(() => localStorage.getItem('saleChannel'));
    expect(stored?.includes('bilibili'), `sale channel not stored: ${stored}`);
    await page.screenshot({ path: join(shots, 'courses-mobile-landing.png') });
  });

  await step('learner: /course shows the notice-follow modal; the development scan follows; 关注成功', async () => {
    await signIn(page, '10011', '/course');
    await shown(page, '关注公众号，不错过开课提醒').waitFor(T);
    await page.screenshot({ path: join(shots, 'courses-mobile-follow.png') });
    const scan = page.locator('.follow-modal__dev');
    const href = await scan.getAttribute('href');
    const res = await page.request.get(new URL(href, server.url).toString());
    expect(res.ok(), `dev scan failed: ${res.status()} ${await res.text()}`);
    await shown(page, '关注成功').waitFor({ timeout: 10000 });
    await shown(page, '好的').click();
    await page.reload();
    await shown(page, '算法面试通关课').waitFor(T);
    expect((await ui(page).getByText('关注公众号，不错过开课提醒').filter({ visible: true }).count()) === 0, 'the follow modal showed twice');
  });

  await step('learner: the course intro shows chapters and the price; a paid lesson is locked', async () => {
    await shown(page, '算法面试通关课').click();
    await shown(page, '课程目录').waitFor(T);
    await shown(page, '第一章 基础数据结构').waitFor(T);
    await shown(page, '¥199.00').waitFor(T);
    await page.screenshot({ path: join(shots, 'courses-mobile-intro.png') });
    await shown(page, LESSON_TITLE).click();
    await shown(page, '购买课程后即可学习').waitFor(T);
    lessonUrl = page.url();
    await page.goBack();
  });

  await step('learner: buys the course through checkout and the sandbox payment', async () => {
    await shown(page, '立即购买').click();
    await shown(page, '订单结算').waitFor(T);
    await shown(page, '提交订单').click();
    await page.getByText('确认支付').last().click();
    await page.waitForURL((u) => /\/order\/[^/]+\/payment\/result$/.test(u.pathname), T);
    await shown(page, '支付成功').waitFor(T);
    await page.goto(`${server.url}/course/1`);
    await shown(page, '开始学习').waitFor(T);
    await page.screenshot({ path: join(shots, 'courses-mobile-bought.png') });
  });

  await step('learner: plays the lesson video; heartbeats save the position', async () => {
    await page.goto(lessonUrl);
    await shown(page, LESSON_TITLE).waitFor(T);
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, null, T);
    await page.evaluate(() => {
      const v = document.querySelector('video');
      v.muted = true;
      return v.play();
    });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 12, null, { timeout: 30000 });
    await page.evaluate(() => document.querySelector('video').pause());
    const s = await videoState(page);
    expect(s && s.src.includes('/api/v1/oss/file/') && s.src.includes('sig='), `not a signed play URL: ${s?.src}`);
    await shown(page, /已观看 [1-9]\d*%/).waitFor(T);
    await page.screenshot({ path: join(shots, 'courses-mobile-lesson.png') });
  });

  await step('learner: leaves and comes back to the saved position', async () => {
    await page.goto(`${server.url}/study/course`);
    await shown(page, '算法面试通关课').waitFor(T);
    await page.goto(lessonUrl);
    await shown(page, /上次看到 00:1\d，已为你续播/).waitFor(T);
    await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 1, null, T);
    await page.evaluate(() => {
      const v = document.querySelector('video');
      v.muted = true;
      return v.play();
    });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5, null, T);
    const s = await videoState(page);
    expect(s.t >= 10, `resumed at ${s.t}s instead of the saved position`);
  });

  await step('learner: watching to the end finishes the lesson', async () => {
    await page.waitForFunction(() => document.querySelector('video')?.ended === true, null, { timeout: 30000 });
    await shown(page, '已学完').waitFor(T);
  });

  await step('learner: /study/course shows the progress and study time', async () => {
    await page.goto(`${server.url}/study/course`);
    await shown(page, '算法面试通关课').waitFor(T);
    await shown(page, /已学 1\/4 课时/).waitFor(T);
    await shown(page, /学习时长 (\d+分钟|不足1分钟)/).waitFor(T);
    await shown(page, `继续学习：${LESSON_TITLE}`).waitFor(T);
    await page.screenshot({ path: join(shots, 'courses-mobile-study.png') });
  });

  console.log('desktop (1280px)');
  await step('desktop: course list, intro and lesson layouts', async () => {
    const desk = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN', storageState: await ctx.storageState() });
    const p = await desk.newPage();
    watch(p);
    await p.goto(`${server.url}/course`);
    await shown(p, '程序员简历与面试入门').waitFor(T);
    await p.screenshot({ path: join(shots, 'courses-desktop-list.png') });
    await p.goto(`${server.url}/course/1`);
    await shown(p, '继续学习').waitFor(T);
    await p.screenshot({ path: join(shots, 'courses-desktop-intro.png') });
    await p.goto(lessonUrl);
    await shown(p, '已学完').waitFor(T);
    await p.screenshot({ path: join(shots, 'courses-desktop-lesson.png') });
    await p.goto(`${server.url}/service`);
    await shown(p, '直播课表').waitFor(T);
    await shown(p, '简历点评专场').waitFor(T);
    await p.screenshot({ path: join(shots, 'courses-desktop-service.png') });
    await desk.close();
  });
  await ctx.close();
} finally {
  await browser.close();
  server.stop();
}

if (errors.length) console.log(`page errors:\n  ${errors.join('\n  ')}`);
const code = finish();
process.exit(code || (errors.length ? 1 : 0));
