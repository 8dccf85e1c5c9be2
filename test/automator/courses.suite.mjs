// Courses: the list (a paid course with its price, the free one) → a paid course's catalog (试看
// and locked lessons, a locked lesson refused) → the free course → its article lesson (study time
// counted by the heartbeat, 学完了) → the progress on the course page and in 我的课程.
import { ensurePhone, expect, findText, onPage, until } from './helpers.mjs';

const PAID = '算法面试通关课';
const FREE = '程序员简历与面试入门';
const LESSON = '简历的结构';

/** Closes the once-per-user 关注公众号 modal the course list may open. */
async function closeFollowModal(page) {
  for (const el of await page.$$('.btn')) if ((await el.text()).includes('稍后再说')) await el.tap();
}

export default async function coursesSuite(mp, step, ctx) {
  let page;
  await step('the course list shows the paid course with its price and the free course', async () => {
    await ensurePhone(mp, ctx);
    page = await mp.reLaunch('/pages/course/list/index');
    await findText(page, '.course-list__title', '深度技能课');
    const paid = await (await findText(page, '.course-card', PAID)).text();
    expect(/¥\s?199/.test(paid) && paid.includes('课时'), `paid card "${paid}"`);
    const free = await (await findText(page, '.course-card', FREE)).text();
    expect(free.includes('免费') && free.includes('1 课时'), `free card "${free}"`);
    await closeFollowModal(page);
  });

  await step('the paid course: 立即购买, 试看 on the preview lesson, locked lessons refused', async () => {
    await (await findText(page, '.course-card', PAID)).tap();
    page = await onPage(mp, 'pages/course/intro/index');
    await findText(page, '.course-intro__title', PAID);
    await findText(page, '.course-intro__actions .btn', '立即购买');
    // the lock is an SVG icon (.icon--lock), never an emoji (issue 25 item 9)
    const previewRow = await findText(page, '.catalog__lesson', '1.1 课程导学');
    const preview = await previewRow.text();
    expect(preview.includes('试看') && !(await previewRow.$('.icon--lock')), `preview row "${preview}"`);
    const locked = await findText(page, '.catalog__lesson', '2.1 双指针');
    expect(!!(await locked.$('.icon--lock')), `locked row "${await locked.text()}" has no lock icon`);
    await locked.tap();
    page = await onPage(mp, 'pages/course/lesson/index');
    const text = await (await until(() => page.$('.lesson-locked__text'), 'the locked notice')).text();
    expect(text.length > 0, 'empty locked notice');
  });

  let lessonMeta;
  await step('the free course opens with 开始学习 and its catalog', async () => {
    page = await mp.reLaunch('/pages/course/list/index');
    await closeFollowModal(page);
    await (await findText(page, '.course-card', FREE)).tap();
    page = await onPage(mp, 'pages/course/intro/index');
    await findText(page, '.course-intro__title', FREE);
    const progress = await (await until(() => page.$('.course-intro__progress'), 'the progress bar')).text();
    expect(progress.includes('已学 0/1'), `progress "${progress}"`);
    const row = await findText(page, '.catalog__lesson', LESSON);
    expect(!(await row.text()).includes('已学完'), `row "${await row.text()}"`);
    await (await findText(page, '.course-intro__actions .btn', '开始学习')).tap();
  });

  await step('the lesson shows its article; the heartbeat replaces 未统计 with the study time', async () => {
    page = await onPage(mp, 'pages/course/lesson/index');
    expect(page.query.id === '5', `lesson query ${JSON.stringify(page.query)}`);
    await findText(page, '.lesson__title', LESSON);
    await findText(page, '.lesson-article', '基本信息、教育背景、项目经历、技能清单');
    lessonMeta = await page.$('.lesson__meta');
    const meta = await lessonMeta.text();
    expect(meta.includes('未学完'), `meta "${meta}"`);
    // before any beat the time is 未统计; the article beats at once (then every 10 s) and the
    // server's learn state replaces it
    await until(async () => /学习时长 (不足1分钟|\d+分钟)/.test(await lessonMeta.text()), 'study time counted by the heartbeat', 25000);
  });

  await step('学完了 marks the lesson done', async () => {
    await (await findText(page, '.lesson-article .btn', '学完了')).tap();
    await findText(page, '.lesson-article__done', '已学完');
    expect((await lessonMeta.text()).includes('已学完'), `meta "${await lessonMeta.text()}"`);
  });

  await step('the course page shows the saved progress and 继续学习', async () => {
    await (await findText(page, '.lesson__nav .btn', '课程目录')).tap();
    page = await onPage(mp, 'pages/course/intro/index');
    const progress = await (await until(() => page.$('.course-intro__progress'), 'the progress bar')).text();
    expect(progress.includes('已学 1/1') && /学习时长 (不足1分钟|\d+分钟)/.test(progress), `progress "${progress}"`);
    await findText(page, '.course-intro__actions .btn', '继续学习');
    const row = await findText(page, '.catalog__lesson', LESSON);
    expect((await row.text()).includes('已学完'), `row "${await row.text()}"`);
  });

  await step('我的课程 lists the course at 1/1 with 继续学习 on the lesson', async () => {
    page = await mp.reLaunch('/pages/study/course/index');
    const card = await findText(page, '.course-card', FREE);
    const text = await card.text();
    expect(text.includes('已学 1/1 课时') && text.includes(`继续学习：${LESSON}`) && text.includes('最近学习'), `card "${text}"`);
    expect(/学习时长 (不足1分钟|\d+分钟)/.test(text), `no study time in "${text}"`);
  });
}
