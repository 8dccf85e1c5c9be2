import Taro from '@tarojs/taro';
import type { RouteEntry } from '../routes/table';
import { documentTitle } from '../routes/title';

export function applyPageTitle(route: RouteEntry, record?: string | null): void {
  const title = documentTitle(route, record);
  document.title = title;
  // Taro's H5 router re-applies its cached title when a page shows again: keep it in step
  Promise.resolve()
    .then(() => Taro.setNavigationBarTitle({ title }))
    .catch(() => undefined);
}
