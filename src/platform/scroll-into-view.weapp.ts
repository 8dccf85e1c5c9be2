import Taro from '@tarojs/taro';

export function scrollIntoView(id: string): void {
  Taro.pageScrollTo({ selector: `#${id}`, duration: 300 }).catch(() => undefined);
}
