import { Text, View } from '@tarojs/components';
import type { Paper } from '../use-paper';

/** Question numbers with answered / flagged / current state; tap to jump. */
export default function Navigator({ p, onPick }: { p: Paper; onPick?: () => void }) {
  if (p.load.status !== 'ready') return null;
  const qs = p.load.attempt.questions;
  const done = qs.filter((q) => p.isAnswered(p.answers[q.item_id])).length;
  return (
    <View className='exam-nav'>
      <Text className='exam-nav__summary'>
        已答 {done}/{qs.length}
        {p.flags.length ? ` · 标记 ${p.flags.length}` : ''}
      </Text>
      <View className='exam-nav__grid'>
        {qs.map((q, i) => {
          const cls = ['exam-nav__cell', p.isAnswered(p.answers[q.item_id]) ? 'exam-nav__cell--done' : '', p.flags.includes(q.item_id) ? 'exam-nav__cell--flag' : '', i === p.index ? 'exam-nav__cell--on' : ''].join(' ');
          return (
            <Text
              key={q.item_id}
              className={cls}
              onClick={() => {
                p.setIndex(i);
                onPick?.();
              }}
            >
              {q.no}
            </Text>
          );
        })}
      </View>
      <View className='exam-nav__legend'>
        <Text className='exam-nav__dot exam-nav__dot--done'>已答</Text>
        <Text className='exam-nav__dot exam-nav__dot--flag'>标记</Text>
        <Text className='exam-nav__dot'>未答</Text>
      </View>
    </View>
  );
}
