import { ValidationError, ValidationPipe } from '@nestjs/common';
import type { FieldError } from '../../../types/api';
import { MESSAGES } from '../../../types/validation';
import { AppException } from './app-exception';

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

/** Strips unknown fields, converts form strings to the DTO's types, reports errors per field. */
export const appValidationPipe = new ValidationPipe({
  whitelist: true,
  transform: true,
  transformOptions: { enableImplicitConversion: true },
  exceptionFactory: (errors) => AppException.invalid(flatten(errors)),
});
