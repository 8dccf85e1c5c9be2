import Taro from '@tarojs/taro';

export function scrollToTiers(): void {
  void Taro.pageScrollTo({ selector: '#vip-tiers', duration: 300 });
}
