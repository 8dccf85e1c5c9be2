import type { Page } from '../../../types/api';
import type { TopicDetail, TopicRow } from '../../../types/community';
import type { CodeMode, JudgeLang } from '../../../types/judge';
import type {
  AdminProblemDetail,
  AdminProblemQuery,
  AdminProblemRow,
  AdminSubmissionQuery,
  Category,
  CategoryRequest,
  CheckerRequest,
  CheckerRow,
  LanguageRow,
  LanguageUpdateRequest,
  MyProblemRow,
  OjUserQuery,
  OjUserRow,
  PackageReport,
  PermitCheck,
  ProblemDetail,
  ProblemForm,
  ProblemListQuery,
  ProblemRow,
  ProblemStat,
  RunRequest,
  RunResult,
  SubmissionDetail,
  SubmissionListQuery,
  SubmissionResult,
  SubmissionRow,
  SubmitRequest,
  UserOjStat,
} from '../../../types/oj';
import { get, post, upload, type Query, type RequestOptions, type UploadOptions } from '../request';

const q = <T extends object>(x: T) => x as unknown as Query;

// ---- learner (SPEC §7 OJ) ----
export const checkPermit = (problemId: string, o?: RequestOptions) => get<PermitCheck>('/v1/oj/permit', { problem_id: problemId }, o);
export const listProblems = (query: ProblemListQuery, o?: RequestOptions) => get<Page<ProblemRow>>('/v1/oj/problem/list', q(query), o);
export const problemDetail = (problemId: string, codeMode: CodeMode, o?: RequestOptions) =>
  get<ProblemDetail>('/v1/oj/problem/detail', { problem_id: problemId, code_mode: codeMode }, o);
export const problemSnippet = (problemId: string, codeMode: CodeMode, lang: JudgeLang, o?: RequestOptions) =>
  get<{ lang: JudgeLang; code: string }>('/v1/oj/problem/snippet', { problem_id: problemId, code_mode: codeMode, lang }, o);
export const problemTemplates = (problemId: string, codeMode: CodeMode, o?: RequestOptions) =>
  get<Partial<Record<JudgeLang, string>>>('/v1/oj/problem/templates', { problem_id: problemId, code_mode: codeMode }, o);
export const myProblems = (query: { page_no?: number; page_size?: number; status?: 0 | 1 | 2 }, o?: RequestOptions) =>
  get<Page<MyProblemRow>>('/v1/oj/problem/mine', q(query), o);
export const submitCode = (body: SubmitRequest, o?: RequestOptions) => post<{ submission_id: string }>('/v1/oj/submit', q(body), o);
export const runCode = (body: RunRequest, o?: RequestOptions) => post<{ run_id: string }>('/v1/oj/run', q(body), o);
export const runResult = (runId: string, o?: RequestOptions) => get<RunResult>('/v1/oj/run/result', { run_id: runId }, o);
export const submissionResult = (sid: string, o?: RequestOptions) => get<SubmissionResult>('/v1/oj/submission/result', { submission_id: sid }, o);
export const submissionDetail = (sid: string, o?: RequestOptions) => get<SubmissionDetail>('/v1/oj/submission/detail', { submission_id: sid }, o);
export const latestSubmission = (problemId: string, codeMode: CodeMode, o?: RequestOptions) =>
  get<SubmissionDetail | null>('/v1/oj/submission/latest', { problem_id: problemId, code_mode: codeMode }, o);
export const listSubmissions = (query: SubmissionListQuery, o?: RequestOptions) => get<Page<SubmissionRow>>('/v1/oj/submission/list', q(query), o);
export const problemStat = (problemId: string, o?: RequestOptions) => get<ProblemStat>('/v1/oj/stat', { problem_id: problemId }, o);
export const userStat = (o?: RequestOptions) => get<UserOjStat>('/v1/oj/stat/user', {}, o);
export const judgeTypes = (o?: RequestOptions) => get<{ id: number; name: string }[]>('/v1/oj/judge-types', {}, o);
export const sortTypes = (o?: RequestOptions) => get<{ id: number; name: string }[]>('/v1/oj/sort-types', {}, o);
export const categories = (o?: RequestOptions) => get<Category[]>('/v1/oj/categories', {}, o);
export const languages = (o?: RequestOptions) => get<LanguageRow[]>('/v1/oj/languages', {}, o);

// ---- admin ----
export const adminProblems = (query: AdminProblemQuery, o?: RequestOptions) => get<Page<AdminProblemRow>>('/admin/oj/problem/list', q(query), o);
export const adminProblem = (problemId: string, o?: RequestOptions) => get<AdminProblemDetail>('/admin/oj/problem/detail', { problem_id: problemId }, o);
export const adminCreateProblem = (form: ProblemForm, o?: RequestOptions) => post<AdminProblemDetail>('/admin/oj/problem/create', q(form), o);
export const adminUpdateProblem = (problemId: string, form: ProblemForm, o?: RequestOptions) =>
  post<AdminProblemDetail>('/admin/oj/problem/update', q({ ...form, problem_id: problemId }), o);
export const adminUploadData = (problemId: string, filePath: string, o?: UploadOptions) =>
  upload<PackageReport>(`/admin/oj/problem/data?problem_id=${encodeURIComponent(problemId)}`, filePath, o);
export const adminLanguages = (o?: RequestOptions) => get<LanguageRow[]>('/admin/oj/language/list', {}, o);
export const adminUpdateLanguage = (body: LanguageUpdateRequest, o?: RequestOptions) => post<LanguageRow>('/admin/oj/language/update', q(body), o);
export const adminCategories = (o?: RequestOptions) => get<Category[]>('/admin/oj/category/list', {}, o);
export const adminSaveCategory = (id: string | null, body: CategoryRequest, o?: RequestOptions) =>
  post<Category>(id ? '/admin/oj/category/update' : '/admin/oj/category/create', q(id ? { ...body, id } : body), o);
export const adminDeleteCategory = (id: string, o?: RequestOptions) => post<null>('/admin/oj/category/delete', { id }, o);
export const adminCheckers = (o?: RequestOptions) => get<CheckerRow[]>('/admin/oj/checker/list', {}, o);
export const adminSaveChecker = (id: string | null, body: CheckerRequest, o?: RequestOptions) =>
  post<CheckerRow>(id ? '/admin/oj/checker/update' : '/admin/oj/checker/create', q(id ? { ...body, id } : body), o);
export const adminDeleteChecker = (id: string, o?: RequestOptions) => post<null>('/admin/oj/checker/delete', { id }, o);
export const adminSubmissions = (query: AdminSubmissionQuery, o?: RequestOptions) => get<Page<SubmissionRow>>('/admin/oj/submission/list', q(query), o);
export const adminRejudge = (sid: string, o?: RequestOptions) => post<SubmissionResult>('/admin/oj/submission/rejudge', { submission_id: sid }, o);
export const adminOjUsers = (query: OjUserQuery, o?: RequestOptions) =>
  get<Page<OjUserRow>>('/admin/oj/user/list', q(query), o);

// ---- solutions and discussion are community topics on the problem (types/community) ----
export const problemTopics = (problemId: string, cateType: number, pageNo = 1, o?: RequestOptions) =>
  get<Page<TopicRow>>('/v1/topic/list', { cate_type: cateType, cate_id: problemId, page_no: pageNo, page_size: 20 }, o);
export const topicDetail = (topicId: string, o?: RequestOptions) => get<TopicDetail>('/v1/topic/detail', { topic_id: topicId }, o);
