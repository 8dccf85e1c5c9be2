import { Text, View } from '@tarojs/components';
import type { TodayProgress as Today } from '../../../../../types/landing';

/** 今日进度: counted by the server from accepted submissions and watched lesson time. */
export default function TodayProgress({ today }: { today: Today }) {
  const cells = [
    { label: '今日解题', value: today.solved, unit: '道' },
    { label: '连续学习', value: today.streak_days, unit: '天' },
    { label: '今日学习', value: today.study_minutes, unit: '分钟' },
  ];
  return (
    <View className='card landing-today'>
      <Text className='landing-section__title'>今日进度</Text>
      <View className='landing-today__cells'>
        {cells.map((c) => (
          <View key={c.label} className='landing-today__cell'>
            <View className='landing-today__num'>
              <Text className='landing-today__value'>{c.value}</Text>
              <Text className='landing-today__unit'>{c.unit}</Text>
            </View>
            <Text className='landing-today__label'>{c.label}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}
