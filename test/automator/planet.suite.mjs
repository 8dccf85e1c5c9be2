// Planet (星球): a board's topics → 发帖 with an @mention picked from the nickname search → the topic
// page (content, author, no comments) → a comment that mentions too (counter, 评论 1) → the board
// counts and lists the new topic.
import { ensurePhone, expect, findText, onPage, until } from './helpers.mjs';

const MENTIONED = '码途学员';

/** Opens the @ picker of an editor, searches the nickname and picks it. */
async function pickMention(page, toolSelector, toolText) {
  await (await findText(page, toolSelector, toolText)).tap();
  const search = await until(() => page.$('.mention-picker__search'), 'the mention search');
  await search.input(MENTIONED);
  await (await findText(page, '.mention-picker__item', MENTIONED)).tap();
  await until(async () => !(await page.$('.mention-picker')), 'the picker closed');
}

export default async function planetSuite(mp, step, ctx) {
  let page;
  let nick;
  let count;
  let board;
  const title = `用哈希表做两数之和 ${String(Date.now()).slice(-6)}`;
  await step('星球 shows the open boards, the chosen one and its topic count', async () => {
    nick = await ensurePhone(mp, ctx);
    page = await mp.reLaunch('/pages/community/planet/index');
    board = (await (await until(() => page.$('.planet__board--on'), 'the chosen board')).text()).trim();
    expect((await page.$$('.planet__board')).length >= 2, 'fewer than two boards');
    count = Number((await (await page.$('.planet__count')).text()).replace(/\D/g, ''));
    expect(Number.isInteger(count), 'no topic count');
  });

  await step('发帖 opens the editor; @ 提及 puts the nickname in the content', async () => {
    await (await findText(page, '.planet__post', '发帖')).tap();
    page = await onPage(mp, 'pages/community/topic-edit/index');
    await findText(page, '.topic-edit__heading', '发帖 · ');
    await (await page.$('.topic-edit__title')).input(title);
    await pickMention(page, '.topic-edit__tool', '@ 提及');
    const area = await page.$('.topic-edit__content');
    await until(async () => (await area.value()).includes(`@${MENTIONED} `), 'the mention in the content');
    await area.input(`${await area.value()}一次遍历就够了，复杂度 $O(n)$。`);
    await findText(page, '.topic-edit__count--block', `/`);
    expect(!(await page.$('.topic-edit__error')), 'the editor shows an error');
  });

  let topicId;
  await step('发布 opens the topic with its title, author, the mention and no comments', async () => {
    await (await page.$('.topic-edit__submit')).tap();
    page = await onPage(mp, 'pages/community/topic/index', 20000);
    topicId = page.query.id;
    expect(/^\d+$/.test(topicId ?? ''), `topic id ${JSON.stringify(page.query)}`);
    await findText(page, '.topic-page__title', title);
    await findText(page, '.topic-page__author', nick);
    const card = await (await page.$('.topic-page__card')).text();
    expect(card.includes(`@${MENTIONED}`) && card.includes('一次遍历就够了'), `topic text "${card}"`);
    await findText(page, '.topic-page__heading', '评论 0');
    await findText(page, '.topic-page__empty', '还没有评论');
  });

  const comment = '补充：先查 target - x 再放入 x，避免同一元素用两次。';
  await step('a comment with an @mention: the counter, then the comment under the topic', async () => {
    await pickMention(page, '.comment-box__tool', '@');
    const box = await page.$('.comment-box__input');
    await until(async () => (await box.value()).includes(`@${MENTIONED}`), 'the mention in the comment box');
    const text = `${await box.value()}${comment}`;
    await box.input(text);
    await findText(page, '.comment-box__counter', `${[...text].length}/500`);
    await (await page.$('.comment-box__send')).tap();
    const row = await findText(page, '.comment', comment, 20000);
    const rowText = await row.text();
    expect(rowText.includes(nick) && rowText.includes(`@${MENTIONED}`), `comment "${rowText}"`);
    await findText(page, '.topic-page__heading', '评论 1');
    await until(async () => (await box.value()) === '', 'the comment box emptied');
  });

  await step('the board counts the new topic and lists it with its author', async () => {
    page = await mp.reLaunch('/pages/community/planet/index');
    await findText(page, '.planet__count', `${count + 1} 个帖子`);
    const card = await findText(page, '.topic-card', title);
    expect((await card.text()).includes(nick), `card "${await card.text()}"`);
    await card.tap();
    page = await onPage(mp, 'pages/community/topic/index');
    expect(page.query.id === topicId, `opened topic ${page.query.id}, posted ${topicId}`);
    await findText(page, '.comment', comment);
  });
}
