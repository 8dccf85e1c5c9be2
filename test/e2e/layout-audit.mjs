// Layout audit (issue 25 item 10, DESIGN §10), CI: every learner route of the route table
// (src/routes, compiled here with esbuild — no hand list) with seeded ids, as a visitor and as the
// learner 10002, at 375 and 1280 px; the shell pages (landing, tab pages, header areas, 我的) also at
// 768 and 1920 px. Fails on a page error or console error, a 404 (document, API, asset or the 404
// page), a 5xx, a page still loading after AUDIT_STUCK_MS, horizontal overflow, a header / tab-bar
// label on two lines, or a fixed/sticky element over a control that scrolling cannot free.
// Screenshots: .artifacts/layout/<role>-<width>-<route-slug>.png. Prints a table, exits 1 on any failure.
//
//   node test/e2e/layout-audit.mjs               # the audit (after npm run build:h5 && npm run build:server)
//   node test/e2e/layout-audit.mjs --self-test   # only the checks against fixtures that must fail
//   AUDIT_ONLY=/oj,/course node test/e2e/layout-audit.mjs   # some routes (path prefixes of the table's paths)
//   env: H5_DIR, E2E_PORT (passed to the server), AUDIT_STUCK_MS (8000), AUDIT_CONCURRENCY (2)
//
// The learner's session goes into localStorage the way the app keeps it (auth store keys in Taro's
// storage format) after a /api/v1/login/dev sign-in. Before the pages, the audit gives the learner
// what some routes need and the seed does not hold for 10002: an unpaid order, one submission and a
// place in the seeded camp's 第1期 (admin API), all in the server's throwaway database.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { apiClient, inPageChecks, loadRouteTable, scrollPage, sessionStorageItems } from './layout-audit-lib.mjs';
import { launchChromium, root, startServer } from './server.mjs';

const STUCK_MS = Number(process.env.AUDIT_STUCK_MS ?? 8000);
const CONCURRENCY = Number(process.env.AUDIT_CONCURRENCY ?? 2);
const BUDGET_S = 600;
const LEARNER = '10002';
const ADMIN = '10001';
const shots = join(root, '.artifacts/layout');

const HEIGHT = { 375: 812, 768: 1024, 1280: 800, 1920: 1080 };
const BASE_WIDTHS = [375, 1280];
const SHELL_WIDTHS = [768, 1920];

/**
 * Console errors that are not the page's fault. Each entry: a pattern and why. Keep it short.
 * (Chromium logs every non-2xx response as a console error; those are judged by status instead.)
 */
/**
 * API answers where 404 (4004) is the product saying "nothing yet", and the page shows its own state
 * for it: the exam pages asked before the learner has an attempt (the question page goes back to the
 * cover, the result page says so with a link to 我的考试). Noted, not failed.
 */
const API_404_NOTHING_YET = new Set(['/api/v1/exam/attempt', '/api/v1/exam/result']);
const CONSOLE_ALLOW = [[/^Failed to load resource: the server responded with a status of \d+/, 'Chromium logs every non-2xx answer (the API answers business refusals with 4xx): statuses are judged on their own, 404 and 5xx fail, other 4xx are noted']];

/** Routes whose params cannot be filled because the data does not exist for the learner: path -> why. */
const NEEDS_DATA = {};

// ---- what the checks look for (kept next to the checks' callers, passed into the page) ----
const CHECK_OPTS = {
  // text nodes in these on more than one line are a wrapped header/tab label
  header: ['.header__nav', '.header__logo', '.user-entry', '.m-header', '.tab-bar'],
  controls: [
    'a[href]',
    'button',
    'input:not([type=hidden])',
    'textarea',
    'select',
    '[role=button]',
    'taro-button-core',
    'taro-input-core',
    'taro-textarea-core',
    '.btn',
  ],
  loading: {
    selectors: ['.state--loading', '[aria-busy="true"]', '.skeleton', '[class$="-skeleton"]', '[class*="-skeleton "]'],
    texts: ['加载中'],
  },
};

