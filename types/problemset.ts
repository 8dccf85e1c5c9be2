/**
 * Problem sets (题单) and company sets (公司题库), SPEC §2 /problemset, /problemset/{id},
 * /problemset/item/:itemId, /study/problem. Wire shapes only: no runtime deps.
 */
import type { ProblemLevel, ProblemStatus } from './oj';

/** Who may work through a set: everyone signed in, VIP members, or holders of the set's product. */
export type SetAccess = 'free' | 'vip' | 'paid';
export const SET_ACCESS: readonly SetAccess[] = ['free', 'vip', 'paid'];
export const SET_ACCESS_LABEL: Record<SetAccess, string> = { free: '免费', vip: '会员', paid: '付费' };

/** The user's state on one item in the current round of a list. */
export enum ItemState {
  NONE = 0,
  TRIED = 1,
  PASSED = 2,
  /** accepted after the user looked at a solution of the problem in this round */
  PASSED_AFTER_SOLUTION = 3,
}
export const ITEM_STATE_LABEL: Record<ItemState, string> = { 0: '未开始', 1: '尝试过', 2: '已通过', 3: '看过题解后通过' };
export const isPassed = (s: ItemState) => s === ItemState.PASSED || s === ItemState.PASSED_AFTER_SOLUTION;

/** Frequency windows of company sets. */
export type FreqWindow = '30d' | '90d' | '180d' | 'all';
export const FREQ_WINDOWS: readonly FreqWindow[] = ['30d', '90d', '180d', 'all'];
export const FREQ_WINDOW_LABEL: Record<FreqWindow, string> = { '30d': '近 30 天', '90d': '近 3 个月', '180d': '近 6 个月', all: '全部' };

export const PROBLEMSET_LIMITS = {
  title: 40,
  intro: 500,
  guide: 300,
  sectionTitle: 30,
  tags: 5,
  tag: 12,
  sections: 50,
  items: 500,
  companyName: 30,
  csvRows: 2000,
  csvBytes: 200_000,
  pasteTokens: 500,
  freqMax: 100000,
} as const;

export const PROBLEMSET_MESSAGES = {
  setNotFound: '题单不存在或已下架',
  itemNotFound: '题目不在题单中或已被移除',
  itemOtherSet: '该题目不属于当前题单',
  companyNotFound: '公司不存在',
  duplicateProblem: (no: number | string) => `题目 ${no} 在题单中重复出现`,
  emptySection: (title: string) => `分区「${title}」没有题目`,
  unknownProblem: (token: string) => `题目 ${token} 不存在`,
  noItems: '题单至少需要一道题目',
  productRequired: '付费题单需要绑定一个题单类商品',
  productInvalid: '绑定的商品不存在或不是题单类商品',
  csvHeader: (expected: string) => `CSV 表头必须是：${expected}`,
  csvEmpty: 'CSV 内容为空',
  csvTooLarge: 'CSV 内容过大',
  vipOnlyFrequency: '出现频率仅会员可见',
  locked: '开通后即可练习本题单',
} as const;

/** CSV columns of the company frequency import, in order. */
export const COMPANY_CSV_COLUMNS = ['problem_no', 'freq_30d', 'freq_90d', 'freq_180d', 'freq_all', 'last_seen'] as const;

export interface LevelMix {
  1: number;
  2: number;
  3: number;
}

/** A card of /problemset. */
export interface ProblemSetCard {
  id: string;
  title: string;
  intro: string;
  cover: string;
  tags: string[];
  access: SetAccess;
  /** the product that sells a paid set ('' when none) */
  product_id: string;
  problem_count: number;
  level_mix: LevelMix;
  /** users who started the set */
  learners: number;
  /** solved in the caller's current round */
  solved: number;
  /** whether the caller may work through the set */
  unlocked: boolean;
}

export interface ProblemSetListQuery {
  keyword?: string;
  access?: SetAccess;
  tag?: string;
  /** 1: only sets the caller started */
  mine?: 0 | 1;
}

export interface SetItemRow {
  item_id: string;
  problem_id: string;
  no: number;
  title: string;
  level: ProblemLevel;
  /** accepted / submissions over everyone; null before the first judged submission */
  acceptance: number | null;
  state: ItemState;
}

export interface SetSection {
  /** '' for items outside any section */
  section_id: string;
  title: string;
  guide: string;
  items: SetItemRow[];
  solved: number;
}

