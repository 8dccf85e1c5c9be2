/**
 * Exams (考试): wire contract shared by the Taro app and the API (issue 14).
 * No runtime dependencies.
 */
import type { CodeMode, JudgeLang } from './judge';

/** Question types of the bank. */
export enum QuestionType {
  SINGLE = 1,
  MULTIPLE = 2,
  TRUE_FALSE = 3,
  FILL = 4,
  PROGRAM = 5,
}
export const QUESTION_TYPE_LABEL: Record<QuestionType, string> = {
  [QuestionType.SINGLE]: '单选题',
  [QuestionType.MULTIPLE]: '多选题',
  [QuestionType.TRUE_FALSE]: '判断题',
  [QuestionType.FILL]: '填空题',
  [QuestionType.PROGRAM]: '编程题',
};

/** Multiple choice: all-or-nothing, or half credit for a correct but incomplete choice (any wrong option scores 0). */
export enum MultiRule {
  ALL_OR_NOTHING = 1,
  HALF_CREDIT = 2,
}
export const MULTI_RULE_LABEL: Record<MultiRule, string> = {
  [MultiRule.ALL_OR_NOTHING]: '全部选对得满分，否则 0 分',
  [MultiRule.HALF_CREDIT]: '全部选对得满分；少选（所选皆对）得一半分（向下取整）；有错选得 0 分',
};

/** Fill-in: exact text, or normalized (trim, collapse spaces, ignore case and full/half width). */
export enum FillMatch {
  EXACT = 1,
  NORMALIZED = 2,
}

/** Programming: share of passed test cases, or the judge's subtask score (0–100). */
export enum ProgramScoring {
  CASES = 1,
  SUBTASK = 2,
}

/** When the result (score per item) is shown. Explanations additionally need the window closed. */
export enum ResultRule {
  IMMEDIATE = 1,
  AFTER_ATTEMPTS = 2,
  AFTER_END = 3,
}
export const RESULT_RULE_LABEL: Record<ResultRule, string> = {
  [ResultRule.IMMEDIATE]: '交卷后立即公布成绩',
  [ResultRule.AFTER_ATTEMPTS]: '用完全部作答次数后公布成绩',
  [ResultRule.AFTER_END]: '考试结束后公布成绩',
};

/** Who may take the exam: everyone signed in, VIP members, or holders of one equity (a product's). */
export type ExamAccess = 'free' | 'vip' | 'equity';

export type AttemptState = 'in_progress' | 'submitted' | 'expired' | 'abandoned';
export const ATTEMPT_STATE_LABEL: Record<AttemptState, string> = {
  in_progress: '作答中',
  submitted: '已交卷',
  expired: '到时自动交卷',
  abandoned: '已放弃',
};

/** Window state of an exam as seen by one user (accommodations included). */
export type ExamPhase = 'upcoming' | 'open' | 'closed';

export const EXAM_LIMITS = {
  title: 60,
  description: 5000,
  content: 20000,
  option: 500,
  options: 8,
  explanation: 20000,
  /** a fill-in or text answer */
  answer: 500,
  blanks: 10,
  /** programming answers (bytes, like the OJ) */
  codeBytes: 64 * 1024,
  durationMax: 24 * 60,
  attemptsMax: 100,
  scoreMax: 1000,
  poolMax: 50,
  /** autosave calls per minute per user */
  answersPerMinute: 120,
} as const;

export const EXAM_MESSAGES = {
  notFound: '考试不存在或未发布',
  notOpen: '考试尚未开始',
  closed: '考试已结束',
  noAttemptsLeft: '作答次数已用完',
  running: '你有一次作答正在进行，请继续作答',
  noAttempt: '没有进行中的作答，请先开始考试',
  deadlinePassed: '考试时间已到，答案未保存（截止前保存的答案已自动交卷）',
  itemNotInExam: '该题不在本场考试中',
  optionOutOfRange: '选项不存在',
  answerTooLong: `答案不能超过${EXAM_LIMITS.answer}个字符`,
  codeTooLong: '代码不能超过64KB',
  badAnswer: '答案格式不正确',
  attemptNotFound: '作答记录不存在',
  resultHidden: '成绩暂未公布',
  explainLocked: '考试结束后才能查看解析',
  explainRunning: '作答进行中，交卷后才能查看解析',
  noPermission: '请购买会员之后查看！',
  notProgram: '该题不是编程题',
} as const;

/** One option of a choice question as shown to a learner (index = position in the learner's order). */
export interface ExamOption {
  index: number;
  text: string;
}

