import { JUDGE_LANGS } from '../../../../types/judge';
import {
  CLAIM_STATE_LABEL,
  LEDGER_KIND_LABEL,
  PARTNER_ROLE_LABEL,
  PARTNER_STATUS_LABEL,
  PAYOUT_STATE_LABEL,
  TASK_STATE_LABEL,
  TASK_TYPE_LABEL,
  type ClaimState,
  type LedgerKind,
  type PartnerRole,
  type PartnerStatus,
  type PayoutState,
  type TaskState,
  type TaskType,
} from '../../../../types/partner';
import type { EnumOption } from '../../../components/admin-resource';

const COLORS: Record<string, string> = { active: 'green', pending: 'blue', suspended: 'red', paid: 'green', failed: 'red', published: 'green', closed: 'default', draft: 'default', submitted: 'blue', approved: 'green', rejected: 'red', changes_requested: 'orange', expired: 'default', claimed: 'blue' };
const enumOf = <K extends string>(labels: Record<K, string>): EnumOption[] => (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value], color: COLORS[value] }));

export const PARTNER_STATUS_OPTIONS = enumOf<PartnerStatus>(PARTNER_STATUS_LABEL);
export const PARTNER_ROLE_TEXT = (roles: PartnerRole[]) => roles.map((r) => PARTNER_ROLE_LABEL[r]).join('、');
export const PAYOUT_STATE_OPTIONS = enumOf<PayoutState>(PAYOUT_STATE_LABEL);
export const LEDGER_KIND_OPTIONS = enumOf<LedgerKind>(LEDGER_KIND_LABEL);
export const TASK_STATE_OPTIONS = enumOf<TaskState>(TASK_STATE_LABEL);
export const TASK_TYPE_OPTIONS = enumOf<TaskType>(TASK_TYPE_LABEL);
export const CLAIM_STATE_OPTIONS = enumOf<ClaimState>(CLAIM_STATE_LABEL);
export const TASK_KIND_OPTIONS: EnumOption[] = [
  { value: 'task', label: '任务', color: 'blue' },
  { value: 'cotask', label: '协作任务', color: 'purple' },
];
export const LANGS_HELP = `语言：${JUDGE_LANGS.join('、')}`;
