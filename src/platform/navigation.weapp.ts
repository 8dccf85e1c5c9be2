import Taro from '@tarojs/taro';
import { fillPath, findRoute, routeByPage, splitUrl, withQuery } from '../routes';
import type { GoOptions } from './navigation';

/** Turn a spec URL into the mini-program page URL: path params travel as query. */
export function toPageUrl(url: string): string {
  const { pathname, query } = splitUrl(url);
  const hit = findRoute(pathname);
  if (!hit) return withQuery('/pages/common/not-found/index', { from: pathname });
  return withQuery(`/${hit.route.page}`, { ...hit.params, ...query });
}

export function go(url: string, options: GoOptions = {}): void {
  const target = toPageUrl(url);
  const { pathname, query } = splitUrl(url);
  const hit = findRoute(pathname);
  // Tab pages are app.json's tabBar list (routes/derive.ts weappTabBar): WeChat refuses
  // navigateTo/redirectTo to them. switchTab drops a query, so a tab page with one is relaunched.
  if (hit?.route.tab) {
    if (Object.keys(query).length || Object.keys(hit.params).length) void Taro.reLaunch({ url: target });
    else void Taro.switchTab({ url: target });
  } else if (options.replace) void Taro.redirectTo({ url: target });
  else void Taro.navigateTo({ url: target });
}

export function goBack(): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack();
  else void Taro.reLaunch({ url: toPageUrl('/') });
}

export function currentUrl(): string {
  const router = Taro.getCurrentInstance().router;
  if (!router) return '/';
  const route = routeByPage(router.path);
  if (!route) return '/';
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  const names = new Set((route.path.match(/:(\w+)/g) ?? []).map((s) => s.slice(1)));
  for (const [k, v] of Object.entries(router.params ?? {})) {
    if (k.startsWith('$taro') || v === undefined) continue;
    (names.has(k) ? params : query)[k] = String(v);
  }
  return withQuery(fillPath(route.path, params), query);
}

/** A mini-program page has no address bar: the filter state stays in the page. */
export function replaceQuery(_query: Record<string, string>): void {}
