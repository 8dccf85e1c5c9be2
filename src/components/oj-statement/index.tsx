import { RichText } from '@tarojs/components';
import { renderMarkdown } from './render';
import './index.scss';

/** Mini-program: markdown as rich text; formulas stay in their $…$ source form. */
export default function Statement({ text }: { text: string }) {
  return <RichText className='oj-statement' nodes={renderMarkdown(text)} />;
}
