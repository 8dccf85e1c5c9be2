import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { useState } from 'react';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { fetchLearnlog } from '../../../services/api/training';
import { formatDate } from '../../../utils/format';
import { useLoad } from '../use-load';
import { heatmap, METRICS, type Metric } from './heatmap';
import './index.scss';

const KIND_LABEL = { watch: '观看', submit: '提交', accept: '通过', exam: '考试' } as const;

export default function TrainingLearnlogPage() {
  return (
    <PageShell name='trainingLearnlog'>
      <TrainingLearnlog />
    </PageShell>
  );
}

function TrainingLearnlog() {
  const cid = String(useRouter().params.cid ?? '');
  const { load, reload } = useLoad(() => fetchLearnlog(cid, { silent: true }), [cid]);
  const [metric, setMetric] = useState<Metric>('watched_minutes');
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={load.code === 4003 ? undefined : reload} />;
  const log = load.data;
  const weeks = heatmap(log.days, log.from, log.to, metric);
  const total = log.days.reduce((n, d) => n + d[metric], 0);
  const active = log.days.filter((d) => d.watched_minutes + d.submissions + d.exam_attempts > 0).length;
  return (
    <View className='learnlog'>
      <View className='card learnlog__block'>
        <Text className='learnlog__title'>{log.course_title} · 学习记录</Text>
        <Text className='learnlog__meta'>
          近半年学习 {active} 天 · {METRICS.find(([m]) => m === metric)?.[1]}合计 {total}
        </Text>
        <View className='learnlog__metrics'>
          {METRICS.map(([m, label]) => (
            <Text key={m} className={`learnlog__metric ${m === metric ? 'learnlog__metric--active' : ''}`} onClick={() => setMetric(m)}>
              {label}
            </Text>
          ))}
        </View>
        <View className='learnlog__heatmap'>
          {weeks.map((col, i) => (
            <View key={i} className='learnlog__week'>
              {col.map((c, j) => (c ? <View key={j} className={`learnlog__cell learnlog__cell--${c.level}`} /> : <View key={j} className='learnlog__cell learnlog__cell--empty' />))}
            </View>
          ))}
        </View>
        <View className='learnlog__legend'>
          <Text className='learnlog__meta'>少</Text>
          {[0, 1, 2, 3, 4].map((l) => (
            <View key={l} className={`learnlog__cell learnlog__cell--${l}`} />
          ))}
          <Text className='learnlog__meta'>多</Text>
        </View>
      </View>
      <View className='card learnlog__block'>
        <Text className='learnlog__h'>时间线</Text>
        {!log.timeline.length && (
          <Text className='learnlog__meta'>
            还没有学习记录，
            <Text className='learnlog__link' onClick={() => go('/training/enrollment')}>
              去闯第一关 ›
            </Text>
          </Text>
        )}
        {log.timeline.map((d) => (
          <View key={d.day} className='learnlog__day'>
            <Text className='learnlog__date'>{d.day}</Text>
            {d.events.map((e, i) => (
              <View key={i} className='learnlog__event' onClick={() => e.link && go(e.link)}>
                <Text className={`learnlog__kind learnlog__kind--${e.kind}`}>{KIND_LABEL[e.kind]}</Text>
                <Text className='learnlog__event-title'>{e.title}</Text>
                <Text className='learnlog__meta'>
                  {e.detail}
                  {e.kind !== 'watch' ? ` · ${formatDate(e.at, 'HH:mm')}` : ''}
                </Text>
              </View>
            ))}
          </View>
        ))}
      </View>
    </View>
  );
}
