/** SPEC §2 /contract: the user agreement and the privacy policy, versioned and edited in the console. */
import type { FieldRule } from './admin';

export type ContractKind = 'agreement' | 'privacy';
export const CONTRACT_KINDS: readonly ContractKind[] = ['agreement', 'privacy'];
export const CONTRACT_KIND_LABEL: Record<ContractKind, string> = { agreement: '用户协议', privacy: '隐私政策' };

export const CONTRACT_RULES = {
  version: { label: '版本号', required: true, maxLength: 20 },
  title: { label: '标题', required: true, maxLength: 60 },
  content: { label: '正文', required: true, maxLength: 60000 },
} satisfies Record<string, FieldRule>;

export const CONTRACT_MESSAGES = {
  none: '该协议尚未发布',
  inForce: '已生效的版本不能修改或删除，请新建一个版本',
  duplicate: '该协议已有同名版本',
} as const;

/** One version as the public page shows it. */
export interface ContractVersionView {
  id: string;
  kind: ContractKind;
  version: string;
  title: string;
  /** markdown */
  content: string;
  /** ISO: when this version took (or takes) effect */
  effective_at: string;
  created_at: string;
}

/** GET /v1/contract: the version in force (or the one asked for by id) and the history of versions in force. */
export interface ContractPage {
  current: ContractVersionView;
  history: Pick<ContractVersionView, 'id' | 'version' | 'effective_at'>[];
}

export interface ContractSaveRequest {
  id?: string;
  kind: ContractKind;
  version: string;
  title: string;
  content: string;
  effective_at: string;
}
