import { useMemo } from 'react';
import 'katex/dist/katex.min.css';
import { toReact } from '../markdown/to-react';
import { statementNodes } from './render';
import './index.scss';

/** H5: markdown with KaTeX math, as whitelisted nodes (React elements, never innerHTML). */
export default function Statement({ text }: { text: string }) {
  const content = useMemo(() => toReact(statementNodes(text)), [text]);
  return <div className='oj-statement'>{content}</div>;
}