function slug(path) {
  const s = path.replace(/^\//, '').replace(/:/g, '').replace(/[^a-zA-Z0-9_-]+/g, '-').replace(/-+$/, '');
  return s || 'home';
}

function fmtMs(ms) {
  return `${(ms / 1000).toFixed(1)}s`;
}

// ---------------------------------------------------------------------------------------------
// self-test: the checks must fail on pages built to fail, and pass on a clean one
// ---------------------------------------------------------------------------------------------

const FIXTURE_BAD = `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; font: 14px/20px sans-serif; }
  .header { display: flex; height: 60px; align-items: center; }
  .header__nav { display: flex; gap: 8px; }
  .header__link { width: 30px; }
  .wide { width: 900px; height: 20px; background: #eee; }
  .float { position: fixed; right: 0; bottom: 0; width: 200px; height: 80px; background: rgba(0,0,0,.5); }
  .btn { position: absolute; right: 20px; bottom: 20px; padding: 4px; }
</style></head><body>
  <div class="header"><div class="header__nav"><span class="header__link">算法题库</span><span class="header__link">题单</span></div></div>
  <div class="wide">overflow</div>
  <div class="btn">提交订单</div>
  <div class="float">反馈</div>
  <div class="state state--loading">加载中...</div>
</body></html>`;

const FIXTURE_GOOD = `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; font: 14px/20px sans-serif; padding-bottom: 100px; }
  .header { display: flex; height: 60px; align-items: center; position: sticky; top: 0; background: #fff; }
  .header__nav { display: flex; gap: 8px; white-space: nowrap; }
  .bar { position: fixed; left: 0; right: 0; bottom: 0; height: 60px; background: #fff; }
  .btn { display: inline-block; margin: 10px; }
</style></head><body>
  <div class="header"><div class="header__nav"><span class="header__link">算法题库</span><span class="header__link">题单</span></div></div>
  ${'<p>内容</p>'.repeat(60)}
  <div class="btn">最后一个按钮</div>
  <div class="bar"><div class="btn">首页</div></div>
</body></html>`;

/** Taro-like: the page scrolls inside .taro_page; the last control ends under the fixed tab bar
 * unless the page leaves room for it (`room`). */
const fixtureTaro = (room) => `<!doctype html><html><head><meta charset="utf-8"><style>
  html, body { margin: 0; height: 100%; overflow: hidden; font: 14px/20px sans-serif; }
  .taro_page { height: 100%; overflow-y: auto; overflow-x: hidden; ${room ? 'padding-bottom: 70px; box-sizing: border-box;' : ''} }
  .tabs { overflow-x: auto; white-space: nowrap; } .tabs span { display: inline-block; width: 120px; }
  .ellipsis { width: 200px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
  .tab-bar { position: fixed; left: 0; right: 0; bottom: 0; height: 60px; background: #fff; display: flex; }
  .row { height: 40px; cursor: pointer; }
</style></head><body><div class="taro_page">
  <div class="tabs">${'<span>标签</span>'.repeat(8)}</div><div class="ellipsis">${'很长的标题'.repeat(20)}</div>
  ${room ? '' : '<div style="width: 600px">被页面裁掉的内容</div>'}
  ${'<div class="row">题目</div>'.repeat(40)}<div class="btn">提交订单</div>
</div><div class="tab-bar"><div class="tab-bar__item">首页</div><div class="tab-bar__item">我的</div></div></body></html>`;

async function selfTest(browser) {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 600 }, locale: 'zh-CN' });
  const page = await ctx.newPage();
  const problems = [];
  try {
    await page.setContent(FIXTURE_BAD);
    const bad = await runChecks(page);
    if (!bad.overflow) problems.push('overflow not detected');
    if (!bad.wrapped.length) problems.push('wrapped header label not detected');
    if (!bad.covered.some((c) => c.includes('提交订单'))) problems.push(`fixed element over 提交订单 not detected (${JSON.stringify(bad.covered)})`);
    if (!bad.loading.length) problems.push('loading indicator not detected');
    await page.setContent(fixtureTaro(false));
    const taroBad = await runChecks(page);
    if (!taroBad.overflow) problems.push('content cut off by .taro_page not detected');
    if (!taroBad.covered.some((c) => c.includes('提交订单'))) problems.push(`tab bar over the last control of a .taro_page scroller not detected (${JSON.stringify(taroBad.covered)})`);
    await page.setContent(fixtureTaro(true));
    const taroGood = reasonsOf(await runChecks(page));
    if (taroGood.length) problems.push(`clean .taro_page fixture reported: ${taroGood.join('; ')}`);
    await page.setContent(FIXTURE_GOOD);
    const good = await runChecks(page);
    const reasons = reasonsOf(good);
    if (reasons.length) problems.push(`clean fixture reported: ${reasons.join('; ')}`);
  } finally {
    await ctx.close();
  }
  if (problems.length) {
    console.log(`self-test FAILED:\n  ${problems.join('\n  ')}`);
    return false;
  }
  console.log('self-test: overflow, wrapped label, covered control and stuck loading are detected; a clean page passes');
  return true;
}

