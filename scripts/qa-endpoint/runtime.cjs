// The built mini-program (dist/weapp) running headless: app.js, then pages compiled with the
// official WXML compiler (miniprogram-simulate's load, as in test/weapp) and rendered by
// j-component, kept in a page stack with the mini-program's navigation and lifecycles.
const fs = require('fs');
const path = require('path');
const { installDom } = require('./dom-env.cjs');
const { createWx, FileStorage } = require('./wx-api.cjs');
const { ElementRegistry, exparser } = require('./elements.cjs');

const MAX_STACK = 10;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function parseUrl(url, from) {
  const [p, qs = ''] = String(url).split('?');
  let route = p.startsWith('/') ? p.slice(1) : path.posix.join(path.posix.dirname(from || ''), p);
  route = route.replace(/\.html$/, '');
  const query = {};
  for (const part of qs.split('&').filter(Boolean)) {
    const [k, v = ''] = part.split('=');
    query[decodeURIComponent(k)] = decodeURIComponent(v);
  }
  return { route, query };
}

class MiniRuntime {
  /** @param o {dist, api, bakedOrigin, storageFile, loginCode, log, onException} */
  constructor(o) {
    this.o = o;
    this.stack = [];
    this.nextPageId = 1;
    this.appJson = JSON.parse(fs.readFileSync(path.join(o.dist, 'app.json'), 'utf8'));
    this.routes = new Set([...this.appJson.pages, ...(this.appJson.subPackages ?? []).flatMap((sp) => sp.pages.map((p) => `${sp.root}/${p}`))]);
    this.tabs = new Set((this.appJson.tabBar?.list ?? []).map((t) => t.pagePath));
    this.navQueue = Promise.resolve();
  }

  boot() {
    installDom();
    const g = global;
    this.simulate = require('miniprogram-simulate');
    const base = require('miniprogram-simulate/src/api');
    const utils = require('miniprogram-simulate/src/utils');
    this.storage = new FileStorage(this.o.storageFile);
    const api = createWx({
      base,
      storage: this.storage,
      api: this.o.api,
      bakedOrigin: this.o.bakedOrigin,
      loginCode: this.o.loginCode,
      navigate: (name, opts) => this.navigate(name, opts),
      log: this.o.log,
      trace: this.o.trace,
    });
    this.api = api;
    g.wx = api.wx;
    g.getCurrentPages = () => this.stack.filter((e) => e.inst).map((e) => e.inst);
    g.requirePlugin = () => ({});
    g.App = (opts) => {
      this.app = opts;
    };
    g.getApp = () => this.app;

    // A page's JS runs once (webpack caches its module): record its Page()/Component() calls and
    // replay them when the page is opened again.
    const simComponent = g.Component;
    let recording = null;
    const recorded = new Map();
    g.Component = (opts) => {
      recording?.push(['Component', opts]);
      simComponent(opts);
    };
    g.Page = (opts) => {
      recording?.push(['Page', opts]);
      simComponent(this.pageDefinition(opts));
    };
    const runJs = utils.runJs;
    utils.runJs = (file) => {
      if (recorded.has(file)) {
        for (const [kind, opts] of recorded.get(file)) g[kind](opts);
        return;
      }
      recording = [];
      try {
        runJs(file);
      } finally {
        recorded.set(file, recording);
        recording = null;
      }
    };

    require(path.join(this.o.dist, 'app'));
    this.app?.onLaunch?.call(this.app, { path: this.appJson.pages[0], query: {}, scene: 1001 });
    this.app?.onShow?.call(this.app, { path: this.appJson.pages[0], query: {}, scene: 1001 });
  }

  /** Page() options as a j-component definition whose lifetimes are the page's. */
  pageDefinition(opts) {
    const runtime = this;
    const methods = {};
    for (const [k, v] of Object.entries(opts)) if (typeof v === 'function') methods[k] = v;
    return {
      data: opts.data,
      methods,
      lifetimes: {
        attached() {
          const entry = runtime.loading;
          entry.inst = this;
          entry.opts = opts;
          this.route = this.__route__ = entry.route;
          this.options = entry.query;
          runtime.guard(() => opts.onLoad?.call(this, { ...entry.query }));
        },
        ready() {
          runtime.guard(() => opts.onShow?.call(this));
          runtime.guard(() => opts.onReady?.call(this));
        },
      },
    };
  }

