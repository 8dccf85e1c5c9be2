/**
 * Judge wire contract (DESIGN.md §6): languages, answer modes, verdicts and result shapes.
 * Shared by the judge worker, the API that relays results, and the client that shows them.
 * Constants (and pure look-ups over them) only: no runtime dependencies.
 */

/** Language ids, as stored on submissions and sent by the client. */
export const JUDGE_LANGS = ['c', 'cpp', 'java', 'python', 'javascript', 'typescript', 'go'] as const;
export type JudgeLang = (typeof JUDGE_LANGS)[number];

/** What a learner reads for a language id (lists, details, answers): a name, never the id. */
export const LANG_LABEL: Record<JudgeLang, string> = {
  c: 'C',
  cpp: 'C++',
  java: 'Java',
  python: 'Python 3',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  go: 'Go',
};

/** The name of a stored language id; an id the judge no longer knows is shown as it is. */
export function langLabel(lang: string): string {
  return (LANG_LABEL as Record<string, string>)[lang] ?? lang;
}

/** Languages that can answer in TPL (function) mode. */
export const TPL_LANGS: readonly JudgeLang[] = ['cpp', 'java', 'python', 'javascript', 'typescript', 'go'];

/** Spec "code mode": 1 = ACM (stdin/stdout), 2 = TPL (core function, LeetCode-cn style). */
export enum CodeMode {
  ACM = 1,
  TPL = 2,
}
export type JudgeMode = 'acm' | 'tpl';
export const CODE_MODE_NAME: Record<CodeMode, JudgeMode> = { [CodeMode.ACM]: 'acm', [CodeMode.TPL]: 'tpl' };

export enum Verdict {
  /** accepted */
  AC = 'AC',
  /** wrong answer */
  WA = 'WA',
  /** presentation error: right tokens, wrong whitespace */
  PE = 'PE',
  /** time limit exceeded (CPU time, or wall time for sleepers) */
  TLE = 'TLE',
  /** memory limit exceeded */
  MLE = 'MLE',
  /** output limit exceeded */
  OLE = 'OLE',
  /** runtime error: non-zero exit or a signal */
  RE = 'RE',
  /** compile error */
  CE = 'CE',
  /** system error: the judge could not judge (never the program's fault) */
  SE = 'SE',
}

/** Chinese labels the client shows. */
export const VERDICT_LABEL: Record<Verdict, string> = {
  [Verdict.AC]: '答案正确',
  [Verdict.WA]: '答案错误',
  [Verdict.PE]: '格式错误',
  [Verdict.TLE]: '运行超时',
  [Verdict.MLE]: '内存超限',
  [Verdict.OLE]: '输出超限',
  [Verdict.RE]: '运行错误',
  [Verdict.CE]: '编译错误',
  [Verdict.SE]: '系统错误',
};

/** Limits the judge applies whatever a problem says. */
export const JUDGE_LIMITS = {
  /** data package upload, bytes */
  zipBytes: 20 * 1024 * 1024,
  /** data package unpacked, bytes */
  unpackedBytes: 200 * 1024 * 1024,
  /** source code, bytes */
  codeBytes: 64 * 1024,
  /** compiler output kept, characters */
  compileOutputChars: 4096,
  /** program output kept per case for run-on-samples (stdout and stderr each), characters */
  runOutputChars: 4096,
  /** standard error kept with a runtime error, characters */
  runtimeErrorChars: 1024,
  defaultTimeLimitMs: 1000,
  maxTimeLimitMs: 10_000,
  defaultMemoryLimitBytes: 256 * 1024 * 1024,
  maxMemoryLimitBytes: 1024 * 1024 * 1024,
  defaultOutputLimitBytes: 64 * 1024 * 1024,
} as const;

export interface CaseResult {
  /** 1-based case number */
  id: number;
  verdict: Verdict;
  time_ms: number;
  memory_kb: number;
  /** e.g. "SIGSEGV", "exit code 3", checker message; short */
  message?: string;
  /**
   * what the program wrote to standard output (capped at JUDGE_LIMITS.runOutputChars): kept for
   * run-on-samples only. In TPL mode this is the function's result as JSON.
   */
  stdout?: string;
  /** standard error (capped): for run-on-samples, and for runtime errors (e.g. an exception's trace) */
  stderr?: string;
}

export interface JudgeResult {
  verdict: Verdict;
  /** max over cases */
  time_ms: number;
  /** max over cases */
  memory_kb: number;
  /** 0..100 */
  score: number;
  cases: CaseResult[];
  /** compiler output (truncated), empty when none */
  compile_output: string;
  /** why a system error happened, when verdict is SE */
  error?: string;
}

/** One progress event per finished case (and one when compiling ends). */
export interface JudgeProgress {
  submission_id: string;
  stage: 'compiled' | 'case';
  case?: CaseResult;
  /** total number of cases in the problem */
  total: number;
}

export interface TplParam {
  name: string;
  type: string;
  /** read from the input line but not passed to the function (e.g. `pos` of a cycle) */
  input_only?: boolean;
  /** ListNode: the tail links to the node at index <int param> (-1: no cycle) */
  cycle?: string;
  /** TreeNode/ListNode given by value: resolved to the first node with that value in <param> */
  node_of?: string;
}

export interface TplMethod {
  name: string;
  params?: TplParam[];
  returns: string;
}

/**
 * The typed signature stored with a TPL problem (config.yaml `tpl`, server/src/judge/tpl/README.md):
 * a function (`function`, `params`, `returns`, ...) or a design class (`class`, `constructor`, `methods`).
 */
export interface TplSignature {
  function?: string;
  params?: TplParam[];
  returns?: string;
  /** with returns: void, the parameter printed after the call */
  mutates?: string;
  /** a returned node printed as its value or its index in the first ListNode parameter */
  return_as?: 'val' | 'index';
  /** two lists sharing a tail, built from LeetCode's (intersectVal, listA, listB, skipA, skipB) */
  intersect?: { a: string; b: string; skip_a: string; skip_b: string; val?: string };
  class?: string;
  constructor?: TplParam[];
  methods?: TplMethod[];
}
