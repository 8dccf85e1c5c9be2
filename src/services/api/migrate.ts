import type { Page } from '../../../types/api';
import type { AdminListParams } from '../../../types/admin';
import type { AccountMigrationView, MigratePreview } from '../../../types/migrate';
import { get, post, type RequestOptions } from '../request';

export const verifyMigrateSms = (telephone: string, code: string, options?: RequestOptions) => post<MigratePreview>('/v1/migrate/verify/sms', { telephone, code }, options);

export const verifyMigrateWechat = (code: string, options?: RequestOptions) => post<MigratePreview>('/v1/migrate/verify/wechat', { code }, options);

export const mergeAccount = (ticket: string, options?: RequestOptions) => post<AccountMigrationView>('/v1/migrate/merge', { ticket }, options);

export const fetchMyMigrations = (options?: RequestOptions) => get<AccountMigrationView[]>('/v1/migrate/mine', {}, options);

export const adminMigrations = (query: AdminListParams, options?: RequestOptions) => get<Page<AccountMigrationView>>('/admin/migration/list', { ...query }, options);
