/** Exam console (issue 14 §4-§5): exams, tags, question bank, items, submits, similarity review. */
import type { PageQuery } from './api';
import type { AttemptState, ExamAccess, ExamAnswer, FillMatch, MultiRule, ProgramJudging, ProgramScoring, QuestionType, ResultRule } from './exam';
import type { CodeMode } from './judge';

export interface AdminExamRow {
  exam_id: string;
  title: string;
  cover: string;
  description: string;
  tag_ids: string[];
  access: ExamAccess;
  permit_kind: string | null;
  permit_target: string;
  product_id: string | null;
  start_at: string;
  end_at: string;
  duration: number;
  attempts_allowed: number;
  result_rule: ResultRule;
  published: boolean;
  topic_id: string | null;
  item_count: number;
  total_score: number;
  submit_count: number;
  created_at: string;
}

export interface AdminExamSave {
  exam_id?: string;
  title: string;
  cover?: string;
  description?: string;
  tag_ids?: string;
  access: ExamAccess;
  permit_kind?: string;
  permit_target?: string;
  product_id?: string;
  start_at: string;
  end_at: string;
  duration: number;
  attempts_allowed: number;
  result_rule: ResultRule;
  published: boolean;
}

export interface AdminBankRow {
  problem_id: string;
  type: QuestionType;
  title: string;
  content: string;
  options: string[];
  /** JSON of the answer key (see ExamProblem) */
  answer: string;
  multi_rule: MultiRule;
  fill_match: FillMatch;
  explanation: string;
  default_score: number;
  oj_problem_id: string | null;
  code_mode: CodeMode | null;
  program_scoring: ProgramScoring;
  starter_code: string;
  tag_ids: string[];
  used_in: number;
  updated_at: string;
}

export interface AdminItemRow {
  item_id: string;
  exam_id: string;
  problem_id: string;
  pool_ids: string[];
  pick: number;
  score: number;
  sort_order: number;
  shuffle: boolean;
  type: QuestionType;
  title: string;
}

export interface AdminSubmitRow {
  submit_id: string;
  exam_id: string;
  uid: string;
  nick_name: string;
  attempt_no: number;
  state: AttemptState;
  started_at: string;
  deadline: string;
  submitted_at: string | null;
  score: number;
  max_score: number;
  time_used_sec: number;
}

export interface AdminSubmitItem {
  item_id: string;
  no: number;
  type: QuestionType;
  title: string;
  problem_id: string;
  answer: ExamAnswer | null;
  correct_answer: ExamAnswer | null;
  options: string[];
  score: number;
  max: number;
  correct: boolean;
  manual: boolean;
  judgings: ProgramJudging[];
}

export interface AdminSubmitDetail extends AdminSubmitRow {
  items: AdminSubmitItem[];
}

export interface AccommodationRow {
  id: string;
  exam_id: string;
  uid: string;
  nick_name: string;
  extra_minutes: number;
  start_at: string | null;
  end_at: string | null;
}

export interface SimilarityJobView {
  job_id: string;
  exam_id: string;
  item_id: string;
  state: 'pending' | 'running' | 'done' | 'failed';
  progress: number;
  submissions: number;
  threshold: number;
  pairs: number;
  error: string;
  created_at: string;
}

export type PairStatus = 'pending' | 'confirmed' | 'dismissed';

export interface SimilarityPairRow {
  pair_id: string;
  uid_a: string;
  nick_a: string;
  uid_b: string;
  nick_b: string;
  score: number;
  status: PairStatus;
}

export interface SimilarityPairDetail extends SimilarityPairRow {
  code_a: string;
  code_b: string;
  lang_a: string;
  lang_b: string;
  /** matched line ranges [aStart, aEnd, bStart, bEnd], 1-based inclusive */
  matches: [number, number, number, number][];
}

export interface AdminSubmitQuery extends PageQuery {
  exam_id: string;
  state?: AttemptState;
  uid?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

export const EXAM_ADMIN_MESSAGES = {
  windowOrder: '结束时间必须晚于开始时间',
  permitKind: '绑定权益时请选择权益类型',
  answerKey: '答案不正确',
  optionsCount: '选择题至少需要 2 个选项',
  ojProblem: '编程题请选择一道 OJ 题目',
  problemInUse: '题目已被考试使用，不能删除',
  examHasSubmits: '考试已有作答记录，不能删除（可取消发布）',
  poolPick: '抽题数量不能超过题池大小',
  itemOrder: '排序须包含本场考试的全部题目',
  notFinished: '作答尚未交卷',
  scoreRange: '分数超出本题满分',
  notProgramItem: '该题不是编程题',
} as const;
