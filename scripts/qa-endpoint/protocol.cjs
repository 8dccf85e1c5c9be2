// The methods of DevTools' automation protocol (as miniprogram-automator sends them):
// {id, method, params} → {id, result} | {id, error: {message}}.
const { attrsOf, tagOf, wxml, textOf, fire, composedChildren, typeInto } = require('./elements.cjs');
const { compile } = require('./wx-api.cjs');

const SDK_VERSION = '3.3.4';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pageInfo = (e) => ({ pageId: e.pageId, path: e.route, query: e.query });

function pick(data, p) {
  if (!p) return data;
  return String(p)
    .split(/[.[\]]/)
    .filter(Boolean)
    .reduce((v, k) => (v == null ? undefined : v[k]), data);
}

/** `document.documentElement.scrollWidth` & co. for a 375 × 667 phone without layout. */
function windowProperty(name) {
  const win = { innerWidth: 375, innerHeight: 667, devicePixelRatio: 2, document: { documentElement: { scrollWidth: 375, scrollHeight: 667, scrollTop: 0, clientWidth: 375, clientHeight: 667 }, body: { scrollTop: 0 } } };
  return pick(win, name.replace(/^window\./, '')) ?? null;
}

function domProperty(node, name) {
  switch (name) {
    case 'innerText':
    case 'textContent':
      return textOf(node);
    case 'innerHTML':
      return wxml(node, false);
    case 'outerHTML':
      return wxml(node, true);
    case 'value':
      return attrsOf(node).value ?? '';
    case 'offsetWidth':
    case 'offsetHeight':
    case 'offsetLeft':
    case 'offsetTop':
    case 'scrollTop':
    case 'scrollLeft':
      return 0; // no layout engine: sizes and offsets are 0
    default:
      return attrsOf(node)[name] ?? null;
  }
}

function style(node, name) {
  const inline = String(attrsOf(node).style ?? '');
  for (const decl of inline.split(';')) {
    const [k, ...v] = decl.split(':');
    if (k && k.trim() === name) return v.join(':').trim();
  }
  const dom = node.$$;
  return dom && dom.ownerDocument ? dom.ownerDocument.defaultView.getComputedStyle(dom).getPropertyValue(name) : '';
}

/** Element.callFunction: the built-in components' functions the client's element classes call. */
function elementFunction(node, name, args) {
  switch (name) {
    case 'input.input':
    case 'textarea.input': {
      const value = String(args[0] ?? '');
      typeInto(node, value);
      fire(node, 'input', { value, cursor: value.length, keyCode: 0 });
      return undefined;
    }
    case 'switch.tap': {
      const checked = !(node.__qaChecked ?? ['true', true].includes(attrsOf(node).checked));
      node.__qaChecked = checked;
      fire(node, 'change', { value: checked });
      return undefined;
    }
    case 'slider.slideTo':
      fire(node, 'change', { value: args[0] });
      return undefined;
    case 'swiper.swipeTo':
      fire(node, 'change', { current: args[0], source: 'touch' });
      return undefined;
    case 'movable-view.moveTo':
      fire(node, 'change', { x: args[0], y: args[1], source: 'touch' });
      return undefined;
    case 'scroll-view.scrollTo':
      fire(node, 'scroll', { scrollLeft: args[0] ?? 0, scrollTop: args[1] ?? 0 });
      return undefined;
    case 'scroll-view.scrollTop':
    case 'scroll-view.scrollLeft':
    case 'scroll-view.scrollWidth':
    case 'scroll-view.scrollHeight':
      return 0;
    default:
      throw new Error(`Element.callFunction ${name} is not supported`);
  }
}

