/** Training camps: the console's requests and views (re-exported by types/training). */
import type { GateCondition, GateState, GateWeights } from './training';

// ---------------------------------------------------------------- console

export interface AdminCampRow {
  course_id: string;
  title: string;
  subtitle: string;
  teacher: string;
  published: boolean;
  product_id: string;
  cohorts: number;
  gates: number;
  learners: number;
}
export interface CampSaveRequest {
  course_id?: string;
  title: string;
  subtitle?: string;
  teacher?: string;
  published?: number;
  product_id?: string;
}

export interface AdminCohortRow {
  cohort_id: string;
  course_id: string;
  name: string;
  start_at: string;
  end_at: string | null;
  capacity: number;
  members: number;
  teacher_uids: string[];
  schedule: string;
  announcement: string;
}
export interface CohortSaveRequest {
  cohort_id?: string;
  course_id: string;
  name: string;
  start_at: string;
  end_at?: string;
  capacity: number;
  /** comma-separated uids */
  teacher_uids?: string;
  schedule?: string;
  announcement?: string;
}

export interface AdminGateView {
  gate_id: string;
  course_id: string;
  title: string;
  summary: string;
  order_value: number;
  pass_score: number;
  weights: GateWeights;
  condition: GateCondition | null;
  lesson_ids: string[];
  problem_ids: string[];
  task_ids: string[];
  exam_id: string;
  rule_text: string;
}
export interface GateSaveRequest {
  gate_id?: string;
  course_id: string;
  title: string;
  summary?: string;
  order_value?: number;
  pass_score: number;
  weights: GateWeights;
  condition: GateCondition | null;
  lesson_ids: string[];
  problem_ids: string[];
  task_ids: string[];
  exam_id?: string;
}
/** Who a draft condition would open the gate for, among the camp's enrolled learners. */
export interface GatePreviewRow {
  uid: string;
  nick_name: string;
  cohort_name: string;
  opens: boolean;
  missing: string[];
}
/** Choices for the condition builder and the content pickers. */
export interface GateOptions {
  gates: { id: string; title: string }[];
  lessons: { id: string; title: string; kind: 'video' | 'article' }[];
  problems: { id: string; title: string }[];
  tasks: { id: string; title: string }[];
  exams: { id: string; title: string }[];
}

export type ScoreJobStatus = 'running' | 'done' | 'failed';
export interface ScoreJobView {
  job_id: string;
  course_id: string;
  status: ScoreJobStatus;
  total: number;
  done: number;
  /** users recomputed again because they acted while the job ran */
  rechecked: number;
  error: string;
  started_at: string;
  finished_at: string | null;
}

export interface ProgressRow {
  uid: string;
  nick_name: string;
  cohort_id: string;
  cohort_name: string;
  total_score: number;
  passed: number;
  /** per gate id: score and state */
  gates: Record<string, { score: number; state: GateState }>;
  computed_at: string | null;
}
export interface ProgressResponse {
  gates: { gate_id: string; title: string }[];
  list: ProgressRow[];
}

export interface FeedbackSaveRequest {
  uid: string;
  gate_id: string;
  content: string;
  approved?: number;
}

export interface AdminEnrollmentRow {
  enrollment_id: string;
  uid: string;
  course_id: string;
  course_title: string;
  cohort_id: string;
  cohort_name: string;
  status: 'active' | 'revoked';
  expires_at: string | null;
  created_at: string;
}
export interface EnrollmentAuditRow {
  id: string;
  course_id: string;
  actor_uid: string;
  actor_name: string;
  action: 'enroll' | 'move' | 'extend' | 'revoke';
  detail: string;
  created_at: string;
}
export interface AdminUserEnrollments {
  uid: string;
  nick_name: string;
  enrollments: AdminEnrollmentRow[];
  audit: EnrollmentAuditRow[];
}
