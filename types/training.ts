/**
 * Training camps (训练营, SPEC §2 /training/..., §3 training group and gate). A camp is a course of
 * kind training (cid) sold as a product; a cohort (gid, 期/班级) is a training group; gates form one
 * gating graph whose typed conditions combine with AND/OR. The wire contract; no runtime dependencies.
 */
import type { FieldRule } from './admin';
import type { PageQuery } from './api';

// ---------------------------------------------------------------- limits and messages

export const TRAINING_LIMITS = {
  cohortName: 30,
  gateTitle: 40,
  gateSummary: 2000,
  schedule: 5000,
  announcement: 5000,
  feedback: 5000,
  /** conditions nest at most this deep (AND inside OR inside AND) */
  conditionDepth: 4,
  /** leaves of one gate's condition tree */
  conditionLeaves: 20,
  gateItems: 50,
  capacityMax: 10000,
  extendDaysMax: 3650,
  /** learn log heatmap span */
  learnlogDays: 182,
  /** report charts: this many weeks back from today */
  reportWeeks: 8,
} as const;

export const TRAINING_MESSAGES = {
  campMissing: '训练营不存在',
  cohortMissing: '班级不存在',
  gateMissing: '关卡不存在',
  notEnrolled: '你还没有报名这个训练营',
  notInCohort: '你不在这个班级',
  needPurchase: '购买训练营后才能报名',
  alreadyEnrolled: '你已报名这个训练营，不能重复报名',
  cohortFull: '这个班级已满员，请选择其他班级',
  cohortOfOtherCamp: '班级不属于这个训练营',
  enrollmentMissing: '报名记录不存在',
  enrollmentRevoked: '报名已被取消',
  enrollmentExpired: '报名已过期',
  otherReport: '不能查看其他学员的学习报告',
  locked: '关卡未解锁',
  cycle: '关卡条件形成了循环',
  conditionTooDeep: `条件最多嵌套${TRAINING_LIMITS.conditionDepth}层`,
  conditionTooMany: `一个关卡最多${TRAINING_LIMITS.conditionLeaves}个条件`,
  weightsInvalid: '各部分权重须为 0–100 的整数，且至少一项大于 0',
  passScoreInvalid: '通过分须为 0–100 的整数',
  jobMissing: '计算任务不存在',
  certificateMissing: '证书不存在',
  noCertificate: '通过全部关卡后才能领取证书',
  campHasLearners: '训练营已有学员，不能删除（可下架）',
  cohortHasLearners: '班级已有学员，不能删除',
  examSourceMissing: '考试模块未接入',
} as const;

// ---------------------------------------------------------------- conditions

/** The leaf condition types of a gate (issue 16 §1). */
export type ConditionType = 'gate_passed' | 'videos_watched' | 'problems_accepted' | 'exam_score' | 'days_after_start' | 'teacher_approval';
export const CONDITION_TYPES: readonly ConditionType[] = ['gate_passed', 'videos_watched', 'problems_accepted', 'exam_score', 'days_after_start', 'teacher_approval'];
export const CONDITION_LABELS: Record<ConditionType, string> = {
  gate_passed: '已通过关卡',
  videos_watched: '视频观看达到',
  problems_accepted: '题目通过数',
  exam_score: '考试成绩达到',
  days_after_start: '开班后天数',
  teacher_approval: '老师审核通过',
};

export type ConditionLeaf =
  | { type: 'gate_passed'; gate_id: string }
  /** share of the named gate's video lessons really watched (learn-log slices, not the seek position) */
  | { type: 'videos_watched'; gate_id: string; percent: number }
  /** at least k of the listed problems accepted */
  | { type: 'problems_accepted'; problem_ids: string[]; k: number }
  /** best score of the exam, out of 100 */
  | { type: 'exam_score'; exam_id: string; min: number }
  | { type: 'days_after_start'; days: number }
  /** a teacher approved this learner for this gate (feedback with approval) */
  | { type: 'teacher_approval' };

export interface ConditionGroup {
  op: 'and' | 'or';
  items: GateCondition[];
}
export type GateCondition = ConditionGroup | ConditionLeaf;

export const isGroup = (c: GateCondition): c is ConditionGroup => (c as ConditionGroup).op !== undefined;

/** Weighted parts of a gate score; a part with no content in the gate is left out of the sum. */
export interface GateWeights {
  video: number;
  problem: number;
  exam: number;
  task: number;
}
export const DEFAULT_WEIGHTS: GateWeights = { video: 40, problem: 40, exam: 20, task: 0 };

// ---------------------------------------------------------------- learner views

/** 已通过 / 进行中 / 可开始 / 未解锁 */
export type GateState = 'passed' | 'in_progress' | 'available' | 'locked';
export const GATE_STATE_LABELS: Record<GateState, string> = { passed: '已通过', in_progress: '进行中', available: '可开始', locked: '未解锁' };

/** One unmet condition, in words, with where to go to meet it. */
export interface MissingCondition {
  type: ConditionType;
  text: string;
  /** app path of the missing item ('' = nothing to open, e.g. waiting days) */
  link: string;
  /** true when it is one of several alternatives (an OR) */
  alternative: boolean;
}

