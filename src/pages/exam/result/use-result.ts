import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import type { ExamResult } from '../../../../types/exam';
import { examResult } from '../../../services/api/exam';
import { ApiError } from '../../../services/request';

type Load = { status: 'loading' } | { status: 'ready'; result: ExamResult } | { status: 'error'; message: string; code: number };

/** The result of the caller's latest (or given) finished attempt; refreshed while programs are judged. */
export function useResult() {
  const { params } = useRouter();
  const eid = String(params.eid ?? '');
  const submitId = params.submit_id ? String(params.submit_id) : undefined;
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const reload = useCallback(() => {
    examResult(eid, submitId, { silent: true })
      .then((result) => setLoad({ status: 'ready', result }))
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败', code: e instanceof ApiError ? e.code : 0 }));
  }, [eid, submitId]);
  useEffect(reload, [reload]);
  const judging = load.status === 'ready' && load.result.judging;
  useEffect(() => {
    if (!judging) return;
    const t = setTimeout(reload, 3000);
    return () => clearTimeout(t);
  }, [judging, load, reload]);
  return { eid, load, reload };
}