/** A learner's answer to one slot, as sent to `answer` (JSON in the `answer` field). */
export type ExamAnswer =
  | { choice: number } // single choice, index in the learner's order
  | { choices: number[] } // multiple choice
  | { value: boolean } // true/false
  | { blanks: string[] } // fill-in, one string per blank
  | { lang: JudgeLang; code_mode: CodeMode; code: string }; // programming (autosaved code)

export interface ExamTag {
  id: string;
  name: string;
  /** where the knowledge report links for practice (a problem set or the bank filtered) */
  link: string;
}

export interface ExamRow {
  exam_id: string;
  title: string;
  cover: string;
  tags: ExamTag[];
  access: ExamAccess;
  start_at: string;
  end_at: string;
  duration: number;
  item_count: number;
  total_score: number;
  phase: ExamPhase;
  participants: number;
}

export interface MyAttemptSummary {
  submit_id: string;
  attempt_no: number;
  state: AttemptState;
  started_at: string;
  deadline: string;
  submitted_at: string | null;
  /** null while hidden by the result rule or judging */
  score: number | null;
}

export interface ExamDetail extends ExamRow {
  description: string;
  attempts_allowed: number;
  result_rule: ResultRule;
  /** the caller's effective window (accommodations applied) and minutes */
  my_window: { start_at: string; end_at: string; duration: number };
  permit: { allowed: boolean; product_id: string | null };
  attempts: MyAttemptSummary[];
  attempts_left: number;
  best_score: number | null;
  running: MyAttemptSummary | null;
  result_visible: boolean;
  explain_open: boolean;
  topic_id: string | null;
  server_time: string;
}

/** One question of an attempt's paper (no answers). */
export interface PaperQuestion {
  /** slot id: the item id, or `<item>-<n>` for the n-th draw of a pool */
  item_id: string;
  no: number;
  type: QuestionType;
  title: string;
  content: string;
  score: number;
  options: ExamOption[];
  blanks: number;
  /** programming: the OJ problem and its modes */
  problem_id: string | null;
  code_mode: CodeMode | null;
  /** programming: the code every examinee starts from ('' = the language's template) */
  starter: string;
  tags: string[];
}

export interface ProgramJudging {
  submission_id: string;
  status: 'pending' | 'done';
  verdict: string | null;
  score: number;
  created_at: string;
}

export interface AttemptView {
  submit_id: string;
  exam_id: string;
  attempt_no: number;
  state: AttemptState;
  started_at: string;
  deadline: string;
  server_time: string;
  questions: PaperQuestion[];
  answers: Record<string, ExamAnswer>;
  flags: string[];
  judgings: Record<string, ProgramJudging[]>;
}

export interface ItemResult {
  item_id: string;
  no: number;
  type: QuestionType;
  title: string;
  score: number;
  max: number;
  correct: boolean;
  /** programming: still being judged */
  pending: boolean;
}

export interface TagReportRow {
  tag: string;
  link: string;
  got: number;
  total: number;
}

export interface ExamResult {
  submit_id: string;
  exam_id: string;
  title: string;
  state: AttemptState;
  visible: boolean;
  score: number | null;
  max_score: number;
  time_used_sec: number;
  items: ItemResult[];
  tags: TagReportRow[];
  judging: boolean;
  explain_open: boolean;
}

export interface ExplainQuestion extends PaperQuestion {
  my_answer: ExamAnswer | null;
  correct_answer: ExamAnswer | null;
  explanation: string;
  my_score: number;
}

export interface ExamExplain {
  exam_id: string;
  title: string;
  questions: ExplainQuestion[];
}

export interface RankRow {
  rank: number;
  uid: string;
  nick_name: string;
  head_img_url: string;
  score: number;
  time_used_sec: number;
  submitted_at: string;
}

export interface ExamRank {
  list: RankRow[];
  total: number;
  page_no: number;
  page_size: number;
  mine: RankRow | null;
}

export interface MyExamRow {
  exam_id: string;
  title: string;
  cover: string;
  status: 'in_progress' | 'finished' | 'upcoming';
  /** the exam's window for this user (accommodations included), as on its cover */
  phase: ExamPhase;
  start_at: string;
  end_at: string;
  deadline: string | null;
  best_score: number | null;
  total_score: number;
  attempts: number;
}

export interface StartResult {
  submit_id: string;
  deadline: string;
  server_time: string;
  resumed: boolean;
}

export interface AnswerSaved {
  saved_at: string;
  deadline: string;
  server_time: string;
}

export interface ProgramSubmitResult {
  submission_id: string;
}
