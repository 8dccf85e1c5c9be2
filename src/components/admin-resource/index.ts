/** The admin resource layer: a page is a resource description (README.md here). */
export { ResourcePage, type ResourcePageProps } from './resource-page';
export { ResourceForm, ResourceFormCard } from './resource-form';
export { ResourceDetail } from './resource-detail';
export { AuditHistory, changedFields } from './audit-history';
export { useResourceList, type ResourceList } from './use-resource-list';
export { toCsv, fetchAll, BOM } from './csv';
export { parseListState, listStateToSearch, toListQuery } from './url-state';
export { localPage, filterRows } from './local-list';
export { toFormValue, toWireValue, textOf } from './values';
export { formRules } from './rules';
export type * from './types';
