import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE_DEFAULT, type Page } from '../../../../types/api';
import type { Category, JudgeTypeId, ProblemLevel, ProblemRow, SortTypeId, StatusFilter } from '../../../../types/oj';
import { categories as fetchCategories, listProblems } from '../../../services/api/oj';
import { ApiError } from '../../../services/request';

export interface ListFilter {
  categoryId: string;
  level: ProblemLevel | 0;
  keyword: string;
  sortType: SortTypeId;
  judgeType: JudgeTypeId | 0;
  status: StatusFilter;
  pageNo: number;
}

const INITIAL: ListFilter = { categoryId: '', level: 0, keyword: '', sortType: 1, judgeType: 0, status: 0, pageNo: 1 };

/** The problem bank: one list call per filter change, categories once. */
export function useProblemList() {
  const [filter, setFilter] = useState<ListFilter>(INITIAL);
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
    listProblems(
      {
        page_no: filter.pageNo,
        page_size: PAGE_SIZE_DEFAULT,
        sort_type: filter.sortType,
        ...(filter.categoryId ? { category_id: filter.categoryId } : {}),
        ...(filter.level ? { level: filter.level } : {}),
        ...(filter.judgeType ? { judge_type: filter.judgeType } : {}),
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.keyword ? { keyword: filter.keyword } : {}),
      },
      { silent: true },
    )
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
