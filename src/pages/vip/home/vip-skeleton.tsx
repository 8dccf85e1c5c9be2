import { View } from '@tarojs/components';

/** The page's shape in grey while the membership and tiers load. */
export default function VipSkeleton() {
  return (
    <View className='vip vip-skeleton' aria-busy='true'>
      <View className='card vip-skeleton__panel'>
        <View className='vip-skeleton__line vip-skeleton__line--title' />
        <View className='vip-skeleton__line' />
      </View>
      <View className='vip__tiers'>
        {[0, 1, 2].map((i) => (
          <View key={i} className='card vip__tier'>
            <View className='vip-skeleton__line vip-skeleton__line--title' />
            <View className='vip-skeleton__line vip-skeleton__line--price' />
            <View className='vip-skeleton__line' />
          </View>
        ))}
      </View>
    </View>
  );
}
