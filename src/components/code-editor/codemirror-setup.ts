import { cpp } from '@codemirror/lang-cpp';
import { go } from '@codemirror/lang-go';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import { Compartment, type Extension } from '@codemirror/state';
import { indentUnit } from '@codemirror/language';
import { keymap } from '@codemirror/view';
import { indentWithTab } from '@codemirror/commands';
import { basicSetup, EditorView } from 'codemirror';
import type { JudgeLang } from '../../../types/judge';

const MODES: Record<JudgeLang, () => Extension> = {
  c: () => cpp(),
  cpp: () => cpp(),
  java: () => java(),
  python: () => python(),
  javascript: () => javascript(),
  typescript: () => javascript({ typescript: true }),
  go: () => go(),
};

const language = new Compartment();

export function createEditor(parent: HTMLElement, doc: string, lang: JudgeLang, onChange: (v: string) => void, indent: string): EditorView {
  return new EditorView({
    parent,
    doc,
    extensions: [
      basicSetup,
      keymap.of([indentWithTab]),
      indentUnit.of(indent),
      language.of(MODES[lang]()),
      EditorView.updateListener.of((u) => u.docChanged && onChange(u.state.doc.toString())),
      EditorView.theme({ '&': { height: '100%', fontSize: '14px' }, '.cm-scroller': { fontFamily: "Menlo, Consolas, 'Courier New', monospace" } }),
    ],
  });
}

export function setLanguage(view: EditorView, lang: JudgeLang): void {
  view.dispatch({ effects: language.reconfigure(MODES[lang]()) });
}