// ---------------------------------------------------------------------------------------------
// checks of one loaded page
// ---------------------------------------------------------------------------------------------

/**
 * The in-page checks at the top of the page (controls under top-anchored fixed elements), then at
 * the bottom (controls under bottom-anchored ones): what a learner cannot scroll out from under.
 */
async function runChecks(page) {
  const scrolls = await page.evaluate(scrollPage, 'top');
  const top = await page.evaluate(inPageChecks, { ...CHECK_OPTS, at: scrolls ? 'top' : 'all' });
  if (!scrolls) return top;
  await page.evaluate(scrollPage, 'bottom');
  // an endless list loads its next page at the end: let it, then look at the end again
  await page.waitForTimeout(300);
  await page.evaluate(scrollPage, 'bottom');
  await page.waitForTimeout(100);
  const bottom = await page.evaluate(inPageChecks, { ...CHECK_OPTS, at: 'bottom' });
  await page.evaluate(scrollPage, 'top');
  return { ...top, covered: [...new Set([...top.covered, ...bottom.covered])] };
}

function reasonsOf(r) {
  const out = [];
  if (r.overflow) out.push(`horizontal overflow: ${r.overflow}`);
  for (const w of r.wrapped) out.push(`wrapped label: ${w}`);
  for (const c of r.covered) out.push(`covered control: ${c}`);
  for (const l of r.loading) out.push(`stuck loading: ${l}`);
  return out;
}

// ---------------------------------------------------------------------------------------------
// the audit
// ---------------------------------------------------------------------------------------------

