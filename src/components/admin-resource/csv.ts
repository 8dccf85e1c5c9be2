import { PAGE_SIZE_MAX, type Page } from '../../../types/api';
import type { AdminListParams } from '../../../types/admin';
import { textOf } from './values';
import type { ResourceField } from './types';

/** Excel opens UTF-8 CSV as Chinese only with a byte order mark. */
export const BOM = '\uFEFF';
/** At most this many rows per export (100 pages of 100). */
export const EXPORT_MAX = 10_000;

function cell(s: string): string {
  // a leading = + - @ would run as a formula in Excel
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function exportFields<R extends object>(fields: ResourceField<R>[]): ResourceField<R>[] {
  return fields.filter((f) => !f.noExport && f.type !== 'image' && f.type !== 'markdown');
}

/** The CSV text (with BOM) of rows: the header is the field titles, cells are the shown text. */
export function toCsv<R extends object>(fields: ResourceField<R>[], rows: R[]): string {
  const cols = exportFields(fields);
  const lines = [cols.map((f) => cell(f.title)).join(','), ...rows.map((r) => cols.map((f) => cell(textOf(f, r))).join(','))];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Every row matching the query, page after page (not only the visible page). */
export async function fetchAll<R>(list: (q: AdminListParams) => Promise<Page<R>>, q: AdminListParams): Promise<R[]> {
  const rows: R[] = [];
  for (let page_no = 1; rows.length < EXPORT_MAX; page_no++) {
    const page = await list({ ...q, page_no, page_size: PAGE_SIZE_MAX });
    rows.push(...page.list);
    if (page.list.length < PAGE_SIZE_MAX || rows.length >= page.total) break;
  }
  return rows.slice(0, EXPORT_MAX);
}

export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
