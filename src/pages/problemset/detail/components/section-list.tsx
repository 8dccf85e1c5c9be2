import { Text, View } from '@tarojs/components';
import type { ProblemSetDetail } from '../../../../../types/problemset';
import { ProgressBar, StateTag } from '../../../../components/problemset';
import { Empty } from '../../../../components/state';
import { levelLabel } from '../../../../utils/format';

const rate = (a: number | null) => (a === null ? '-' : `${(a * 100).toFixed(1)}%`);

/** The set's sections (哈希, 双指针 …) with a guide, section progress and the items in list order. */
export default function SectionList({ d, onOpen }: { d: ProblemSetDetail; onOpen(itemId: string): void }) {
  if (!d.sections.length) return <Empty text='题单还没有题目，先去其它题单看看' action={{ text: '全部题单', path: '/problemset' }} />;
  let n = 0;
  return (
    <View>
      {d.sections.map((s) => (
        <View key={s.section_id || 'loose'} className='card ps-section'>
          {s.title && (
            <View className='ps-section__head'>
              <Text className='ps-section__title'>{s.title}</Text>
              <View className='ps-section__bar'>
                <ProgressBar solved={s.solved} total={s.items.length} />
              </View>
            </View>
          )}
          {s.guide && <Text className='ps-section__guide'>{s.guide}</Text>}
          {s.items.map((i) => {
            n++;
            return (
              <View key={i.item_id} className='ps-section__item' onClick={() => onOpen(i.item_id)}>
                <Text className='ps-section__pos'>{n}</Text>
                <View className='ps-section__name'>
                  <Text className='ps-section__title-text'>{i.title}</Text>
                  <Text className='ps-section__sub'>
                    {i.no} · <Text className={`ps-section__level--${i.level}`}>{levelLabel(i.level)}</Text> · 通过率 {rate(i.acceptance)}
                  </Text>
                </View>
                <StateTag state={i.state} />
              </View>
            );
          })}
        </View>
      ))}
    </View>
  );
}
