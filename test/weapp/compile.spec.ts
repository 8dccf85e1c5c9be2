/** @jest-environment jsdom */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { allPages } from './app-json';
import { DIST } from './weapp-env';

// The official WXML/WXSS compilers (Linux binaries) that miniprogram-simulate's dependency ships.
const compiler = require('miniprogram-compiler') as { wxmlToJs(root: string, opts?: { maxBuffer?: number }): string };
const WCSC = path.join(path.dirname(createRequire(__filename).resolve('miniprogram-compiler')), 'bin', process.platform === 'darwin' ? 'mac' : 'linux', 'wcsc');
const unescapeJs = require('unescape-js') as (s: string) => string;

const MATH_PAGES = ['pages/oj/problem/index', 'pages/community/topic/index'];

describe('the build compiles with the official wcc / wcsc', () => {
  it('wcc compiles every wxml and yields a render function for every page', () => {
    const source = compiler.wxmlToJs(DIST, { maxBuffer: 64 * 1024 * 1024 });
    const gwx = new Function(source)() as (file: string) => unknown;
    const pages = allPages();
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(fs.existsSync(path.join(DIST, `${page}.wxml`))).toBe(true);
      expect({ page, render: typeof gwx(`${page}.wxml`) }).toEqual({ page, render: 'function' });
    }
    expect(typeof gwx('base.wxml')).toBe('function');
  });

  it('wcsc compiles every wxss, and each page style applies in a document', () => {
    const pages = allPages().filter((p) => fs.existsSync(path.join(DIST, `${p}.wxss`)));
    // shared styles: the app's at the root, and a subpackage's (sub-vendors.wxss) that its pages @import
    const walkWxss = (dir: string): string[] =>
      fs.readdirSync(path.join(DIST, dir), { withFileTypes: true }).flatMap((e) => {
        const rel = dir ? `${dir}/${e.name}` : e.name;
        return e.isDirectory() ? walkWxss(rel) : e.name.endsWith('.wxss') ? [rel] : [];
      });
    const shared = walkWxss('').filter((f) => !pages.includes(f.replace(/\.wxss$/, '')));
    // the package ships wcsc without its execute bit (it only fixes wcc's at run time)
    fs.chmodSync(WCSC, 0o755);
    const res = spawnSync(WCSC, ['-db', '-pc', String(pages.length), ...pages.map((p) => `${p}.wxss`), ...shared], {
      cwd: DIST,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    // stdout is key=value=key=value..., with '=' inside values escaped as \x3d
    const parts = res.stdout.split('=');
    const out: Record<string, string> = {};
    for (let i = 0; i + 1 < parts.length; i += 2) out[parts[i]] = unescapeJs(parts[i + 1]);
    expect(out.comm).toBeTruthy();
    for (const page of pages) {
      expect(out[`${page}.wxss`]).toBeTruthy();
      document.head.innerHTML = '';
      const inject = new Function(`${out.comm};\nreturn ${out[`${page}.wxss`]};`)() as () => void;
      inject();
      const css = Array.from(document.head.querySelectorAll('style'))
        .map((s) => s.textContent)
        .join('');
      // a class of the page's own stylesheet, resolved for a device width
      const firstClass = /^\.([\w-]+)/.exec(fs.readFileSync(path.join(DIST, `${page}.wxss`), 'utf8').replace(/^(?:@import[^;]+;)+/, ''))?.[1];
      expect(firstClass).toBeTruthy();
      expect(css).toContain(`.${firstClass}`);
      expect(css).toContain(`wxcs_fileinfo: ${page}.wxss`);
      // pages with markdown or a problem statement carry KaTeX's rules (katex-mini.css) for rich-text nodes
      if (MATH_PAGES.includes(page)) {
        for (const rule of ['.katex .hide-tail{', '.katex .mfrac .frac-line{', '.katex .vlist-t{']) expect({ page, rule, found: css.includes(rule) }).toEqual({ page, rule, found: true });
        expect(css).not.toContain('@font-face');
      }
    }
    expect(MATH_PAGES.every((p) => pages.includes(p))).toBe(true);
  });

  it('wcsc rejects broken wxss (the check can fail)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcsc-'));
    fs.writeFileSync(path.join(dir, 'bad.wxss'), '.a{color:red');
    // the package ships wcsc without its execute bit (it only fixes wcc's at run time)
    fs.chmodSync(WCSC, 0o755);
    const res = spawnSync(WCSC, ['-db', '-pc', '0', 'bad.wxss'], { cwd: dir, encoding: 'utf8' });
    expect(res.status).not.toBe(0);
  });
});
