import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import type { FieldError } from '../../../types/api';
import { MESSAGES, TYPE_MESSAGES } from '../../../types/validation';
import { AppException } from './app-exception';
import { isFormBody } from './body-limits';
import { StrictInput } from './strict-input';

const HAN = /[\u4e00-\u9fff]/;

/** A class-validator message is used when it is already Chinese; otherwise a generic Chinese one. */
/** Type errors explain more than range errors on the same value ('abc' is not an integer, not "too large"). */
const FIRST = ['isDefined', 'isNotEmpty', 'isString', 'isInt', 'isNumber', 'isBoolean', 'isIn', 'matches'];

export function messageOf(field: string, constraints: Record<string, string>): string {
  const keys = Object.keys(constraints).sort((a, b) => rank(a) - rank(b));
  const own = keys.map((k) => constraints[k]).find((m) => HAN.test(m));
  if (own) return own;
  if ('isNotEmpty' in constraints || 'isDefined' in constraints) return `${field}${MESSAGES.required}`;
  if ('isInt' in constraints || 'isNumber' in constraints) return `${field}${MESSAGES.mustBeInteger}`;
  return `${field}格式不正确`;
}

function rank(key: string): number {
  const i = FIRST.indexOf(key);
  return i === -1 ? FIRST.length : i;
}

export function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    const own = e.constraints ? [{ field, message: messageOf(field, e.constraints) }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

const QUERY_MEMO_MAX = 2000;
type Flat = Record<string, string | number | boolean | null | undefined>;

function isFlat(o: unknown): o is Flat {
  if (!o || typeof o !== 'object') return false;
  for (const v of Object.values(o)) if (v !== null && typeof v === 'object') return false;
  return true;
}

/**
 * Strips unknown fields, converts form strings to the DTO's types, reports errors per field.
 * A query string already converted is not converted again: class-transformer and class-validator
 * cost more than most reads, and a query DTO's built-in rules give the same answer for the same
 * input. Queries with rules of our own (@Validate, possibly stateful) are always validated.
 */
class AppValidationPipe extends ValidationPipe {
  private readonly memo = new Map<Function, Map<string, Flat>>();
  private readonly pure = new Map<Function, boolean>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const type = metadata.metatype;
    if (!type || !this.toValidate(metadata)) return super.transform(value, metadata);
    if (metadata.type !== 'query' || !isFlat(value) || !this.isPure(type)) return super.transform(strict(type, value, metadata), metadata);
    let byQuery = this.memo.get(type);
    if (!byQuery) this.memo.set(type, (byQuery = new Map()));
    const key = JSON.stringify(value);
    let dto = byQuery.get(key);
    if (!dto) {
      const fresh: unknown = await super.transform(strict(type, value, metadata), metadata);
      if (!isFlat(fresh)) return fresh;
      if (byQuery.size >= QUERY_MEMO_MAX) byQuery.delete(byQuery.keys().next().value as string);
      byQuery.set(key, (dto = fresh));
    }
    // a copy each time: handlers may add to their dto
    return Object.assign(Object.create(Object.getPrototypeOf(dto) as object) as Flat, dto);
  }

  /**
   * The DTO this exact query became when it was last validated, or undefined when it has not been
   * (or its type has rules of our own): the hot routes answer only queries the pipe has passed.
   */
  peek<T extends object>(type: new () => T, value: unknown): T | undefined {
    if (!isFlat(value)) return undefined;
    const dto = this.memo.get(type)?.get(JSON.stringify(value));
    return dto && (Object.assign(Object.create(type.prototype as object) as Flat, dto) as T);
  }

  /** Only class-validator's own decorators (registerDecorator's CustomConstraint), no @Validate(ours). */
  private isPure(type: Function): boolean {
    let pure = this.pure.get(type);
    if (pure === undefined) {
      const rules = getMetadataStorage().getTargetValidationMetadatas(type, '', true, false);
      pure = rules.every((r) => !r.constraintCls || r.constraintCls.name === 'CustomConstraint');
      this.pure.set(type, pure);
    }
    return pure;
  }
}

/**
 * Unknown fields dropped and every known one checked for its type before class-transformer sees the
 * value (strict-input.ts): nothing is converted that the DTO does not declare, nor to a type it is not.
 */
function strict(type: Function, value: unknown, metadata: ArgumentMetadata): Record<string, unknown> {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw AppException.invalid([{ field: metadata.type, message: `请求内容${TYPE_MESSAGES.object}` }]);
  }
  const input = new StrictInput(metadata.type !== 'body' || isFormBody(value));
  const out = input.object(type, value as Record<string, unknown>);
  if (input.errors.length) throw AppException.invalid(input.errors);
  return out;
}

export const appValidationPipe = new AppValidationPipe({
  whitelist: true,
  transform: true,
  transformOptions: { enableImplicitConversion: false },
  exceptionFactory: (errors) => AppException.invalid(flatten(errors)),
});
