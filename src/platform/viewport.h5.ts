import { useEffect, useState } from 'react';

export const DESKTOP_MIN_WIDTH = 768;
const query = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

export function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const mql = window.matchMedia(query);
    const onChange = () => setDesktop(mql.matches);
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, []);
  return desktop;
}

/** The window's width in CSS px, kept current on resize (the desktop header's 更多 split). */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
