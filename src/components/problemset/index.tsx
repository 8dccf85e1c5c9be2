import { Text, View } from '@tarojs/components';
import { ITEM_STATE_LABEL, SET_ACCESS_LABEL, type ItemState, type SetAccess } from '../../../types/problemset';
import './index.scss';

/** solved / total as a bar with the numbers beside it */
export function ProgressBar({ solved, total, label = true }: { solved: number; total: number; label?: boolean }) {
  const pct = total ? Math.round((solved / total) * 100) : 0;
  return (
    <View className='ps-progress'>
      <View className='ps-progress__track'>
        <View className='ps-progress__fill' style={{ width: `${pct}%` }} />
      </View>
      {label && (
        <Text className='ps-progress__text'>
          {solved}/{total}
        </Text>
      )}
    </View>
  );
}

export function StateTag({ state }: { state: ItemState }) {
  return <Text className={`ps-state ps-state--${state}`}>{ITEM_STATE_LABEL[state]}</Text>;
}

export function AccessTag({ access }: { access: SetAccess }) {
  return <Text className={`tag ps-access ps-access--${access}`}>{SET_ACCESS_LABEL[access]}</Text>;
}
