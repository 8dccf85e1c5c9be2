/**
 * Markdown for posts (SPEC §2 topics/comments): CommonMark + tables + linkified URLs, code
 * highlighting (highlight.js core with the languages of the judge) and $math$ / $$math$$ (KaTeX).
 * Raw HTML in user text is never interpreted (html: false); the produced HTML is then cut down to
 * a whitelist by htmlToNodes, so nothing from user content can run on H5 or in the mini-program.
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import cpp from 'highlight.js/lib/languages/cpp';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import katex from 'katex';
import MarkdownIt from 'markdown-it';
import { mathPlugin } from './math';
import { htmlToNodes, type RichNode } from './nodes';

const LANGS = { bash, cpp, go, java, javascript, json, python, sql, typescript } as const;
for (const [name, lang] of Object.entries(LANGS)) hljs.registerLanguage(name, lang);
const ALIASES: Record<string, string> = { js: 'javascript', ts: 'typescript', py: 'python', c: 'cpp', 'c++': 'cpp', sh: 'bash', shell: 'bash', golang: 'go' };

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** TeX -> KaTeX HTML (spans, and svg that htmlToNodes redraws as img); also for problem statements. */
export function renderTex(tex: string, displayMode: boolean): string {
  try {
    // trust: false keeps \href, \url, \htmlClass and friends inert
    return katex.renderToString(tex, { displayMode, output: 'html', throwOnError: false, trust: false, strict: 'ignore', maxSize: 20, maxExpand: 200 });
  } catch {
    return `<code>${escape(tex)}</code>`;
  }
}

const md: MarkdownIt = new MarkdownIt({
  html: false,
  linkify: true,
  breaks: true,
  highlight(code, info) {
    const lang = ALIASES[info.trim().toLowerCase()] ?? info.trim().toLowerCase();
    if (lang && hljs.getLanguage(lang)) {
      return `<pre class="md-code"><code class="hljs language-${lang}">${hljs.highlight(code, { language: lang, ignoreIllegals: true }).value}</code></pre>`;
    }
    return `<pre class="md-code"><code class="hljs">${escape(code)}</code></pre>`;
  },
});
md.use(mathPlugin(renderTex));
// long posts stay cheap: one document is at most the topic limit anyway
md.set({ maxNesting: 20 } as never);

/** Markdown -> whitelisted rich-text nodes. */
export function renderMarkdown(src: string): RichNode[] {
  return htmlToNodes(md.render(src ?? ''));
}

/** Only for tests and the XSS suite: the intermediate HTML. */
export function markdownHtml(src: string): string {
  return md.render(src ?? '');
}
