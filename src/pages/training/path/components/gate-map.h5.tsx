import { Text, View } from '@tarojs/components';
import type { GateView } from '../../../../../types/training';
import { StateBadge } from '../../../../components/training';

const COL = 220;
const ROW = 96;
const NODE_W = 180;
const NODE_H = 64;

/** Desktop: the gating graph as a map, one column per level, arrows from each prerequisite. */
export default function GateMap({ gates, selected, onSelect }: { gates: GateView[]; selected: string; onSelect: (id: string) => void }) {
  const levels = [...new Set(gates.map((g) => g.level))].sort((a, b) => a - b);
  const pos = new Map<string, { x: number; y: number }>();
  for (const level of levels) {
    gates
      .filter((g) => g.level === level)
      .forEach((g, row) => pos.set(g.gate_id, { x: level * COL + 16, y: row * ROW + 16 }));
  }
  const width = levels.length * COL + 16;
  const height = Math.max(...[...pos.values()].map((p) => p.y)) + NODE_H + 24;
  return (
    <View className='card gate-map'>
      <View className='gate-map__canvas' style={{ width: `${width}px`, height: `${height}px` }}>
        <svg className='gate-map__edges' width={width} height={height}>
          <defs>
            <marker id='gate-arrow' markerWidth='8' markerHeight='8' refX='7' refY='4' orient='auto'>
              <path d='M0,0 L8,4 L0,8 z' fill='#8f959e' />
            </marker>
          </defs>
          {gates.flatMap((g) =>
            g.depends_on.map((d) => {
              const a = pos.get(d);
              const b = pos.get(g.gate_id);
              if (!a || !b) return null;
              const x1 = a.x + NODE_W;
              const y1 = a.y + NODE_H / 2;
              const x2 = b.x - 2;
              const y2 = b.y + NODE_H / 2;
              const mid = (x1 + x2) / 2;
              return <path key={`${d}-${g.gate_id}`} d={`M${x1},${y1} C${mid},${y1} ${mid},${y2} ${x2},${y2}`} fill='none' stroke='#c9cdd4' strokeWidth='2' markerEnd='url(#gate-arrow)' />;
            }),
          )}
        </svg>
        {gates.map((g) => {
          const p = pos.get(g.gate_id)!;
          return (
            <View
              key={g.gate_id}
              className={`gate-map__node gate-map__node--${g.state} ${g.gate_id === selected ? 'gate-map__node--selected' : ''}`}
              style={{ left: `${p.x}px`, top: `${p.y}px`, width: `${NODE_W}px`, height: `${NODE_H}px` }}
              onClick={() => onSelect(g.gate_id)}
            >
              <Text className='gate-map__title'>{g.title}</Text>
              <View className='gate-map__row'>
                <StateBadge state={g.state} />
                <Text className='gate-map__score'>
                  {g.score}/{g.pass_score}
                </Text>
              </View>
            </View>
          );
        })}
      </View>
    </View>
  );
}
