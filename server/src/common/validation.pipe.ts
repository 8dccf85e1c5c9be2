import { ValidationError, ValidationPipe } from '@nestjs/common';
import type { FieldError } from '../../../types/api';
import { MESSAGES } from '../../../types/validation';
import { AppException } from './app-exception';

const HAN = /[\u4e00-\u9fff]/;

/** A class-validator message is used when it is already Chinese; otherwise a generic Chinese one. */
function messageOf(field: string, constraints: Record<string, string>): string {
  const own = Object.values(constraints).find((m) => HAN.test(m));
  if (own) return own;
  if ('isNotEmpty' in constraints || 'isDefined' in constraints) return `${field}${MESSAGES.required}`;
  if ('isInt' in constraints || 'isNumber' in constraints) return `${field}${MESSAGES.mustBeInteger}`;
  return `${field}格式不正确`;
}

function flatten(errors: ValidationError[], prefix = ''): FieldError[] {
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