/** Ids for every path param, from the API; a few records made for the learner (see the header). */
async function discoverParams(base) {
  const api = await apiClient(base);
  const learner = await api.signIn(LEARNER);
  const admin = await api.signIn(ADMIN);
  const P = {};
  const note = (k, v) => v !== undefined && v !== null && v !== '' && (P[k] = String(v));
  const tryDo = async (what, fn) => {
    try {
      await fn();
    } catch (e) {
      console.log(`  (ids) ${what}: ${e.message}`);
    }
  };

  await tryDo('problems', async () => {
    const { list } = await learner.get('/v1/oj/problem/list', { page: 1, size: 20 });
    const p = list.find((x) => x.free && x.has_tpl) ?? list[0];
    note('/oj/problem/:pid', p?.problem_id);
    const acm = list.find((x) => x.has_acm) ?? list[0];
    const sub = await learner.post('/v1/oj/submit', { problem_id: acm.problem_id, lang: 'python', code_mode: 1, code: 'print(sum(map(int, input().split())))\n' });
    note('/oj/submission/:sid', sub.submission_id ?? sub.sid ?? sub.id);
  });
  await tryDo('topics', async () => {
    const { list } = await learner.get('/v1/topic/list');
    note('/topic/:id', list[0]?.topic_id);
  });
  await tryDo('boards', async () => {
    const boards = await learner.get('/v1/discuz/list');
    note('/topic/edit/:cate', boards[0]?.cate);
  });
  await tryDo('courses', async () => {
    const { list } = await learner.get('/v1/course/list');
    const paid = list.find((c) => !c.free && c.kind === 'normal') ?? list[0];
    note('/course/:id', paid?.course_id);
    note('/notebook/:id', paid?.course_id);
    const free = list.find((c) => c.free) ?? list[0];
    const detail = await learner.get('/v1/course/detail', { course_id: free.course_id });
    note('/lesson/:id', detail.groups?.flatMap((g) => g.lessons)[0]?.lesson_id);
    // a course with practice tasks the learner can open, else a paid one (its buy panel)
    let practice = null;
    for (const c of list) {
      const tasks = await learner.get('/v1/practice/task/list', { course_id: c.course_id }).catch(() => null);
      if (tasks?.length) {
        practice = c.course_id;
        break;
      }
    }
    note('/practice/:courseId/task', practice ?? paid?.course_id);
    note('/practice/:courseId/discuz', practice ?? paid?.course_id);
  });
  await tryDo('live lessons', async () => {
    const { list } = await learner.get('/v1/live/lesson/list');
    note('/service/lesson/:id', list[0]?.id);
  });
  await tryDo('exams', async () => {
    const { list } = await learner.get('/v1/exam/list');
    const e = list.find((x) => x.access === 'free') ?? list[0];
    for (const suffix of ['', '/question', '/result', '/explain', '/rank', '/comment']) note(`/exam/:eid${suffix}`, e?.exam_id);
  });
  await tryDo('problem sets', async () => {
    const sets = await learner.get('/v1/problemset/list');
    const s = sets.find((x) => x.access === 'free') ?? sets[0];
    note('/problemset/:id', s?.id);
    const d = await learner.get('/v1/problemset/detail', { id: s.id });
    note('/problemset/item/:itemId', d.sections?.[0]?.items?.[0]?.item_id);
  });
  await tryDo('order', async () => {
    const info = await learner.get('/v1/vip/info');
    const pid = info.tiers?.[0]?.product_id;
    note('/order/create/:pid', pid);
    const order = await learner.post('/v1/order/create', { product_id: pid });
    note('/order/:orderNo/wechatpay', order.order_no);
    note('/order/:orderNo/payment/result', order.order_no);
  });
  await tryDo('sale channel', async () => {
    const channels = await admin.get('/admin/sale-channel/list');
    note('/:channel', channels.find((c) => c.enabled)?.code);
  });
  await tryDo('camp', async () => {
    const landing = await learner.get('/v1/landing');
    const cid = landing.camps?.[0]?.course_id;
    const cohorts = await admin.get('/admin/training/cohort/list', { cid });
    const open = cohorts.find((c) => new Date(c.start_at) <= new Date() && new Date(c.end_at) > new Date()) ?? cohorts[0];
    await admin.post('/admin/training/enrollment/enroll', { uid: LEARNER, cid, gid: open.cohort_id });
    const mine = await learner.get('/v1/training/enrollment');
    const e = mine[0] ?? {};
    const c = String(e.course_id ?? e.cid ?? cid);
    const g = String(e.cohort_id ?? e.gid ?? open.cohort_id);
    for (const suffix of ['', '/class', '/report', '/rank']) P[`/training/:cid/:gid${suffix}`] = `${c}/${g}`;
    P['/training/:cid/learnlog'] = c;
  });
  return { P, learnerSession: learner.session };
}

/** Fills a route's params from the discovered ids; null when one is missing. */
function fill(path, P) {
  if (!path.includes(':')) return path;
  const v = P[path];
  if (!v) return null;
  // a value with a slash fills two params in order (cid/gid)
  const parts = v.split('/');
  let i = 0;
  const out = path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(parts[Math.min(i++, parts.length - 1)]));
  return out;
}

let visitSeq = 0;

