import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import type { ExamRank } from '../../../../types/exam';
import { examRank } from '../../../services/api/exam';
import { ApiError } from '../../../services/request';

export const RANK_PAGE_SIZE = 20;

type Load = { status: 'loading' } | { status: 'ready'; rank: ExamRank } | { status: 'error'; message: string; code: number };

export function useRank() {
  const { params } = useRouter();
  const eid = String(params.eid ?? '');
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const reload = useCallback(() => {
    examRank(eid, page, RANK_PAGE_SIZE, { silent: true })
      .then((rank) => setLoad({ status: 'ready', rank }))
      .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败', code: e instanceof ApiError ? e.code : 0 }));
  }, [eid, page]);
  useEffect(reload, [reload]);
  return { eid, page, setPage, load, reload };
}