  guard(fn) {
    try {
      return fn();
    } catch (err) {
      this.o.onException(err);
      return undefined;
    }
  }

  async openPage(route, query) {
    if (!this.routes.has(route)) throw new Error(`page "${route}" is not found`);
    const entry = { pageId: this.nextPageId++, route, query, inst: null, opts: null };
    entry.elements = new ElementRegistry(entry.pageId);
    this.stack.push(entry);
    this.loading = entry;
    const id = this.simulate.load(path.join(this.o.dist, route), { rootPath: this.o.dist, compiler: 'official' });
    entry.comp = this.simulate.render(id);
    entry.parent = document.createElement('page-wrapper');
    document.body.appendChild(entry.parent);
    entry.comp.attach(entry.parent);
    this.loading = null;
  }

  unload(entry) {
    this.guard(() => entry.opts?.onUnload?.call(entry.inst));
    // j-component's detach() expects the DOM it attached: detach the exparser tree, drop the wrapper
    if (entry.comp) this.guard(() => exparser.Element.pretendDetached(entry.comp._exparserNode));
    entry.parent?.remove();
    entry.dead = true;
  }

  hideTop() {
    const top = this.stack.at(-1);
    if (top) this.guard(() => top.opts?.onHide?.call(top.inst));
  }

  /** wx.navigateTo / redirectTo / reLaunch / switchTab / navigateBack, one at a time. */
  navigate(name, opts) {
    const run = this.navQueue.then(() => this.doNavigate(name, opts));
    this.navQueue = run.catch(() => undefined);
    return run;
  }

  async doNavigate(name, opts) {
    this.o.trace?.(`${name} ${opts.url ?? opts.delta ?? ''}`);
    const top = this.stack.at(-1);
    if (name === 'navigateBack') {
      const delta = Math.max(1, Number(opts.delta) || 1);
      if (this.stack.length <= 1) throw new Error('cannot navigate back at first page.');
      for (let i = 0; i < delta && this.stack.length > 1; i++) this.unload(this.stack.pop());
      const now = this.stack.at(-1);
      this.guard(() => now.opts?.onShow?.call(now.inst));
      return;
    }
    if (typeof opts.url !== 'string' || !opts.url) throw new Error('parameter.url should be String');
    const { route, query } = parseUrl(opts.url, top?.route);
    if (!this.routes.has(route)) throw new Error(`page "${route}" is not found`);
    const isTab = this.tabs.has(route);
    if (name === 'switchTab' && !isTab) throw new Error('can not switch to no-tabBar page');
    if ((name === 'navigateTo' || name === 'redirectTo') && isTab) throw new Error('can not navigateTo a tabbar page');
    if (name === 'navigateTo') {
      if (this.stack.length >= MAX_STACK) throw new Error('webview count limit exceed');
      this.hideTop();
    } else if (name === 'redirectTo') {
      if (top) this.unload(this.stack.pop());
    } else {
      while (this.stack.length) this.unload(this.stack.pop());
    }
    await this.openPage(route, name === 'switchTab' ? {} : query);
  }

  /** Wait until the app is quiet: no request in flight and a few ticks for setData to land. */
  async settle(maxMs = 15000) {
    const until = Date.now() + maxMs;
    let quiet = 0;
    while (quiet < 3 && Date.now() < until) {
      await sleep(20);
      quiet = this.api.pending() === 0 ? quiet + 1 : 0;
    }
  }

  current() {
    return this.stack.at(-1);
  }

  page(pageId) {
    const entry = this.stack.find((e) => e.pageId === pageId);
    if (!entry) throw new Error(`page ${pageId} is not on the page stack`);
    return entry;
  }

  /** The page node (j-component root) whose composed tree holds the page's elements. */
  root(entry) {
    return entry.comp._exparserNode;
  }

  async exit() {
    while (this.stack.length) this.unload(this.stack.pop());
  }
}

module.exports = { MiniRuntime, parseUrl };
