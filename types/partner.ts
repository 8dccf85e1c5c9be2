/**
 * Partner program (合伙人, SPEC §1, §3, §6, §7): promoters with attribution and a commission
 * ledger, content partners with tasks, cotasks and OJ templates. Money is integer fen.
 */
import type { JudgeLang, Verdict } from './judge';

export type PartnerStatus = 'pending' | 'active' | 'suspended';
export const PARTNER_STATUSES: readonly PartnerStatus[] = ['pending', 'active', 'suspended'];
export const PARTNER_STATUS_LABEL: Record<PartnerStatus, string> = { pending: '待审核', active: '正常', suspended: '已暂停' };

export type PartnerRole = 'promoter' | 'content';
export const PARTNER_ROLES: readonly PartnerRole[] = ['promoter', 'content'];
export const PARTNER_ROLE_LABEL: Record<PartnerRole, string> = { promoter: '推广合伙人', content: '内容合伙人' };

export type AttributionPolicy = 'first' | 'last';
export const ATTRIBUTION_POLICY_LABEL: Record<AttributionPolicy, string> = { first: '首次触达', last: '最后触达' };

/** Program defaults (the admin may change the program settings). */
export const PARTNER_DEFAULTS = {
  windowDays: 30,
  /** at least the refund window of the products */
  holdDays: 7,
  minPayoutFen: 10000,
  /** 10% */
  rateBp: 1000,
} as const;

/** Promotion short codes travel as `/:channel` and as the mini-program QR scene. */
export const PROMO_CODE_RE = /^[A-Za-z0-9_-]{4,32}$/;
/** The anonymous visitor id the client keeps to join touches made before sign-in. */
export const VISITOR_ID_RE = /^[A-Za-z0-9_-]{8,64}$/;
export const VISITOR_STORAGE_KEY = 'partnerVisitor';

export interface PartnerMe {
  uid: string;
  status: PartnerStatus;
  roles: PartnerRole[];
  lang_permits: JudgeLang[];
  product_permits: string[];
}

// ---------------------------------------------------------------- promotions and ledger

export interface PromotionView {
  pmid: string;
  uid: string;
  product_id: string;
  product_name: string;
  code: string;
  /** basis points: 1000 = 10% */
  rate_bp: number;
  enabled: boolean;
  /** H5 landing link (`/:channel`) */
  link: string;
  /** mini-program page with the code as scene */
  mp_path: string;
  created_at: string;
}

/** A promotion's mini-program code (GET /partner/promotion/mpcode): a signed URL of the cached PNG. */
export interface PromotionMpCode {
  pmid: string;
  /** the PNG (signed, valid until expires_at) */
  url: string;
  expires_at: number;
  /** what the page receives in its options as `scene` (the promotion code) */
  scene: string;
  /** the mini-program page it opens */
  page: string;
}

export type LedgerKind = 'commission' | 'clawback' | 'reward' | 'payout' | 'payout_reversal' | 'migration_out' | 'migration_in';
export const LEDGER_KIND_LABEL: Record<LedgerKind, string> = {
  commission: '佣金',
  clawback: '退款扣回',
  reward: '任务奖励',
  payout: '提现',
  payout_reversal: '提现失败退回',
  migration_out: '迁出',
  migration_in: '迁入',
};

export interface LedgerEntryView {
  id: string;
  uid: string;
  kind: LedgerKind;
  amount_fen: number;
  /** pending until this time, available after */
  available_at: string;
  state: 'pending' | 'available';
  order_no: string;
  pmid: string;
  note: string;
  created_at: string;
}

export interface BalanceView {
  pending_fen: number;
  available_fen: number;
  paid_fen: number;
  /** money on its way out (payouts not yet settled) */
  payout_pending_fen: number;
}

export interface BonusDay {
  /** YYYY-MM-DD (UTC+8) */
  day: string;
  clicks: number;
  orders: number;
  commission_fen: number;
}

export interface PromotionBonusView {
  promotion: PromotionView;
  clicks: number;
  signups: number;
  paid_orders: number;
  refunded_orders: number;
  /** this promotion's commissions net of clawbacks */
  pending_fen: number;
  available_fen: number;
  /** the promoter's paid-out total (payouts are per partner, not per promotion) */
  paid_fen: number;
  days: BonusDay[];
}

export type PayoutState = 'pending' | 'paid' | 'failed';
export const PAYOUT_STATE_LABEL: Record<PayoutState, string> = { pending: '处理中', paid: '已打款', failed: '失败' };

export interface PayoutView {
  id: string;
  uid: string;
  amount_fen: number;
  state: PayoutState;
  note: string;
  created_at: string;
  settled_at: string | null;
}

export interface ProgramSettings {
  policy: AttributionPolicy;
  window_days: number;
  hold_days: number;
  min_payout_fen: number;
}

// ---------------------------------------------------------------- tasks and cotasks

