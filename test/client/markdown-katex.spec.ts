/** @jest-environment jsdom */
/**
 * KaTeX in rich-text: svg parts (radicals, stretchy arrows/braces, \cancel) become img nodes with a
 * data URI redrawn from geometry only; the mini-program stylesheet is KaTeX's own, minus fonts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { act } from './render-hook';
import { htmlToNodes, type ElementNode, type RichNode } from '../../src/utils/markdown/nodes';
import { renderMarkdown } from '../../src/utils/markdown/render';
import { statementNodes } from '../../src/components/oj-statement/render';
import { toReact } from '../../src/components/markdown/to-react';
import { hasMath } from '../../src/components/markdown/rich-text';

const ROOT = path.resolve(__dirname, '..', '..');
const imgs = (nodes: RichNode[]): ElementNode[] =>
  nodes.flatMap((n) => ('type' in n ? [] : [...(n.name === 'img' ? [n] : []), ...imgs(n.children)]));
const svgOf = (img: ElementNode) => {
  const prefix = 'data:image/svg+xml;utf8,';
  expect(img.attrs.src.startsWith(prefix)).toBe(true);
  return decodeURIComponent(img.attrs.src.slice(prefix.length));
};

describe('KaTeX svg -> img', () => {
  it('\\sqrt{x} draws its radical as an img with an svg data URI, sliced like KaTeX does', () => {
    const nodes = renderMarkdown('$\\sqrt{x}$');
    const [img, ...more] = imgs(nodes);
    expect(more).toHaveLength(0);
    expect(img.attrs.class).toBe('katex-svg');
    const svg = svgOf(img);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="400000" height="1080" viewBox="0 0 400000 1080" preserveAspectRatio="xMinYMin slice" fill="#1f2329"/);
    expect(svg).toMatch(/<path d="M95,702 c-2.7,0,-7.17,-2.7[^"]*"\/><\/svg>$/);
    // the 400em-wide drawing hangs from the left of KaTeX's overflow:hidden .hide-tail
    expect(img.attrs.style).toBe('display:block;position:absolute;top:0;max-width:none;border-radius:0;height:1.08em;width:400em;left:0');
    expect(hasMath(nodes)).toBe(true);
    expect(hasMath(renderMarkdown('no math'))).toBe(false);
  });

  it('stretchy braces keep their left, middle and right parts; wide accents stretch; \\cancel strokes', () => {
    const brace = imgs(renderMarkdown('$\\underbrace{a+b}_n$')).map((i) => i.attrs.style);
    expect(brace).toHaveLength(3);
    expect(brace[0]).toContain('left:0');
    expect(brace[1]).toContain('left:50%;margin-left:-200em');
    expect(brace[2]).toContain('right:0');
    const [hat] = imgs(renderMarkdown('$\\widehat{xyz}$'));
    expect(svgOf(hat)).toContain('preserveAspectRatio="none"');
    expect(hat.attrs.style).toContain('width:100%');
    const [cancel] = imgs(renderMarkdown('$\\cancel{x}$'));
    expect(svgOf(cancel)).toContain('<line x1="0" y1="100%" x2="100%" y2="0" stroke-width="0.046em"/>');
  });

  it('problem statements typeset math the same way, on both targets', () => {
    const nodes = statementNodes('给定 $n$，求 $\\sqrt{n}$ 与 **粗体**');
    expect(JSON.stringify(nodes)).toContain('"class":"katex"');
    expect(imgs(nodes)).toHaveLength(1);
    const root = document.createElement('div');
    act(() => createRoot(root).render(createElement('div', null, toReact(nodes))));
    const img = root.querySelector('img.katex-svg') as HTMLImageElement;
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(img.style.width).toBe('400em');
    expect(root.querySelector('strong')?.textContent).toBe('粗体');
  });

  it('only geometry survives, and only inside KaTeX output; other svg is dropped', () => {
    const hostile =
      '<span class="katex"><svg width="1em" height="1em" viewBox="0 0 10 10" onload="alert(1)"><script>alert(1)</script>' +
      '<path d="M0 0L10 10" onclick="alert(1)" style="fill:url(javascript:1)"/><foreignObject><img src=x onerror=alert(1)></foreignObject>' +
      '<image href="javascript:alert(1)"/><path d="M0 0\');alert(1)"/></svg></span>';
    const [img, ...more] = imgs(htmlToNodes(hostile));
    expect(more).toHaveLength(0);
    expect(svgOf(img)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10" fill="#1f2329" stroke="#1f2329" stroke-width="0"><path d="M0 0L10 10"/><path/></svg>',
    );
    expect(imgs(htmlToNodes('<div><svg width="1em" height="1em"><path d="M0 0"/></svg></div>'))).toHaveLength(0);
    // an svg with no usable size is dropped rather than guessed
    expect(imgs(htmlToNodes('<span class="katex"><svg width="x" height="1em"><path d="M0 0"/></svg></span>'))).toHaveLength(0);
  });

  it('KaTeX inline styles that layout needs pass; anything else does not', () => {
    expect(JSON.stringify(renderMarkdown('$\\boxed{x}$'))).toContain('border-style:solid;border-width:0.04em');
    const [kept, dropped] = htmlToNodes('<span style="position:relative;left:-0.25em">≠</span><span style="position:absolute;color:red;left:-1em;border-style:url(x)">x</span>') as ElementNode[];
    expect(kept.attrs.style).toBe('position:relative;left:-0.25em');
    expect(dropped.attrs.style).toBe('left:-1em');
  });
});

describe('mini-program KaTeX stylesheet', () => {
  it('is KaTeX\'s css without @font-face, with system fallbacks, and up to date with the installed katex', () => {
    const check = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'katex-mini.cjs'), '--check'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    const css = fs.readFileSync(path.join(ROOT, 'src/components/markdown/katex-mini.css'), 'utf8');
    expect(css).not.toContain('@font-face');
    expect(css).not.toContain('url(');
    expect(css).not.toMatch(/\.katex \*/);
    for (const rule of ['.katex .mfrac .frac-line{', '.katex .hide-tail{', '.katex .vlist-t{']) expect(css).toContain(rule);
    expect(css).toContain('font-family:KaTeX_Math,"Times New Roman",serif');
    expect(css).toContain('font-family:KaTeX_Typewriter,monospace');
  });
});
