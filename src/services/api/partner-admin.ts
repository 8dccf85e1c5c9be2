import type { AdminListParams } from '../../../types/admin';
import type { Page } from '../../../types/api';
import type {
  BalanceView,
  ClaimView,
  LedgerEntryView,
  MigrationView,
  PartnerRole,
  PartnerStatus,
  PayoutView,
  ProgramSettings,
  PromotionBonusView,
  PromotionView,
  RejectReason,
  ReviewDecision,
  TaskView,
} from '../../../types/partner';
import { get, post, type Query, type RequestOptions } from '../request';

export interface AdminPartnerRow {
  uid: string;
  nick_name: string;
  telephone: string;
  status: PartnerStatus;
  roles: PartnerRole[];
  lang_permits: string[];
  product_permits: string[];
  note: string;
  balance: BalanceView;
  created_at: string;
}
export type AdminPromotionRow = PromotionView & { clicks: number; paid_orders: number; commission_fen: number };

const q = (o: object) => o as Query;

export const adminPartners = (query: AdminListParams, options?: RequestOptions) => get<Page<AdminPartnerRow>>('/admin/partner/list', q(query), options);
export const adminSavePartner = (body: { uid: string; status: PartnerStatus; roles: string; lang_permits: string; product_permits: string; note?: string }, options?: RequestOptions) =>
  post<AdminPartnerRow>('/admin/partner/save', body, options);

export const adminProgram = (options?: RequestOptions) => get<ProgramSettings>('/admin/partner/program', {}, options);
export const adminSaveProgram = (body: ProgramSettings, options?: RequestOptions) => post<ProgramSettings>('/admin/partner/program', q(body), options);

export const adminPromotions = (query: AdminListParams, options?: RequestOptions) => get<Page<AdminPromotionRow>>('/admin/partner/promotion/list', q(query), options);
export const adminSavePromotion = (body: { pmid?: string; uid: string; product_id: string; rate_bp: number; enabled: boolean; code?: string }, options?: RequestOptions) =>
  post<PromotionView>('/admin/partner/promotion/save', body, options);
export const adminPromotionStats = (pmid: string, options?: RequestOptions) => get<PromotionBonusView>('/admin/partner/promotion/stats', { pmid }, options);

export const adminLedger = (query: AdminListParams, options?: RequestOptions) => get<Page<LedgerEntryView>>('/admin/partner/ledger/list', q(query), options);
export const adminPayouts = (query: AdminListParams, options?: RequestOptions) => get<Page<PayoutView>>('/admin/partner/payout/list', q(query), options);
export const adminCreatePayout = (body: { uid: string; amount_fen: number; note?: string }, options?: RequestOptions) => post<PayoutView>('/admin/partner/payout/create', body, options);
export const adminSettlePayout = (body: { id: string; state: 'paid' | 'failed'; note?: string }, options?: RequestOptions) => post<PayoutView>('/admin/partner/payout/settle', body, options);
/** a one-minute link to the server's CSV of the whole ledger or all payouts */
export const adminPartnerExport = (what: 'ledger' | 'payouts', uid?: string, options?: RequestOptions) => post<{ url: string }>('/admin/partner/export-ticket', { what, uid }, options);

export const adminTasks = (query: AdminListParams, options?: RequestOptions) => get<Page<TaskView>>('/admin/partner/task/list', q(query), options);
export const adminSaveTask = (body: Query, options?: RequestOptions) => post<TaskView>('/admin/partner/task/save', body, options);
export const adminClaims = (query: AdminListParams, options?: RequestOptions) => get<Page<ClaimView>>('/admin/partner/task/claims', q(query), options);
export const adminReviewClaim = (body: { claim_id: string; decision: ReviewDecision; note?: string; reason?: RejectReason }, options?: RequestOptions) =>
  post<ClaimView>('/admin/partner/task/review', body, options);

export const adminMigrations = (query: AdminListParams, options?: RequestOptions) => get<Page<MigrationView>>('/admin/partner/migration/list', q(query), options);
export const adminMigrate = (body: { from_uid: string; to_uid: string; reason: string }, options?: RequestOptions) => post<MigrationView>('/admin/partner/migration/create', body, options);
