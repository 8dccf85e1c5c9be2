import { useCallback, useEffect, useState } from 'react';
import type { CourseCard, CourseCategoryRow } from '../../../../types/course';
import { listCourses } from '../../../services/api/course';
import { ApiError } from '../../../services/request';

const PAGE_SIZE = 20;

type Load = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/** /course: categories as tabs, courses paged ("加载更多"), reloaded when the tab changes. */
export function useCourseList() {
  const [category, setCategory] = useState('');
  const [categories, setCategories] = useState<CourseCategoryRow[]>([]);
  const [items, setItems] = useState<CourseCard[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const fetchPage = useCallback(
    (page: number) => {
      setLoad({ status: 'loading' });
      listCourses({ category_id: category || undefined, page_no: page, page_size: PAGE_SIZE }, { silent: true })
        .then((res) => {
          setCategories(res.categories.filter((c) => c.course_count > 0));
          setItems((prev) => (page === 1 ? res.list : [...prev, ...res.list]));
          setTotal(res.total);
          setPageNo(page);
          setLoad({ status: 'ready' });
        })
        .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }));
    },
    [category],
  );

  useEffect(() => fetchPage(1), [fetchPage]);

  return {
    category,
    categories,
    items,
    total,
    load,
    hasMore: items.length < total,
    choose: (id: string) => id !== category && setCategory(id),
    more: () => load.status !== 'loading' && fetchPage(pageNo + 1),
    reload: () => fetchPage(1),
  };
}
