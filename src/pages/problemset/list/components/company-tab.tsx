import { Text, View } from '@tarojs/components';
import { useCallback, useEffect, useState } from 'react';
import { PROBLEM_STATUS_LABEL } from '../../../../../types/oj';
import { FREQ_WINDOWS, FREQ_WINDOW_LABEL, PROBLEMSET_MESSAGES, type CompanyCard, type CompanyDetail, type FreqWindow } from '../../../../../types/problemset';
import { Empty, ErrorState, Loading } from '../../../../components/state';
import { go } from '../../../../platform/navigation';
import { companyDetail, listCompanies } from '../../../../services/api/problemset';
import { ApiError } from '../../../../services/request';
import { levelLabel } from '../../../../utils/format';

type Sort = CompanyDetail['sort'];
const SORTS: { v: Sort; t: string }[] = [
  { v: 'frequency', t: '按频率' },
  { v: 'last_seen', t: '按最近出现' },
  { v: 'no', t: '按题号' },
];

function Problems({ company }: { company: CompanyCard }) {
  const [win, setWin] = useState<FreqWindow>('all');
  const [sort, setSort] = useState<Sort>('frequency');
  const [d, setD] = useState<CompanyDetail | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    setError('');
    setD(null);
    companyDetail({ id: company.id, window: win, sort }, { silent: true }).then(setD, (e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'));
  }, [company.id, win, sort]);
  useEffect(load, [load]);
  const locked = d !== null && !d.frequency_visible;
  return (
    <View className='card ps-company'>
      <Text className='ps-company__name'>{company.name}</Text>
      <Text className='ps-company__intro'>{company.intro}</Text>
      <View className='ps-list__chips'>
        {FREQ_WINDOWS.map((w) => (
          <Text key={w} className={`ps-list__chip ${win === w ? 'ps-list__chip--on' : ''} ${locked ? 'ps-list__chip--off' : ''}`} onClick={() => !locked && setWin(w)}>
            {FREQ_WINDOW_LABEL[w]}
          </Text>
        ))}
      </View>
      <View className='ps-list__chips'>
        {SORTS.map((s) => (
          <Text key={s.v} className={`ps-list__chip ${sort === s.v ? 'ps-list__chip--on' : ''} ${locked ? 'ps-list__chip--off' : ''}`} onClick={() => !locked && setSort(s.v)}>
            {s.t}
          </Text>
        ))}
      </View>
      {locked && (
        <View className='ps-company__vip'>
          <Text className='ps-company__vip-text'>{PROBLEMSET_MESSAGES.vipOnlyFrequency}，开通会员查看各时间段出现次数与最近出现日期</Text>
          <View className='btn btn--primary ps-company__vip-btn' onClick={() => go('/vip')}>
            开通会员
          </View>
        </View>
      )}
      {error ? (
        <ErrorState text={error} onRetry={load} />
      ) : !d ? (
        <Loading />
      ) : !d.problems.length ? (
        <Empty text='该时间段没有出现过的题目，换个时间段试试' />
      ) : (
        d.problems.map((p) => (
          <View key={p.problem_id} className='ps-company__row' onClick={() => go(`/oj/problem/${p.problem_id}`)}>
            <Text className='ps-company__no'>{p.no}</Text>
            <Text className='ps-company__title'>{p.title}</Text>
            <Text className={`ps-company__level ps-company__level--${p.level}`}>{levelLabel(p.level)}</Text>
            <Text className='ps-company__status'>{p.status ? PROBLEM_STATUS_LABEL[p.status] : ''}</Text>
            <View className='ps-company__right'>
              <Text className={`ps-company__freq ${p.frequency === null ? 'ps-company__freq--blur' : ''}`}>出现 {p.frequency ?? '**'} 次</Text>
              <Text className={`ps-company__seen ${p.last_seen === null ? 'ps-company__freq--blur' : ''}`}>{p.last_seen ?? '****-**-**'}</Text>
            </View>
          </View>
        ))
      )}
    </View>
  );
}

/** 公司题库 tab: companies; the chosen one's problems with frequency per window (VIP). */
export default function CompanyTab() {
  const [list, setList] = useState<CompanyCard[] | null>(null);
  const [error, setError] = useState('');
  const [picked, setPicked] = useState('');
  const load = useCallback(() => {
    setError('');
    listCompanies({ silent: true }).then(
      (l) => {
        setList(l);
        setPicked((p) => p || (l[0]?.id ?? ''));
      },
      (e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'),
    );
  }, []);
  useEffect(load, [load]);
  if (error) return <ErrorState text={error} onRetry={load} />;
  if (!list) return <Loading />;
  if (!list.length) return <Empty text='公司题库正在整理中，先刷热门题单' action={{ text: '去题库', path: '/oj' }} />;
  const company = list.find((c) => c.id === picked) ?? list[0];
  return (
    <View>
      <View className='ps-list__companies'>
        {list.map((c) => (
          <View key={c.id} className={`card ps-list__company ${c.id === company.id ? 'ps-list__company--on' : ''}`} onClick={() => setPicked(c.id)}>
            <Text className='ps-list__company-name'>{c.name}</Text>
            <Text className='ps-list__company-count'>{c.problem_count} 题</Text>
          </View>
        ))}
      </View>
      <Problems key={company.id} company={company} />
    </View>
  );
}
