/**
 * HTML (from our markdown renderer only) -> a whitelisted node tree for Taro's RichText (the
 * mini-program's rich-text) or our H5 renderer. Nothing outside the whitelist survives: no
 * script/style/iframe/svg subtree, no on* attribute, no javascript:/data: link, no style value
 * that could load or run anything. The tree never becomes an HTML string again. The one exception
 * is an svg inside KaTeX output, redrawn from its geometry only into an img (katex-svg.ts).
 */
import { katexSvgToImg, type SvgElement } from './katex-svg';

export interface TextNode {
  type: 'text';
  text: string;
}
export interface ElementNode {
  name: string;
  attrs: Record<string, string>;
  children: RichNode[];
}
export type RichNode = TextNode | ElementNode;

const VOID = new Set(['br', 'hr', 'img']);
const ALLOWED = new Set([
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 's', 'del', 'code', 'pre', 'blockquote',
  'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div', 'sup', 'sub',
]);
/** dropped together with everything inside them */
const DROP_SUBTREE = new Set(['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'noscript', 'textarea', 'select', 'title', 'frame', 'frameset']);
/** KaTeX and table layout need a few inline styles; only plain lengths and keywords pass */
const STYLE_PROPS = new Set([
  'height', 'width', 'min-width', 'vertical-align', 'top', 'left', 'margin-left', 'margin-right', 'margin-top', 'padding-left',
  'border-bottom-width', 'border-width', 'border-style', 'text-align', 'position',
]);
/** `position` can only be relative (absolute/fixed could cover the page) */
const STYLE_VALUE = /^(-?\d*\.?\d+(em|ex|px|%)?|left|right|center|middle|baseline|top|bottom|relative|solid)$/;
const CLASS = /^[a-zA-Z0-9_\- ]{1,200}$/;

export function safeUrl(url: string, kind: 'href' | 'src'): string | null {
  const u = url.trim();
  // control characters and whitespace inside a scheme are how filters get fooled (java\tscript:)
  if (/[\u0000-\u001f\u007f\s\\]/.test(u)) return null;
  if (kind === 'href' && /^(https?:\/\/|mailto:)/i.test(u)) return u;
  if (kind === 'src' && /^https?:\/\//i.test(u)) return u;
  // same-site paths only (not protocol-relative //host)
  if (kind === 'href' && /^\/(?!\/)/.test(u)) return u;
  if (kind === 'href' && /^#[\w-]*$/.test(u)) return u;
  return null;
}

function safeStyle(style: string): string | null {
  const kept: string[] = [];
  for (const decl of style.split(';')) {
    const m = /^\s*([a-z-]+)\s*:\s*([^;]+?)\s*$/i.exec(decl);
    if (!m) continue;
    const prop = m[1].toLowerCase();
    const value = m[2].toLowerCase();
    if (STYLE_PROPS.has(prop) && STYLE_VALUE.test(value) && (prop !== 'position' || value === 'relative')) kept.push(`${prop}:${value}`);
  }
  return kept.length ? kept.join(';') : null;
}

function cleanAttrs(tag: string, raw: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (name === 'class' && CLASS.test(value)) out.class = value;
    else if (name === 'style') {
      const s = safeStyle(value);
      if (s) out.style = s;
    } else if (tag === 'a' && name === 'href') {
      const u = safeUrl(value, 'href');
      if (u) out.href = u;
    } else if (tag === 'img' && name === 'src') {
      const u = safeUrl(value, 'src');
      if (u) out.src = u;
    } else if ((tag === 'img' && name === 'alt') || name === 'title') out[name] = value.slice(0, 200);
    // everything else (on*, srcdoc, formaction, xlink:href, ...) is dropped
  }
  if (tag === 'img' && !out.src) return { __drop: '1' };
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

function parseAttrs(src: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(src))) {
    const name = m[1].toLowerCase();
    if (!(name in attrs)) attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

/** Parses HTML into whitelisted nodes. Unknown tags unwrap (their text stays, escaped as text). */
export function htmlToNodes(html: string): RichNode[] {
  const root: ElementNode = { name: '#root', attrs: {}, children: [] };
  const stack: ElementNode[] = [root];
  let dropDepth = 0;
  let dropTag = '';
  /** a KaTeX svg being collected: its root and shapes */
  let svg: { root: SvgElement; shapes: SvgElement[] } | null = null;
  const inKatex = () => stack.some((n) => /(^| )katex( |$)/.test(n.attrs.class ?? ''));
  const re = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+|<)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(html))) {
    const [, closing, rawTag, rawAttrs, text] = m;
    if (m[0].startsWith('<!--')) continue;
    if (text !== undefined) {
      if (dropDepth === 0) stack[stack.length - 1].children.push({ type: 'text', text: decodeEntities(text) });
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (dropDepth > 0) {
      if (tag === dropTag) dropDepth += closing ? -1 : 1;
      if (svg && !closing && dropDepth > 0) svg.shapes.push({ name: tag, attrs: parseAttrs(rawAttrs) });
      if (svg && dropDepth === 0) {
        const img = katexSvgToImg(svg.root, svg.shapes);
        if (img) stack[stack.length - 1].children.push(img);
        svg = null;
      }
      continue;
    }
    if (DROP_SUBTREE.has(tag)) {
      if (!closing && !/\/\s*$/.test(rawAttrs)) {
        dropDepth = 1;
        dropTag = tag;
        if (tag === 'svg' && inKatex()) svg = { root: { name: tag, attrs: parseAttrs(rawAttrs) }, shapes: [] };
      }
      continue;
    }
    if (!ALLOWED.has(tag)) continue;
    if (closing) {
      const at = stack.map((n) => n.name).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const attrs = cleanAttrs(tag, parseAttrs(rawAttrs));
    if (attrs.__drop) continue;
    const node: ElementNode = { name: tag, attrs, children: [] };
    stack[stack.length - 1].children.push(node);
    if (!VOID.has(tag) && !/\/\s*$/.test(rawAttrs)) stack.push(node);
  }
  return root.children;
}
