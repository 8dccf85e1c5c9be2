import { Text, View } from '@tarojs/components';
import Icon from '../../../../components/icon';
import type { GateItemView, GateView } from '../../../../../types/training';
import { StateBadge } from '../../../../components/training';
import { go } from '../../../../platform/navigation';

const KIND: Record<GateItemView['kind'], string> = { lesson: '课时', problem: '题目', task: '实战', exam: '考试' };
const PART: [keyof GateView['parts'], string][] = [
  ['video', '视频'],
  ['problem', '题目'],
  ['exam', '考试'],
  ['task', '实战'],
];

/** One gate: state, score parts, why it is locked (with links to what is missing), and its content. */
export default function GateDetail({ gate }: { gate: GateView }) {
  const locked = gate.state === 'locked';
  return (
    <View className='card gate-detail' id={`gate-${gate.gate_id}`}>
      <View className='gate-detail__head'>
        <Text className='gate-detail__title'>{gate.title}</Text>
        <StateBadge state={gate.state} />
      </View>
      {gate.summary && <Text className='gate-detail__summary'>{gate.summary}</Text>}
      <Text className='gate-detail__rule'>解锁条件：{gate.rule_text}</Text>
      <Text className='gate-detail__score'>
        得分 {gate.score} / 通过线 {gate.pass_score}
        {PART.filter(([k]) => gate.parts[k] !== null)
          .map(([k, label]) => ` · ${label} ${Math.round((gate.parts[k] ?? 0) * 100)}%`)
          .join('')}
      </Text>
      {locked && (
        <View className='gate-detail__why'>
          <Text className='gate-detail__why-title'>为什么还没解锁</Text>
          {gate.missing.map((m, i) => (
            <View key={i} className='gate-detail__missing'>
              <Text className='gate-detail__missing-text'>
                {m.alternative ? '或 ' : '· '}
                {m.text}
              </Text>
              {m.link && (
                <Text className='gate-detail__go' onClick={() => go(m.link)}>
                  去完成 ›
                </Text>
              )}
            </View>
          ))}
        </View>
      )}
      <View className='gate-detail__items'>
        {gate.items.map((it) => (
          <View key={`${it.kind}-${it.id}`} className={`gate-item ${locked ? 'gate-item--locked' : ''}`} onClick={() => !locked && go(it.link)}>
            <Text className='gate-item__kind'>{KIND[it.kind]}</Text>
            <Text className='gate-item__title'>{it.title}</Text>
            {locked ? (
              <Icon name='lock' label='未解锁' className='gate-item__note' />
            ) : (
              <View className={`gate-item__note ${it.done ? 'gate-item__note--done' : ''}`}>
                {it.done && <Icon name='check' className='gate-item__check' />}
                <Text>{it.note}</Text>
              </View>
            )}
          </View>
        ))}
      </View>
    </View>
  );
}
