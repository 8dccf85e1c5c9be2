// The wx object the built mini-program calls: miniprogram-simulate's API mock as the base, with
// real network (wx.request → the API given by --api), wx.login answered with a code the API's
// WeChat emulator (the embedded adapter) turns into a stable openid, storage kept in a file per
// session, navigation into the page stack, and DevTools-style mocks (App.mockWxMethod).
const fs = require('fs');

class FileStorage {
  constructor(file) {
    this.file = file;
    this.map = new Map(file && fs.existsSync(file) ? Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))) : []);
  }
  save() {
    if (this.file) fs.writeFileSync(this.file, JSON.stringify(Object.fromEntries(this.map)));
  }
  get(k) {
    return this.map.has(k) ? this.map.get(k) : '';
  }
  set(k, v) {
    this.map.set(k, v);
    this.save();
  }
  remove(k) {
    this.map.delete(k);
    this.save();
  }
  clear() {
    this.map.clear();
    this.save();
  }
}

/** Answer an async wx call the way the base library does: success|fail, then complete. */
function answer(opts, name, result, failed = false) {
  const res = { errMsg: `${name}:${failed ? 'fail' : 'ok'}`, ...result };
  setTimeout(() => {
    try {
      if (failed) opts?.fail?.(res);
      else opts?.success?.(res);
    } finally {
      opts?.complete?.(res);
    }
  }, 0);
}
const fail = (opts, name, why) => answer(opts, name, { errMsg: `${name}:fail ${why}` }, true);

