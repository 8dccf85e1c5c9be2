import katex from 'katex';
import 'katex/dist/katex.min.css';
import { renderMarkdown } from './render';
import './index.scss';

const math = (tex: string, display: boolean) => katex.renderToString(tex, { displayMode: display, throwOnError: false, output: 'html' });

/** H5: markdown with KaTeX math. */
export default function Statement({ text }: { text: string }) {
  return <div className='oj-statement' dangerouslySetInnerHTML={{ __html: renderMarkdown(text, math) }} />;
}
