import type { AdminListParams } from '../../../types/admin';
import type { Page } from '../../../types/api';
import type { ProblemLevel } from '../../../types/oj';
import type { AdminCompanyDetail, AdminSetDetail, AdminSetRow, CompanyCard, CompanyProblemInput, CompanySaveRequest, CsvImportResult, ResolveIdsResult, SetSaveRequest, SetStats } from '../../../types/problemset';
import { get, post, type RequestOptions } from '../request';

// ---- console (issue 15): forms carry lists as comma text and nested lists as JSON text ----
export const adminSets = (query: AdminListParams, o?: RequestOptions) => get<Page<AdminSetRow>>('/admin/problemset/list', { ...query }, o);
export const adminSetDetail = (id: string, o?: RequestOptions) => get<AdminSetDetail>('/admin/problemset/detail', { id }, o);
export const adminSaveSet = (r: SetSaveRequest, o?: RequestOptions) =>
  post<AdminSetDetail>(
    '/admin/problemset/save',
    {
      ...(r.id ? { id: r.id } : {}),
      title: r.title,
      intro: r.intro ?? '',
      cover: r.cover ?? '',
      tags: (r.tags ?? []).join(','),
      access: r.access,
      product_id: r.product_id ?? '',
      published: r.published ? 1 : 0,
      order_value: r.order_value ?? 0,
      problem_ids: (r.problem_ids ?? []).join(','),
      sections: JSON.stringify(r.sections ?? []),
    },
    o,
  );
export const adminDeleteSet = (id: string, o?: RequestOptions) => post<null>('/admin/problemset/delete', { id }, o);
export const adminResolveIds = (text: string, o?: RequestOptions) => post<ResolveIdsResult>('/admin/problemset/resolve-ids', { text }, o);
export const adminSetStats = (id: string, o?: RequestOptions) => get<SetStats>('/admin/problemset/stats', { id }, o);

export const adminCompanies = (o?: RequestOptions) => get<CompanyCard[]>('/admin/problemset/company/list', undefined, o);
export const adminCompanyDetail = (id: string, o?: RequestOptions) => get<AdminCompanyDetail>('/admin/problemset/company/detail', { id }, o);
export const adminSaveCompany = (r: CompanySaveRequest, o?: RequestOptions) =>
  post<AdminCompanyDetail>('/admin/problemset/company/save', { ...(r.id ? { id: r.id } : {}), name: r.name, logo: r.logo ?? '', intro: r.intro ?? '', order_value: r.order_value ?? 0 }, o);
export const adminDeleteCompany = (id: string, o?: RequestOptions) => post<null>('/admin/problemset/company/delete', { id }, o);
export const adminSaveCompanyProblems = (companyId: string, problems: CompanyProblemInput[], o?: RequestOptions) =>
  post<AdminCompanyDetail>('/admin/problemset/company/problems', { company_id: companyId, problems: JSON.stringify(problems) }, o);
export const adminImportCompanyCsv = (companyId: string, csv: string, o?: RequestOptions) => post<CsvImportResult>('/admin/problemset/company/import', { company_id: companyId, csv }, o);

/** the OJ's problem search (number or title, at most 10), for adding problems */
export type FoundProblem = { problem_id: string; no: number; title: string; level: ProblemLevel };
export const searchProblems = (keyword: string, o?: RequestOptions) => get<FoundProblem[]>('/v1/oj/problem/search', { keyword }, o);
