/** Mini-program side of our rich-text nodes: entity escaping and KaTeX's fonts. */
import Taro from '@tarojs/taro';
import { useEffect, useMemo } from 'react';
import { apiOrigin } from '../../platform/env';
import type { RichNode } from '../../utils/markdown/nodes';
import { KATEX_FONTS } from './katex-fonts';

/** The mini-program's rich-text reads entities in text nodes; ours are decoded, so re-escape `&`. */
export function forRichText(nodes: RichNode[]): RichNode[] {
  return nodes.map((n) => ('type' in n ? { type: 'text', text: n.text.replace(/&/g, '&amp;') } : { ...n, children: forRichText(n.children) }));
}

export function hasMath(nodes: RichNode[]): boolean {
  return nodes.some((n) => !('type' in n) && (/(^| )katex( |$)/.test(n.attrs.class ?? '') || hasMath(n.children)));
}

let fontsRequested = false;

/**
 * KaTeX's fonts, once per app run, from the H5 build the API serves (config copies them to
 * /static/katex/). Until they arrive, or where they cannot, katex-mini.css falls back to the
 * system serif (sans/mono for \mathsf/\texttt).
 */
export function loadKatexFonts(): void {
  if (fontsRequested || typeof Taro.loadFontFace !== 'function') return;
  fontsRequested = true;
  for (const f of KATEX_FONTS) {
    Promise.resolve(
      Taro.loadFontFace({ global: true, family: f.family, source: `url("${apiOrigin}/static/katex/${f.file}.woff2")`, desc: { style: f.style, weight: f.weight } }),
    ).catch(() => undefined);
  }
}

/** Nodes made by `build` (re-run when `source` changes), ready for <RichText>; loads KaTeX's fonts when they hold math. */
export function useRichTextNodes(source: string, build: (source: string) => RichNode[]): RichNode[] {
  const nodes = useMemo(() => forRichText(build(source)), [source, build]);
  useEffect(() => {
    if (hasMath(nodes)) loadKatexFonts();
  }, [nodes]);
  return nodes;
}
