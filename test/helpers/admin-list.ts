import type { SessionInfo } from '../../types/user';
import type { TestApp } from './app';

/**
 * The admin list contract's refusals (server/src/common/admin-list/README.md) on one list URL: an
 * unknown filter, a sort outside the whitelist and page_size over 100 answer 422 / 4220 with the
 * field's Chinese message. `sorts` is the list's whitelist in its declared order.
 */
export async function expectListRefusals(t: TestApp, session: SessionInfo, url: string, sorts: string[]): Promise<void> {
  const sep = url.includes('?') ? '&' : '?';
  const cases: [string, string, string][] = [
    ['secret=1', 'secret', '不支持的筛选条件：secret'],
    ['sort=secret', 'sort', `不支持按「secret」排序，可排序字段：${sorts.join('、')}`],
    ['page_size=101', 'page_size', 'page_size 不能大于100'],
  ];
  for (const [qs, field, message] of cases) {
    const res = await t.get(`${url}${sep}${qs}`, { session });
    expect({ url, qs, status: res.status, code: res.body.code }).toEqual({ url, qs, status: 422, code: 4220 });
    expect(res.body.errors).toContainEqual({ field, message });
  }
}
