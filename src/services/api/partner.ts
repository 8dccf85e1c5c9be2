import type { Page, PageQuery } from '../../../types/api';
import type { JudgeLang } from '../../../types/judge';
import type {
  BalanceView,
  ClaimView,
  LedgerEntryView,
  PartnerMe,
  PartnerProblemView,
  PayoutView,
  ProblemInfoDraft,
  PromotionBonusView,
  PromotionMpCode,
  PromotionView,
  ReviewDecision,
  RejectReason,
  TaskKind,
  TaskView,
  TemplateRunView,
  TemplateState,
  TemplateView,
} from '../../../types/partner';
import { get, post, type RequestOptions } from '../request';

export type TaskDetail = TaskView & { my_claims: ClaimView[] };

// ---- promotions (promoters)
export const fetchPartnerMe = (options?: RequestOptions) => get<PartnerMe>('/partner/me', {}, options);
export const fetchMyPromotions = (options?: RequestOptions) => get<PromotionView[]>('/partner/promotion/list', {}, options);
export const fetchPromotionBonus = (pmid: string, options?: RequestOptions) => get<PromotionBonusView>('/partner/promotion/bonus', { pmid }, options);
export const fetchPromotionMpCode = (pmid: string, options?: RequestOptions) => get<PromotionMpCode>('/partner/promotion/mpcode', { pmid }, options);
export const fetchLedger = (q: PageQuery & { pmid?: string }, options?: RequestOptions) => get<Page<LedgerEntryView>>('/partner/promotion/ledger', { ...q }, options);
export const fetchBalance = (options?: RequestOptions) => get<BalanceView>('/partner/promotion/balance', {}, options);
export const fetchMyPayouts = (q: PageQuery, options?: RequestOptions) => get<Page<PayoutView>>('/partner/promotion/payouts', { ...q }, options);

// ---- the landing (anyone)
export const promotionExists = (code: string, options?: RequestOptions) => get<{ exists: boolean }>('/partner/promotion/channel', { code }, options);
export const recordTouch = (body: { code: string; visitor_id: string; channel: 'h5' | 'weapp' }, options?: RequestOptions) =>
  post<{ exists: boolean }>('/partner/promotion/touch', body, options);

// ---- tasks and cotasks (content partners)
const area = (kind: TaskKind) => (kind === 'cotask' ? 'cotask' : 'task');
export const fetchTasks = (kind: TaskKind, q: PageQuery & { tag?: string }, options?: RequestOptions) => get<Page<TaskView>>(`/partner/${area(kind)}/list`, { ...q }, options);
export const fetchTask = (kind: TaskKind, taskId: string, options?: RequestOptions) => get<TaskDetail>(`/partner/${area(kind)}/detail`, { task_id: taskId }, options);
export const fetchMyClaims = (q: PageQuery, options?: RequestOptions) => get<Page<ClaimView>>('/partner/task/mine', { ...q }, options);
export const claimTask = (taskId: string, options?: RequestOptions) => post<ClaimView>('/partner/task/claim', { task_id: taskId }, options);
export const submitClaim = (kind: TaskKind, body: { claim_id: string; content: string; template_id?: string }, options?: RequestOptions) =>
  post<ClaimView>(`/partner/${area(kind)}/submit`, body, options);
export const contribute = (body: { task_id: string; content: string; template_id?: string }, options?: RequestOptions) => post<ClaimView>('/partner/cotask/contribute', body, options);

// ---- OJ templates (content partners)
export const fetchPartnerProblem = (problemId: string, options?: RequestOptions) => get<PartnerProblemView>('/partner/oj/problem', { problem_id: problemId }, options);
export const runTemplate = (body: { problem_id: string; lang: JudgeLang; solution: string }, options?: RequestOptions) => post<{ run_id: string }>('/partner/oj/template/run', body, options);
export const fetchTemplateRun = (runId: string, options?: RequestOptions) => get<TemplateRunView>('/partner/oj/template/run/result', { run_id: runId }, options);
export const saveTemplate = (
  body: { problem_id: string; lang: JudgeLang; code: string; solution: string; run_id: string; info?: ProblemInfoDraft; claim_id?: string },
  options?: RequestOptions,
) => post<TemplateView>('/partner/oj/template/save', { ...body, info: body.info ? JSON.stringify(body.info) : undefined }, options);
export const fetchMyTemplates = (q: PageQuery, options?: RequestOptions) => get<Page<TemplateView>>('/partner/oj/template/list', { ...q }, options);

// ---- admin review of templates and claims (the two admin-only practice routes)
export const fetchTemplateQueue = (q: PageQuery & { state?: TemplateState }, options?: RequestOptions) => get<Page<TemplateView>>('/admin/partner/template/list', { ...q }, options);
export const fetchTemplateForReview = (templateId: string, options?: RequestOptions) => get<TemplateView>('/admin/partner/template/detail', { template_id: templateId }, options);
export const reviewTemplate = (body: { template_id: string; decision: 'approve' | 'reject'; note?: string }, options?: RequestOptions) => post<TemplateView>('/admin/partner/template/review', body, options);
export const reviewClaim = (body: { claim_id: string; decision: ReviewDecision; note?: string; reason?: RejectReason }, options?: RequestOptions) =>
  post<ClaimView>('/admin/partner/task/review', body, options);
