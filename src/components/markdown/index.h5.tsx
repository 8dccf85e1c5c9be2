import { View } from '@tarojs/components';
import { useMemo } from 'react';
import 'katex/dist/katex.min.css';
import { renderMarkdown } from '../../utils/markdown/render';
import { toReact } from './to-react';
import './index.scss';

/** Markdown with code highlighting and KaTeX: H5. */
export default function Markdown({ source, className = '' }: { source: string; className?: string }) {
  const content = useMemo(() => toReact(renderMarkdown(source)), [source]);
  return <View className={`md ${className}`}>{content}</View>;
}
