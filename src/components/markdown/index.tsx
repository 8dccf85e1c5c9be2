import { RichText, View } from '@tarojs/components';
import { useMemo } from 'react';
import { renderMarkdown } from '../../utils/markdown/render';
import type { RichNode } from '../../utils/markdown/nodes';
import './index.scss';

/** The mini-program's rich-text reads entities in text nodes; ours are decoded, so re-escape `&`. */
function forRichText(nodes: RichNode[]): RichNode[] {
  return nodes.map((n) => ('type' in n ? { type: 'text', text: n.text.replace(/&/g, '&amp;') } : { ...n, children: forRichText(n.children) }));
}

/** Markdown as whitelisted rich-text nodes (never an HTML string): mini-program. */
export default function Markdown({ source, className = '' }: { source: string; className?: string }) {
  const nodes = useMemo(() => forRichText(renderMarkdown(source)), [source]);
  return (
    <View className={`md ${className}`}>
      <RichText nodes={nodes as never} userSelect />
    </View>
  );
}
