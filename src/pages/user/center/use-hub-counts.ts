import { useEffect, useState } from 'react';
import { fetchMyOrders } from '../../../services/api/commerce';
import { fetchMyCourses } from '../../../services/api/course';
import { myExams } from '../../../services/api/exam';
import { mySets } from '../../../services/api/problemset';
import { fetchEnrollment } from '../../../services/api/training';

/** Counts of the hub's entries, keyed by the entry's path; a count whose read failed stays absent. */
export type HubCounts = Partial<Record<string, number>>;

const READS: [string, () => Promise<number>][] = [
  ['/user/order', () => fetchMyOrders({ page_no: 1, page_size: 1 }, { silent: true }).then((p) => p.total)],
  ['/study/course', () => fetchMyCourses({ silent: true }).then((rows) => rows.length)],
  ['/study/exam', () => myExams({ silent: true }).then((rows) => rows.length)],
  ['/study/problem', () => mySets({ silent: true }).then((rows) => rows.length)],
  ['/training/enrollment', () => fetchEnrollment({ silent: true }).then((rows) => rows.length)],
];

/**
 * The 我的 hub's counts from the endpoints the pages behind it already use, read side by side
 * and each on its own: one that fails (no phone for camps, say) only hides its own number.
 */
export function useHubCounts(uid: string): HubCounts {
  const [counts, setCounts] = useState<HubCounts>({});
  useEffect(() => {
    let live = true;
    for (const [path, read] of READS) {
      void read().then(
        (n) => live && setCounts((c) => ({ ...c, [path]: n })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [uid]);
  return counts;
}