async function auditPage(ctx, job, base, matchPath) {
  const page = await ctx.newPage();
  const reasons = [];
  const notes = [];
  const errors = [];
  const apiNotes = new Set();
  // every visit is its own client address (the server trusts X-Forwarded-For here): the per-IP
  // limits of the sign-in page's QR code are for people, not for an audit opening it 100 times
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.77.${(++visitSeq >> 8) & 255}.${visitSeq & 255}` });
  let inflight = 0;
  let lastNet = Date.now();
  const isApi = (u) => u.startsWith(`${base}/api/`);
  page.on('pageerror', (e) => errors.push(`page error: ${String(e.message).split('\n')[0]}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    if (CONSOLE_ALLOW.some(([re]) => re.test(text))) return;
    errors.push(`console error: ${text.split('\n')[0].slice(0, 200)}`);
  });
  page.on('request', (r) => {
    if (isApi(r.url())) {
      inflight++;
      lastNet = Date.now();
    }
  });
  const done = (r) => {
    if (isApi(r.url())) {
      inflight = Math.max(0, inflight - 1);
      lastNet = Date.now();
    }
  };
  page.on('requestfinished', done);
  page.on('requestfailed', (r) => {
    done(r);
    const f = r.failure()?.errorText ?? '';
    if (r.url().startsWith(base) && !/ERR_ABORTED/.test(f)) errors.push(`request failed: ${r.method()} ${r.url().slice(base.length)} ${f}`);
  });
  page.on('response', (res) => {
    const u = res.url();
    if (!u.startsWith(base)) return;
    const s = res.status();
    const what = res.request().resourceType() === 'document' ? 'document' : u.startsWith(`${base}/api/`) ? 'API' : 'asset';
    const where = `${what} ${u.slice(base.length).split('?')[0]}`;
    if (s === 404 && what === 'API' && API_404_NOTHING_YET.has(u.slice(base.length).split('?')[0])) apiNotes.add(`404 ${where} (nothing yet)`);
    else if (s === 404) errors.push(`404 ${where}`);
    else if (s >= 500) errors.push(`${s} ${where}`);
    else if (s >= 400 && !(s === 401 && job.role === 'visitor')) apiNotes.add(`${s} ${where}`);
  });

  const t0 = Date.now();
  try {
    await page.goto(`${base}${job.url}`, { waitUntil: 'load', timeout: 30000 });
  } catch (e) {
    reasons.push(`navigation: ${e.message.split('\n')[0]}`);
  }
  // settle: the app mounted, no API call for 500 ms and nothing that says "loading" — or time out
  let settled = false;
  while (Date.now() - t0 < STUCK_MS) {
    await page.waitForTimeout(200);
    const state = await page
      .evaluate(
        ({ sel, texts }) => {
          const app = document.getElementById('app');
          if (!app || !app.innerText.trim()) return 'empty';
          const vis = (el) => !!(el.offsetWidth || el.offsetHeight || el.getClientRects().length) && getComputedStyle(el).visibility !== 'hidden';
          if ([...document.querySelectorAll(sel.join(','))].some(vis)) return 'loading';
          const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let n = w.nextNode(); n; n = w.nextNode()) {
            const t = n.textContent.trim().replace(/(\.\.\.|…)$/, '');
            if (texts.includes(t) && n.parentElement && vis(n.parentElement)) return 'loading';
          }
          return 'ok';
        },
        { sel: CHECK_OPTS.loading.selectors, texts: CHECK_OPTS.loading.texts },
      )
      .catch(() => 'navigating');
    if (state === 'ok' && inflight === 0 && Date.now() - lastNet >= 500) {
      settled = true;
      break;
    }
  }
  const loadMs = Date.now() - t0;
  const finalUrl = new URL(page.url());
  const finalPath = finalUrl.pathname;
  if (!settled) notes.push(`not settled after ${fmtMs(STUCK_MS)}${inflight ? ` (${inflight} API calls open)` : ''}`);

  // where the page ended up
  const expectedLogin = job.role === 'visitor' && job.route.needs?.token;
  const loginish = (p) => p === '/login' || p === '/login/dev';
  if (finalPath === '/404' && job.route.path !== '/404') reasons.push(`404 page (at ${finalPath})`);
  else if (job.route.path !== '/404' && (await page.locator('.not-found__title').filter({ visible: true }).count()) > 0) reasons.push('404 page shown');
  if (expectedLogin) {
    if (!loginish(finalPath)) notes.push(`visitor not sent to sign-in (at ${finalPath})`);
  } else if (job.role === 'learner' && loginish(finalPath) && !loginish(job.route.path)) {
    reasons.push(`learner sent to sign-in (${finalPath})`);
  } else if (job.role === 'learner' && finalPath === '/bindphone' && job.route.path !== '/bindphone') {
    reasons.push('learner sent to bind a phone');
  } else if (!matchPath(finalPath, job.route) && finalPath !== '/404') {
    notes.push(`→ ${finalPath}`);
  }

  try {
    const r = await runChecks(page);
    reasons.push(...reasonsOf(r));
  } catch (e) {
    reasons.push(`checks: ${e.message.split('\n')[0]}`);
  }
  reasons.push(...[...new Set(errors)].slice(0, 6));
  notes.push(...apiNotes);

  try {
    // the whole page: the viewport grows to the page's scroller (Taro H5 scrolls inside .taro_page)
    const h = await page.evaluate(() => {
      const el = document.querySelector('[data-audit-scroller]') || document.scrollingElement;
      return el.scrollHeight + (window.innerHeight - el.clientHeight);
    });
    const height = Math.min(Math.max(h, HEIGHT[job.width]), 4000);
    if (height > HEIGHT[job.width]) {
      await page.setViewportSize({ width: job.width, height });
      await page.waitForTimeout(150);
    }
    await page.screenshot({ path: join(shots, `${job.role}-${job.width}-${slug(job.route.path)}.png`) });
  } catch (e) {
    notes.push(`screenshot: ${e.message.split('\n')[0]}`);
  }
  await page.close();
  return { ...job, reasons, notes, loadMs, finalPath };
}

