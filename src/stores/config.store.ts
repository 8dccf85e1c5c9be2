/** The startup config (SPEC §3), loaded once at launch; the request layer needs its api_key. */
import { create } from 'zustand';
import type { StartupConfig } from '../../types/api';

interface ConfigState {
  config: StartupConfig | null;
  setConfig(config: StartupConfig): void;
}

export const useConfigStore = create<ConfigState>()((set) => ({
  config: null,
  setConfig: (config) => set({ config }),
}));
