import { Text, View } from '@tarojs/components';
import { go } from '../../../../platform/navigation';
import type { AreaEntry } from '../use-landing';

/** 题库 · 题单 · 课程 · 训练营 · 考试 · 星球 · 会员: one tap into each area. */
export default function Entries({ entries }: { entries: AreaEntry[] }) {
  return (
    <View className='landing-entries'>
      {entries.map((e) => (
        <View key={e.title} className='landing-entries__item' onClick={() => go(e.path)}>
          <Text className='landing-entries__icon'>{e.icon}</Text>
          <Text className='landing-entries__name'>{e.title}</Text>
          <Text className='landing-entries__intro'>{e.intro}</Text>
        </View>
      ))}
    </View>
  );
}