function queryString(data) {
  if (!data || typeof data !== 'object') return '';
  return Object.entries(data)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`)
    .join('&');
}

/**
 * @param o.base        miniprogram-simulate's wx mock
 * @param o.storage     FileStorage
 * @param o.api         API origin requests go to
 * @param o.bakedOrigin API origin compiled into the build (rewritten to o.api)
 * @param o.loginCode   () => the code wx.login answers
 * @param o.navigate    (api, opts) => Promise<void> (page stack)
 * @param o.log         (type, args) => void
 * @param o.trace       (line) => void, for --verbose
 */
function createWx(o) {
  let pending = 0;
  const wx = Object.assign({}, o.base);
  const own = {
    getStorageSync: (k) => o.storage.get(k),
    setStorageSync: (k, v) => o.storage.set(k, v),
    removeStorageSync: (k) => o.storage.remove(k),
    clearStorageSync: () => o.storage.clear(),
    getStorageInfoSync: () => ({ keys: [...o.storage.map.keys()], currentSize: 0, limitSize: 10240 }),
    getStorage: (opts) => (o.storage.map.has(opts.key) ? answer(opts, 'getStorage', { data: o.storage.get(opts.key) }) : fail(opts, 'getStorage', 'data not found')),
    setStorage: (opts) => (o.storage.set(opts.key, opts.data), answer(opts, 'setStorage', {})),
    removeStorage: (opts) => (o.storage.remove(opts.key), answer(opts, 'removeStorage', {})),
    clearStorage: (opts) => (o.storage.clear(), answer(opts, 'clearStorage', {})),

    request(opts) {
      const ctrl = new AbortController();
      const method = String(opts.method || 'GET').toUpperCase();
      let url = String(opts.url);
      if (o.bakedOrigin && url.startsWith(o.bakedOrigin)) url = o.api + url.slice(o.bakedOrigin.length);
      const headers = { ...(opts.header || {}) };
      let body;
      if (method === 'GET' || method === 'HEAD') {
        const qs = typeof opts.data === 'string' ? opts.data : queryString(opts.data);
        if (qs) url += (url.includes('?') ? '&' : '?') + qs;
      } else if (opts.data !== undefined) {
        const ct = Object.entries(headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? 'application/json';
        if (typeof opts.data === 'string' || opts.data instanceof ArrayBuffer) body = opts.data;
        else body = ct.includes('x-www-form-urlencoded') ? queryString(opts.data) : JSON.stringify(opts.data);
        headers['content-type'] = ct;
      }
      pending++;
      o.trace?.(`${method} ${url}`);
      fetch(url, { method, headers, body, signal: ctrl.signal })
        .then(async (res) => {
          const text = await res.text();
          let data = text;
          if ((opts.dataType ?? 'json') === 'json') {
            try {
              data = JSON.parse(text);
            } catch {
              // not JSON: the text, as the base library does
            }
          }
          answer(opts, 'request', { data, statusCode: res.status, header: Object.fromEntries(res.headers), cookies: [] });
        })
        .catch((err) => fail(opts, 'request', err.name === 'AbortError' ? 'abort' : err.message))
        .finally(() => pending--);
      return { abort: () => ctrl.abort(), onHeadersReceived() {}, offHeadersReceived() {}, onChunkReceived() {}, offChunkReceived() {} };
    },
    uploadFile: (opts) => fail(opts, 'uploadFile', 'no local files in the headless endpoint'),
    downloadFile: (opts) => fail(opts, 'downloadFile', 'no local files in the headless endpoint'),

    login: (opts) => answer(opts, 'login', { code: o.loginCode() }),
    checkSession: (opts) => answer(opts, 'checkSession', {}),
    requestPayment: (opts) => fail(opts, 'requestPayment', 'no payment in the headless endpoint (mock it with mockWxMethod)'),
    showModal(opts) {
      o.log('info', [`[wx.showModal] ${opts.title ?? ''} ${opts.content ?? ''}`.trim()]);
      answer(opts, 'showModal', { confirm: false, cancel: true });
    },
    showToast(opts) {
      o.log('info', [`[wx.showToast] ${opts.title ?? ''}`]);
      answer(opts, 'showToast', {});
    },
    showActionSheet: (opts) => answer(opts, 'showActionSheet', { tapIndex: 0 }),
    canIUse: () => true,
    onPageNotFound() {},
    onAppShow() {},
    onAppHide() {},
    onError() {},
    onUnhandledRejection() {},
    getLaunchOptionsSync: () => ({ path: '', query: {}, scene: 1001, referrerInfo: {} }),
    getEnterOptionsSync: () => ({ path: '', query: {}, scene: 1001, referrerInfo: {} }),
    getAccountInfoSync: () => ({ miniProgram: { appId: 'wx-qa-endpoint', envVersion: 'develop', version: '' } }),
    nextTick: (fn) => setTimeout(fn, 0),
  };
  for (const name of ['showLoading', 'hideLoading', 'hideToast', 'setNavigationBarTitle', 'setNavigationBarColor', 'pageScrollTo', 'stopPullDownRefresh', 'vibrateShort', 'setClipboardData', 'previewImage', 'showShareMenu', 'hideHomeButton']) {
    own[name] = (opts) => answer(opts, name, {});
  }
  for (const name of ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab', 'navigateBack']) {
    own[name] = (opts = {}) => {
      o.navigate(name, opts).then(
        () => answer(opts, name, {}),
        (err) => answer(opts, name, { errMsg: `${name}:fail ${err.message}` }, true),
      );
    };
  }
  Object.assign(wx, own);
  const originals = { ...wx };

  /** App.mockWxMethod: a fixed result, a function (this.origin = the real one), or restore. */
  function mock({ method, result, functionDeclaration, args = [] }) {
    if (!(method in originals)) throw new Error(`wx.${method} does not exist`);
    if (functionDeclaration === undefined && result === undefined) {
      wx[method] = originals[method];
      return;
    }
    const sync = /Sync$/.test(method);
    const fn = functionDeclaration !== undefined ? compile(functionDeclaration) : null;
    const ctx = { origin: originals[method] };
    wx[method] = (opts, ...rest) => {
      if (sync) return fn ? fn.call(ctx, opts, ...rest, ...args) : result;
      Promise.resolve(fn ? fn.call(ctx, opts, ...args) : result).then(
        (res) => {
          const failed = typeof res?.errMsg === 'string' && /:fail/.test(res.errMsg);
          answer(opts, method, res ?? {}, failed);
        },
        (err) => fail(opts, method, err?.message ?? String(err)),
      );
    };
  }

  return { wx, mock, pending: () => pending, isAsync: (m) => !/Sync$/.test(m) && !/^(create|canIUse|getUpdateManager|nextTick|on|off)/.test(m) };
}

/** A function shipped as source by the client (callFunction, mockWxMethod). */
function compile(source) {
  // the client sends Function.prototype.toString output; it runs in the app's global scope
  const fn = new Function(`return (${source});`)();
  if (typeof fn !== 'function') throw new Error('functionDeclaration is not a function');
  return fn;
}

module.exports = { createWx, FileStorage, compile };
