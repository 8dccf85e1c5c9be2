import Taro from '@tarojs/taro';
import type { RouteEntry } from '../routes/table';
import { navigationBarTitle } from '../routes/title';

export function applyPageTitle(route: RouteEntry, record?: string | null): void {
  Promise.resolve()
    .then(() => Taro.setNavigationBarTitle({ title: navigationBarTitle(route, record) }))
    .catch(() => undefined);
}
