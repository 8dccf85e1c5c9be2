import { Text, View } from '@tarojs/components';
import { GATE_STATE_LABELS, type GateState } from '../../../types/training';
import { go } from '../../platform/navigation';
import './index.scss';

export type CohortTab = 'path' | 'class' | 'report' | 'rank' | 'learnlog';
const TABS: [CohortTab, string][] = [
  ['path', '闯关路径'],
  ['class', '班级'],
  ['report', '学习报告'],
  ['rank', '排名'],
  ['learnlog', '学习记录'],
];

export function cohortLink(tab: CohortTab, cid: string, gid: string): string {
  if (tab === 'path') return `/training/${cid}/${gid}`;
  if (tab === 'learnlog') return `/training/${cid}/learnlog`;
  return `/training/${cid}/${gid}/${tab}`;
}

/** The camp pages of one cohort, as tabs. */
export function CohortNav({ cid, gid, active }: { cid: string; gid: string; active: CohortTab }) {
  return (
    <View className='cohort-nav'>
      {TABS.map(([tab, label]) => (
        <Text key={tab} className={`cohort-nav__tab ${tab === active ? 'cohort-nav__tab--active' : ''}`} onClick={() => tab !== active && go(cohortLink(tab, cid, gid))}>
          {label}
        </Text>
      ))}
    </View>
  );
}

export function StateBadge({ state }: { state: GateState }) {
  return <Text className={`gate-state gate-state--${state}`}>{GATE_STATE_LABELS[state]}</Text>;
}

export interface BarRow {
  key: string;
  label: string;
  value: number;
  /** a marker on the bar (e.g. the cohort median) */
  mark?: number;
  note?: string;
}

/** Horizontal bars out of `max` (plain views: light on the mini-program, no canvas). */
export function Bars({ rows, max, unit = '', markLabel }: { rows: BarRow[]; max: number; unit?: string; markLabel?: string }) {
  const top = Math.max(1, max, ...rows.map((r) => Math.max(r.value, r.mark ?? 0)));
  return (
    <View className='bars'>
      {rows.map((r) => (
        <View key={r.key} className='bars__row'>
          <Text className='bars__label'>{r.label}</Text>
          <View className='bars__track'>
            <View className='bars__fill' style={{ width: `${(r.value / top) * 100}%` }} />
            {r.mark !== undefined && <View className='bars__mark' style={{ left: `${(r.mark / top) * 100}%` }} />}
          </View>
          <Text className='bars__value'>
            {r.value}
            {unit}
            {r.note ? ` ${r.note}` : ''}
          </Text>
        </View>
      ))}
      {markLabel && (
        <View className='bars__legend'>
          <View className='bars__legend-mark' />
          <Text>{markLabel}</Text>
        </View>
      )}
    </View>
  );
}
