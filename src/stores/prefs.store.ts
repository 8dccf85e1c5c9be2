/** Local preferences: the answer mode of the OJ (SPEC §4: 1 ACM, 2 TPL), stored locally. */
import { create } from 'zustand';
import { STORAGE_KEYS } from '../../types/user';
import { readItem, writeItem } from '../services/storage';

export type CodeMode = 1 | 2;
export const CODE_MODE_LABEL: Record<CodeMode, string> = { 1: 'ACM 模式', 2: '核心代码模式' };

export function loadCodeMode(): CodeMode {
  return Number(readItem(STORAGE_KEYS.codeMode)) === 2 ? 2 : 1;
}

interface PrefsState {
  codeMode: CodeMode;
  setCodeMode(mode: CodeMode): void;
}

export const usePrefsStore = create<PrefsState>()((set) => ({
  codeMode: loadCodeMode(),
  setCodeMode: (codeMode) => {
    writeItem(STORAGE_KEYS.codeMode, codeMode);
    set({ codeMode });
  },
}));
