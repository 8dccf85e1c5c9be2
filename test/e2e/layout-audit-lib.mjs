// Helpers of the layout audit (test/e2e/layout-audit.mjs, issue 25 item 10): the route table read
// from src/routes itself, a small client of the API protocol (deployment key, encrypted envelopes,
// dev sign-in), and the in-page checks (overflow, wrapped header labels, fixed elements over
// controls, stuck loading) — shared with the script's --self-test so the checks are shown to fail.
import { createDecipheriv } from 'node:crypto';
import { build } from 'esbuild';
import { root } from './server.mjs';

/** The route table (src/routes) compiled on the fly: ROUTES, NAV_LINKS, matchers … */
export async function loadRouteTable() {
  const out = await build({
    entryPoints: [`${root}src/routes/index.ts`],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
}

// ---- the API protocol as the app speaks it (see test/load/client.ts) ----

function decrypt(raw, key) {
  let body;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new Error(`not JSON: ${raw.slice(0, 120)}`);
  }
  if (!body.enc) return body;
  const buf = Buffer.from(body.data, 'base64');
  const d = createDecipheriv('aes-256-gcm', key, Buffer.from(body.iv, 'base64'));
  d.setAuthTag(buf.subarray(buf.length - 16));
  return JSON.parse(Buffer.concat([d.update(buf.subarray(0, buf.length - 16)), d.final()]).toString('utf8'));
}

/** A client for one identity: `anon()` or `signIn(uid)`; `get`/`post` answer the envelope's data. */
export async function apiClient(base) {
  const cfg = await (await fetch(`${base}/config.json`)).json();
  const deployKey = Buffer.from(cfg.api_key, 'base64');
  function make(session) {
    const key = session ? Buffer.from(session.response_key, 'base64') : deployKey;
    const headers = session ? { authorization: session.token, uid: String(session.uid) } : {};
    async function call(method, path, params = {}) {
      const qs = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString();
      const url = `${base}/api${path}${method === 'GET' && qs ? `?${qs}` : ''}`;
      const res = await fetch(url, {
        method,
        headers: { ...headers, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        body: method === 'POST' ? qs : undefined,
      });
      const env = decrypt(await res.text(), key);
      if (env.code !== 2000) throw new Error(`${method} ${path}: HTTP ${res.status} ${env.code} ${env.msg}`);
      return env.data;
    }
    return {
      session,
      get: (p, q) => call('GET', p, q),
      post: (p, q) => call('POST', p, q),
      /** like get, but null instead of an error */
      try: (p, q) => call('GET', p, q).catch(() => null),
    };
  }
  const anon = make(null);
  return {
    anon,
    async signIn(uid) {
      const session = await anon.post('/v1/login/dev', { uid });
      return make(session);
    },
  };
}

/**
 * What the H5 app keeps in localStorage for a session (src/stores/auth.store.ts, STORAGE_KEYS),
 * in Taro's storage format ({"data": value}); set by an init script before the app boots.
 */
export function sessionStorageItems(session) {
  const items = {
    token: session.token,
    uid: String(session.uid),
    user: session.user,
    expiredIn: session.expiredIn,
    responseKey: session.response_key,
  };
  if (session.user?.admin) items.admin = true;
  return Object.fromEntries(Object.entries(items).map(([k, v]) => [k, JSON.stringify({ data: v })]));
}

// ---- in-page checks: one function evaluated in the page, returns a list of problems ----

/**
 * Runs in the browser. `opts.header`: the header and tab-bar parts whose labels must stay on one line;
 * `opts.loading`: selectors and texts that mean "still loading". Returns
 * { overflow, wrapped[], covered[], loading[] } — each non-empty entry is a failure.
 */
export function inPageChecks(opts) {
  const out = { overflow: null, wrapped: [], covered: [], loading: [] };
  const vis = (el) => {
    const s = getComputedStyle(el);
    if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const label = (el) => {
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
    const text = (el.innerText || el.getAttribute('placeholder') || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 24);
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`;
  };

  // 1. horizontal overflow: the document scrolls sideways, or content passes the viewport's right
  // edge where nothing meant it to — Taro H5 scrolls .taro_page, whose overflow may simply cut it
  // off. Meant: inside a row the user can scroll (overflow-x auto/scroll) or a box that clips
  // inside the viewport (ellipsis, cards); page-level boxes (html, body, #app, .taro_page, the
  // page's scroller) clipping content count as overflow. Fixed layers (drawers) are left out.
  const se = document.scrollingElement || document.documentElement;
  const scroller = document.querySelector('[data-audit-scroller]');
  const pageLevel = (a) => a === document.documentElement || a === document.body || a === scroller || a.id === 'app' || a.classList.contains('taro_page');
  const culprits = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right <= window.innerWidth + 1 || r.width <= 0 || r.height <= 0 || culprits.some((c) => c.contains(el))) continue;
    let meant = false;
    for (let a = el; a && a !== document.documentElement; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.position === 'fixed') {
        meant = true;
        break;
      }
      if (a === el || cs.overflowX === 'visible' || pageLevel(a)) continue;
      if (/auto|scroll/.test(cs.overflowX) || a.getBoundingClientRect().right <= window.innerWidth + 1) {
        meant = true;
        break;
      }
    }
    if (!meant && vis(el)) culprits.push(el);
  }
  if (se.scrollWidth > window.innerWidth + 1 || culprits.length) {
    const what = se.scrollWidth > window.innerWidth + 1 ? `scrollWidth ${se.scrollWidth} > ${window.innerWidth}` : `content past the right edge (${window.innerWidth}px)`;
    out.overflow = `${what}${culprits.length ? `: ${culprits.slice(0, 3).map((c) => `${label(c)} to ${Math.round(c.getBoundingClientRect().right)}px`).join(', ')}` : ''}`;
  }

  // 2. header / tab-bar labels on more than one line: each text node's line boxes
  for (const rootEl of document.querySelectorAll(opts.header.join(','))) {
    if (!vis(rootEl)) continue;
    const walker = document.createTreeWalker(rootEl, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent.trim() || !n.parentElement || !vis(n.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      // line boxes: rects whose vertical centres differ by more than half a line
      const lines = [];
      for (const r of rects) {
        const c = r.top + r.height / 2;
        if (!lines.some((l) => Math.abs(l - c) < r.height / 2)) lines.push(c);
      }
      if (lines.length > 1) out.wrapped.push(`${label(n.parentElement)} on ${lines.length} lines`);
    }
  }

  // 3. fixed / sticky elements over a visible control. opts.at: 'top' counts the elements in the
  // upper half of the viewport (the page is at its top), 'bottom' those in the lower half (the
  // page is at its end), 'all' every one (the page does not scroll): a control no scrolling frees.
  const fixed = [];
  for (const el of document.querySelectorAll('body *')) {
    const pos = getComputedStyle(el).position;
    if ((pos === 'fixed' || pos === 'sticky') && vis(el) && !fixed.some((f) => f.contains(el))) {
      const r = el.getBoundingClientRect();
      const cy = r.top + r.height / 2;
      const half = window.innerHeight / 2;
      if (opts.at === 'all' || (opts.at === 'top' && cy < half) || (opts.at === 'bottom' && cy >= half)) fixed.push(el);
    }
  }
  if (fixed.length) {
    const controls = new Set(document.querySelectorAll(opts.controls.join(',')));
    // and the outermost elements that look clickable (Taro views with a handler set cursor: pointer)
    for (const el of document.querySelectorAll('body *')) {
      if (getComputedStyle(el).cursor === 'pointer' && !(el.parentElement && getComputedStyle(el.parentElement).cursor === 'pointer')) controls.add(el);
    }
    for (const c of controls) {
      // a control inside a fixed element is part of it (a bar, a modal)
      if (!vis(c) || fixed.some((f) => f.contains(c))) continue;
      if (isInFixed(c)) continue;
      const r = c.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || c.contains(hit) || hit.contains(c)) continue;
      const cover = fixed.find((f) => f.contains(hit));
      if (cover) out.covered.push(`${label(c)} under ${getComputedStyle(cover).position} ${label(cover)}`);
    }
  }
  function isInFixed(el) {
    for (let p = el; p && p !== document.body; p = p.parentElement) {
      const pos = getComputedStyle(p).position;
      if (pos === 'fixed' || pos === 'sticky') return true;
    }
    return false;
  }

  // 4. loading indicators still on screen
  for (const el of document.querySelectorAll(opts.loading.selectors.join(','))) {
    if (vis(el)) out.loading.push(label(el));
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const t = n.textContent.trim();
    if (opts.loading.texts.some((x) => t === x || t === `${x}…` || t === `${x}...`) && n.parentElement && vis(n.parentElement)) out.loading.push(`text "${t}"`);
  }
  out.covered = [...new Set(out.covered)].slice(0, 5);
  out.loading = [...new Set(out.loading)].slice(0, 5);
  return out;
}

/**
 * Runs in the browser: finds the page's vertical scroller (the document, or — as in Taro H5 — the
 * largest scrollable element taking at least half the viewport), marks it with
 * data-audit-scroller and scrolls it to 'top' or 'bottom'. Returns whether it can scroll at all.
 */
export function scrollPage(where) {
  let el = document.querySelector('[data-audit-scroller]');
  if (!el) {
    const se = document.scrollingElement || document.documentElement;
    el = se;
    if (se.scrollHeight <= window.innerHeight + 1) {
      let best = null;
      for (const c of document.querySelectorAll('body *')) {
        if (c.clientHeight < window.innerHeight / 2 || c.scrollHeight <= c.clientHeight + 1) continue;
        if (!/auto|scroll/.test(getComputedStyle(c).overflowY)) continue;
        if (!best || c.clientHeight * c.clientWidth > best.clientHeight * best.clientWidth) best = c;
      }
      if (best) el = best;
    }
    el.setAttribute('data-audit-scroller', '');
  }
  const max = el.scrollHeight - el.clientHeight;
  el.scrollTop = where === 'bottom' ? max : 0;
  return max > 1;
}
