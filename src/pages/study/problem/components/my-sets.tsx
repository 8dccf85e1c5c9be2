import { Text, View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import type { MySetRow } from '../../../../../types/problemset';
import { ProgressBar } from '../../../../components/problemset';
import { go } from '../../../../platform/navigation';
import { hasPath } from '../../../../routes';
import { mySets } from '../../../../services/api/problemset';
import { timeAgo } from '../../../../utils/format';

/** 我的题单: the sets I started, with progress and 继续. */
export default function MySets() {
  const [rows, setRows] = useState<MySetRow[] | null>(null);
  useEffect(() => void mySets({ silent: true }).then(setRows, () => setRows([])), []);
  if (!rows) return null;
  return (
    <View className='card my-sets'>
      <View className='my-sets__head'>
        <Text className='my-sets__title'>我的题单</Text>
        {hasPath('/problemset') && (
          <Text className='my-sets__all' onClick={() => go('/problemset')}>
            全部题单
          </Text>
        )}
      </View>
      {!rows.length ? (
        <View className='my-sets__empty'>
          <Text>还没有开始任何题单，按题单刷题更有章法。</Text>
          <Text className='my-sets__all' onClick={() => go('/problemset')}>
            去题单
          </Text>
        </View>
      ) : (
        rows.map((r) => (
          <View key={r.id} className='my-sets__row'>
            <View className='my-sets__main' onClick={() => go(`/problemset/${r.id}`)}>
              <Text className='my-sets__name'>{r.title}</Text>
              <Text className='my-sets__meta'>
                第 {r.round} 轮 · {timeAgo(r.last_active_at)}
              </Text>
              <ProgressBar solved={r.solved} total={r.total} />
            </View>
            {r.continue_item_id ? (
              <View className='btn btn--primary my-sets__go' onClick={() => go(`/problemset/item/${r.continue_item_id}?sid=${r.id}`)}>
                继续
              </View>
            ) : (
              <Text className='my-sets__done'>已完成</Text>
            )}
          </View>
        ))
      )}
    </View>
  );
}
