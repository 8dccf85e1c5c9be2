import type { DayWindow, RollupSource } from './rollup-sources';
import { count, grouped, names } from './rollup-sql';

/** Daily rollups of the learning areas built on top of the core: exams, problem sets, camps, partners. */

export const EXAM_SOURCE: RollupSource = {
  name: 'exam',
  metrics: [{ key: 'exams_running', title: '进行中的考试', kind: 'snapshot', unit: 'count' }],
  cards: [{ key: 'exams_running', link: '/admin/exam' }],
  rankings: [{ key: 'exam', title: '热门考试', names: names('exams', 'exam_id', 'title') }],
  async compute(em, w: DayWindow) {
    return [
      { metric: 'exams_running', dim: '', value: await count(em, 'SELECT COUNT(*) AS n FROM exams WHERE published = ? AND start_at < ? AND end_at > ?', [true, w.end, w.end]) },
      ...(await grouped(em, 'exam_starts', 'SELECT exam_id AS dim, COUNT(*) AS n FROM exam_submits WHERE started_at >= ? AND started_at < ? GROUP BY exam_id', [w.start, w.end])),
      ...(await grouped(em, 'exam_completions', "SELECT exam_id AS dim, COUNT(*) AS n FROM exam_submits WHERE submitted_at >= ? AND submitted_at < ? AND state IN ('submitted', 'expired') GROUP BY exam_id", [w.start, w.end])),
    ];
  },
};

export const PROBLEMSET_SOURCE: RollupSource = {
  name: 'problemset',
  metrics: [],
  rankings: [{ key: 'problemset', title: '热门题单', names: names('ps_sets', 'id', 'title') }],
  async compute(em, w) {
    return [
      ...(await grouped(em, 'problemset_starts', 'SELECT set_id AS dim, COUNT(*) AS n FROM ps_rounds WHERE started_at >= ? AND started_at < ? GROUP BY set_id', [w.start, w.end])),
      // a round is complete when every item of its set is solved; counted on the day of its last activity
      ...(await grouped(
        em,
        'problemset_completions',
        'SELECT r.set_id AS dim, COUNT(*) AS n FROM ps_rounds r WHERE r.active_at >= ? AND r.active_at < ? AND r.solved > 0 AND r.solved >= (SELECT COUNT(*) FROM ps_items i WHERE i.set_id = r.set_id) GROUP BY r.set_id',
        [w.start, w.end],
      )),
    ];
  },
};

export const TRAINING_SOURCE: RollupSource = {
  name: 'training',
  metrics: [{ key: 'camps_running', title: '开营中的训练营', kind: 'snapshot', unit: 'count' }],
  cards: [{ key: 'camps_running', link: '/admin/training' }],
  rankings: [{ key: 'camp', title: '热门训练营', names: names('courses', 'course_id', 'title') }],
  async compute(em, w) {
    return [
      { metric: 'camps_running', dim: '', value: await count(em, 'SELECT COUNT(DISTINCT course_id) AS n FROM training_cohorts WHERE start_at < ? AND (end_at IS NULL OR end_at > ?)', [w.end, w.end]) },
      ...(await grouped(em, 'camp_starts', 'SELECT course_id AS dim, COUNT(*) AS n FROM training_enrollments WHERE created_at >= ? AND created_at < ? GROUP BY course_id', [w.start, w.end])),
      ...(await grouped(em, 'camp_completions', 'SELECT course_id AS dim, COUNT(*) AS n FROM training_certificates WHERE issued_at >= ? AND issued_at < ? GROUP BY course_id', [w.start, w.end])),
    ];
  },
};

export const PARTNER_SOURCE: RollupSource = {
  name: 'partner',
  metrics: [{ key: 'commission_pending_fen', title: '待结算佣金', kind: 'snapshot', unit: 'fen' }],
  cards: [{ key: 'commission_pending_fen', link: '/admin/partner/ledger' }],
  async compute(em, w) {
    // commissions earned by the end of the day and still inside their hold then
    const pending = await count(em, "SELECT SUM(amount_fen) AS n FROM partner_ledger WHERE kind = 'commission' AND created_at < ? AND available_at > ?", [w.end, w.end]);
    return [{ metric: 'commission_pending_fen', dim: '', value: pending }];
  },
};

export const AREA_SOURCES = [EXAM_SOURCE, PROBLEMSET_SOURCE, TRAINING_SOURCE, PARTNER_SOURCE];
