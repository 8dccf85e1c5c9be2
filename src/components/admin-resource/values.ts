import dayjs, { type Dayjs } from 'dayjs';
import { formatFen } from '../../../types/commerce';
import { type ResourceField, valueOf } from './types';

/** Wire value -> form value (fen -> yuan, ISO -> dayjs, comma list -> array). */
export function toFormValue(f: ResourceField<never>, v: unknown): unknown {
  switch (f.type) {
    case 'money':
      return typeof v === 'number' ? v / 100 : v;
    case 'date':
    case 'datetime':
      return v ? dayjs(v as string) : undefined;
    case 'commaList':
      return listOf(v);
    default:
      return v;
  }
}

/** Form value -> wire value, the inverse of toFormValue. */
export function toWireValue(f: ResourceField<never>, v: unknown): unknown {
  switch (f.type) {
    case 'money':
      return typeof v === 'number' ? Math.round(v * 100) : v;
    case 'date':
      return dayjs.isDayjs(v) ? (v as Dayjs).format('YYYY-MM-DD') : v;
    case 'datetime':
      return dayjs.isDayjs(v) ? (v as Dayjs).toISOString() : v;
    case 'commaList':
      return listOf(v).join(',');
    case 'text':
    case 'textarea':
    case undefined:
      return typeof v === 'string' ? v.trim() : v;
    default:
      return v;
  }
}

export function listOf(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String).filter(Boolean);
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter(Boolean);
  return [];
}

/** Plain text of a value: detail view, CSV export, enum labels. */
export function textOf<R extends object>(f: ResourceField<R>, row: R): string {
  if (f.text) return f.text(row);
  const v = valueOf(row, f.key);
  if (v === null || v === undefined) return '';
  switch (f.type) {
    case 'money':
      return typeof v === 'number' ? formatFen(v) : String(v);
    case 'date':
      return dayjs(v as string).format('YYYY-MM-DD');
    case 'datetime':
      return dayjs(v as string).format('YYYY-MM-DD HH:mm:ss');
    case 'enum':
      return f.options?.find((o) => o.value === v)?.label ?? String(v);
    case 'switch':
      return f.options?.find((o) => o.value === v)?.label ?? (v ? '是' : '否');
    case 'relation':
      return f.relation?.label?.(row) ?? String(v);
    case 'tags':
    case 'commaList':
      return listOf(v).join(',');
    default:
      return typeof v === 'object' ? JSON.stringify(v) : String(v as string | number);
  }
}
