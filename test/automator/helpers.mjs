// Helpers for the automator suites, written only against miniprogram-automator's public API
// (MiniProgram / Page / Element), so the suites run unchanged against WeChat DevTools.

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function expect(cond, msg) {
  if (!cond) throw new Error(msg);
}

/** Poll until fn() returns a truthy value (or throw with `what` after `timeout` ms). */
export async function until(fn, what, timeout = 20000) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}${last ? ` (${last.message})` : ''}`);
    await sleep(250);
  }
}

/** The first element matching `selector` whose text includes `text`, waiting for it. */
export async function findText(page, selector, text, timeout) {
  return until(async () => {
    for (const el of await page.$$(selector)) if ((await el.text()).includes(text)) return el;
    return null;
  }, `${selector} with text "${text}" on ${page.path}`, timeout);
}

/** The page's whole text (its top-level views), for assertions. */
export async function pageText(page) {
  const parts = [];
  for (const el of await page.$$('view')) parts.push(await el.text());
  return parts.join('\n');
}

/** Wait until the current page is `path` (pages/…/index) and return it. */
export async function onPage(mp, path, timeout) {
  return until(async () => {
    const page = await mp.currentPage();
    return page.path === path ? page : null;
  }, `page ${path}`, timeout);
}

export const MODAL_CONFIRMED = { errMsg: 'showModal:ok', confirm: true, cancel: false };

/** Runs fn with wx methods mocked (name → result or function, as mockWxMethod takes), then restores them. */
export async function withMocks(mp, mocks, fn) {
  for (const [name, result] of Object.entries(mocks)) await mp.mockWxMethod(name, result);
  try {
    return await fn();
  } finally {
    for (const name of Object.keys(mocks)) await mp.restoreWxMethod(name);
  }
}

/** Binds `phone` on the bind-phone page with the SMS code the API sent (ctx.smsCode). */
export async function bindPhone(mp, ctx, phone) {
  const page = await mp.navigateTo('/pages/login/bind-phone/index');
  await findText(page, '.bind-phone__title', '绑定手机号');
  await (await page.$('.pcf__phone')).input(phone);
  await (await page.$('.pcf__send')).tap();
  const code = await until(() => ctx.smsCode(phone), `the SMS code for ${phone}`);
  await (await page.$('.pcf__code')).input(code);
  await (await page.$('.pcf__submit')).tap();
  await until(async () => (await mp.currentPage()).path !== 'pages/login/bind-phone/index', 'leaving the bind page');
}

/**
 * For suites that need a signed-in user with a phone (lessons, exams, checkout): signs in through
 * wx.login by opening the user center and binds a phone unless one is bound already, so each
 * suite also runs on its own. Returns the user's nickname.
 */
export async function ensurePhone(mp, ctx) {
  const hub = await mp.reLaunch('/pages/user/center/index');
  const nick = (await (await until(() => hub.$('.user-center__nick'), 'the nickname')).text()).trim();
  // the phone is on personal info (the 我的 hub shows no session facts)
  const page = await mp.reLaunch('/pages/user/info/index');
  const row = await findText(page, '.user-info__row', '手机号');
  if (!/\d{3}\*{4}\d{4}/.test(await row.text())) await bindPhone(mp, ctx, `137${String(Date.now()).slice(-8)}`);
  return nick;
}

/** What a failure prints: the page stack, the current page's data and its WXML. */
export async function dump(mp) {
  try {
    const stack = await mp.pageStack();
    const page = await mp.currentPage();
    const data = JSON.stringify(await page.data()).slice(0, 4000);
    const top = (await page.$$('view'))[0];
    const wxml = top ? (await top.outerWxml()).slice(0, 8000) : '(no view)';
    return [`page stack: ${stack.map((p) => `${p.path}?${new URLSearchParams(p.query)}`).join(' → ')}`, `page data: ${data}`, `WXML: ${wxml}`].join('\n');
  } catch (err) {
    return `(could not dump the page: ${err.message})`;
  }
}

/** Step reporting for one suite: a failure prints the dump and stops the suite's later steps. */
export function createSuite(mp, name) {
  const results = [];
  let broken = false;
  async function step(title, fn) {
    if (broken) {
      results.push(false);
      console.log(`  ✕ ${title} (skipped after an earlier failure)`);
      return;
    }
    try {
      await fn();
      results.push(true);
      console.log(`  ✓ ${title}`);
    } catch (err) {
      broken = true;
      results.push(false);
      console.log(`  ✕ ${title}\n    ${String(err.message ?? err).split('\n').join('\n    ')}`);
      console.log(`    ${(await dump(mp)).split('\n').join('\n    ')}`);
    }
  }
  console.log(name);
  return { step, results };
}
