export const DESKTOP_MIN_WIDTH = 768;

export function useIsDesktop(): boolean {
  return false;
}

/** The mini-program has no desktop header; its pages are laid out for a 375 px design. */
export function useViewportWidth(): number {
  return 375;
}
