/** True on a desktop-wide H5 window (>= 768 px); always false in the mini-program. */
export declare function useIsDesktop(): boolean;
export declare const DESKTOP_MIN_WIDTH: number;
