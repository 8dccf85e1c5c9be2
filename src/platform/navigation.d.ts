/** Navigation by spec URL (`/user/center`, `/oj/problem/12?tab=std`), one signature per platform. */
export interface GoOptions {
  /** replace the current entry instead of pushing (guards, redirects) */
  replace?: boolean;
}
export declare function go(url: string, options?: GoOptions): void;
export declare function goBack(): void;
/** The spec URL of the page on screen, with its query. */
export declare function currentUrl(): string;
/**
 * Rewrites the query of the page on screen without navigating (list filters kept in the URL, so a
 * reload or a shared link shows the same rows). H5 only: a mini-program page has no address bar.
 */
export declare function replaceQuery(query: Record<string, string>): void;
