import { Text, View } from '@tarojs/components';
import { useCallback, useEffect, useState } from 'react';
import type { Page } from '../../../../types/api';
import { PROBLEM_STATUS_LABEL, type MyProblemRow, type UserOjStat } from '../../../../types/oj';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { myProblems, userStat } from '../../../services/api/oj';
import { ApiError } from '../../../services/request';
import { levelLabel, timeAgo } from '../../../utils/format';
import MySets from './components/my-sets';
import './index.scss';

export default function StudyProblemPage() {
  return (
    <PageShell name='studyProblem'>
      <MyProblems />
    </PageShell>
  );
}

/** /study/problem: my accepted and tried problems with my totals. */
function MyProblems() {
  const [status, setStatus] = useState<0 | 1 | 2>(0);
  const [page, setPage] = useState<Page<MyProblemRow> | null>(null);
  const [stat, setStat] = useState<UserOjStat | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    setError('');
    setPage(null);
    myProblems({ status, page_size: 50 }, { silent: true }).then(setPage, (e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'));
  }, [status]);
  useEffect(load, [load]);
  useEffect(() => void userStat({ silent: true }).then(setStat, () => undefined), []);
  return (
    <View className='study-problem'>
      <MySets />
      {stat && (
        <View className='card study-problem__stat'>
          <View className='study-problem__num'>
            <Text className='study-problem__big'>{stat.accepted}</Text>
            <Text>已通过</Text>
          </View>
          <View className='study-problem__num'>
            <Text className='study-problem__big'>{stat.tried}</Text>
            <Text>尝试过</Text>
          </View>
          <View className='study-problem__num'>
            <Text className='study-problem__big'>{stat.submissions}</Text>
            <Text>提交</Text>
          </View>
          <Text className='study-problem__levels'>
            简单 {stat.accepted_by_level[1]} · 中等 {stat.accepted_by_level[2]} · 困难 {stat.accepted_by_level[3]}
          </Text>
        </View>
      )}
      <View className='study-problem__tabs'>
        {([0, 1, 2] as const).map((s) => (
          <Text key={s} className={`study-problem__tab ${status === s ? 'study-problem__tab--on' : ''}`} onClick={() => setStatus(s)}>
            {s === 0 ? '全部' : s === 1 ? '已通过' : '尝试过'}
          </Text>
        ))}
        <Text className='study-problem__all' onClick={() => go('/oj/submission')}>
          全部提交记录
        </Text>
      </View>
      <View className='card'>
        {error ? (
          <ErrorState text={error} onRetry={load} />
        ) : !page ? (
          <Loading />
        ) : !page.list.length ? (
          <Empty text='还没有做过题，去题库挑一道开始吧' action={{ text: '去题库', path: '/oj' }} />
        ) : (
          page.list.map((p) => (
            <View key={p.problem_id} className='study-problem__row' onClick={() => go(`/oj/problem/${p.problem_id}`)}>
              <Text className={`study-problem__status study-problem__status--${p.status}`}>{PROBLEM_STATUS_LABEL[p.status]}</Text>
              <Text className='study-problem__title'>
                {p.no}. {p.title}
              </Text>
              <Text>{levelLabel(p.level)}</Text>
              <Text className='study-problem__time'>{timeAgo(p.last_submit_at)}</Text>
            </View>
          ))
        )}
      </View>
    </View>
  );
}
