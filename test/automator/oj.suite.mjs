// OJ: the problem list → a problem → core-code (TPL) mode in Python → submit → Accepted.
import { expect, findText, onPage, until } from './helpers.mjs';
import { corePython, submitCode, TWO_SUM_PY } from './oj-workspace.mjs';

export default async function ojSuite(mp, step) {
  let page;
  await step('the problem list shows the bank with levels', async () => {
    page = await mp.reLaunch('/pages/oj/list/index');
    const row = await findText(page, '.oj-list__row', '两数之和');
    expect((await row.text()).includes('中等') || (await row.text()).includes('简单'), `no level in "${await row.text()}"`);
    await findText(page, '.oj-list__row', 'A+B 问题');
  });

  await step('tapping a row opens the problem with its statement', async () => {
    await (await findText(page, '.oj-list__row', '两数之和')).tap();
    page = await onPage(mp, 'pages/oj/problem/index');
    expect(page.query.pid, 'the problem page got no pid');
    const title = await until(() => page.$('.oj-pane__title'), 'the problem title');
    expect((await title.text()).includes('两数之和'), `title is "${await title.text()}"`);
  });

  await step('core-code mode in Python loads the template', () => corePython(page, 'def twoSum'));

  await step('submitting a correct solution gets Accepted with its cases', async () => {
    const verdict = await submitCode(page, TWO_SUM_PY);
    expect(verdict.includes('Accepted'), `verdict "${verdict}"`);
  });
}
