import type { AdminListParams, AuditLineView } from '../../../types/admin';
import type { Page } from '../../../types/api';
import { get, type Query, type RequestOptions } from '../request';

/** Audit lines of admin writes, newest first; filter by resource (`entity`) and record (`entity_id`). */
export const adminAuditList = (q: AdminListParams, options?: RequestOptions) => get<Page<AuditLineView>>('/admin/audit/list', q as Query, options);
