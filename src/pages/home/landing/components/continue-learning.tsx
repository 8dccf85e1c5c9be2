import { Text, View } from '@tarojs/components';
import type { StudySummary } from '../../../../../types/landing';
import { go } from '../../../../platform/navigation';
import { continueRows } from '../landing-logic';

/** 继续学习: where the learner left off in each area, newest kinds first. */
export default function ContinueLearning({ me }: { me: StudySummary }) {
  const rows = continueRows(me);
  return (
    <View className='card landing-continue'>
      <Text className='landing-section__title'>继续学习</Text>
      {rows.length === 0 ? (
        <View className='landing-empty'>
          <Text className='landing-empty__text'>还没有学习记录。先学一节免费课，或者做一道算法题吧。</Text>
          <View className='landing-empty__links'>
            <Text className='landing-link' onClick={() => go('/course')}>
              去选课程 ›
            </Text>
            <Text className='landing-link' onClick={() => go('/oj')}>
              去题库 ›
            </Text>
          </View>
        </View>
      ) : (
        rows.map((r) => (
          <View key={r.key} className='landing-continue__row' onClick={() => go(r.path)}>
            <Text className='landing-continue__kind'>{r.kind}</Text>
            <View className='landing-continue__body'>
              <Text className='landing-continue__title'>{r.title}</Text>
              <Text className='landing-continue__detail'>{r.detail}</Text>
            </View>
            <Text className='landing-continue__go'>继续</Text>
          </View>
        ))
      )}
    </View>
  );
}