export type TaskKind = 'task' | 'cotask';
export type TaskType = 'template' | 'solution' | 'explanation' | 'other';
export const TASK_TYPE_LABEL: Record<TaskType, string> = { template: '编写 TPL 模板', solution: '编写题解', explanation: '录制讲解', other: '其他' };
export type TaskState = 'draft' | 'published' | 'closed';
export const TASK_STATE_LABEL: Record<TaskState, string> = { draft: '草稿', published: '进行中', closed: '已结束' };

export type ClaimState = 'claimed' | 'submitted' | 'changes_requested' | 'approved' | 'rejected' | 'expired' | 'cancelled';
export const CLAIM_STATE_LABEL: Record<ClaimState, string> = {
  claimed: '已领取',
  submitted: '待审核',
  changes_requested: '需修改',
  approved: '已通过',
  rejected: '已驳回',
  expired: '已过期',
  cancelled: '已放弃',
};
/** Claims that hold a slot. */
export const ACTIVE_CLAIM_STATES: readonly ClaimState[] = ['claimed', 'submitted', 'changes_requested', 'approved'];

export type RejectReason = 'invalid' | 'duplicate' | 'late' | 'criteria';
export const REJECT_REASON_LABEL: Record<RejectReason, string> = { invalid: '无效提交', duplicate: '重复提交', late: '超过截止时间', criteria: '不符合要求' };

export type ReviewDecision = 'approve' | 'changes' | 'reject';

export interface TaskView {
  task_id: string;
  kind: TaskKind;
  type: TaskType;
  title: string;
  description: string;
  reward_fen: number;
  deadline: string;
  slots: number;
  /** hours a claim stays open before it must be submitted */
  claim_hours: number;
  languages: JudgeLang[];
  problem_ids: string[];
  tags: string[];
  state: TaskState;
  active_claims: number;
  /** the caller's latest claim or contribution */
  my_claim: ClaimView | null;
  created_at: string;
}

export interface ClaimHistoryItem {
  at: string;
  state: ClaimState;
  by: string;
  note: string;
}

export interface ClaimView {
  claim_id: string;
  task_id: string;
  uid: string;
  nick_name?: string;
  state: ClaimState;
  expires_at: string | null;
  content: string;
  template_id: string | null;
  note: string;
  reject_reason: RejectReason | null;
  history: ClaimHistoryItem[];
  created_at: string;
  task_title?: string;
  task_kind?: TaskKind;
}

// ---------------------------------------------------------------- OJ templates

export type TemplateState = 'pending' | 'approved' | 'rejected';
export const TEMPLATE_STATE_LABEL: Record<TemplateState, string> = { pending: '待审核', approved: '已通过', rejected: '已驳回' };

export interface ProblemInfoDraft {
  statement_acm: string;
  statement_tpl: string;
  /** JSON TPL signature */
  tpl_signature: string;
  /** knowledge tags (types/oj-tags rules); absent in versions saved before tags existed: the problem keeps its own */
  tags?: string[];
}

export interface TemplateView {
  template_id: string;
  problem_id: string;
  problem_title: string;
  uid: string;
  lang: JudgeLang;
  version: number;
  code: string;
  solution: string;
  info: ProblemInfoDraft | null;
  /** the problem's tags now, beside the version's proposed ones (review diff) */
  problem_tags: string[];
  state: TemplateState;
  run_verdict: Verdict | null;
  review_note: string;
  claim_id: string | null;
  created_at: string;
  reviewed_at: string | null;
}

export interface PartnerProblemView {
  problem_id: string;
  no: number;
  title: string;
  has_tpl: boolean;
  tpl_signature: string;
  statement_acm: string;
  statement_tpl: string;
  tags: string[];
  lang_permits: JudgeLang[];
  /** the caller's versions, newest first */
  versions: TemplateView[];
}

export interface TemplateRunView {
  run_id: string;
  status: 'pending' | 'judging' | 'done';
  verdict: Verdict | null;
  passed: number;
  total: number;
  compile_output: string;
}

export interface MigrationView {
  id: string;
  from_uid: string;
  to_uid: string;
  promotions: number;
  balance_fen: number;
  reason: string;
  admin_uid: string;
  created_at: string;
}

export const PARTNER_MESSAGES = {
  notPartner: '你还不是合伙人',
  suspended: '合伙人资格已暂停',
  roleRequired: '没有该合伙人角色的权限',
  promotionMissing: '推广不存在',
  productNotPermitted: '该合伙人没有推广此商品的权限',
  langNotPermitted: '你没有该语言的模板权限',
  taskMissing: '任务不存在',
  taskClosed: '任务已结束或已过截止时间',
  taskFull: '任务名额已满',
  alreadyClaimed: '你已领取该任务',
  claimMissing: '领取记录不存在',
  claimExpired: '领取已过期，请重新领取',
  claimNotOpen: '当前状态不能提交',
  claimNotReviewable: '当前状态不能审核',
  overBalance: '提现金额超过可提现余额',
  underMinimum: '提现金额低于最低提现额',
  payoutSettled: '该提现已处理',
  templateMissing: '模板不存在',
  runRequired: '请先试运行并通过全部测试数据',
  problemMissing: '题目不存在',
  selfMigration: '不能迁移到同一账号',
} as const;
