import { useCallback, useEffect, useState } from 'react';
import type { OrderState, OrderView } from '../../../../types/commerce';
import { fetchMyOrders } from '../../../services/api/commerce';
import { ApiError } from '../../../services/request';

const PAGE_SIZE = 10;

/** /user/order: the user's orders by state, ten at a time ("加载更多"). */
export function useUserOrders() {
  const [state, setState] = useState<OrderState | ''>('');
  const [list, setList] = useState<OrderView[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  const load = useCallback((which: OrderState | '', page: number) => {
    setLoading(true);
    setError('');
    fetchMyOrders({ state: which || undefined, page_no: page, page_size: PAGE_SIZE }, { silent: true })
      .then((res) => {
        setList((prev) => (page === 1 ? res.list : [...prev, ...res.list]));
        setTotal(res.total);
        setPageNo(page);
      })
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'))
      .finally(() => setLoading(false));
  }, []);

  useEffect(() => load(state, 1), [load, state]);

  return {
    state,
    setState,
    list,
    total,
    loading,
    error,
    more: list.length < total,
    loadMore: () => !loading && load(state, pageNo + 1),
    reload: () => load(state, 1),
  };
}
