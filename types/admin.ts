/**
 * Admin console contracts shared by the resource layer (src/components/admin-resource) and the
 * server (server/src/common/admin-list, modules/audit): the list query, audit lines and field rules.
 */
import type { PageQuery } from './api';

export type SortOrder = 'asc' | 'desc';

/** One admin list call: paging, a whitelisted sort field, and the resource's own filters. */
export interface AdminListQuery extends PageQuery {
  sort?: string;
  order?: SortOrder;
}

/** A list query as the client sends it: the contract plus the resource's filters. */
export type AdminListParams = AdminListQuery & Record<string, string | number | boolean | undefined>;

/** Date range filters travel as one value `from,to` (either side may be empty): `created_at=2026-01-01,2026-01-31`. */
export const RANGE_SEPARATOR = ',';

export const ADMIN_LIST_MESSAGES = {
  unknownFilter: (field: string) => `不支持的筛选条件：${field}`,
  unknownSort: (field: string, allowed: string[]) => `不支持按「${field}」排序，可排序字段：${allowed.join('、') || '无'}`,
  badOrder: '排序方向只能是 asc 或 desc',
  badRange: (field: string) => `${field} 的时间范围格式应为 开始,结束（如 2026-01-01,2026-01-31）`,
} as const;

export type AuditAction = 'create' | 'update' | 'delete' | string;

/** One admin write: who, what entity/id, which action, the record before and after. */
export interface AuditLineView {
  id: string;
  actor_uid: string;
  actor_name: string;
  entity: string;
  entity_id: string;
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

export const AUDIT_ACTION_LABEL: Record<string, string> = { create: '新建', update: '修改', delete: '删除', grant: '赠送', revoke: '取消', generate: '生成兑换码', send: '发送' };

/**
 * A field rule stated once: the server DTO turns it into class-validator decorators
 * (`@Rule(...)`), the admin form into antd rules, with the same messages.
 */
export interface FieldRule {
  label: string;
  required?: boolean;
  /** string length in characters (trimmed) */
  minLength?: number;
  maxLength?: number;
  /** number bounds */
  min?: number;
  max?: number;
  integer?: boolean;
  pattern?: RegExp;
  /** message when the pattern does not match */
  patternMessage?: string;
}

export const ruleMessages = (r: FieldRule) => ({
  required: `请填写${r.label}`,
  maxLength: `${r.label}不能超过${r.maxLength}个字符`,
  minLength: `${r.label}至少${r.minLength}个字符`,
  integer: `${r.label}必须是整数`,
  min: `${r.label}不能小于${r.min}`,
  max: `${r.label}不能大于${r.max}`,
  pattern: r.patternMessage ?? `${r.label}格式不正确`,
});

/** First broken rule's message, or '' — the same check the form runs before it calls the server. */
export function checkRule(r: FieldRule, value: unknown): string {
  const m = ruleMessages(r);
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
  if (empty) return r.required ? m.required : '';
  if (typeof value === 'string') {
    const len = Array.from(value.trim()).length;
    if (r.minLength !== undefined && len < r.minLength) return m.minLength;
    if (r.maxLength !== undefined && len > r.maxLength) return m.maxLength;
    if (r.pattern && !r.pattern.test(value)) return m.pattern;
  }
  if (typeof value === 'number') {
    if (r.integer && !Number.isInteger(value)) return m.integer;
    if (r.min !== undefined && value < r.min) return m.min;
    if (r.max !== undefined && value > r.max) return m.max;
  }
  return '';
}
