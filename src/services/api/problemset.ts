import type {
  CompanyCard,
  CompanyDetail,
  CompanyDetailQuery,
  MySetRow,
  ProblemSetCard,
  ProblemSetDetail,
  ProblemSetListQuery,
  SetItemContext,
  SetProgress,
} from '../../../types/problemset';
import { get, post, type Query, type RequestOptions } from '../request';

const q = <T extends object>(x: T) => x as unknown as Query;

// ---- learner (issue 15) ----
export const listSets = (query: ProblemSetListQuery, o?: RequestOptions) => get<ProblemSetCard[]>('/v1/problemset/list', q(query), o);
export const setDetail = (id: string, o?: RequestOptions) => get<ProblemSetDetail>('/v1/problemset/detail', { id }, o);
export const setItem = (itemId: string, setId?: string, o?: RequestOptions) => get<SetItemContext>('/v1/problemset/item', { item_id: itemId, ...(setId ? { id: setId } : {}) }, o);
export const setProgress = (id: string, o?: RequestOptions) => get<SetProgress>('/v1/problemset/progress', { id }, o);
export const resetSet = (id: string, o?: RequestOptions) => post<SetProgress>('/v1/problemset/reset', { id }, o);
export const mySets = (o?: RequestOptions) => get<MySetRow[]>('/v1/problemset/mine', undefined, o);
export const solutionViewed = (problemId: string, o?: RequestOptions) => post<null>('/v1/problemset/solution-view', { problem_id: problemId }, o);
export const listCompanies = (o?: RequestOptions) => get<CompanyCard[]>('/v1/problemset/company/list', undefined, o);
export const companyDetail = (query: CompanyDetailQuery, o?: RequestOptions) => get<CompanyDetail>('/v1/problemset/company/detail', q(query), o);
