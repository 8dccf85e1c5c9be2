import dayjs from 'dayjs';
import type { Page } from '../../../types/api';
import { RANGE_SEPARATOR } from '../../../types/admin';
import { textOf } from './values';
import { type ListState, type ResourceField, valueOf } from './types';

/**
 * For small lists the server returns whole (pay channels, sale channels): the same filter, sort
 * and paging semantics as the server contract, applied here, so the page behaves the same.
 */
export function filterRows<R extends object>(rows: R[], fields: ResourceField<R>[], filters: Record<string, string>): R[] {
  return rows.filter((row) =>
    Object.entries(filters).every(([key, want]) => {
      const f = fields.find((x) => x.key === key);
      if (!f || want === '') return true;
      const v = valueOf(row, key);
      switch (f.type) {
        case 'date':
        case 'datetime': {
          const [from, to] = want.split(RANGE_SEPARATOR);
          const t = dayjs(v as string);
          return (!from || !t.isBefore(dayjs(from))) && (!to || !t.isAfter(/^\d{4}-\d{2}-\d{2}$/.test(to) ? dayjs(to).endOf('day') : dayjs(to)));
        }
        case 'enum':
        case 'switch':
        case 'relation':
        case 'number':
        case 'money':
          return String(v) === want || (f.type === 'switch' && String(v) === String(want === '1' || want === 'true'));
        case 'tags':
        case 'commaList':
          return Array.isArray(v) ? v.map(String).includes(want) : String(v).split(',').includes(want);
        default:
          return textOf(f, row).toLowerCase().includes(want.toLowerCase());
      }
    }),
  );
}

export function sortRows<R extends object>(rows: R[], sort?: string, order: 'asc' | 'desc' = 'desc'): R[] {
  if (!sort) return rows;
  const dir = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = valueOf(a, sort);
    const y = valueOf(b, sort);
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir;
    return String(x ?? '').localeCompare(String(y ?? ''), 'zh-CN') * dir;
  });
}

export function localPage<R extends object>(rows: R[], fields: ResourceField<R>[], s: ListState): Page<R> {
  const all = sortRows(filterRows(rows, fields, s.filters), s.sort, s.order);
  const start = (s.page_no - 1) * s.page_size;
  return { list: all.slice(start, start + s.page_size), total: all.length, page_no: s.page_no, page_size: s.page_size };
}
