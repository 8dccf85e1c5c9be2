import type {
  AdminCampRow,
  AdminCohortRow,
  AdminGateView,
  AdminUserEnrollments,
  CampSaveRequest,
  CertificateView,
  ClassResponse,
  CohortSaveRequest,
  EnrollmentRow,
  FeedbackSaveRequest,
  FeedbackView,
  GateOptions,
  GatePreviewRow,
  GateSaveRequest,
  LearnlogResponse,
  PathResponse,
  ProgressResponse,
  RankQuery,
  RankResponse,
  ReportResponse,
  ScoreJobView,
} from '../../../types/training';
import { get, post, type Query, type RequestOptions } from '../request';

// ---- learner (/api/v1/training/...)
export const fetchEnrollment = (options?: RequestOptions) => get<EnrollmentRow[]>('/v1/training/enrollment', {}, options);
export const enroll = (cid: string, gid: string, options?: RequestOptions) => post<EnrollmentRow[]>('/v1/training/enroll', { cid, gid }, options);
export const fetchPath = (cid: string, gid: string, options?: RequestOptions) => get<PathResponse>('/v1/training/path', { cid, gid }, options);
export const fetchClass = (cid: string, gid: string, options?: RequestOptions) => get<ClassResponse>('/v1/training/class', { cid, gid }, options);
/** `uid`: another learner's report (admins only; the server refuses others) */
export const fetchReport = (cid: string, gid: string, uid?: string, options?: RequestOptions) => get<ReportResponse>('/v1/training/report', { cid, gid, uid }, options);
export const fetchRank = (q: RankQuery, options?: RequestOptions) => get<RankResponse>('/v1/training/rank', { ...q }, options);
export const fetchLearnlog = (cid: string, options?: RequestOptions) => get<LearnlogResponse>('/v1/training/learnlog', { cid }, options);
export const fetchCertificate = (cid: string, options?: RequestOptions) => get<CertificateView>('/v1/training/certificate', { cid }, options);

// ---- console (/api/admin/training/...)
/** Lists and objects travel as JSON text in the form body. */
const json = (body: object): Query => Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v !== null && typeof v === 'object' ? JSON.stringify(v) : (v as Query[string])]));

export const adminCamps = (options?: RequestOptions) => get<AdminCampRow[]>('/admin/training/camp/list', {}, options);
export const adminSaveCamp = (body: CampSaveRequest) => post<AdminCampRow[]>('/admin/training/camp/save', { ...body });
export const adminDeleteCamp = (cid: string) => post<AdminCampRow[]>('/admin/training/camp/delete', { cid });
export const adminCohorts = (cid: string, options?: RequestOptions) => get<AdminCohortRow[]>('/admin/training/cohort/list', { cid }, options);
export const adminSaveCohort = (body: CohortSaveRequest) => post<AdminCohortRow[]>('/admin/training/cohort/save', { ...body });
export const adminDeleteCohort = (course_id: string, cohort_id: string) => post<AdminCohortRow[]>('/admin/training/cohort/delete', { course_id, cohort_id });
export const adminGates = (cid: string, options?: RequestOptions) => get<AdminGateView[]>('/admin/training/gate/list', { cid }, options);
export const adminGate = (gate_id: string, options?: RequestOptions) => get<AdminGateView>('/admin/training/gate/detail', { gate_id }, options);
export const adminGateOptions = (cid: string, options?: RequestOptions) => get<GateOptions>('/admin/training/gate/options', { cid }, options);
export const adminSaveGate = (body: GateSaveRequest, options?: RequestOptions) => post<AdminGateView>('/admin/training/gate/save', json(body), options);
export const adminDeleteGate = (gate_id: string) => post<null>('/admin/training/gate/delete', { gate_id });
export const adminPreviewGate = (body: GateSaveRequest, options?: RequestOptions) => post<GatePreviewRow[]>('/admin/training/gate/preview', json(body), options);
export const adminRunScore = (cid: string) => post<ScoreJobView>('/admin/training/score/run', { cid });
export const adminScoreJob = (job_id: string, options?: RequestOptions) => get<ScoreJobView>('/admin/training/score/job', { job_id }, options);
export const adminScoreJobs = (cid: string, options?: RequestOptions) => get<ScoreJobView[]>('/admin/training/score/jobs', { cid }, options);
export const adminSaveFeedback = (body: FeedbackSaveRequest) => post<FeedbackView>('/admin/training/feedback/save', { ...body });
export const adminFeedback = (gate_id: string, options?: RequestOptions) => get<FeedbackView[]>('/admin/training/feedback/list', { gate_id }, options);
export const adminProgress = (cid: string, gid?: string, options?: RequestOptions) => get<ProgressResponse>('/admin/training/progress', { cid, gid }, options);
export const adminProgressExport = (cid: string, gid?: string) => get<{ filename: string; csv: string }>('/admin/training/progress/export', { cid, gid });
export const adminUserEnrollments = (uid: string, options?: RequestOptions) => get<AdminUserEnrollments>('/admin/training/enrollment', { uid }, options);
export const adminEnroll = (uid: string, cid: string, gid: string, days: number) => post<AdminUserEnrollments>('/admin/training/enrollment/enroll', { uid, cid, gid, days });
export const adminMoveEnrollment = (enrollment_id: string, gid: string) => post<AdminUserEnrollments>('/admin/training/enrollment/move', { enrollment_id, gid });
export const adminExtendEnrollment = (enrollment_id: string, days: number) => post<AdminUserEnrollments>('/admin/training/enrollment/extend', { enrollment_id, days });
export const adminRevokeEnrollment = (enrollment_id: string, reason: string) => post<AdminUserEnrollments>('/admin/training/enrollment/revoke', { enrollment_id, reason });
