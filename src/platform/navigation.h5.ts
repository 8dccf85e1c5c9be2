import Taro from '@tarojs/taro';
import { withQuery } from '../routes';
import type { GoOptions } from './navigation';

// The H5 router accepts spec paths directly: customRoutes map them to pages.
export function go(url: string, options: GoOptions = {}): void {
  if (options.replace) void Taro.redirectTo({ url });
  else void Taro.navigateTo({ url });
}

export function goBack(): void {
  if (window.history.length > 1) void Taro.navigateBack();
  else go('/', { replace: true });
}

export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function replaceQuery(query: Record<string, string>): void {
  const url = `${withQuery(window.location.pathname, query)}${window.location.hash}`;
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url);
}
