import MarkdownIt from 'markdown-it';
import { htmlToNodes, type RichNode } from '../../utils/markdown/nodes';
import { renderTex } from '../../utils/markdown/render';

/** Problem statements are markdown written by admins; raw HTML is off (no script injection). */
export const md = new MarkdownIt({ html: false, linkify: true, breaks: false });

/** markdown -> HTML; `math` renders $…$ and $$…$$, else math stays as text. */
export function renderMarkdown(text: string, math?: (tex: string, display: boolean) => string): string {
  if (!math) return md.render(text);
  // math is cut out before markdown runs so `_` and `*` inside formulas are not taken as emphasis
  const parts: string[] = [];
  const held = text.replace(/\$\$([\s\S]+?)\$\$|\$([^$\n]+?)\$/g, (_, block: string | undefined, inline: string | undefined) => {
    parts.push(math(block ?? inline ?? '', block !== undefined));
    return `@@MATH${parts.length - 1}@@`;
  });
  return md.render(held).replace(/@@MATH(\d+)@@/g, (_, i: string) => parts[Number(i)]);
}

/** A statement as whitelisted nodes with KaTeX math, the same on H5 and in the mini-program. */
export function statementNodes(text: string): RichNode[] {
  return htmlToNodes(renderMarkdown(text, renderTex));
}