function createHandlers(rt, session) {
  const entryOf = (p) => rt.page(p.pageId);
  const nodeOf = (p) => {
    const entry = entryOf(p);
    return { entry, node: entry.elements.node(p.elementId) };
  };
  const caller = (node) => {
    const { exparser } = require('./elements.cjs');
    return exparser.Element.getMethodCaller(node);
  };
  const ensurePage = async () => {
    if (!rt.current()) {
      await rt.navigate('reLaunch', { url: `/${rt.appJson.pages[0]}` });
      await rt.settle();
    }
    return rt.current();
  };

  async function callWx({ method, args = [] }) {
    const fn = global.wx[method];
    if (typeof fn !== 'function') throw new Error(`wx.${method} does not exist`);
    if (!rt.api.isAsync(method)) return { result: fn(...args) };
    const result = await new Promise((resolve, reject) => {
      const opts = { ...(args[0] && typeof args[0] === 'object' ? args[0] : {}) };
      opts.success = resolve;
      opts.fail = (res) => reject(new Error(res?.errMsg ?? `${method}:fail`));
      fn(opts, ...args.slice(1));
    });
    await rt.settle();
    return { result };
  }

  const touchTimers = new WeakMap();
  return {
    'Tool.getInfo': () => ({ SDKVersion: SDK_VERSION, version: 'codetrek-qa-endpoint' }),
    'Tool.close': () => ({}),
    'App.enableLog': () => {
      session.logEnabled = true;
      return {};
    },
    'App.addBinding': ({ name }) => {
      global[name] = (...args) => session.emit('App.bindingCalled', { name, args });
      return {};
    },
    'App.getCurrentPage': async () => pageInfo(await ensurePage()),
    'App.getPageStack': async () => {
      await ensurePage();
      return { pageStack: rt.stack.map(pageInfo) };
    },
    'App.callWxMethod': callWx,
    'App.mockWxMethod': (p) => (rt.api.mock(p), {}),
    'App.callFunction': async ({ functionDeclaration, args = [] }) => {
      const result = await compile(functionDeclaration)(...args);
      await rt.settle();
      return { result };
    },
    'App.captureScreenshot': () => {
      throw new Error('App.captureScreenshot is not supported: the headless endpoint has no renderer');
    },
    'App.exit': async () => {
      await rt.exit();
      return {};
    },

    'Page.getElement': (p) => {
      const entry = entryOf(p);
      return entry.elements.query(rt.root(entry), p.selector, false);
    },
    'Page.getElements': (p) => {
      const entry = entryOf(p);
      return entry.elements.query(rt.root(entry), p.selector, true);
    },
    'Page.getData': (p) => ({ data: pick(entryOf(p).inst.data, p.path) }),
    'Page.setData': async (p) => {
      entryOf(p).inst.setData(p.data);
      await rt.settle();
      return {};
    },
    'Page.callMethod': async (p) => {
      const inst = entryOf(p).inst;
      if (typeof inst[p.method] !== 'function') throw new Error(`page method ${p.method} does not exist`);
      const result = await inst[p.method](...(p.args ?? []));
      await rt.settle();
      return { result };
    },
    'Page.getWindowProperties': (p) => (entryOf(p), { properties: (p.names ?? []).map(windowProperty) }),

    'Element.getElement': (p) => {
      const { entry, node } = nodeOf(p);
      return entry.elements.query(node, p.selector, false);
    },
    'Element.getElements': (p) => {
      const { entry, node } = nodeOf(p);
      return entry.elements.query(node, p.selector, true);
    },
    'Element.getDOMProperties': (p) => {
      const { node } = nodeOf(p);
      return { properties: p.names.map((n) => domProperty(node, n)) };
    },
    'Element.getProperties': (p) => {
      const { node } = nodeOf(p);
      const attrs = attrsOf(node);
      const publicProps = Object.fromEntries(Object.keys(attrs).filter((k) => k !== 'class' && k !== 'style' && !k.startsWith('data-')).map((k) => [k, true]));
      publicProps.value = true;
      return { properties: p.names.map((n) => (n === '__propPublic' ? publicProps : n === 'value' ? domProperty(node, 'value') : attrs[n] ?? null)) };
    },
    'Element.getAttributes': (p) => {
      const { node } = nodeOf(p);
      const attrs = attrsOf(node);
      return { attributes: p.names.map((n) => (attrs[n] === undefined ? null : String(attrs[n]))) };
    },
    'Element.getStyles': (p) => {
      const { node } = nodeOf(p);
      return { styles: p.names.map((n) => style(node, n)) };
    },
    'Element.getOffset': (p) => (nodeOf(p), { left: 0, top: 0 }),
    'Element.getWXML': (p) => ({ wxml: wxml(nodeOf(p).node, p.type === 'outer') }),
    'Element.tap': async (p) => {
      fire(nodeOf(p).node, 'tap', { x: 0, y: 0 });
      await rt.settle();
      return {};
    },
    'Element.touchstart': (p) => {
      const { node } = nodeOf(p);
      fire(node, 'touchstart', {}, p);
      touchTimers.set(node, setTimeout(() => {
        touchTimers.delete(node);
        fire(node, 'longpress', { x: 0, y: 0 });
      }, 350));
      return {};
    },
    'Element.touchmove': (p) => (fire(nodeOf(p).node, 'touchmove', {}, p), {}),
    'Element.touchend': async (p) => {
      const { node } = nodeOf(p);
      fire(node, 'touchend', {}, p);
      if (touchTimers.has(node)) {
        clearTimeout(touchTimers.get(node));
        touchTimers.delete(node);
        fire(node, 'tap', { x: 0, y: 0 });
      }
      await rt.settle();
      return {};
    },
    'Element.triggerEvent': async (p) => {
      fire(nodeOf(p).node, p.type, p.detail ?? {});
      await rt.settle();
      return {};
    },
    'Element.dispatchEvent': async (p) => {
      fire(nodeOf(p).node, p.eventName, p.eventData ?? {});
      await rt.settle();
      return {};
    },
    'Element.callFunction': async (p) => {
      const result = elementFunction(nodeOf(p).node, p.functionName, p.args ?? []);
      await rt.settle();
      return { result };
    },
    'Element.getData': (p) => ({ data: pick(caller(nodeOf(p).node)?.data ?? {}, p.path) }),
    'Element.setData': async (p) => {
      caller(nodeOf(p).node)?.setData(p.data);
      await rt.settle();
      return {};
    },
    'Element.callMethod': async (p) => {
      const inst = caller(nodeOf(p).node);
      if (typeof inst?.[p.method] !== 'function') throw new Error(`component method ${p.method} does not exist`);
      const result = await inst[p.method](...(p.args ?? []));
      await rt.settle();
      return { result };
    },
  };
}

module.exports = { createHandlers, sleep, tagOf, composedChildren };
