import type { EntityManager } from 'typeorm';
import type { MigrateCounts } from '../../../../types/migrate';
import { EquityLedger } from '../commerce/equity-ledger';

/**
 * Moves everything one account owns to another inside the caller's transaction. Tables whose rows
 * are unique per user and thing (a like, a lesson's progress, a problem's standing) keep one row
 * per thing: the better of the two where that means something, else the current account's.
 */

type Key = string[];

async function scalar(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const [row] = (await em.query(sql, params)) as { n: number | string }[];
  return Number(row?.n ?? 0);
}

/** Rows of `from` whose key the `to` account already has: decided by `keepFrom`, the loser deleted. */
async function moveUnique(
  em: EntityManager,
  table: string,
  key: Key,
  from: string,
  to: string,
  keepFrom: (fromRow: Record<string, unknown>, toRow: Record<string, unknown>) => boolean = () => false,
  extra: string[] = [],
): Promise<void> {
  const cols = [...key, ...extra].join(', ');
  const mine = (await em.query(`SELECT ${cols} FROM ${table} WHERE uid = ?`, [to])) as Record<string, unknown>[];
  const keyOf = (r: Record<string, unknown>) => key.map((k) => String(r[k])).join('|');
  const have = new Map(mine.map((r) => [keyOf(r), r]));
  const theirs = (await em.query(`SELECT ${cols} FROM ${table} WHERE uid = ?`, [from])) as Record<string, unknown>[];
  const where = key.map((k) => `${k} = ?`).join(' AND ');
  for (const r of theirs) {
    const clash = have.get(keyOf(r));
    if (!clash) continue;
    const loser = keepFrom(r, clash) ? to : from;
    await em.query(`DELETE FROM ${table} WHERE uid = ? AND ${where}`, [loser, ...key.map((k) => r[k])]);
  }
  await em.query(`UPDATE ${table} SET uid = ? WHERE uid = ?`, [to, from]);
}

/** Records both accounts hold of one thing that cannot be merged (an exam's attempts, a camp's enrollment). */
export async function sharedRecords(em: EntityManager, from: string, to: string): Promise<{ exams: number; camps: number }> {
  const shared = (table: string, column: string) =>
    scalar(em, `SELECT COUNT(DISTINCT a.${column}) AS n FROM ${table} a WHERE a.uid = ? AND a.${column} IN (SELECT b.${column} FROM ${table} b WHERE b.uid = ?)`, [from, to]);
  return { exams: await shared('exam_submits', 'exam_id'), camps: await shared('training_enrollments', 'course_id') };
}

/** What a merge of `from` into `to` would move. */
export async function countOwned(em: EntityManager, uid: string): Promise<MigrateCounts> {
  const c = (table: string, extra = '') => scalar(em, `SELECT COUNT(*) AS n FROM ${table} WHERE uid = ?${extra}`, [uid]);
  return {
    orders: await c('orders'),
    equities: await scalar(em, 'SELECT COUNT(*) AS n FROM user_equities WHERE uid = ? AND expires_at > ?', [uid, new Date().toISOString().replace('T', ' ').replace('Z', '')]),
    submissions: await c('oj_submissions'),
    solved: await c('oj_problem_users', ' AND status = 2'),
    topics: await c('topics', ' AND deleted = 0'),
    comments: await c('comments'),
    lessons: await c('learn_logs'),
    notices: await c('notices'),
  };
}

/** The merge itself; the caller holds the transaction and has checked the accounts may merge. */
export async function mergeOwned(em: EntityManager, from: string, to: string): Promise<void> {
  for (const table of ['orders', 'user_coupons', 'oj_submissions', 'topics', 'comments', 'notices', 'feedback', 'course_scholarships']) {
    await em.query(`UPDATE ${table} SET uid = ? WHERE uid = ?`, [to, from]);
  }
  await new EquityLedger(em).moveHolder(from, to);
  // a problem's standing: the better status, the submissions of both
  const standing = (await em.query('SELECT problem_id, status, submissions, last_submit_at FROM oj_problem_users WHERE uid = ?', [from])) as {
    problem_id: string;
    status: number;
    submissions: number;
    last_submit_at: string | Date;
  }[];
  for (const s of standing) {
    const res = (await em.query('SELECT status FROM oj_problem_users WHERE uid = ? AND problem_id = ?', [to, s.problem_id])) as unknown[];
    if (!res.length) continue;
    await em.query(
      'UPDATE oj_problem_users SET status = CASE WHEN status > ? THEN status ELSE ? END, submissions = submissions + ?, last_submit_at = CASE WHEN last_submit_at > ? THEN last_submit_at ELSE ? END WHERE uid = ? AND problem_id = ?',
      [s.status, s.status, s.submissions, s.last_submit_at, s.last_submit_at, to, s.problem_id],
    );
    await em.query('DELETE FROM oj_problem_users WHERE uid = ? AND problem_id = ?', [from, s.problem_id]);
  }
  await em.query('UPDATE oj_problem_users SET uid = ? WHERE uid = ?', [to, from]);
  // a lesson's progress: the one that saw more of the video
  await moveUnique(em, 'learn_logs', ['lesson_id'], from, to, (a, b) => Number(a.watched_buckets) > Number(b.watched_buckets), ['watched_buckets']);
  await moveUnique(em, 'practice_submissions', ['task_id'], from, to);
  await moveUnique(em, 'community_likes', ['target_type', 'target_id'], from, to);
  await moveUnique(em, 'community_favorites', ['topic_id'], from, to);
  await moveUnique(em, 'live_topic_votes', ['topic_id'], from, to);
  await moveUnique(em, 'user_activity_days', ['day'], from, to);
  // exams (a shared exam refuses the merge before this runs) and their accommodations
  await em.query('UPDATE exam_submits SET uid = ? WHERE uid = ?', [to, from]);
  await moveUnique(em, 'exam_accommodations', ['exam_id'], from, to);
  // problem sets: where both worked on one set, the current account's rounds stay (the submissions move anyway)
  const mineSets = new Set(((await em.query('SELECT DISTINCT set_id FROM ps_rounds WHERE uid = ?', [to])) as { set_id: string | number }[]).map((r) => String(r.set_id)));
  const theirs = (await em.query('SELECT id, set_id FROM ps_rounds WHERE uid = ?', [from])) as { id: string | number; set_id: string | number }[];
  for (const r of theirs.filter((x) => mineSets.has(String(x.set_id)))) {
    await em.query('DELETE FROM ps_progress WHERE round_id = ?', [r.id]);
    await em.query('DELETE FROM ps_rounds WHERE id = ?', [r.id]);
  }
  await em.query('UPDATE ps_rounds SET uid = ? WHERE uid = ?', [to, from]);
  await em.query('UPDATE ps_solution_views SET uid = ? WHERE uid = ?', [to, from]);
  // camps (a shared camp refuses the merge before this runs)
  for (const table of ['training_enrollments', 'training_gate_scores', 'training_feedback', 'training_certificates', 'training_enrollment_audits', 'partner_touches']) {
    await em.query(`UPDATE ${table} SET uid = ? WHERE uid = ?`, [to, from]);
  }
  await em.query('DELETE FROM notice_cursors WHERE uid = ?', [from]);
  // the old account is signed out everywhere
  await em.query('DELETE FROM user_tokens WHERE uid = ?', [from]);
}
