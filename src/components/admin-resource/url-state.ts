import { PAGE_SIZE_MAX } from '../../../types/api';
import type { AdminListParams } from '../../../types/admin';
import type { ListState, ResourceField } from './types';

/**
 * The list state lives in the page URL (`?page=2&size=20&sort=value&order=asc&name=春`), so a
 * reload, a shared link or the back button shows the same rows. Only declared filters are read.
 */
export function parseListState(search: string, fields: Pick<ResourceField<never>, 'key' | 'filter' | 'filterDefault'>[], pageSize = 20, ns = ''): ListState {
  const all = new URLSearchParams(search);
  // several lists on one page (tabs) keep their keys apart with a namespace: `subjects.page`
  const p = { get: (k: string) => all.get(`${ns}${k}`) };
  const int = (k: string, d: number, max: number) => {
    const n = Number(p.get(k));
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : d;
  };
  const filters: Record<string, string> = {};
  for (const f of fields) {
    const v = p.get(f.key) || f.filterDefault;
    if (f.filter && v) filters[f.key] = v;
  }
  const order = p.get('order');
  return {
    page_no: int('page', 1, 100000),
    page_size: int('size', pageSize, PAGE_SIZE_MAX),
    sort: p.get('sort') || undefined,
    order: order === 'asc' || order === 'desc' ? order : undefined,
    filters,
  };
}

/** The query string for a state (without `?`); defaults are left out to keep links short. */
export function listStateToSearch(s: ListState, keep: string = '', pageSize = 20, ns = ''): string {
  const p = new URLSearchParams(keep);
  for (const k of ['page', 'size', 'sort', 'order', ...Object.keys(s.filters)]) p.delete(`${ns}${k}`);
  if (s.page_no > 1) p.set(`${ns}page`, String(s.page_no));
  if (s.page_size !== pageSize) p.set(`${ns}size`, String(s.page_size));
  if (s.sort) p.set(`${ns}sort`, s.sort);
  if (s.sort && s.order) p.set(`${ns}order`, s.order);
  for (const [k, v] of Object.entries(s.filters)) if (v !== '') p.set(`${ns}${k}`, v);
  return p.toString();
}

/** Filter keys that were dropped must leave the URL too: rebuild from the declared fields. */
export function writeListState(s: ListState, fields: Pick<ResourceField<never>, 'key' | 'filter'>[], pageSize = 20, ns = ''): void {
  const keep = new URLSearchParams(window.location.search);
  for (const f of fields) if (f.filter) keep.delete(`${ns}${f.key}`);
  const qs = listStateToSearch(s, keep.toString(), pageSize, ns);
  const url = `${window.location.pathname}${qs ? `?${qs}` : ''}${window.location.hash}`;
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url);
}

/** The server's list query for a state (admin list contract). */
export function toListQuery(s: ListState): AdminListParams {
  return { page_no: s.page_no, page_size: s.page_size, ...(s.sort ? { sort: s.sort, order: s.order ?? 'desc' } : {}), ...s.filters };
}
