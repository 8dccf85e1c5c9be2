import { RESULT_RULE_LABEL, type ExamPhase, type ResultRule } from '../../../types/exam';
import { formatDate } from '../../utils/format';

export const PHASE_LABEL: Record<ExamPhase, string> = { upcoming: '未开始', open: '进行中', closed: '已结束' };

/** What one exam is to one learner: the same word on /study/exam and on the exam's cover. */
export type ExamUserState = 'in_progress' | 'submitted' | 'open' | 'upcoming' | 'closed';
export const EXAM_STATE_LABEL: Record<ExamUserState, string> = { in_progress: '作答中', submitted: '已交卷', open: '进行中', upcoming: '未开始', closed: '已结束' };

/**
 * An attempt running wins; otherwise the window decides, and inside an open window an exam the
 * learner has already handed in reads 已交卷 (another attempt may still be allowed).
 */
export function examState(e: { phase: ExamPhase; running: boolean; attempts: number }): ExamUserState {
  if (e.running) return 'in_progress';
  if (e.phase !== 'open') return e.phase;
  return e.attempts > 0 ? 'submitted' : 'open';
}

export function windowText(start: string, end: string): string {
  return `${formatDate(start)} ~ ${formatDate(end)}`;
}

/** 65 -> 01:05, 3725 -> 1:02:05 */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}

export function usedText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  return m ? `${m}分${seconds % 60}秒` : `${seconds}秒`;
}

export const ruleText = (r: ResultRule) => RESULT_RULE_LABEL[r];

/** Which exam page a tab bar entry leads to. */
export const examPath = (eid: string, page: '' | 'question' | 'result' | 'explain' | 'rank' | 'comment' = '') => (page ? `/exam/${eid}/${page}` : `/exam/${eid}`);
