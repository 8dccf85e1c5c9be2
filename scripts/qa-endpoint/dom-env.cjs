// A jsdom window as the global scope, the way jest's jsdom environment gives it to the simulate
// suite: j-component renders the exparser tree into these DOM nodes.
const { JSDOM } = require('jsdom');

let installed = null;

function installDom() {
  if (installed) return installed;
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    pretendToBeVisual: true,
    url: 'http://127.0.0.1/',
  });
  const win = dom.window;
  for (const key of Object.getOwnPropertyNames(win)) {
    if (key in global) continue;
    try {
      global[key] = win[key];
    } catch {
      // read-only on the Node side: keep Node's
    }
  }
  // j-component builds events with these: they must be jsdom's, not Node's
  for (const key of ['Event', 'CustomEvent', 'EventTarget']) {
    Object.defineProperty(global, key, { value: win[key], configurable: true, writable: true });
  }
  global.window = win;
  global.document = win.document;
  installed = win;
  return win;
}

module.exports = { installDom };
