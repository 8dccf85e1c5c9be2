import { RichText } from '@tarojs/components';
import { useRichTextNodes } from '../markdown/rich-text';
import { statementNodes } from './render';
import '../markdown/katex-mini.css';
import './index.scss';

/** Mini-program: the statement as rich-text nodes, math typeset by KaTeX (katex-mini.css). */
export default function Statement({ text }: { text: string }) {
  const nodes = useRichTextNodes(text, statementNodes);
  return <RichText className='oj-statement' nodes={nodes as never} />;
}
