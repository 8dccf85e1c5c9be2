import TextareaEditor from './textarea-editor';
import type { CodeEditorProps } from './types';

/** Mini-program: the textarea editor (CodeMirror is H5-only, in index.h5.tsx). */
export default function CodeEditor(props: CodeEditorProps) {
  return <TextareaEditor {...props} />;
}
