import { RichText, View } from '@tarojs/components';
import { renderMarkdown } from '../../utils/markdown/render';
import { useRichTextNodes } from './rich-text';
import './katex-mini.css';
import './index.scss';

/** Markdown as whitelisted rich-text nodes (never an HTML string): mini-program. */
export default function Markdown({ source, className = '' }: { source: string; className?: string }) {
  const nodes = useRichTextNodes(source, renderMarkdown);
  return (
    <View className={`md ${className}`}>
      <RichText nodes={nodes as never} userSelect />
    </View>
  );
}
