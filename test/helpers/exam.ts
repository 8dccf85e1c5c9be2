import type { AdminBankRow, AdminExamRow, AdminItemRow } from '../../types/exam-admin';
import type { SessionInfo } from '../../types/user';
import type { TestApp } from './app';

const DAY = 86_400_000;

/** Posts an admin form and fails loudly on an error envelope. */
export async function adminPost<T>(t: TestApp, admin: SessionInfo, url: string, form: Record<string, string | number>): Promise<T> {
  const r = await t.post<T>(url, { session: admin, form });
  if (r.body.code !== 2000) throw new Error(`${url}: ${r.body.code} ${r.body.msg}`);
  return r.body.data;
}

export function question(t: TestApp, admin: SessionInfo, form: Record<string, string | number>): Promise<AdminBankRow> {
  return adminPost<AdminBankRow>(t, admin, '/api/admin/exam/problem/save', { content: '题干', explanation: '解析', ...form });
}

/** A published free exam, open now for an hour, with the given items ({problem_id | pool_ids, score, ...}). */
export async function makeExam(
  t: TestApp,
  admin: SessionInfo,
  items: Record<string, string | number>[],
  over: Record<string, string | number> = {},
): Promise<{ exam: AdminExamRow; items: AdminItemRow[] }> {
  const now = Date.now();
  const exam = await adminPost<AdminExamRow>(t, admin, '/api/admin/exam/save', {
    title: '测试考试',
    access: 'free',
    start_at: new Date(now - DAY).toISOString(),
    end_at: new Date(now + DAY).toISOString(),
    duration: 60,
    attempts_allowed: 1,
    result_rule: 1,
    published: 'true',
    ...over,
  });
  let rows: AdminItemRow[] = [];
  for (const it of items) rows = await adminPost<AdminItemRow[]>(t, admin, '/api/admin/exam/item/save', { exam_id: exam.exam_id, ...it });
  return { exam, items: rows };
}
