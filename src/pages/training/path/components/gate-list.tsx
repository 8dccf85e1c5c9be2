import { Text, View } from '@tarojs/components';
import Icon from '../../../../components/icon';
import type { GateView } from '../../../../../types/training';
import { StateBadge } from '../../../../components/training';
import GateDetail from './gate-detail';

/** Mobile and mini-program: the gates as a vertical path; the selected one opens in place. */
export default function GateList({ gates, selected, onSelect }: { gates: GateView[]; selected: string; onSelect: (id: string) => void }) {
  return (
    <View className='gate-list'>
      {gates.map((g, i) => (
        <View key={g.gate_id} className={`gate-list__step gate-list__step--${g.state}`}>
          <View className='gate-list__rail'>
            <View className='gate-list__dot'>
              {g.state === 'passed' ? <Icon name='check' label='已通过' /> : g.state === 'locked' ? <Icon name='lock' label='未解锁' /> : <Text>{i + 1}</Text>}
            </View>
            {i < gates.length - 1 && <View className='gate-list__line' />}
          </View>
          <View className='gate-list__body'>
            {g.gate_id === selected ? (
              <GateDetail gate={g} />
            ) : (
              <View className='card gate-list__card' onClick={() => onSelect(g.gate_id)}>
                <View className='gate-list__row'>
                  <Text className='gate-list__title'>{g.title}</Text>
                  <StateBadge state={g.state} />
                </View>
                <Text className='gate-list__sub'>{g.state === 'locked' ? `未解锁：${g.missing[0]?.text ?? g.rule_text}` : `得分 ${g.score} / ${g.pass_score}`}</Text>
              </View>
            )}
          </View>
        </View>
      ))}
    </View>
  );
}