async function main() {
  const t0 = Date.now();
  const selfOnly = process.argv.includes('--self-test');
  const browser = await launchChromium();
  let server = null;
  try {
    const selfOk = await selfTest(browser);
    if (selfOnly || !selfOk) return selfOk ? 0 : 1;

    const table = await loadRouteTable();
    const shellPaths = new Set([...table.NAV_LINKS.map((l) => l.path), ...table.ROUTES.filter((r) => r.tab || r.showTabBar).map((r) => r.path), '/user/center']);
    const only = process.env.AUDIT_ONLY ? process.env.AUDIT_ONLY.split(',') : null;
    const skipped = [];
    const routes = table.ROUTES.filter((r) => {
      if (r.layout === 'admin' || r.needs?.admin) return skipped.push([r.path, 'admin']) && false;
      if (r.needs?.partner) return skipped.push([r.path, 'partner only']) && false;
      if (only && !only.some((p) => r.path === p || r.path.startsWith(`${p}/`))) return false;
      return true;
    });
    console.log(`route table: ${table.ROUTES.length} routes, ${routes.length} learner routes audited; skipped ${skipped.length} (${[...new Set(skipped.map(([, w]) => w))].join(', ')})`);

    rmSync(shots, { recursive: true, force: true });
    mkdirSync(shots, { recursive: true });
    server = await startServer({ TRUST_PROXY: 'on' });
    console.log(`server ${server.url} (${fmtMs(Date.now() - t0)})`);
    const { P, learnerSession } = await discoverParams(server.url);

    const failures = [];
    const jobs = [];
    for (const r of routes) {
      const url = fill(r.path, P);
      if (!url) {
        if (NEEDS_DATA[r.path]) console.log(`  skip ${r.path}: ${NEEDS_DATA[r.path]}`);
        else failures.push({ route: r, role: '-', width: '-', reasons: ['no seeded id for its params'] });
        continue;
      }
      const widths = shellPaths.has(r.path) ? [...BASE_WIDTHS, ...SHELL_WIDTHS] : BASE_WIDTHS;
      for (const role of ['learner', 'visitor']) for (const width of widths) jobs.push({ route: r, url, role, width });
    }
    // learner first (the pages with data), then the visitor
    console.log(`${jobs.length} page visits, ${CONCURRENCY} at a time, settle limit ${fmtMs(STUCK_MS)}`);

    const contexts = new Map();
    async function contextFor(role, width) {
      const key = `${role}-${width}`;
      if (!contexts.has(key)) {
        const p = (async () => {
          const ctx = await browser.newContext({ viewport: { width, height: HEIGHT[width] }, locale: 'zh-CN' });
          // the once-per-browser modals (site notice, follow the official account) count as seen
          const seen = JSON.stringify({ data: true });
          const items = { noticeModalShown: seen, followModalShown: seen, ...(role === 'learner' ? sessionStorageItems(learnerSession) : {}) };
          await ctx.addInitScript((kv) => {
            // once per context: the app may refresh or clear the session later on its own
            if (sessionStorage.getItem('__audit_init')) return;
            sessionStorage.setItem('__audit_init', '1');
            for (const [k, v] of Object.entries(kv)) localStorage.setItem(k, v);
          }, items);
          return ctx;
        })();
        contexts.set(key, p);
      }
      return contexts.get(key);
    }
    const matchPath = (pathname, route) => {
      const m = table.findRoute?.(pathname);
      return m ? m.route.path === route.path : pathname === route.path;
    };

    const results = [];
    let next = 0;
    let doneCount = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < jobs.length) {
          const job = jobs[next++];
          const ctx = await contextFor(job.role, job.width);
          const res = await auditPage(ctx, job, server.url, matchPath);
          results.push(res);
          doneCount++;
          const mark = res.reasons.length ? '✕' : '✓';
          console.log(`  ${mark} ${String(doneCount).padStart(3)}/${jobs.length} ${job.role.padEnd(7)} ${String(job.width).padStart(4)} ${job.url} ${fmtMs(res.loadMs)}${res.notes.length ? ` [${res.notes.join('; ')}]` : ''}${res.reasons.length ? `\n        ${res.reasons.join('\n        ')}` : ''}`);
        }
      }),
    );
    for (const c of contexts.values()) await (await c).close();

    // summary
    const byRoute = new Map();
    for (const r of results) {
      const k = r.route.path;
      if (!byRoute.has(k)) byRoute.set(k, []);
      byRoute.get(k).push(r);
    }
    console.log('\nroute'.padEnd(42) + 'visits  failed  slowest');
    for (const [k, rs] of byRoute) {
      const bad = rs.filter((r) => r.reasons.length);
      console.log(`${bad.length ? '✕' : '✓'} ${k.padEnd(40)}${String(rs.length).padStart(6)}${String(bad.length).padStart(8)}  ${fmtMs(Math.max(...rs.map((r) => r.loadMs)))}`);
    }
    for (const r of results) if (r.reasons.length) failures.push(r);
    const elapsed = (Date.now() - t0) / 1000;
    if (failures.length) {
      console.log(`\nFAILURES (${failures.length}):`);
      failures.sort((a, b) => a.route.path.localeCompare(b.route.path) || String(a.role).localeCompare(String(b.role)) || Number(a.width) - Number(b.width));
      for (const f of failures) console.log(`  ${f.route.path}  ${f.role}  ${f.width}${f.url && f.url !== f.route.path ? `  (${f.url})` : ''}\n    - ${f.reasons.join('\n    - ')}`);
    }
    console.log(`\n${results.length} visits, ${failures.length} failed; screenshots in .artifacts/layout; ${elapsed.toFixed(0)}s${elapsed > BUDGET_S ? ` — over the ${BUDGET_S}s budget` : ''}`);
    return failures.length ? 1 : 0;
  } finally {
    server?.stop();
    await browser.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
