/**
 * The admin navigation derived from the route table: menu groups by area, the menu entry a page
 * belongs to (highlight), and its breadcrumb trail. A route joins its group by declaring
 * `menu.group`; pages outside the menu name their entry with `menuParent` or sit under the
 * entry whose path is their longest prefix (`/admin/product/:pid/equity` under `/admin/product`).
 */
import { ADMIN_GROUPS, ROUTES, type AdminGroup, type RouteEntry } from './table';
import { adminMenu } from './derive';

export interface AdminMenuGroup {
  group: AdminGroup;
  items: RouteEntry[];
}

export function adminMenuTree(routes: RouteEntry[] = ROUTES): { top: RouteEntry[]; groups: AdminMenuGroup[] } {
  const menu = adminMenu(routes);
  return {
    top: menu.filter((r) => !r.menu!.group),
    groups: ADMIN_GROUPS.map((group) => ({ group, items: menu.filter((r) => r.menu!.group === group) })).filter((g) => g.items.length > 0),
  };
}

const staticPrefix = (path: string) => path.split('/:')[0];

/** The menu entry that stands for a route: itself, its declared parent, or the longest path prefix. */
export function adminMenuEntry(route: RouteEntry, routes: RouteEntry[] = ROUTES): RouteEntry | undefined {
  if (route.menu) return route;
  if (route.menuParent) return routes.find((r) => r.name === route.menuParent);
  const own = staticPrefix(route.path);
  return adminMenu(routes)
    .filter((r) => r.path !== '/admin/home' && (own === r.path || own.startsWith(`${r.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

export interface Crumb {
  label: string;
  /** a link, when the crumb is a page one can go to */
  path?: string;
}

/** 管理后台 / area / menu entry / this page (when it is not the entry itself). */
export function adminBreadcrumbs(route: RouteEntry, routes: RouteEntry[] = ROUTES): Crumb[] {
  const crumbs: Crumb[] = [{ label: '管理后台', path: '/admin/home' }];
  if (route.path === '/admin/home') return crumbs;
  const entry = adminMenuEntry(route, routes);
  if (entry?.menu?.group) crumbs.push({ label: entry.menu.group });
  if (entry && entry !== route) crumbs.push({ label: entry.menu?.label ?? entry.displayName, path: entry.path.includes('/:') ? undefined : entry.path });
  crumbs.push({ label: route.menu?.label ?? route.displayName });
  return crumbs;
}
