export const DESKTOP_MIN_WIDTH = 768;

export function useIsDesktop(): boolean {
  return false;
}
