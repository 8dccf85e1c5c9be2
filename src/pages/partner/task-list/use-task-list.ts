import { useCallback, useEffect, useState } from 'react';
import type { ClaimView, TaskKind, TaskView } from '../../../../types/partner';
import { fetchMyClaims, fetchTasks } from '../../../services/api/partner';
import { ApiError } from '../../../services/request';

export type TaskTab = TaskKind | 'mine';
const PAGE_SIZE = 10;

/** /partner/task: published tasks, cotasks (by tag) and the partner's own claims, ten at a time. */
export function useTaskList() {
  const [tab, setTab] = useState<TaskTab>('task');
  const [tag, setTag] = useState('');
  const [tasks, setTasks] = useState<TaskView[]>([]);
  const [claims, setClaims] = useState<ClaimView[]>([]);
  const [total, setTotal] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  const load = useCallback((which: TaskTab, page: number, byTag: string) => {
    setLoading(true);
    setError('');
    const q = { page_no: page, page_size: PAGE_SIZE };
    const done = <T>(set: (f: (prev: T[]) => T[]) => void) => (res: { list: T[]; total: number }) => {
      set((prev) => (page === 1 ? res.list : [...prev, ...res.list]));
      setTotal(res.total);
      setPageNo(page);
    };
    const run = which === 'mine' ? fetchMyClaims(q, { silent: true }).then(done(setClaims)) : fetchTasks(which, { ...q, tag: byTag || undefined }, { silent: true }).then(done(setTasks));
    run.catch((e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败')).finally(() => setLoading(false));
  }, []);

  useEffect(() => load(tab, 1, tag), [load, tab, tag]);

  const count = tab === 'mine' ? claims.length : tasks.length;
  return {
    tab,
    setTab: (t: TaskTab) => {
      setTasks([]);
      setClaims([]);
      setTab(t);
    },
    tag,
    setTag,
    tasks,
    claims,
    total,
    loading,
    error,
    more: count < total,
    loadMore: () => !loading && load(tab, pageNo + 1, tag),
    reload: () => load(tab, 1, tag),
  };
}
