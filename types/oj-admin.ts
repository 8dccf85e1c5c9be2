/** The OJ console's wire contract (SPEC §2 admin OJ: problems, data, checkers, languages, categories, submissions, users). */
import type { AdminListQuery } from './admin';
import type { JudgeLang, TplSignature, Verdict } from './judge';
import type { ProblemLevel, Sample } from './oj';
// ---------- admin ----------

export interface CheckerRow {
  id: string;
  name: string;
  /** default | exact | float:1e-6 | tokens-ci | custom (the package's checker.cpp) */
  spec: string;
  description: string;
  /** problems using it */
  problem_count: number;
}

export interface CheckerRequest {
  name: string;
  spec: string;
  description?: string;
}

export interface CategoryRequest {
  name: string;
  order_value?: number;
}

export interface LanguageUpdateRequest {
  lang: JudgeLang;
  /** 1 on, 0 off */
  enabled?: 0 | 1;
  order_value?: number;
}

export interface AdminProblemRow {
  problem_id: string;
  no: number;
  title: string;
  category_name: string;
  level: ProblemLevel;
  visible: boolean;
  free: boolean;
  has_acm: boolean;
  has_tpl: boolean;
  has_data: boolean;
  tags: string[];
  case_count: number;
  submissions: number;
  accepted: number;
  updated_at: string;
}

/** Create/update form: both modes' descriptions, limits, TPL signature. */
export interface ProblemForm {
  no: number;
  title: string;
  category_id?: string | null;
  level: ProblemLevel;
  time_limit: number;
  memory_limit: number;
  /** markdown; empty means the problem has no ACM mode */
  acm_content?: string;
  /** markdown; empty means the problem has no TPL mode */
  tpl_content?: string;
  /** JSON of {@link TplSignature}; required when tpl_content is set */
  tpl_signature?: string;
  /** JSON of {@link Sample}[] */
  samples?: string;
  /** empty = what the data package's config.yaml says */
  checker_id?: string;
  /** 1 shown in the bank, 0 hidden */
  visible?: 0 | 1;
  /** 1 free for every signed-in user */
  free?: 0 | 1;
  /** knowledge tags: at most 8, each 1–12 characters (types/oj-tags); omitted keeps the current ones */
  tags?: string[];
}

export interface AdminProblemDetail {
  problem_id: string;
  no: number;
  title: string;
  category_id: string | null;
  level: ProblemLevel;
  time_limit: number;
  memory_limit: number;
  acm_content: string;
  tpl_content: string;
  tpl: TplSignature | null;
  samples: Sample[];
  checker_id: string | null;
  /** the checker the package declared */
  package_checker: string;
  visible: boolean;
  free: boolean;
  has_data: boolean;
  package: PackageReport | null;
  tags: string[];
}

/** /api/admin/oj/problem/list on the admin list contract: sort `no`, `id`, `created_at`, `updated_at`, `submissions`, `accepted`. */
export interface AdminProblemQuery extends AdminListQuery {
  keyword?: string;
}

/** What the judge's package validator found in the installed package. */
export interface PackageReport {
  case_count: number;
  /** total bytes of the unpacked files */
  total_bytes: number;
  cases: { id: number; input_bytes: number; output_bytes: number }[];
  checker: string;
  /** the package has its own checker source (checker.cpp or checker.py; kept for older clients) */
  has_checker_cpp: boolean;
  /** `checker.cpp`, `checker.py` or '' */
  checker_file: string;
  subtasks: { score: number; cases: number[] }[];
  /** values the package's config.yaml set, adopted by the problem */
  adopted: string[];
  uploaded_at: string;
}

export interface OjUserRow {
  uid: string;
  nick_name: string;
  accepted: number;
  tried: number;
  submissions: number;
  last_submit_at: string | null;
}

/** /api/admin/oj/submission/list on the admin list contract: sort `submission_id`, `created_at`, `time_ms`, `memory_kb`. */
/** /api/admin/oj/user/list on the admin list contract: sort `uid`, `accepted`, `tried`, `submissions`, `last_submit_at`. */
export interface OjUserQuery extends AdminListQuery {
  /** uid or nickname */
  keyword?: string;
}

export interface AdminSubmissionQuery extends AdminListQuery {
  uid?: string;
  problem_id?: string;
  verdict?: Verdict;
}
