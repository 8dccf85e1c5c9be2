import { useRouter } from '@tarojs/taro';
import { useCallback, useEffect, useState } from 'react';
import { COURSE_LIST_KINDS, type CourseCard, type CourseCategoryRow, type CourseListKind } from '../../../../types/course';
import { replaceQuery } from '../../../platform/navigation';
import { listCourses } from '../../../services/api/course';
import { ApiError } from '../../../services/request';

const PAGE_SIZE = 20;

type Load = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/** The kind filter of /course: every kind first, so camps are found without looking (issue 25). */
export const KIND_TABS: { kind: CourseListKind; label: string }[] = [
  { kind: 'all', label: '全部' },
  { kind: 'normal', label: '技能课' },
  { kind: 'training', label: '训练营' },
];

/** `?kind=training` from a link (the header's 训练营, the landing) picks the tab; anything else shows all. */
export function kindOf(raw: unknown): CourseListKind {
  return COURSE_LIST_KINDS.includes(raw as CourseListKind) ? (raw as CourseListKind) : 'all';
}

/** /course: kinds and categories as tabs, courses paged ("加载更多"), reloaded when a tab changes. */
export function useCourseList() {
  const { params } = useRouter();
  const [kind, setKind] = useState<CourseListKind>(() => kindOf(params?.kind));
  const [category, setCategory] = useState('');
  const [categories, setCategories] = useState<CourseCategoryRow[]>([]);
  const [items, setItems] = useState<CourseCard[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const fetchPage = useCallback(
    (page: number) => {
      setLoad({ status: 'loading' });
      listCourses({ kind, category_id: category || undefined, page_no: page, page_size: PAGE_SIZE }, { silent: true })
        .then((res) => {
          setCategories(res.categories.filter((c) => c.course_count > 0));
          setItems((prev) => (page === 1 ? res.list : [...prev, ...res.list]));
          setTotal(res.total);
          setPageNo(page);
          setLoad({ status: 'ready' });
        })
        .catch((e: unknown) => setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' }));
    },
    [kind, category],
  );

  useEffect(() => fetchPage(1), [fetchPage]);

  return {
    kind,
    chooseKind: (k: CourseListKind) => {
      if (k === kind) return;
      setKind(k);
      setCategory('');
      replaceQuery(k === 'all' ? {} : { kind: k });
    },
    category,
    categories,
    items,
    total,
    load,
    hasMore: items.length < total,
    choose: (id: string) => id !== category && setCategory(id),
    /** the empty state's way out: every kind, every category */
    showAll: () => {
      setKind('all');
      setCategory('');
      replaceQuery({});
    },
    more: () => load.status !== 'loading' && fetchPage(pageNo + 1),
    reload: () => fetchPage(1),
  };
}
