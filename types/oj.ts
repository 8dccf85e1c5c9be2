/**
 * Online judge product (SPEC §2 /oj, §3 problem/category/language/checker/submission, §4 code
 * mode, §5 data zip, §6 permits, §7 OJ calls, §9 display). Wire shapes only: no runtime deps.
 */
import type { PermitVia } from './commerce';
import type { CaseResult, CodeMode, JudgeLang, TplSignature, Verdict } from './judge';

// split by concern; importers of './oj' keep working
export * from './oj-admin';
export * from './oj-tags';

/** SPEC §3 level: 1 简单, 2 中等, 3 困难 (labels in types/format LEVEL_LABEL). */
export const PROBLEM_LEVELS = [1, 2, 3] as const;
export type ProblemLevel = (typeof PROBLEM_LEVELS)[number];

/** Judge types: how answers are compared. 1 standard (text comparers), 2 special (checker.cpp). */
export const JUDGE_TYPES = [
  { id: 1, name: '标准评测' },
  { id: 2, name: '特殊评测' },
] as const;
export type JudgeTypeId = 1 | 2;

/** Sort types of the problem bank. */
export const SORT_TYPES = [
  { id: 1, name: '题号' },
  { id: 2, name: '通过率' },
  { id: 3, name: '提交数' },
  { id: 4, name: '难度' },
  { id: 5, name: '最新' },
] as const;
export type SortTypeId = 1 | 2 | 3 | 4 | 5;

/** The caller's status on a problem: 0 not tried, 1 tried, 2 accepted. */
export enum ProblemStatus {
  NONE = 0,
  TRIED = 1,
  ACCEPTED = 2,
}
export const PROBLEM_STATUS_LABEL: Record<ProblemStatus, string> = { 0: '未开始', 1: '尝试过', 2: '已通过' };

/** List filter by the caller's status: 0 all, 1 accepted, 2 tried (not accepted), 3 not tried. */
export type StatusFilter = 0 | 1 | 2 | 3;

export interface Category {
  id: string;
  name: string;
  order_value: number;
  /** problems in the category (visible ones) */
  problem_count?: number;
}

export interface ProblemListQuery {
  page_no?: number;
  page_size?: number;
  category_id?: string;
  level?: ProblemLevel;
  keyword?: string;
  sort_type?: SortTypeId;
  judge_type?: JudgeTypeId;
  status?: StatusFilter;
  /** only problems carrying this tag */
  tag?: string;
}

export interface ProblemRow {
  problem_id: string;
  no: number;
  title: string;
  category_id: string | null;
  category_name: string;
  level: ProblemLevel;
  judge_type: JudgeTypeId;
  has_acm: boolean;
  has_tpl: boolean;
  free: boolean;
  submissions: number;
  accepted: number;
  /** accepted / submissions, 0..1; null before the first judged submission */
  acceptance: number | null;
  /** the caller's status */
  status: ProblemStatus;
  /** knowledge tags (知识点), in the admin's order */
  tags: string[];
}

export interface Sample {
  input: string;
  output: string;
}

export interface ProblemDetail {
  problem_id: string;
  no: number;
  title: string;
  category_id: string | null;
  category_name: string;
  level: ProblemLevel;
  judge_type: JudgeTypeId;
  /** milliseconds (shown as ms/1000 s) */
  time_limit: number;
  /** bytes (shown as bytes/1024/1024 MB) */
  memory_limit: number;
  /** SPEC §3: whether a description exists in each mode, and its content id */
  has_acm: boolean;
  has_tpl: boolean;
  acm_content_id: string | null;
  tpl_content_id: string | null;
  free: boolean;
  /** the requested mode */
  code_mode: CodeMode;
  /** markdown of the requested mode; null when the problem lacks that mode */
  content: string | null;
  samples: Sample[];
  submissions: number;
  accepted: number;
  acceptance: number | null;
  status: ProblemStatus;
  /** the official solution topic, when one is pinned */
  solution_topic_id: string | null;
  /** whether the package is installed (no data: submitting is refused) */
  has_data: boolean;
  /** knowledge tags (知识点) */
  tags: string[];
}

export interface PermitCheck {
  allowed: boolean;
  /** why: free problem, the OJ product, VIP, a problem set or admin; null when denied */
  via: PermitVia | null;
  /** ISO end of the permit; null when permanent or denied */
  expires_at: string | null;
  /** why a camp refuses it: the problem sits in a training gate still locked for the caller */
  locked?: string;
}

export interface SnippetQuery {
  problem_id: string;
  code_mode: CodeMode;
  lang: JudgeLang;
}

