import { View } from '@tarojs/components';

/** Grey blocks in the landing's shape while its data loads (no 加载中 text). */
export default function LandingSkeleton() {
  return (
    <View className='landing-skeleton' aria-busy='true'>
      <View className='landing-skeleton__row'>
        {[0, 1, 2].map((i) => (
          <View key={i} className='card landing-skeleton__card'>
            <View className='landing-skeleton__line landing-skeleton__line--title' />
            <View className='landing-skeleton__line' />
            <View className='landing-skeleton__line landing-skeleton__line--short' />
          </View>
        ))}
      </View>
      <View className='landing-skeleton__row'>
        {[0, 1].map((i) => (
          <View key={i} className='card landing-skeleton__card landing-skeleton__card--tall'>
            <View className='landing-skeleton__line landing-skeleton__line--title' />
            <View className='landing-skeleton__line' />
            <View className='landing-skeleton__line' />
          </View>
        ))}
      </View>
    </View>
  );
}
