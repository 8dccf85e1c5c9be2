import type { ReactNode } from 'react';
import type { AdminListParams, FieldRule } from '../../../types/admin';
import type { Page } from '../../../types/api';

/** How a field is shown, filtered, edited and exported. */
export type ValueType =
  | 'text'
  | 'textarea'
  | 'number'
  /** integer fen on the wire, ¥ in lists, 元 with two decimals in forms */
  | 'money'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'switch'
  | 'image'
  | 'markdown'
  /** an id picked by searching (`relation.search`) */
  | 'relation'
  /** string[] on the wire */
  | 'tags'
  /** `a,b,c` string (or string[]) on the wire, edited as tags */
  | 'commaList';

export interface EnumOption {
  value: string | number | boolean;
  label: string;
  /** antd Tag colour */
  color?: string;
}

export interface RelationOption {
  value: string;
  label: string;
}

export type Row = Record<string, unknown>;

export interface ResourceField<R = Row> {
  /** wire key on the row, in the list query and in the save body */
  key: string;
  title: string;
  type?: ValueType;
  options?: EnumOption[];
  /** for `relation`: search by keyword; `label` names the record's value in lists and in its form */
  relation?: { search: (keyword: string) => Promise<RelationOption[]>; label?: (row: R) => string };
  /** shown in the filter bar; `range` for dates (from,to); text filters match part of the value */
  filter?: boolean;
  /** the filter's value while the URL names none (a select without a clear button: 待处理 by default) */
  filterDefault?: string;
  sortable?: boolean;
  /** shown in the create/edit form; 'create' = only when creating (e.g. a code that never changes) */
  editable?: boolean | 'create';
  /** the rule from types/ that the server DTO applies too (same messages) */
  rule?: FieldRule;
  /** a value for new records; a function is called each time the form opens (a time ten minutes from now) */
  initial?: unknown;
  /** the form value of a form-only field, read from the record (e.g. a coupon's amount from `value`) */
  from?: (row: R) => unknown;
  /** shown in the form only while this holds for the current form values */
  visibleWhen?: (values: Row) => boolean;
  /** the input's placeholder (a relation's default: 搜索 + title) */
  placeholder?: string;
  /** form help under the input (text, or a link to where the value is made) */
  help?: ReactNode;
  hideInTable?: boolean;
  hideInDetail?: boolean;
  /** leave out of the CSV export */
  noExport?: boolean;
  width?: number;
  /** custom cell (list and detail) */
  render?: (value: unknown, row: R) => ReactNode;
  /** custom text for CSV and detail when the value needs more than its type */
  text?: (row: R) => string;
  /** escape hatch: a custom form input (antd Form passes value / onChange) */
  input?: (ctx: { editing: R | null }) => ReactNode;
  /** a `switch` flipped right in the list (top, public, handled...); the list reloads after it */
  toggle?: (row: R, on: boolean) => Promise<unknown>;
}

export interface ListState {
  page_no: number;
  page_size: number;
  sort?: string;
  order?: 'asc' | 'desc';
  filters: Record<string, string>;
}

/** One of several submit buttons of a form (a review's 需修改 / 通过); its `key` reaches `run` / `save`. */
export interface FormSubmit {
  key: string;
  label: string;
  danger?: boolean;
  /** the primary (blue) button */
  primary?: boolean;
}

export interface RowAction<R> {
  label: string;
  /** asks before it runs */
  confirm?: string;
  danger?: boolean;
  hidden?: boolean;
  /**
   * opens a form of these fields first; `run` gets its wire values. `submits` replaces the OK
   * button with several (a decision), `run` gets the pressed one's key.
   */
  form?: { title: string; okText?: string; width?: number; submits?: FormSubmit[]; fields: ResourceField<R>[] };
  /** return a success toast text; the list reloads after it */
  run: (row: R, values?: Row, submit?: string) => Promise<string | void> | string | void;
}

export interface BatchAction<R> {
  label: string;
  /** confirmation text; `{n}` becomes the number of rows */
  confirm: string;
  danger?: boolean;
  run: (rows: R[]) => Promise<string | void>;
}

export interface ResourceDef<R = Row> {
  /** resource name of the audit lines (`sale_channel`); no audit tab when left out */
  audit?: string;
  title: string;
  rowKey: string;
  fields: ResourceField<R>[];
  /**
   * Server-paged list following the admin list contract (page_no, page_size, sort, order, filters).
   * Or `all` for a small list the server returns whole: filtered, sorted and paged here.
   */
  list?: (q: AdminListParams) => Promise<Page<R>>;
  all?: () => Promise<R[]>;
  /** create or update; `row` is null when creating. Values are already in wire form; a string result is the toast. */
  save?: (values: Row, row: R | null, submit?: string) => Promise<unknown>;
  /** allow "新建" (default true when `save` is given) */
  creatable?: boolean;
  createLabel?: string;
  /** the row link that opens the form (default 编辑); `false` = create only, no edit link */
  editLabel?: string | false;
  /** the form's OK button (default 保存) and its success toast (default 已保存) */
  okText?: string;
  savedText?: string;
  /** pagination total text (default 共 n 条) */
  totalText?: (n: number) => string;
  /** the form's title (default 新建/编辑 + title) */
  formTitle?: (row: R | null) => string;
  /** form modal width */
  formWidth?: number;
  /** cross-field checks before save: a message per field key */
  validate?: (values: Row) => Record<string, string>;
  rowActions?: (row: R) => RowAction<R>[];
  batchActions?: BatchAction<R>[];
  /** empty list text; a function gets the current filters ("no match" vs "none yet") */
  emptyText?: string | ((filters: Record<string, string>) => string);
  /** CSV file name without extension */
  exportName?: string;
  /** no detail link */
  noDetail?: boolean;
  pageSize?: number;
  /** URL namespace when several lists share a page (tabs): `subjects.page=2` */
  urlKey?: string;
}

/** A field of any record by its wire key. */
export const valueOf = (row: object, key: string): unknown => (row as Row)[key];
