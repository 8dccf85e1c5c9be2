import { Text, Textarea, View } from '@tarojs/components';
import { useRef } from 'react';
import { INDENT, type CodeEditorProps } from './types';
import './index.scss';

/**
 * Phones and the mini-program: a monospace textarea with a small key bar, since soft keyboards
 * have no Tab key and no brackets at hand.
 */
export default function TextareaEditor({ value, onChange, height = 360 }: CodeEditorProps) {
  const cursor = useRef(value.length);
  const insert = (text: string) => {
    const at = Math.min(cursor.current, value.length);
    onChange(value.slice(0, at) + text + value.slice(at));
    cursor.current = at + text.length;
  };
  return (
    <View className='code-editor code-editor--textarea'>
      <View className='code-editor__keys'>
        {[
          ['Tab', INDENT],
          ['{ }', '{}'],
          ['( )', '()'],
          ['[ ]', '[]'],
          [';', ';'],
          ['"', '"'],
        ].map(([label, text]) => (
          <Text key={label} className='code-editor__key' onClick={() => insert(text)}>
            {label}
          </Text>
        ))}
      </View>
      <Textarea
        className='code-editor__area'
        style={{ height: `${height}px` }}
        value={value}
        maxlength={-1}
        autoHeight={false}
        showConfirmBar={false}
        adjustPosition
        placeholder='在这里编写代码'
        onInput={(e) => {
          cursor.current = e.detail.cursor ?? e.detail.value.length;
          onChange(e.detail.value);
        }}
      />
    </View>
  );
}
