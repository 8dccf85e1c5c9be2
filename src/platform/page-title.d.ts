import type { RouteEntry } from '../routes/table';

/** Shows the page's title: the document title on H5 (`题库 - 码途`), the navigation bar in the mini-program. */
export declare function applyPageTitle(route: RouteEntry, record?: string | null): void;
