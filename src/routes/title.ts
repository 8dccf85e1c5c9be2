/** Page titles from the route table (issue 25 item 7). Plain TS, so tests and config can use it. */
import type { RouteEntry } from './table';

export const SITE_NAME = '码途';

/** The browser tab: `题库 - 码途`, or the record's name once loaded (`两数之和 - 码途`). */
export function documentTitle(route: Pick<RouteEntry, 'displayName'>, record?: string | null): string {
  const name = navigationBarTitle(route, record);
  return name === SITE_NAME ? SITE_NAME : `${name} - ${SITE_NAME}`;
}

/** The mini-program's navigation bar: the record's name once loaded, else the displayName. */
export function navigationBarTitle(route: Pick<RouteEntry, 'displayName'>, record?: string | null): string {
  const own = record?.trim();
  return own || route.displayName;
}
