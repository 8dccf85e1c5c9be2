/** True on a desktop-wide H5 window (>= 768 px); always false in the mini-program. */
export declare function useIsDesktop(): boolean;
export declare const DESKTOP_MIN_WIDTH: number;
/** The window's width in CSS px (H5, kept current on resize); 375 in the mini-program. */
export declare function useViewportWidth(): number;
