import { message } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '../../../types/api';
import { ApiError } from '../../services/request';
import { downloadCsv, fetchAll, toCsv } from './csv';
import { localPage } from './local-list';
import type { ListState, ResourceDef } from './types';
import { parseListState, toListQuery, writeListState } from './url-state';

export const errorText = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : fallback);

/** The list half of a resource page: URL-synced state, loading, errors, export, reload. */
export function useResourceList<R extends object>(def: ResourceDef<R>) {
  const pageSize = def.pageSize ?? 20;
  const ns = def.urlKey ? `${def.urlKey}.` : '';
  const [state, setStateRaw] = useState<ListState>(() => parseListState(window.location.search, def.fields, pageSize, ns));
  const [page, setPage] = useState<Page<R> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [exporting, setExporting] = useState(false);
  // the whole list of an `all` resource, kept between filter changes
  const cache = useRef<R[] | null>(null);
  const seq = useRef(0);

  const setState = useCallback(
    (next: ListState) => {
      writeListState(next, def.fields, pageSize, ns);
      setStateRaw(next);
    },
    [def.fields, pageSize, ns],
  );

  const load = useCallback(
    (fresh: boolean) => {
      const mine = ++seq.current;
      setLoading(true);
      setError('');
      const run = def.list
        ? def.list(toListQuery(state))
        : (fresh || !cache.current ? def.all!().then((rows) => (cache.current = rows)) : Promise.resolve(cache.current)).then((rows) => localPage(rows, def.fields, state));
      run
        .then((p) => mine === seq.current && setPage(p))
        .catch((e: unknown) => mine === seq.current && setError(errorText(e, '加载失败')))
        .finally(() => mine === seq.current && setLoading(false));
    },
    [def, state],
  );
  useEffect(() => load(false), [load]);

  // browser back/forward within the page
  useEffect(() => {
    const onPop = () => setStateRaw(parseListState(window.location.search, def.fields, pageSize, ns));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [def.fields, pageSize, ns]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = def.list ? await fetchAll(def.list, toListQuery(state)) : localPage(cache.current ?? (await def.all!()), def.fields, { ...state, page_no: 1, page_size: Number.MAX_SAFE_INTEGER }).list;
      downloadCsv(`${def.exportName ?? def.title}-${new Date().toISOString().slice(0, 10)}`, toCsv(def.fields, rows));
      void message.success(`已导出 ${rows.length} 条`);
    } catch (e) {
      void message.error(errorText(e, '导出失败'));
    } finally {
      setExporting(false);
    }
  };

  return {
    state,
    setState,
    setFilters: (filters: Record<string, string>) => setState({ ...state, filters, page_no: 1 }),
    page,
    loading,
    error,
    reload: () => load(true),
    exporting,
    exportCsv,
  };
}

export type ResourceList<R extends object> = ReturnType<typeof useResourceList<R>>;
