/**
 * Everything derived from the route table: app.config pages/subPackages, H5 customRoutes,
 * where sign-in and phone binding live, header links, tabs and the admin menu.
 * Plain TS: config/index.ts imports it at build time.
 */
import { findRoute, hasPath } from './match';
import {
  BIND_PHONE_PATH,
  LOGIN_PATHS,
  NAV_LINKS,
  NOT_FOUND_PATH,
  USER_LINKS,
  type NavLink,
  REDIRECTS,
  ROUTES,
  type RedirectEntry,
  type RouteEntry,
} from './table';

export type BuildTarget = 'h5' | 'weapp';

export function routesFor(target: BuildTarget, routes: RouteEntry[] = ROUTES): RouteEntry[] {
  return target === 'weapp' ? routes.filter((r) => !r.h5Only) : routes;
}

export interface AppPages {
  pages: string[];
  subPackages: { root: string; pages: string[] }[];
}

/**
 * The weapp main package holds the entry page and the tab pages (DESIGN §7); every other page
 * goes to the subpackage of its area (`pages/<area>`), or to its own page folder when the area
 * also has a main-package page (subpackage roots may not contain main-package pages).
 */
export function appPages(target: BuildTarget, routes: RouteEntry[] = ROUTES): AppPages {
  // catch-all pages last: the H5 router takes the first page whose paths match
  const list = [...routesFor(target, routes).filter((r) => !r.catchAll), ...routesFor(target, routes).filter((r) => r.catchAll)];
  const main = list.filter((r, i) => i === 0 || r.tab).map((r) => r.page);
  const mainAreas = new Set(main.map(areaOf));
  const groups = new Map<string, string[]>();
  for (const r of list) {
    if (main.includes(r.page)) continue;
    const area = areaOf(r.page);
    const root = mainAreas.has(area) ? r.page.replace(/\/index$/, '') : `pages/${area}`;
    const rest = r.page.slice(root.length + 1);
    groups.set(root, [...(groups.get(root) ?? []), rest]);
  }
  return {
    pages: main,
    subPackages: [...groups.entries()].map(([root, pages]) => ({ root, pages })),
  };
}

function areaOf(page: string): string {
  const [, area] = page.split('/');
  return area;
}

/**
 * H5 `router.customRoutes`: page -> spec paths. A redirect source is served by its target's
 * page (so a reload of `/admin` loads the admin home, whose shell then replaces the URL).
 */
export function customRoutes(
  routes: RouteEntry[] = ROUTES,
  redirects: RedirectEntry[] = REDIRECTS,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const r of routes) {
    const key = `/${r.page}`;
    out[key] = [...(out[key] ?? []), r.path];
  }
  for (const rd of redirects) {
    const target = findRoute(rd.redirect, routes);
    if (target) out[`/${target.route.page}`].push(rd.path);
  }
  return out;
}

/** `/login` once the real sign-in page exists, the dev sign-in until then. */
export function loginPath(routes: RouteEntry[] = ROUTES): string {
  return LOGIN_PATHS.find((p) => hasPath(p, routes)) ?? LOGIN_PATHS[LOGIN_PATHS.length - 1];
}

/** The phone-binding page, or null while no such page exists. */
export function bindPhonePath(routes: RouteEntry[] = ROUTES): string | null {
  return hasPath(BIND_PHONE_PATH, routes) ? BIND_PHONE_PATH : null;
}

export function notFoundPath(): string {
  return NOT_FOUND_PATH;
}

export function isLoginPath(pathname: string): boolean {
  return LOGIN_PATHS.includes(pathname.split('?')[0]);
}

export function navLinks(routes: RouteEntry[] = ROUTES): NavLink[] {
  return NAV_LINKS.filter((l) => hasPath(l.path, routes));
}

/** The user's own pages whose routes exist; the gift link only for non-VIP users (SPEC §6). */
export function userLinks(vip: boolean, routes: RouteEntry[] = ROUTES): NavLink[] {
  return USER_LINKS.filter((l) => hasPath(l.path, routes) && !(vip && l.nonVip)).map(({ label, path }) => ({ label, path }));
}

export function tabRoutes(target: BuildTarget, routes: RouteEntry[] = ROUTES): RouteEntry[] {
  return routesFor(target, routes)
    .filter((r) => r.tab)
    .sort((a, b) => (a.tab?.order ?? 0) - (b.tab?.order ?? 0));
}

export function adminMenu(routes: RouteEntry[] = ROUTES): RouteEntry[] {
  return routes
    .filter((r) => r.layout === 'admin' && r.menu)
    .sort((a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0));
}

export interface WeappTabBar {
  custom: true;
  color: string;
  selectedColor: string;
  backgroundColor: string;
  list: { pagePath: string; text: string }[];
}

/**
 * The mini-program's `tabBar` (app.json): the tab pages of the route table, so `switchTab`
 * reaches them and they stay alive between switches. `custom`: the pages draw the bar themselves
 * (components/tab-bar, the same component as on H5, with the unread badge). WeChat still requires
 * a src/custom-tab-bar component once `custom` is set; ours renders nothing by design, since a
 * second bar drawn there would sit on top of the pages' own.
 */
export function weappTabBar(routes: RouteEntry[] = ROUTES): WeappTabBar {
  return {
    custom: true,
    color: '#8f959e',
    selectedColor: '#1f6feb',
    backgroundColor: '#ffffff',
    list: tabRoutes('weapp', routes).map((r) => ({ pagePath: r.page, text: r.tab!.label })),
  };
}
