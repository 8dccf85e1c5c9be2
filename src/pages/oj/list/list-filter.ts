import type { JudgeTypeId, ProblemLevel, ProblemListQuery, SortTypeId, StatusFilter } from '../../../../types/oj';
import { TAG_LIMITS } from '../../../../types/oj-tags';
import { LIMITS } from '../../../../types/validation';

export interface ListFilter {
  categoryId: string;
  level: ProblemLevel | 0;
  keyword: string;
  sortType: SortTypeId;
  judgeType: JudgeTypeId | 0;
  status: StatusFilter;
  /** only problems carrying this tag; '' for all */
  tag: string;
  pageNo: number;
}

export const INITIAL_FILTER: ListFilter = { categoryId: '', level: 0, keyword: '', sortType: 1, judgeType: 0, status: 0, tag: '', pageNo: 1 };

const oneOf = <T extends number>(raw: string | undefined, allowed: readonly T[], fallback: T): T => {
  const n = Number(raw);
  return (allowed as readonly number[]).includes(n) ? (n as T) : fallback;
};

function decodeOnce(v: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(v)) return v;
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

/**
 * The list state lives in the page URL (`/oj/list?tag=数组&level=2&page=3`), so a reload, a shared
 * link or a tag tapped on a problem page opens the same rows. Unknown or bad values fall back.
 */
export function filterFromQuery(raw: Record<string, string | undefined>): ListFilter {
  const q: Record<string, string | undefined> = {};
  // the mini-program hands page options over still percent-encoded; H5 decodes them
  for (const [k, v] of Object.entries(raw)) q[k] = v !== undefined ? decodeOnce(String(v)) : v;
  const page = Number(q.page);
  return {
    categoryId: /^\d{1,19}$/.test(q.category_id ?? '') ? q.category_id! : '',
    level: oneOf(q.level, [1, 2, 3] as const, 0),
    keyword: (q.keyword ?? '').trim().slice(0, LIMITS.keyword),
    sortType: oneOf(q.sort_type, [1, 2, 3, 4, 5] as const, 1),
    judgeType: oneOf(q.judge_type, [1, 2] as const, 0),
    status: oneOf(q.status, [1, 2, 3] as const, 0),
    tag: Array.from((q.tag ?? '').trim()).slice(0, TAG_LIMITS.chars).join(''),
    pageNo: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of a state; defaults are left out to keep links short. */
export function filterToQuery(f: ListFilter): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.categoryId) out.category_id = f.categoryId;
  if (f.level) out.level = String(f.level);
  if (f.keyword) out.keyword = f.keyword;
  if (f.sortType !== 1) out.sort_type = String(f.sortType);
  if (f.judgeType) out.judge_type = String(f.judgeType);
  if (f.status) out.status = String(f.status);
  if (f.tag) out.tag = f.tag;
  if (f.pageNo > 1) out.page = String(f.pageNo);
  return out;
}

/** The server's list query for a state. */
export function filterToRequest(f: ListFilter, pageSize: number): ProblemListQuery {
  return {
    page_no: f.pageNo,
    page_size: pageSize,
    sort_type: f.sortType,
    ...(f.categoryId ? { category_id: f.categoryId } : {}),
    ...(f.level ? { level: f.level } : {}),
    ...(f.judgeType ? { judge_type: f.judgeType } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(f.tag ? { tag: f.tag } : {}),
  };
}
