// A short script written only against the documented miniprogram-automator API: connect,
// relaunch to the OJ problem list, read its title text, tap into a problem.
//   AUTOMATOR_WS=ws://127.0.0.1:9420 node test/automator/demo.mjs
import automator from 'miniprogram-automator';

const miniProgram = await automator.connect({ wsEndpoint: process.env.AUTOMATOR_WS ?? 'ws://127.0.0.1:9420' });
try {
  const list = await miniProgram.reLaunch('/pages/oj/list/index');
  await list.waitFor('.oj-list__row');
  const title = await list.$('.oj-list__title');
  console.log('OJ list title:', await title.text());
  const row = (await list.$$('.oj-list__row'))[1];
  console.log('tapping:', await row.text());
  await row.tap();
  await list.waitFor(1000);
  const problem = await miniProgram.currentPage();
  const heading = await problem.$('.oj-pane__title');
  console.log('now on', problem.path, problem.query, '—', heading ? await heading.text() : '(no title)');
  if (problem.path !== 'pages/oj/problem/index') process.exitCode = 1;
} finally {
  miniProgram.disconnect();
}
