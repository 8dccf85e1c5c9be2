import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE_DEFAULT, type Page } from '../../../../types/api';
import type { AdminUserRow } from '../../../../types/user';
import { LIMITS } from '../../../../types/validation';
import { listUsers } from '../../../services/api/admin';
import { ApiError } from '../../../services/request';

export interface UserQuery {
  keyword: string;
  pageNo: number;
  pageSize: number;
}

/** Server-side paging: every change of keyword, page or size is one list call. */
export function useAdminUsers() {
  const [query, setQuery] = useState<UserQuery>({ keyword: '', pageNo: 1, pageSize: PAGE_SIZE_DEFAULT });
  const [page, setPage] = useState<Page<AdminUserRow> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  const load = useCallback(() => {
    setLoading(true);
    setError('');
    listUsers({ keyword: query.keyword, page_no: query.pageNo, page_size: query.pageSize }, { silent: true })
      .then(setPage)
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'))
      .finally(() => setLoading(false));
  }, [query]);

  useEffect(load, [load]);

  return {
    query,
    page,
    loading,
    error,
    reload: load,
    search: (keyword: string) => setQuery((q) => ({ ...q, keyword: keyword.trim().slice(0, LIMITS.keyword), pageNo: 1 })),
    paginate: (pageNo: number, pageSize: number) =>
      setQuery((q) => ({ ...q, pageNo: pageSize === q.pageSize ? pageNo : 1, pageSize })),
  };
}
