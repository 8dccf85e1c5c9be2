import type { Page } from '../../../types/api';
import type { OverviewStats, RollupRequest, RollupResult } from '../../../types/overview';
import type { AdminUserQuery, AdminUserRow } from '../../../types/user';
import { get, post, type RequestOptions } from '../request';

export const listUsers = (query: AdminUserQuery, options?: RequestOptions) =>
  get<Page<AdminUserRow>>('/admin/user/list', { ...query }, options);

export const fetchOverview = (options?: RequestOptions) => get<OverviewStats>('/admin/overview/stats', {}, options);

/** Re-computes the daily rollups of a range (YYYY-MM-DD, at most a year). */
export const runRollup = (range: RollupRequest, options?: RequestOptions) => post<RollupResult>('/admin/overview/rollup', { ...range }, options);
