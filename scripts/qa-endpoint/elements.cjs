// Elements of a rendered page: ids for the protocol, the composed exparser tree, WXML, text,
// attributes and the events DevTools' Element.* methods fire.
const path = require('path');
const { selectAll } = require('./selector.cjs');

const exparser = require(require.resolve('miniprogram-exparser', { paths: [path.dirname(require.resolve('j-component'))] }));

const parents = new WeakMap();

function composedChildren(node, withText = false) {
  const out = [];
  for (const k of node.__wxSlotChildren || node.childNodes || []) {
    if (k instanceof exparser.TextNode) {
      if (withText) out.push(k);
    } else if (k instanceof exparser.Element) {
      if (k.__virtual) out.push(...composedChildren(k, withText).map((c) => (parents.set(c, node), c)));
      else {
        parents.set(k, node);
        out.push(k);
      }
    }
  }
  return out;
}

const tagOf = (node) => (node._vt && node._vt.tagName) || node.is || '';

function boundAttrs(node) {
  const out = {};
  for (const a of (node._vt && node._vt.attrs) || []) out[a.name] = a.value;
  return out;
}

/**
 * What an input or textarea shows after typing (`typed`): the typed text, until the page sets its
 * `value` (setData) to something else — as in WeChat, where e.g. clearing a box after sending works.
 */
function typeInto(node, typed) {
  node.__qaValue = typed;
  node.__qaBound = boundAttrs(node).value;
}

function attrsOf(node) {
  const out = boundAttrs(node);
  if (node.__qaValue !== undefined) {
    if (out.value !== node.__qaBound) node.__qaValue = undefined;
    else out.value = node.__qaValue;
  }
  return out;
}

const tree = { children: (n) => composedChildren(n), parent: (n) => parents.get(n) ?? null, tag: tagOf, attrs: attrsOf };

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escAttr = (s) => esc(s).replace(/"/g, '&quot;');

function wxml(node, outer) {
  const inner = composedChildren(node, true)
    .map((k) => (k instanceof exparser.TextNode ? esc(k.textContent) : wxml(k, true)))
    .join('');
  if (!outer) return inner;
  const tag = tagOf(node);
  const attrs = Object.entries(attrsOf(node))
    .map(([k, v]) => (typeof v === 'object' ? `${k}="${escAttr(JSON.stringify(v))}"` : `${k}="${escAttr(v)}"`))
    .join(' ');
  return `<${tag}${attrs ? ` ${attrs}` : ''}>${inner}</${tag}>`;
}

const BLOCK = /^(p|div|h[1-6]|li|ul|ol|pre|blockquote|tr|table|hr|br)$/;
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** What a rich-text renders as text: its nodes (an array or an HTML string), blocks on their own lines. */
function richText(nodes) {
  if (typeof nodes === 'string') {
    return nodes
      .replace(/<\/?(p|div|h[1-6]|li|pre|blockquote|tr|br)\b[^>]*>/gi, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e) => ENTITIES[e]);
  }
  if (!Array.isArray(nodes)) return '';
  return nodes
    .map((n) => (n.type === 'text' ? String(n.text ?? '') : `${richText(n.children ?? [])}${BLOCK.test(n.name ?? '') ? '\n' : ''}`))
    .join('');
}

function textOf(node) {
  // rich-text draws its nodes itself (DevTools' innerText includes them)
  if (tagOf(node) === 'rich-text') return richText(attrsOf(node).nodes);
  return composedChildren(node, true)
    .map((k) => (k instanceof exparser.TextNode ? k.textContent : textOf(k)))
    .join('');
}

/** Fire a WXML event (bubbling, composed) at an element: what bindtap / bindinput … receive. */
function fire(node, type, detail = {}, extra = {}) {
  const touches = extra.touches ?? [];
  const changedTouches = extra.changedTouches ?? [];
  const event = exparser.Event.create(type, detail, {
    bubbles: true,
    capturePhase: true,
    composed: true,
    extraFields: { touches, changedTouches },
  });
  exparser.Event.dispatchEvent(node, event);
}

/** Ids for the elements of one page, stable while the node lives. */
class ElementRegistry {
  constructor(pageId) {
    this.pageId = pageId;
    this.ids = new WeakMap();
    this.nodes = new Map();
    this.next = 1;
  }

  describe(node) {
    let id = this.ids.get(node);
    if (!id) {
      id = `${this.pageId}-${this.next++}`;
      this.ids.set(node, id);
      this.nodes.set(id, node);
    }
    const out = { elementId: id, tagName: tagOf(node) };
    // custom components (not the built-ins) get a nodeId: the client then offers data/setData/callMethod
    if (node instanceof exparser.Component && node.shadowRoot && !String(node.is).startsWith('wx-') && tagOf(node) !== node.is) {
      out.nodeId = id;
    }
    return out;
  }

  node(elementId) {
    const node = this.nodes.get(elementId);
    if (!node) throw new Error(`element ${elementId} not found on page ${this.pageId}`);
    return node;
  }

  query(scope, selector, all) {
    const found = selectAll(scope, selector, tree);
    if (all) return { elements: found.map((n) => this.describe(n)) };
    if (!found.length) throw new Error(`element not found: ${selector}`);
    return this.describe(found[0]);
  }
}

module.exports = { ElementRegistry, composedChildren, attrsOf, typeInto, tagOf, wxml, textOf, fire, exparser };
