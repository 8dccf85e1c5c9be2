/** @jest-environment jsdom */
/**
 * XSS payload suite for the post renderer: whatever users write, the node tree (mini-program
 * rich-text) and the H5 DOM built from it carry no script, no event handler, no javascript:/data:
 * URL and no style that loads anything — and none of the payloads runs in a real DOM.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { act } from './render-hook';
import { htmlToNodes, safeUrl, type RichNode } from '../../src/utils/markdown/nodes';
import { markdownHtml, renderMarkdown } from '../../src/utils/markdown/render';
import { toReact } from '../../src/components/markdown/to-react';

const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"><script>window.__xss=1</script></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">x</a>',
  '[click](javascript:window.__xss=1)',
  '[click](JaVaScRiPt:window.__xss=1)',
  '[click](java\tscript:window.__xss=1)',
  '[click](&#106;avascript:window.__xss=1)',
  '[click](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '![x](javascript:window.__xss=1)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIj4=)',
  '![x" onerror="window.__xss=1](https://a.example/x.png)',
  '![x](https://a.example/x.png" onerror="window.__xss=1)',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<style>body{background:url("javascript:window.__xss=1")}</style>',
  '<body onload=window.__xss=1>',
  '<details open ontoggle=window.__xss=1>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<<script>script>window.__xss=1<</script>/script>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '"><img src=x onerror=window.__xss=1>',
  '`<img src=x onerror=window.__xss=1>`',
  '```html\n<img src=x onerror=window.__xss=1>\n```',
  '$\\href{javascript:window.__xss=1}{click}$',
  '$$\\url{javascript:window.__xss=1}$$',
  '$\\htmlClass{x" onmouseover="window.__xss=1}{a}$',
  '$\\style{background:url(javascript:window.__xss=1)}{x}$',
  '<a href="https://ok.example" onclick="window.__xss=1">ok</a>',
  'https://example.com/"onmouseover="window.__xss=1',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<input autofocus onfocus=window.__xss=1>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<link rel=stylesheet href="javascript:window.__xss=1">',
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '<!--<img src=x onerror=window.__xss=1>-->',
];

function walk(nodes: RichNode[], visit: (n: RichNode) => void): void {
  for (const n of nodes) {
    visit(n);
    if (!('type' in n)) walk(n.children, visit);
  }
}

const ALLOWED_ATTRS = new Set(['class', 'style', 'href', 'src', 'alt', 'title']);

describe('markdown XSS suite', () => {
  it.each(PAYLOADS)('the node tree is inert: %s', (payload) => {
    const nodes = renderMarkdown(payload);
    walk(nodes, (n) => {
      if ('type' in n) return;
      expect(['script', 'style', 'iframe', 'svg', 'math', 'object', 'embed', 'form', 'input', 'button', 'base', 'meta', 'link', 'body', 'details']).not.toContain(n.name);
      for (const [k, v] of Object.entries(n.attrs)) {
        expect(ALLOWED_ATTRS.has(k)).toBe(true);
        expect(k.startsWith('on')).toBe(false);
        if (k === 'href') expect(v).toMatch(/^(https?:\/\/|mailto:|\/(?!\/)|#)/i);
        if (k === 'src') expect(v).toMatch(/^https?:\/\//i);
        if (k === 'style') expect(v).not.toMatch(/url|expression|javascript|import|\\/i);
        expect(v).not.toMatch(/javascript:/i);
      }
    });
  });

  it.each(PAYLOADS)('nothing runs when the H5 renderer mounts it: %s', async (payload) => {
    const w = window as unknown as { __xss?: number };
    delete w.__xss;
    const el = document.createElement('div');
    document.body.appendChild(el);
    const root = createRoot(el);
    act(() => root.render(createElement('div', null, ...toReact(renderMarkdown(payload)))));
    // let any onerror/onload that slipped through fire
    await new Promise((r) => setTimeout(r, 20));
    expect(w.__xss).toBeUndefined();
    for (const node of Array.from(el.querySelectorAll('*'))) {
      for (const attr of Array.from(node.attributes)) {
        expect(attr.name.startsWith('on')).toBe(false);
        expect(attr.value).not.toMatch(/javascript:/i);
      }
    }
    expect(el.querySelector('script, iframe, object, embed, svg, form, input, style, base, meta, link')).toBeNull();
    act(() => root.unmount());
    el.remove();
  });

  it('raw HTML stays text: users see what they typed', () => {
    const nodes = renderMarkdown('<b>bold?</b> <script>x</script>');
    const text: string[] = [];
    walk(nodes, (n) => 'type' in n && text.push(n.text));
    expect(text.join('')).toContain('<b>bold?</b> <script>x</script>');
    expect(markdownHtml('<b>x</b>')).toContain('&lt;b&gt;');
  });

  it('the sanitizer also holds on hostile HTML given to it directly', () => {
    const nodes = htmlToNodes('<p onclick="x()"><a href=" javascript:alert(1)" style="color:red;background:url(x)">a</a><img src="data:image/png;base64,AA"><span style="height:1.2em;vertical-align:-0.3em;position:fixed">k</span><script>alert(1)</script><svg><a href="javascript:1">s</a></svg></p>');
    expect(nodes).toEqual([
      {
        name: 'p',
        attrs: {},
        children: [
          { name: 'a', attrs: {}, children: [{ type: 'text', text: 'a' }] },
          { name: 'span', attrs: { style: 'height:1.2em;vertical-align:-0.3em' }, children: [{ type: 'text', text: 'k' }] },
        ],
      },
    ]);
  });

  it('safeUrl allows web, mail and same-site links only', () => {
    expect(safeUrl('https://codetrek.cn/a', 'href')).toBe('https://codetrek.cn/a');
    expect(safeUrl('/topic/1', 'href')).toBe('/topic/1');
    expect(safeUrl('//evil.example', 'href')).toBeNull();
    expect(safeUrl('mailto:a@b.c', 'href')).toBe('mailto:a@b.c');
    expect(safeUrl('mailto:a@b.c', 'src')).toBeNull();
    expect(safeUrl('java\nscript:alert(1)', 'href')).toBeNull();
  });
});

describe('markdown features survive the sanitizer', () => {
  const flat = (nodes: RichNode[]) => {
    const names: string[] = [];
    const classes: string[] = [];
    walk(nodes, (n) => {
      if ('type' in n) return;
      names.push(n.name);
      if (n.attrs.class) classes.push(n.attrs.class);
    });
    return { names, classes };
  };

  it('headings, lists, links, tables, images', () => {
    const { names } = flat(renderMarkdown('# 标题\n\n- a\n- b\n\n[码途](https://codetrek.cn)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n![图](https://img.example/a.png)'));
    for (const n of ['h1', 'ul', 'li', 'a', 'table', 'th', 'td', 'img']) expect(names).toContain(n);
  });

  it('code blocks are highlighted', () => {
    const { names, classes } = flat(renderMarkdown('```cpp\nint main() { return 0; }\n```'));
    expect(names).toEqual(expect.arrayContaining(['pre', 'code', 'span']));
    expect(classes).toEqual(expect.arrayContaining(['hljs language-cpp', 'hljs-keyword']));
  });

  it('inline and display math render with KaTeX', () => {
    const { classes } = flat(renderMarkdown('勾股定理 $a^2+b^2=c^2$\n\n$$\n\\frac{1}{2}\n$$'));
    expect(classes.filter((c) => c === 'katex')).toHaveLength(2);
    expect(classes).toContain('md-math');
    expect(classes).toContain('mfrac');
    // money is not math
    expect(flat(renderMarkdown('价格 $ 5 和 $ 6')).classes).not.toContain('katex');
  });
});
