import { routeByName } from './match';

/** Page config from the route table, so a page's title is written once. */
export function pageConfigOf(name: string) {
  return { navigationBarTitleText: routeByName(name).displayName };
}
