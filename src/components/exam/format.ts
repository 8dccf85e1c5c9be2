import { RESULT_RULE_LABEL, type ExamPhase, type ResultRule } from '../../../types/exam';
import { formatDate } from '../../utils/format';

export const PHASE_LABEL: Record<ExamPhase, string> = { upcoming: '未开始', open: '进行中', closed: '已结束' };

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
