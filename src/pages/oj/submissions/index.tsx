import { Text, View } from '@tarojs/components';
import { useCallback, useEffect, useState } from 'react';
import type { Page } from '../../../../types/api';
import { VERDICT_LABEL, langLabel } from '../../../../types/judge';
import type { SubmissionRow } from '../../../../types/oj';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { listSubmissions } from '../../../services/api/oj';
import { ApiError } from '../../../services/request';
import { elapsed, timeAgo } from '../../../utils/format';
import './index.scss';

export default function SubmissionsPage() {
  return (
    <PageShell name='ojSubmissions'>
      <Submissions />
    </PageShell>
  );
}

/** The caller's submissions, newest first, 20 a page. */
function Submissions() {
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<Page<SubmissionRow> | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    setError('');
    listSubmissions({ page_no: pageNo, page_size: 20 }, { silent: true }).then(setPage, (e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'));
  }, [pageNo]);
  useEffect(load, [load]);
  if (error) return <ErrorState text={error} onRetry={load} />;
  if (!page) return <Loading />;
  if (!page.list.length) return <Empty text='还没有提交记录，去题库做题吧' action={{ text: '去题库', path: '/oj' }} />;
  const pages = Math.max(1, Math.ceil(page.total / page.page_size));
  return (
    <View className='oj-sublist'>
      <View className='card'>
        {page.list.map((s) => (
          <View key={s.submission_id} className='oj-sublist__row' onClick={() => go(`/oj/submission/${s.submission_id}`)}>
            <Text>{s.problem_no}. {s.problem_title}</Text>
            <Text className={s.verdict === 'AC' ? 'oj-sublist__ok' : 'oj-sublist__bad'}>{s.verdict ? VERDICT_LABEL[s.verdict] : '评测中'}</Text>
            <Text>{langLabel(s.lang)}</Text>
            <Text>{elapsed(s.time_ms)}</Text>
            <Text className='oj-sublist__muted'>{timeAgo(s.created_at)}</Text>
          </View>
        ))}
      </View>
      <View className='oj-sublist__pager'>
        <View className={`btn ${pageNo <= 1 ? 'btn--disabled' : ''}`} onClick={() => setPageNo(pageNo - 1)}>上一页</View>
        <Text className='oj-sublist__muted'> 第 {pageNo} / {pages} 页 </Text>
        <View className={`btn ${pageNo >= pages ? 'btn--disabled' : ''}`} onClick={() => setPageNo(pageNo + 1)}>下一页</View>
      </View>
    </View>
  );
}