export interface ProblemSetDetail extends ProblemSetCard {
  sections: SetSection[];
  /** the caller's current round (0 before starting) */
  round: number;
  /** first unsolved item in list order ('' when all solved or empty) */
  continue_item_id: string;
  /** product shown for a locked paid set */
  product: { product_id: string; name: string; price_fen: number } | null;
}

export interface RoundHistory {
  round: number;
  started_at: string;
  /** null for the current round */
  reset_at: string | null;
  solved: number;
}

export interface SetProgress {
  set_id: string;
  round: number;
  solved: number;
  total: number;
  states: Record<string, ItemState>;
  sections: { section_id: string; solved: number; total: number }[];
  history: RoundHistory[];
}

export interface SetItemContext {
  item_id: string;
  set: { id: string; title: string; access: SetAccess };
  problem: { problem_id: string; no: number; title: string; level: ProblemLevel };
  section_title: string;
  /** 1-based position in list order */
  position: number;
  total: number;
  solved: number;
  round: number;
  state: ItemState;
  prev_item_id: string;
  next_item_id: string;
  next_unsolved_item_id: string;
  /** the caller may open the set's problems (set permit); the workspace still checks the problem */
  unlocked: boolean;
}

/** A set of /study/problem 我的题单. */
export interface MySetRow {
  id: string;
  title: string;
  cover: string;
  round: number;
  solved: number;
  total: number;
  continue_item_id: string;
  last_active_at: string;
}

export interface CompanyCard {
  id: string;
  name: string;
  logo: string;
  intro: string;
  problem_count: number;
}

export interface CompanyProblemRow {
  problem_id: string;
  no: number;
  title: string;
  level: ProblemLevel;
  status: ProblemStatus;
  /** null when hidden (not VIP) */
  frequency: number | null;
  last_seen: string | null;
}

export interface CompanyDetail extends CompanyCard {
  window: FreqWindow;
  sort: 'frequency' | 'last_seen' | 'no';
  /** frequency and last-seen are VIP-only */
  frequency_visible: boolean;
  problems: CompanyProblemRow[];
}

export interface CompanyDetailQuery {
  id: string;
  window?: FreqWindow;
  sort?: 'frequency' | 'last_seen' | 'no';
}

// ---- console ----

export interface SetSaveSection {
  title: string;
  guide?: string;
  /** problem ids in order */
  problem_ids: string[];
}

export interface SetSaveRequest {
  id?: string;
  title: string;
  intro?: string;
  cover?: string;
  tags?: string[];
  access: SetAccess;
  product_id?: string;
  published: boolean;
  order_value?: number;
  /** problems before the first section (no section) */
  problem_ids?: string[];
  sections?: SetSaveSection[];
}

export interface AdminSetRow {
  id: string;
  title: string;
  access: SetAccess;
  product_id: string;
  published: boolean;
  order_value: number;
  problem_count: number;
  learners: number;
  updated_at: string;
}

export interface AdminSetDetail extends Omit<SetSaveRequest, 'problem_ids' | 'sections'> {
  id: string;
  problems: { problem_id: string; no: number; title: string; level: ProblemLevel }[];
  sections: { title: string; guide: string; problems: { problem_id: string; no: number; title: string; level: ProblemLevel }[] }[];
}

export interface ResolveIdsResult {
  found: { token: string; problem_id: string; no: number; title: string }[];
  unknown: string[];
  duplicates: string[];
}

export interface SetStats {
  set_id: string;
  starts: number;
  /** users whose current round passed every item */
  completions: number;
  funnel: { item_id: string; no: number; title: string; position: number; tried: number; passed: number }[];
}

export interface CompanySaveRequest {
  id?: string;
  name: string;
  logo?: string;
  intro?: string;
  order_value?: number;
}

export interface CompanyProblemInput {
  problem_id: string;
  freq_30d: number;
  freq_90d: number;
  freq_180d: number;
  freq_all: number;
  /** YYYY-MM-DD or '' */
  last_seen: string;
}

export interface AdminCompanyDetail extends CompanyCard {
  order_value: number;
  problems: (CompanyProblemInput & { no: number; title: string })[];
}

export interface CsvLineError {
  line: number;
  message: string;
}

export interface CsvImportResult {
  imported: number;
  errors: CsvLineError[];
}
