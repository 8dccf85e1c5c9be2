import { Image, Input, Text, View } from '@tarojs/components';
import { useCallback, useEffect, useState } from 'react';
import type { ProblemSetCard, SetAccess } from '../../../../../types/problemset';
import { AccessTag, ProgressBar } from '../../../../components/problemset';
import { Empty, ErrorState, Loading } from '../../../../components/state';
import { go } from '../../../../platform/navigation';
import { listSets } from '../../../../services/api/problemset';
import { ApiError } from '../../../../services/request';

const ACCESS: { v: SetAccess | ''; t: string }[] = [
  { v: '', t: '全部' },
  { v: 'free', t: '免费' },
  { v: 'vip', t: '会员' },
  { v: 'paid', t: '付费' },
];

function Card({ s }: { s: ProblemSetCard }) {
  return (
    <View className='card ps-card' onClick={() => go(`/problemset/${s.id}`)}>
      {s.cover ? <Image className='ps-card__cover' src={s.cover} mode='aspectFill' /> : <View className={`ps-card__cover ps-card__cover--${s.access}`}><Text className='ps-card__cover-text'>{s.title.slice(0, 4)}</Text></View>}
      <View className='ps-card__body'>
        <View className='ps-card__head'>
          <Text className='ps-card__title'>{s.title}</Text>
          <AccessTag access={s.access} />
        </View>
        <Text className='ps-card__intro'>{s.intro}</Text>
        <View className='ps-card__tags tag-row'>
          {s.tags.map((t) => (
            <Text key={t} className='tag ps-card__tag tag-row__item'>
              {t}
            </Text>
          ))}
        </View>
        <Text className='ps-card__meta'>
          {s.problem_count} 题 · 简单 {s.level_mix[1]} / 中等 {s.level_mix[2]} / 困难 {s.level_mix[3]} · {s.learners} 人在学
        </Text>
        <ProgressBar solved={s.solved} total={s.problem_count} />
      </View>
    </View>
  );
}

/** 题单 tab: search, access filter, my sets only. */
export default function SetTab() {
  const [kw, setKw] = useState('');
  const [keyword, setKeyword] = useState('');
  const [access, setAccess] = useState<SetAccess | ''>('');
  const [mine, setMine] = useState(false);
  const [list, setList] = useState<ProblemSetCard[] | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    setError('');
    setList(null);
    listSets({ ...(keyword ? { keyword } : {}), ...(access ? { access } : {}), ...(mine ? { mine: 1 as const } : {}) }, { silent: true }).then(setList, (e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'));
  }, [keyword, access, mine]);
  useEffect(load, [load]);
  return (
    <View>
      <View className='card ps-list__filters'>
        <View className='ps-list__search'>
          <Input className='ps-list__input' placeholder='搜索题单' maxlength={40} value={kw} confirmType='search' onInput={(e) => setKw(e.detail.value)} onConfirm={() => setKeyword(kw.trim())} />
          <View className='btn btn--primary ps-list__search-btn' onClick={() => setKeyword(kw.trim())}>
            搜索
          </View>
        </View>
        <View className='ps-list__chips'>
          {ACCESS.map((a) => (
            <Text key={a.v} className={`ps-list__chip ${access === a.v ? 'ps-list__chip--on' : ''}`} onClick={() => setAccess(a.v)}>
              {a.t}
            </Text>
          ))}
          <Text className={`ps-list__chip ${mine ? 'ps-list__chip--on' : ''}`} onClick={() => setMine((m) => !m)}>
            我在学的
          </Text>
        </View>
      </View>
      {error ? <ErrorState text={error} onRetry={load} /> : !list ? <Loading /> : !list.length ? keyword || access || mine ? <Empty text='没有符合条件的题单' action={{ text: '清除筛选', onClick: () => (setKw(''), setKeyword(''), setAccess(''), setMine(false)) }} /> : <Empty text='题单正在整理中，先去题库挑一道题' action={{ text: '去题库', path: '/oj' }} /> : <View className='ps-list__grid'>{list.map((s) => <Card key={s.id} s={s} />)}</View>}
    </View>
  );
}
