import type { Page } from '../../../types/api';
import type { AnswerSaved, AttemptView, ExamAnswer, ExamDetail, ExamExplain, ExamRank, ExamResult, ExamRow, MyExamRow } from '../../../types/exam';
import type { JudgeLang } from '../../../types/judge';
import { get, post, type RequestOptions } from '../request';

// ---- learner (issue 14: /api/v1/exam/...) ----
export const examList = (query: { page_no?: number; page_size?: number; tag_id?: string } = {}, o?: RequestOptions) => get<Page<ExamRow>>('/v1/exam/list', query, o);
export const examDetail = (examId: string, o?: RequestOptions) => get<ExamDetail>('/v1/exam/detail', { exam_id: examId }, o);
export const startExam = (examId: string, o?: RequestOptions) => post<AttemptView>('/v1/exam/start', { exam_id: examId }, o);
export const currentAttempt = (examId: string, o?: RequestOptions) => get<AttemptView>('/v1/exam/attempt', { exam_id: examId }, o);
/** Autosave: `answer` null clears it; `flagged` toggles the navigator flag. */
export const saveAnswer = (examId: string, itemId: string, change: { answer?: ExamAnswer | null; flagged?: boolean }, o?: RequestOptions) =>
  post<AnswerSaved>(
    '/v1/exam/answer',
    {
      exam_id: examId,
      item_id: itemId,
      ...(change.answer !== undefined ? { answer: change.answer === null ? '' : JSON.stringify(change.answer) } : {}),
      ...(change.flagged !== undefined ? { flagged: change.flagged } : {}),
    },
    o,
  );
export const handIn = (examId: string, o?: RequestOptions) => post<ExamResult>('/v1/exam/submit', { exam_id: examId }, o);
export const examResult = (examId: string, submitId?: string, o?: RequestOptions) => get<ExamResult>('/v1/exam/result', { exam_id: examId, ...(submitId ? { submit_id: submitId } : {}) }, o);
export const examExplain = (examId: string, o?: RequestOptions) => get<ExamExplain>('/v1/exam/explain', { exam_id: examId }, o);
export const examRank = (examId: string, pageNo: number, pageSize = 20, o?: RequestOptions) => get<ExamRank>('/v1/exam/rank', { exam_id: examId, page_no: pageNo, page_size: pageSize }, o);
export const myExams = (o?: RequestOptions) => get<MyExamRow[]>('/v1/exam/mine', {}, o);

export interface ProgramBody {
  exam_id: string;
  item_id: string;
  lang: JudgeLang;
  code: string;
  input?: string;
  output?: string;
}
export const examProgramRun = (body: ProgramBody, o?: RequestOptions) => post<{ run_id: string }>('/v1/exam/program/run', { ...body }, o);
export const examProgramSubmit = (body: ProgramBody, o?: RequestOptions) => post<{ submission_id: string }>('/v1/exam/program/submit', { ...body }, o);
