import type { Page } from '../../../types/api';
import type { ContractKind, ContractPage, ContractSaveRequest, ContractVersionView } from '../../../types/contract';
import type { AdminListQuery } from '../../../types/admin';
import { get, post, type RequestOptions } from '../request';

/** The version in force (or an earlier one by id); rejects with 4004 before the first version. */
export const fetchContract = (kind: ContractKind, id?: string, options?: RequestOptions) => get<ContractPage>('/v1/contract', { kind, id }, options);

export const adminContracts = (query: AdminListQuery, options?: RequestOptions) => get<Page<ContractVersionView>>('/admin/contract/list', { ...query }, options);

export const adminSaveContract = (body: ContractSaveRequest, options?: RequestOptions) => post<ContractVersionView>('/admin/contract/save', { ...body }, options);

export const adminDeleteContract = (id: string, options?: RequestOptions) => post<void>('/admin/contract/delete', { id }, options);
