import type { Page } from '../../../types/api';
import type { AdminUserQuery, AdminUserRow } from '../../../types/user';
import { get, type RequestOptions } from '../request';

export const listUsers = (query: AdminUserQuery, options?: RequestOptions) =>
  get<Page<AdminUserRow>>('/admin/user/list', { ...query }, options);

export const countUsers = (keyword = '', options?: RequestOptions) =>
  get<{ total: number }>('/admin/user/count', { keyword }, options).then((r) => r.total);
