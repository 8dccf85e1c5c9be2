import { useEffect, useRef } from 'react';
import type { JudgeLang } from '../../../types/judge';
import { useIsDesktop } from '../../platform/viewport';
import TextareaEditor from './textarea-editor';
import { INDENT, type CodeEditorProps } from './types';
import './index.scss';

type CM = typeof import('./codemirror-setup');

/** Desktop H5: CodeMirror 6 (its own chunk, loaded on first use); phones get the textarea editor. */
export default function CodeEditor(props: CodeEditorProps) {
  return useIsDesktop() ? <CodeMirrorEditor {...props} /> : <TextareaEditor {...props} />;
}

function CodeMirrorEditor({ lang, value, onChange, height = 360 }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<import('@codemirror/view').EditorView | null>(null);
  const cm = useRef<CM | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let dead = false;
    void import('./codemirror-setup').then((mod) => {
      if (dead || !host.current) return;
      cm.current = mod;
      view.current = mod.createEditor(host.current, value, lang, (v) => changed.current(v), INDENT);
    });
    return () => {
      dead = true;
      view.current?.destroy();
      view.current = null;
    };
    // the editor is created once; value and language changes are pushed below
  }, []);

  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    if (view.current && cm.current) cm.current.setLanguage(view.current, lang as JudgeLang);
  }, [lang]);

  return <div ref={host} className='code-editor code-editor--cm' style={{ minHeight: `${height}px` }} />;
}
