import type { JudgeLang } from '../../../types/judge';

export interface CodeEditorProps {
  lang: JudgeLang;
  value: string;
  onChange(value: string): void;
  /** min height in px */
  height?: number;
}

export const INDENT = '    ';
