/** Brings the element with this id into view (the page's own scroller on H5, the page in the mini-program). */
export declare function scrollIntoView(id: string): void;
