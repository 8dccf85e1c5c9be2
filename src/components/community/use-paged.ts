import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '../../../types/api';
import { ApiError } from '../../services/request';

type Load = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/** A list fetched page by page ("加载更多"); `key` changes start it over. */
export function usePaged<T>(fetch: (pageNo: number) => Promise<Page<T>>, key: string) {
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;
  const seq = useRef(0);

  const loadPage = useCallback((n: number) => {
    const mine = ++seq.current;
    setLoad({ status: 'loading' });
    fetchRef
      .current(n)
      .then((page) => {
        if (mine !== seq.current) return;
        setItems((prev) => (n === 1 ? page.list : [...prev, ...page.list]));
        setTotal(page.total);
        setPageNo(n);
        setLoad({ status: 'ready' });
      })
      .catch((e: unknown) => {
        if (mine === seq.current) setLoad({ status: 'error', message: e instanceof ApiError ? e.message : '加载失败' });
      });
  }, []);

  useEffect(() => loadPage(1), [key, loadPage]);

  return {
    items,
    setItems,
    total,
    load,
    hasMore: items.length < total,
    more: () => loadPage(pageNo + 1),
    reload: () => loadPage(1),
  };
}
