import { createParamDecorator, ExecutionContext, Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ADMIN_LIST_MESSAGES, RANGE_SEPARATOR, type SortOrder } from '../../../../types/admin';
import type { FieldError, Page } from '../../../../types/api';
import { AppException } from '../app-exception';
import { pageArgs } from '../page.dto';
import type { AppRequest } from '../request-context';
import { messageOf } from '../validation.pipe';
import type { AdminListDto } from './admin-list.dto';

/** How a filter field narrows the query: a column and an operator, or a function for anything else. */
export type FilterOp<D> =
  | { op: 'eq' | 'like' | 'range' | 'in'; column: string }
  | ((qb: SelectQueryBuilder<ObjectLiteral>, value: NonNullable<D[keyof D]>, param: string) => void);

/** One admin list: its DTO (filters + their validation), whitelisted sorts, and how filters apply. */
export interface AdminListSpec<D extends AdminListDto> {
  dto: Type<D>;
  /** wire sort field -> query-builder column (`c.createdAt`) */
  sort: Record<string, string>;
  defaultSort: [field: string, order: SortOrder];
  filters: { [K in Exclude<keyof D, keyof AdminListDto>]?: FilterOp<D> };
}

export function defineAdminList<D extends AdminListDto>(spec: AdminListSpec<D>): AdminListSpec<D> {
  return spec;
}

/** Validates a raw query against the spec: DTO rules, unknown fields and sorts refused with 4220. */
export function parseAdminList<D extends AdminListDto>(spec: AdminListSpec<D>, raw: Record<string, unknown>): D {
  // empty strings are "no filter" (a cleared input in the URL)
  const plain = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '' && v !== undefined));
  const dto = plainToInstance(spec.dto, plain, { enableImplicitConversion: true });
  const errors: FieldError[] = validateSync(dto, { whitelist: true, forbidNonWhitelisted: true }).map((e) =>
    e.constraints && 'whitelistValidation' in e.constraints
      ? { field: e.property, message: ADMIN_LIST_MESSAGES.unknownFilter(e.property) }
      : { field: e.property, message: messageOf(e.property, e.constraints ?? {}) },
  );
  const allowed = Object.keys(spec.sort);
  if (dto.sort !== undefined && !allowed.includes(dto.sort)) errors.push({ field: 'sort', message: ADMIN_LIST_MESSAGES.unknownSort(dto.sort, allowed) });
  if (errors.length) throw AppException.invalid(errors);
  return dto;
}

/** `@AdminList(SPEC) q`: the validated list query of an admin list endpoint. */
export const AdminList = createParamDecorator(<D extends AdminListDto>(spec: AdminListSpec<D>, ctx: ExecutionContext): D => {
  const req = ctx.switchToHttp().getRequest<AppRequest>();
  return parseAdminList(spec, (req.query ?? {}) as Record<string, unknown>);
});

function endOfDay(v: string): Date {
  // a bare date as the upper bound includes that whole day
  return /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(new Date(`${v}T00:00:00`).getTime() + 86_400_000 - 1) : new Date(v);
}

/** Applies filters, the sort (with the primary key as a stable tie-breaker) and paging to a query builder. */
export function applyAdminList<T extends ObjectLiteral, D extends AdminListDto>(qb: SelectQueryBuilder<T>, spec: AdminListSpec<D>, q: D): SelectQueryBuilder<T> {
  for (const [field, how] of Object.entries(spec.filters) as [string, FilterOp<D> | undefined][]) {
    const value = (q as Record<string, unknown>)[field];
    if (value === undefined || value === null || value === '' || !how) continue;
    const p = `f_${field}`;
    if (typeof how === 'function') {
      how(qb as unknown as SelectQueryBuilder<ObjectLiteral>, value as NonNullable<D[keyof D]>, p);
      continue;
    }
    const c = how.column;
    if (how.op === 'eq') qb.andWhere(`${c} = :${p}`, { [p]: value });
    else if (how.op === 'like') qb.andWhere(`${c} LIKE :${p}`, { [p]: `%${String(value).replace(/[\\%_]/g, (m) => `\\${m}`)}%` });
    else if (how.op === 'in') qb.andWhere(`${c} IN (:...${p})`, { [p]: String(value).split(',').filter(Boolean) });
    else {
      const [from, to] = String(value).split(RANGE_SEPARATOR);
      if (from) qb.andWhere(`${c} >= :${p}_from`, { [`${p}_from`]: new Date(from) });
      if (to) qb.andWhere(`${c} <= :${p}_to`, { [`${p}_to`]: endOfDay(to) });
    }
  }
  const [field, order] = q.sort ? [q.sort, q.order ?? 'desc'] : [spec.defaultSort[0], q.order ?? spec.defaultSort[1]];
  const dir = order === 'asc' ? 'ASC' : 'DESC';
  qb.orderBy(spec.sort[field], dir);
  // the primary key breaks ties (uid, submission_id...), so pages never repeat or skip rows
  const main = qb.expressionMap.mainAlias;
  const primary = main?.hasMetadata && main.metadata.primaryColumns.length === 1 ? `${qb.alias}.${main.metadata.primaryColumns[0].propertyPath}` : undefined;
  if (primary && spec.sort[field] !== primary) qb.addOrderBy(primary, dir);
  const { skip, take } = pageArgs(q);
  return qb.skip(skip).take(take);
}

/** The whole list call: filters, sort, paging, count, and the mapping to the wire view. */
export async function adminPage<T extends ObjectLiteral, D extends AdminListDto, V>(
  qb: SelectQueryBuilder<T>,
  spec: AdminListSpec<D>,
  q: D,
  view: (row: T) => V,
): Promise<Page<V>> {
  const [rows, total] = await applyAdminList(qb, spec, q).getManyAndCount();
  const { page_no, page_size } = pageArgs(q);
  return { list: rows.map(view), total, page_no, page_size };
}
