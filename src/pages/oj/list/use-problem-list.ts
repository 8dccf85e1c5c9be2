import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE_DEFAULT, type Page } from '../../../../types/api';
import type { Category, ProblemRow } from '../../../../types/oj';
import { replaceQuery } from '../../../platform/navigation';
import { categories as fetchCategories, listProblems } from '../../../services/api/oj';
import { ApiError } from '../../../services/request';
import { filterFromQuery, filterToQuery, filterToRequest, type ListFilter } from './list-filter';

export type { ListFilter } from './list-filter';

/** The problem bank: one list call per filter change, categories once; the filter follows the URL. */
export function useProblemList() {
  const { params } = useRouter();
  const [filter, setFilter] = useState<ListFilter>(() => filterFromQuery(params));
  const [page, setPage] = useState<Page<ProblemRow> | null>(null);
  const [cats, setCats] = useState<Category[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  useEffect(() => {
    fetchCategories({ silent: true }).then(setCats, () => setCats([]));
  }, []);

  const load = useCallback(() => {
    setLoading(true);
    setError('');
    replaceQuery(filterToQuery(filter));
    listProblems(filterToRequest(filter, PAGE_SIZE_DEFAULT), { silent: true })
      .then(setPage)
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'))
      .finally(() => setLoading(false));
  }, [filter]);

  useEffect(load, [load]);

  /** any filter change goes back to page 1 */
  const update = (patch: Partial<ListFilter>) => setFilter((f) => ({ ...f, ...patch, pageNo: patch.pageNo ?? 1 }));
  const pages = page ? Math.max(1, Math.ceil(page.total / page.page_size)) : 1;
  return { filter, update, page, pages, cats, loading, error, reload: load };
}
