import type { Page } from '../../types/api';
import type { SessionInfo } from '../../types/user';
import type { TestApp } from './app';

const join = (path: string, qs: string) => `${path}${path.includes('?') ? '&' : '?'}${qs}`;

/**
 * The refusals every admin list shares (server/src/common/admin-list): an unknown filter, a sort
 * outside the whitelist (the message names `sorts`, the whole whitelist) and a page over 100 each
 * answer 4220 with the field's Chinese message.
 */
export async function expectListRefusals(t: TestApp, session: SessionInfo, path: string, sorts: string[]): Promise<void> {
  const cases: [string, string, string][] = [
    // the messages spelled out: they are the contract the admin pages show
    ['secret=1', 'secret', '不支持的筛选条件：secret'],
    ['sort=secret', 'sort', `不支持按「secret」排序，可排序字段：${sorts.join('、')}`],
    ['page_size=101', 'page_size', 'page_size 不能大于100'],
  ];
  for (const [qs, field, message] of cases) {
    const res = await t.get(join(path, qs), { session });
    expect({ qs, status: res.status, code: res.body.code }).toEqual({ qs, status: 422, code: 4220 });
    expect(res.body.errors).toContainEqual({ field, message });
  }
}

/**
 * Sorting by `sort` orders the rows by `value`, both ways: ascending and descending lists are each
 * monotonic and start with different values (so the rows need at least two distinct values).
 */
export async function expectSorted<R>(t: TestApp, session: SessionInfo, path: string, sort: string, value: (row: R) => string | number | null): Promise<void> {
  const read = async (order: 'asc' | 'desc') => {
    const res = await t.get<Page<R>>(join(path, `sort=${sort}&order=${order}&page_size=100`), { session });
    expect({ sort, order, code: res.body.code }).toEqual({ sort, order, code: 2000 });
    return res.body.data.list.map(value);
  };
  const [asc, desc] = [await read('asc'), await read('desc')];
  // ids and amounts as numbers, times as ISO text; null (not yet set) sorts first, as in SQL
  const key = (v: string | number | null) => v ?? '';
  const cmp = (a: string | number | null, b: string | number | null) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
  expect({ sort, asc }).toEqual({ sort, asc: [...asc].sort(cmp) });
  expect({ sort, desc }).toEqual({ sort, desc: [...desc].sort((a, b) => cmp(b, a)) });
  expect(asc.length).toBeGreaterThan(1);
  expect(asc[0]).not.toEqual(desc[0]);
}
