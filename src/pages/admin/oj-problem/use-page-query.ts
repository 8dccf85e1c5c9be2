import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE_DEFAULT, type Page } from '../../../../types/api';
import { ApiError, type RequestOptions } from '../../../services/request';

/** Server-side paging for the OJ admin tables: any filter change is one list call. */
export function usePageQuery<T, F extends object>(fetch: (q: F & { page_no: number; page_size: number }, o: RequestOptions) => Promise<Page<T>>, initial: F) {
  const [filter, setFilter] = useState<F>(initial);
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE_DEFAULT);
  const [page, setPage] = useState<Page<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    setLoading(true);
    setError('');
    fetch({ ...filter, page_no: pageNo, page_size: pageSize }, { silent: true })
      .then(setPage)
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'))
      .finally(() => setLoading(false));
  }, [filter, pageNo, pageSize, fetch]);
  useEffect(load, [load]);
  return {
    page,
    loading,
    error,
    reload: load,
    filter,
    setFilter: (f: F) => {
      setFilter(f);
      setPageNo(1);
    },
    pagination: {
      current: pageNo,
      pageSize,
      total: page?.total ?? 0,
      showSizeChanger: true,
      showTotal: (total: number) => `共 ${total} 条`,
      onChange: (p: number, s: number) => {
        setPageSize(s);
        setPageNo(s === pageSize ? p : 1);
      },
    },
  };
}
