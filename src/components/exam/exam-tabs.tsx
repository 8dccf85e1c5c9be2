import { Text, View } from '@tarojs/components';
import { go } from '../../platform/navigation';
import { examPath } from './format';
import './index.scss';

const TABS = [
  { key: '', label: '考试说明' },
  { key: 'result', label: '成绩' },
  { key: 'explain', label: '解析' },
  { key: 'rank', label: '排名' },
  { key: 'comment', label: '讨论' },
] as const;

/** Links between an exam's pages (cover, result, explain, rank, comment). */
export default function ExamTabs({ eid, on }: { eid: string; on: (typeof TABS)[number]['key'] }) {
  return (
    <View className='exam-tabs'>
      {TABS.map((t) => (
        <Text key={t.key} className={`exam-tabs__tab ${t.key === on ? 'exam-tabs__tab--on' : ''}`} onClick={() => t.key !== on && go(examPath(eid, t.key), { replace: true })}>
          {t.label}
        </Text>
      ))}
    </View>
  );
}
