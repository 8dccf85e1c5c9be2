import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { useState } from 'react';
import PageShell from '../../../layouts/page-shell';
import CompanyTab from './components/company-tab';
import SetTab from './components/set-tab';
import './index.scss';

export default function ProblemSetListPage() {
  return (
    <PageShell name='problemsetList'>
      <ProblemSets />
    </PageShell>
  );
}

const TABS = [
  { key: 'sets', label: '题单' },
  { key: 'company', label: '公司题库' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/** /problemset: 题单 (cards with my progress) and 公司题库 (companies with problem frequency). */
function ProblemSets() {
  const { params } = useRouter();
  const [tab, setTab] = useState<Tab>(params.tab === 'company' ? 'company' : 'sets');
  return (
    <View className='ps-list'>
      <View className='ps-list__tabs'>
        {TABS.map((t) => (
          <Text key={t.key} className={`ps-list__tab ${tab === t.key ? 'ps-list__tab--on' : ''}`} onClick={() => setTab(t.key)}>
            {t.label}
          </Text>
        ))}
      </View>
      {tab === 'sets' ? <SetTab /> : <CompanyTab />}
    </View>
  );
}