export interface GateItemView {
  kind: 'lesson' | 'problem' | 'task' | 'exam';
  id: string;
  title: string;
  /** lesson watched/finished, problem accepted, task passed, exam passed the gate's bar */
  done: boolean;
  /** app path */
  link: string;
  /** e.g. "已看 75%" / "最好成绩 80" */
  note: string;
}

export interface ScoreParts {
  /** 0..1 of each part; null = the gate has no content of that kind */
  video: number | null;
  problem: number | null;
  exam: number | null;
  task: number | null;
}

export interface GateView {
  gate_id: string;
  title: string;
  summary: string;
  order_value: number;
  /** map level (longest chain of prerequisites before it) */
  level: number;
  /** gates this one depends on (edges of the map) */
  depends_on: string[];
  state: GateState;
  score: number;
  pass_score: number;
  parts: ScoreParts;
  /** empty unless locked */
  missing: MissingCondition[];
  /** the condition tree in words, e.g. "通过「入门」 且 视频观看 ≥ 80%" */
  rule_text: string;
  items: GateItemView[];
}

export interface CampCohortRef {
  course_id: string;
  course_title: string;
  cohort_id: string;
  cohort_name: string;
  start_at: string;
}

export interface PathResponse extends CampCohortRef {
  gates: GateView[];
  passed: number;
  total: number;
  total_score: number;
  certificate: CertificateView | null;
}

export interface CohortOption {
  cohort_id: string;
  name: string;
  start_at: string;
  capacity: number;
  seats_left: number;
  teachers: string[];
}

export interface EnrollmentRow {
  course_id: string;
  course_title: string;
  cover: string;
  /** '' until the learner picks a cohort (bought, not yet enrolled) */
  cohort_id: string;
  cohort_name: string;
  start_at: string | null;
  expires_at: string | null;
  passed: number;
  total: number;
  percent: number;
  /** next gate to work on ('' when all passed or not enrolled yet) */
  next_gate_id: string;
  next_gate_title: string;
  /** cohorts with seats to pick from (only while cohort_id is '') */
  cohorts: CohortOption[];
  certificate_code: string;
}

export interface EnrollRequest {
  cid: string;
  gid: string;
}

export interface ClassmateRow {
  uid: string;
  nick_name: string;
  head_img_url: string;
  passed: number;
  total_score: number;
  me: boolean;
}
export interface ClassResponse extends CampCohortRef {
  schedule: string;
  announcement: string;
  capacity: number;
  members: number;
  teachers: { uid: string; nick_name: string; head_img_url: string }[];
  gate_total: number;
  classmates: ClassmateRow[];
}

export interface ReportGateRow {
  gate_id: string;
  title: string;
  score: number;
  pass_score: number;
  state: GateState;
  cohort_median: number;
  feedback: FeedbackView | null;
}
export interface WeekRow {
  /** Monday of the week, YYYY-MM-DD */
  week: string;
  watched_minutes: number;
  accepted: number;
}
export interface ReportResponse extends CampCohortRef {
  uid: string;
  nick_name: string;
  total_score: number;
  cohort_median_total: number;
  gates: ReportGateRow[];
  weeks: WeekRow[];
}

export interface FeedbackView {
  gate_id: string;
  uid: string;
  content: string;
  approved: boolean;
  author_name: string;
  updated_at: string;
}

export interface RankRow {
  rank: number;
  uid: string;
  nick_name: string;
  head_img_url: string;
  total_score: number;
  passed: number;
  me: boolean;
}
export interface RankQuery extends PageQuery {
  cid: string;
  gid: string;
}
export interface RankResponse {
  list: RankRow[];
  total: number;
  page_no: number;
  page_size: number;
  /** the caller's own row, pinned whatever page is shown (null when not ranked) */
  mine: RankRow | null;
}

export interface LearnDay {
  /** YYYY-MM-DD */
  day: string;
  watched_minutes: number;
  submissions: number;
  accepted: number;
  exam_attempts: number;
}
export interface LearnEventRow {
  at: string;
  kind: 'watch' | 'submit' | 'accept' | 'exam';
  title: string;
  detail: string;
  link: string;
}
export interface LearnlogResponse {
  course_id: string;
  course_title: string;
  from: string;
  to: string;
  days: LearnDay[];
  /** most recent first, the last days' events */
  timeline: { day: string; events: LearnEventRow[] }[];
}

export interface CertificateView {
  code: string;
  name: string;
  course_title: string;
  cohort_name: string;
  issued_at: string;
  /** API path of the PNG */
  image_url: string;
}

/** Console form rules (the admin resource layer shows the same messages the server gives). */
export const TRAINING_RULES = {
  cohortName: { label: '班级名称', required: true, maxLength: TRAINING_LIMITS.cohortName },
  startAt: { label: '开班日期', required: true },
  capacity: { label: '人数上限', required: true, integer: true, min: 1, max: TRAINING_LIMITS.capacityMax },
  campTitle: { label: '训练营名称', required: true, maxLength: 60 },
} satisfies Record<string, FieldRule>;

export * from './training-admin';
