import { Text, View } from '@tarojs/components';
import { go } from '../../../../platform/navigation';
import type { Step } from '../landing-logic';

export default function NextSteps({ steps }: { steps: Step[] }) {
  if (!steps.length) return null;
  return (
    <View className='card landing-steps'>
      <Text className='landing-section__title'>推荐下一步</Text>
      {steps.map((s) => (
        <View key={s.path} className='landing-steps__row' onClick={() => go(s.path)}>
          <View className='landing-steps__body'>
            <Text className='landing-steps__title'>{s.title}</Text>
            <Text className='landing-steps__why'>{s.why}</Text>
          </View>
          <Text className='landing-steps__go'>›</Text>
        </View>
      ))}
    </View>
  );
}
