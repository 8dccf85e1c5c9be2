import { Text, View } from '@tarojs/components';
import { useEffect, useMemo, useState } from 'react';
import type { TopicDetail } from '../../../../../types/community';
import type { JudgeLang } from '../../../../../types/judge';
import Statement from '../../../../components/oj-statement';
import { Empty, Loading } from '../../../../components/state';
import { topicDetail } from '../../../../services/api/oj';
import { splitByLanguage } from '../split-languages';

/** The std tab: the problem's official solution, the learner's language first. */
export default function Official({ topicId, lang }: { topicId: string | null; lang: JudgeLang }) {
  const [t, setT] = useState<TopicDetail | null | 'none'>(topicId ? null : 'none');
  const [pick, setPick] = useState<number | null>(null);
  useEffect(() => {
    if (topicId) topicDetail(topicId, { silent: true }).then(setT, () => setT('none'));
  }, [topicId]);
  const parts = useMemo(() => (t && t !== 'none' ? splitByLanguage(t.content) : null), [t]);
  if (t === 'none') return <Empty text='这道题还没有官方题解，可以看看大家的讨论' />;
  if (!t || !parts) return <Loading />;
  const preferred = Math.max(0, parts.tabs.findIndex((x) => x.fence === lang || (lang === 'cpp' && x.fence === 'c++')));
  const current = pick ?? preferred;
  return (
    <View className='oj-desc'>
      <Text className='oj-desc__title'>{t.title}</Text>
      <Statement text={parts.prose} />
      {parts.tabs.length > 0 && (
        <View className='oj-std'>
          <View className='oj-std__tabs'>
            {parts.tabs.map((x, i) => (
              <Text key={x.title} className={`oj-std__tab${i === current ? ' oj-std__tab--on' : ''}`} onClick={() => setPick(i)}>
                {x.title}
              </Text>
            ))}
          </View>
          <Statement text={parts.tabs[current].block} />
        </View>
      )}
    </View>
  );
}