export interface LanguageRow {
  lang: JudgeLang;
  name: string;
  version: string;
  /** admin switch on top of the judge's table */
  enabled: boolean;
  /** installed on this judge host */
  available: boolean;
  /** the language can answer in TPL mode */
  tpl: boolean;
  order_value: number;
}

export interface SubmitRequest {
  problem_id: string;
  lang: JudgeLang;
  code_mode: CodeMode;
  code: string;
}

export interface RunRequest extends SubmitRequest {
  /** custom case input; the problem's samples when both are omitted */
  input?: string;
  /** expected output of the custom input */
  output?: string;
}

export type SubmissionStatus = 'pending' | 'judging' | 'done';

/** A submission's progress and result; `cases` fill in one by one while judging. */
export interface SubmissionResult {
  submission_id: string;
  problem_id: string;
  status: SubmissionStatus;
  verdict: Verdict | null;
  time_ms: number;
  memory_kb: number;
  score: number;
  /** number of test cases; 0 until known */
  total: number;
  cases: CaseResult[];
  /** 1-based number of the first failing case; null when accepted or not judged */
  failed_case: number | null;
  compile_output: string;
}

export interface SubmissionRow {
  submission_id: string;
  problem_id: string;
  problem_no: number;
  problem_title: string;
  uid: string;
  nick_name: string;
  lang: JudgeLang;
  code_mode: CodeMode;
  status: SubmissionStatus;
  verdict: Verdict | null;
  time_ms: number;
  memory_kb: number;
  score: number;
  created_at: string;
}

export interface SubmissionDetail extends SubmissionRow {
  code: string;
  result: SubmissionResult;
}

export interface SubmissionListQuery {
  page_no?: number;
  page_size?: number;
  problem_id?: string;
}

export interface RunResult {
  run_id: string;
  /** ACM: each case's stdout is the program's output; TPL: the function's result (prints are in stderr) */
  code_mode: CodeMode;
  status: SubmissionStatus;
  verdict: Verdict | null;
  total: number;
  cases: CaseResult[];
  compile_output: string;
  /** the cases run, so the page can show input and expected output next to each verdict */
  samples: Sample[];
}

/** One event of the progress stream (SSE on H5; the mini-program polls the result call). */
export interface JudgeStreamEvent {
  id: string;
  stage: 'queued' | 'compiled' | 'case' | 'done';
  total: number;
  case?: CaseResult;
}

export interface ProblemStat {
  problem_id: string;
  submissions: number;
  accepted: number;
  acceptance: number | null;
  /** users who solved it */
  solved_users: number;
  /** judged submissions per verdict */
  verdicts: Partial<Record<Verdict, number>>;
}

export interface UserOjStat {
  uid: string;
  accepted: number;
  tried: number;
  submissions: number;
  /** accepted problems per level */
  accepted_by_level: Record<ProblemLevel, number>;
}

/** /study/problem: the caller's problems with their status. */
export interface MyProblemRow {
  problem_id: string;
  no: number;
  title: string;
  level: ProblemLevel;
  status: ProblemStatus;
  submissions: number;
  last_submit_at: string;
}

export const OJ_LIMITS = {
  title: 60,
  content: 30000,
  keyword: 50,
  checkerName: 30,
  checkerDescription: 200,
  categoryName: 20,
  samples: 10,
  sampleChars: 2000,
  /** submissions per user per minute */
  submitsPerMinute: 10,
  /** sample runs per user per minute */
  runsPerMinute: 20,
  maxNo: 99999,
} as const;

export const OJ_MESSAGES = {
  problemNotFound: '题目不存在',
  submissionNotFound: '提交记录不存在',
  noData: '本题暂无评测数据，暂不能提交',
  langDisabled: '该语言暂不可用',
  langNoTpl: '该语言不支持核心代码模式',
  codeEmpty: '代码不能为空',
  codeTooLong: '代码不能超过64KB',
  submitTooFrequent: '提交过于频繁，请稍后再试',
  runTooFrequent: '运行过于频繁，请稍后再试',
  titleInvalid: '标题不能为空且不超过60个字符',
  contentTooLong: '题目描述不能超过30000个字符',
  noMode: '至少填写一种模式的题目描述',
  tplSignatureRequired: '核心代码模式需要填写函数签名',
  noTaken: '题号已被使用',
  categoryInUse: '该分类下还有题目，不能删除',
  checkerInUse: '该评测器正在被题目使用，不能删除',
  zipMissing: '请选择要上传的数据包（.zip）',
} as const;

export type { TplSignature };
