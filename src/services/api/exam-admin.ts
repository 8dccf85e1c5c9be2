import type { Page } from '../../../types/api';
import type { ExamTag } from '../../../types/exam';
import type {
  AccommodationRow,
  AdminBankRow,
  AdminExamRow,
  AdminItemRow,
  AdminSubmitDetail,
  AdminSubmitRow,
  PairStatus,
  SimilarityJobView,
  SimilarityPairDetail,
  SimilarityPairRow,
} from '../../../types/exam-admin';
import { get, post, type Query, type RequestOptions } from '../request';

const A = '/admin/exam';
const s = { silent: true };

// exams
export const adminExams = (q: Query, o: RequestOptions = s) => get<Page<AdminExamRow>>(`${A}/list`, q, o);
export const adminExam = (examId: string, o: RequestOptions = s) => get<AdminExamRow>(`${A}/detail`, { exam_id: examId }, o);
export const adminSaveExam = (body: Query, o: RequestOptions = s) => post<AdminExamRow>(`${A}/save`, body, o);
export const adminDeleteExam = (examId: string, o: RequestOptions = s) => post<{ deleted: true }>(`${A}/delete`, { exam_id: examId }, o);
// tags
export const adminExamTags = (o: RequestOptions = s) => get<ExamTag[]>(`${A}/tag/list`, {}, o);
export const adminSaveExamTag = (body: Query, o: RequestOptions = s) => post<ExamTag>(`${A}/tag/save`, body, o);
export const adminDeleteExamTag = (id: string, o: RequestOptions = s) => post<{ deleted: true }>(`${A}/tag/delete`, { id }, o);
// question bank
export const adminBank = (q: Query, o: RequestOptions = s) => get<Page<AdminBankRow>>(`${A}/problem/list`, q, o);
export const adminSaveBank = (body: Query, o: RequestOptions = s) => post<AdminBankRow>(`${A}/problem/save`, body, o);
export const adminDeleteBank = (id: string, o: RequestOptions = s) => post<{ deleted: true }>(`${A}/problem/delete`, { id }, o);
// items
export const adminItems = (examId: string, o: RequestOptions = s) => get<AdminItemRow[]>(`${A}/item/list`, { exam_id: examId }, o);
export const adminSaveItem = (body: Query, o: RequestOptions = s) => post<AdminItemRow[]>(`${A}/item/save`, body, o);
export const adminDeleteItem = (examId: string, id: string, o: RequestOptions = s) => post<AdminItemRow[]>(`${A}/item/delete`, { exam_id: examId, id }, o);
export const adminOrderItems = (examId: string, ids: string[], o: RequestOptions = s) => post<AdminItemRow[]>(`${A}/item/order`, { exam_id: examId, item_ids: ids.join(',') }, o);
// accommodations
export const adminAccommodations = (examId: string, o: RequestOptions = s) => get<AccommodationRow[]>(`${A}/accommodation/list`, { exam_id: examId }, o);
export const adminSaveAccommodation = (body: Query, o: RequestOptions = s) => post<AccommodationRow[]>(`${A}/accommodation/save`, body, o);
export const adminDeleteAccommodation = (id: string, o: RequestOptions = s) => post<{ deleted: true }>(`${A}/accommodation/delete`, { id }, o);
// submits
export const adminSubmits = (q: Query, o: RequestOptions = s) => get<Page<AdminSubmitRow>>(`${A}/submit/list`, q, o);
export const adminSubmit = (submitId: string, o: RequestOptions = s) => get<AdminSubmitDetail>(`${A}/submit/detail`, { submit_id: submitId }, o);
export const adminRescore = (submitId: string, itemId: string, score: number, o: RequestOptions = s) => post<AdminSubmitDetail>(`${A}/submit/rescore`, { submit_id: submitId, item_id: itemId, score }, o);
export const adminRejudge = (submitId: string, itemId?: string, o: RequestOptions = s) => post<AdminSubmitDetail>(`${A}/submit/rejudge`, { submit_id: submitId, ...(itemId ? { item_id: itemId } : {}) }, o);
export const adminAbandon = (submitId: string, o: RequestOptions = s) => post<AdminSubmitDetail>(`${A}/submit/abandon`, { submit_id: submitId }, o);
export const adminExportSubmits = (examId: string, o: RequestOptions = s) => get<{ filename: string; csv: string }>(`${A}/submit/export`, { exam_id: examId }, o);
// similarity
export const adminStartSimilarity = (examId: string, itemId: string, threshold: number, o: RequestOptions = s) => post<SimilarityJobView>(`${A}/similarity/start`, { exam_id: examId, item_id: itemId, threshold }, o);
export const adminSimilarityJob = (jobId: string, o: RequestOptions = s) => get<SimilarityJobView>(`${A}/similarity/job`, { job_id: jobId }, o);
export const adminSimilarityJobs = (examId: string, o: RequestOptions = s) => get<SimilarityJobView[]>(`${A}/similarity/jobs`, { exam_id: examId }, o);
export const adminSimilarityPairs = (jobId: string, o: RequestOptions = s) => get<SimilarityPairRow[]>(`${A}/similarity/pairs`, { job_id: jobId }, o);
export const adminSimilarityPair = (pairId: string, o: RequestOptions = s) => get<SimilarityPairDetail>(`${A}/similarity/pair`, { pair_id: pairId }, o);
export const adminMarkPair = (pairId: string, status: PairStatus, o: RequestOptions = s) => post<SimilarityPairDetail>(`${A}/similarity/mark`, { pair_id: pairId, status }, o);
