/**
 * Runs the built mini-program (dist/weapp) inside miniprogram-simulate: the wx API mock of
 * miniprogram-simulate plus in-memory storage and a scripted network, App/getApp, and Page()
 * mapped onto simulate's Component() so Taro pages render through the official wcc output.
 */
import path from 'node:path';

export const DIST = path.resolve(__dirname, '..', '..', 'dist', 'weapp');

type AnyFn = (...args: any[]) => any;
export interface PageOptions {
  data?: Record<string, unknown>;
  onLoad?: AnyFn;
  onReady?: AnyFn;
  onShow?: AnyFn;
  onUnload?: AnyFn;
  [key: string]: unknown;
}

export interface WeappHarness {
  simulate: typeof import('miniprogram-simulate');
  storage: Map<string, unknown>;
  requests: { url: string; method?: string; header?: Record<string, string>; data?: unknown }[];
  /** wx.navigateTo / redirectTo / reLaunch / switchTab calls, as [api, url] */
  navigations: [string, string][];
  /** wx.showModal calls (title, content); answered with cancel unless `modalAnswer` says otherwise */
  modals: { title?: string; content?: string }[];
  modalAnswer: { confirm: boolean };
  /** answer requests: return [statusCode, body, header] or undefined for a network failure */
  respond: (handler: (url: string) => [number, unknown, Record<string, string>?] | undefined) => void;
  /** render a page of app.json ('pages/home/landing/index') with its query */
  renderPage: (page: string, query?: Record<string, string>) => Promise<{ comp: any; text: () => string }>;
}

/** `storage` seeds wx storage before the app loads (a returning visitor). */
export function createHarness(seed: Record<string, unknown> = {}): WeappHarness {
  const simulate = require('miniprogram-simulate') as typeof import('miniprogram-simulate');
  const wxMock = require('miniprogram-simulate/src/api') as Record<string, unknown>;
  const storage = new Map<string, unknown>(Object.entries(seed));
  const requests: WeappHarness['requests'] = [];
  const navigations: WeappHarness['navigations'] = [];
  const modals: WeappHarness['modals'] = [];
  const modalAnswer = { confirm: false };
  const nav = (api: string) => (opts: any) => {
    navigations.push([api, opts.url]);
    setTimeout(() => opts.success?.({ errMsg: `${api}:ok` }), 0);
  };
  let handler: Parameters<WeappHarness['respond']>[0] = () => undefined;
  const g = globalThis as any;
  const stack: any[] = [];

  g.wx = {
    ...wxMock,
    getStorageSync: (k: string) => (storage.has(k) ? storage.get(k) : ''),
    setStorageSync: (k: string, v: unknown) => void storage.set(k, v),
    removeStorageSync: (k: string) => void storage.delete(k),
    request: (opts: any) => {
      requests.push({ url: opts.url, method: opts.method, header: opts.header, data: opts.data });
      const res = handler(opts.url);
      setTimeout(() => {
        if (!res) opts.fail?.({ errMsg: 'request:fail' });
        else opts.success?.({ statusCode: res[0], data: res[1], header: res[2] ?? {} });
        opts.complete?.({});
      }, 0);
      return { abort() {} };
    },
    onPageNotFound: () => undefined,
    showModal: (opts: any) => {
      modals.push({ title: opts.title, content: opts.content });
      const res = { errMsg: 'showModal:ok', confirm: modalAnswer.confirm, cancel: !modalAnswer.confirm };
      setTimeout(() => {
        opts.success?.(res);
        opts.complete?.(res);
      }, 0);
    },
    navigateTo: nav('navigateTo'),
    redirectTo: nav('redirectTo'),
    reLaunch: nav('reLaunch'),
    switchTab: nav('switchTab'),
  };
  let app: any = null;
  g.App = (opts: any) => {
    app = opts;
  };
  g.getApp = () => app;
  g.getCurrentPages = () => stack;
  g.requirePlugin = () => ({});

  // webpack runtime, vendors, the Taro runtime and the app (App() registration)
  require(path.join(DIST, 'app'));
  app?.onLaunch?.call(app, { path: '', query: {} });

  let current: { route: string; query: Record<string, string> } = { route: '', query: {} };
  const loaded = new Map<string, string>();
  g.Page = (opts: PageOptions) => {
    const methods: Record<string, AnyFn> = {};
    for (const [k, v] of Object.entries(opts)) if (typeof v === 'function') methods[k] = v as AnyFn;
    g.Component({
      data: opts.data,
      methods,
      lifetimes: {
        attached(this: any) {
          this.route = this.__route__ = current.route;
          this.options = current.query;
          stack.push(this);
          opts.onLoad?.call(this, current.query);
        },
        ready(this: any) {
          opts.onShow?.call(this);
          opts.onReady?.call(this);
        },
      },
    });
  };

  return {
    simulate,
    storage,
    requests,
    navigations,
    modals,
    modalAnswer,
    respond: (h) => {
      handler = h;
    },
    renderPage: async (page, query = {}) => {
      current = { route: page, query };
      // a page's JS runs once (require cache), so a second render of it reuses its registration
      const id = loaded.get(page) ?? simulate.load(path.join(DIST, page), { rootPath: DIST, compiler: 'official' } as any);
      loaded.set(page, id);
      const comp = simulate.render(id);
      const parent = document.createElement('parent-wrapper');
      comp.attach(parent);
      // React renders, then Taro's root element flushes setData on the next ticks
      for (let i = 0; i < 10; i++) await simulate.sleep(10);
      return { comp, text: () => (comp.dom as HTMLElement).textContent ?? '' };
    },
  };
}
