/** Navigation by spec URL (`/user/center`, `/oj/problem/12?tab=std`), one signature per platform. */
export interface GoOptions {
  /** replace the current entry instead of pushing (guards, redirects) */
  replace?: boolean;
}
export declare function go(url: string, options?: GoOptions): void;
export declare function goBack(): void;
/** The spec URL of the page on screen, with its query. */
export declare function currentUrl(): string;
