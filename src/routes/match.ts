/** Path matching and URL building over the route table. Plain TS (used by config/ too). */
import { REDIRECTS, ROUTES, type RedirectEntry, type RouteEntry } from './table';

export type Params = Record<string, string>;

/** Match `/oj/problem/:pid` against `/oj/problem/12`; returns the params or null. */
export function matchPath(pattern: string, pathname: string): Params | null {
  const a = trimSlashes(pattern).split('/');
  const b = trimSlashes(pathname).split('/');
  if (a.length !== b.length) return null;
  const params: Params = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i].startsWith(':')) {
      if (!b[i]) return null;
      params[a[i].slice(1)] = safeDecode(b[i]);
    } else if (a[i] !== b[i]) {
      return null;
    }
  }
  return params;
}

export interface RouteMatch {
  route: RouteEntry;
  params: Params;
}

/** Static paths win over parameterised ones (`/oj/problem/new` before `/oj/problem/:pid`). */
export function findRoute(pathname: string, routes: RouteEntry[] = ROUTES): RouteMatch | null {
  const sorted = [...routes].sort((x, y) => paramCount(x.path) - paramCount(y.path));
  for (const route of sorted) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

export function findRedirect(pathname: string, redirects: RedirectEntry[] = REDIRECTS): string | null {
  const hit = redirects.find((r) => trimSlashes(r.path) === trimSlashes(pathname));
  return hit ? hit.redirect : null;
}

export function routeByName(name: string, routes: RouteEntry[] = ROUTES): RouteEntry {
  const route = routes.find((r) => r.name === name);
  if (!route) throw new Error(`unknown route ${name}`);
  return route;
}

export function routeByPage(page: string, routes: RouteEntry[] = ROUTES): RouteEntry | null {
  const clean = trimSlashes(page.split('?')[0]);
  return routes.find((r) => r.page === clean) ?? null;
}

export function hasPath(path: string, routes: RouteEntry[] = ROUTES): boolean {
  return routes.some((r) => r.path === path);
}

/** Fill `:param` segments; throws when one is missing so a bad link fails loudly in development. */
export function fillPath(pattern: string, params: Params = {}): string {
  return pattern.replace(/:([A-Za-z_]\w*)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`missing param ${key} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

export function withQuery(path: string, query: Record<string, string | undefined> = {}): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v as string)}`);
  if (!parts.length) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${parts.join('&')}`;
}

export function splitUrl(url: string): { pathname: string; query: Params } {
  const [pathname, search = ''] = url.split('?');
  const query: Params = {};
  for (const pair of search.split('&')) {
    if (!pair) continue;
    const [k, v = ''] = pair.split('=');
    query[safeDecode(k)] = safeDecode(v.replace(/\+/g, ' '));
  }
  return { pathname: pathname || '/', query };
}

function paramCount(path: string): number {
  return (path.match(/:/g) || []).length;
}

function trimSlashes(p: string): string {
  return p.replace(/^\/+|\/+$/g, '');
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
