// the storage class-transformer's own decorators write to (@Type, @Transform)
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { TransformationType } from 'class-transformer';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import type { FieldError } from '../../../types/api';
import { MESSAGES, TYPE_MESSAGES } from '../../../types/validation';

/**
 * The first step of every DTO (DESIGN §10): unknown fields are dropped before anything converts
 * them, and each known field is checked against its declared type. A form or query string becomes
 * the number or boolean it spells, a JSON number becomes the text of an id; anything else of the
 * wrong type (an object or list for a scalar, a boolean for text, `Infinity`, an integer past the
 * column's range, text with control characters) is refused with the field's message, never coerced.
 */

type Kind = 'number' | 'string' | 'boolean' | 'array' | 'object' | 'any';

interface FieldShape {
  kind: Kind;
  optional: boolean;
  integer: boolean;
  /** its own @Min/@Max (checked by class-validator with their messages); without them, an INT column's */
  min?: number;
  max?: number;
  /** the field's own Chinese message for its type rule (@IsInt({message}) ...), else ours */
  message?: string;
  /** a @Transform of its own reads the raw value */
  transformed: boolean;
  /** nested DTO (@Type) of an object or of a list's elements */
  nested?: Function;
}

type Shape = Map<string, FieldShape>;

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;
/** C0 controls other than tab, line feed and carriage return, and DEL */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const DECIMAL = /^-?\d{1,20}(\.\d{1,20})?$/;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const shapes = new Map<Function, Shape>();
const TYPE_RULES = new Set(['isInt', 'isNumber', 'isString', 'isBoolean', 'isArray', 'isNumberString']);
const HAN = /[\u4e00-\u9fff]/;

function kindOf(designType: unknown): Kind {
  if (designType === Number) return 'number';
  if (designType === String) return 'string';
  if (designType === Boolean) return 'boolean';
  if (designType === Array) return 'array';
  if (typeof designType === 'function' && designType !== Object) return 'object';
  // an enum (swc emits the enum object where tsc emits Number or String)
  if (designType && typeof designType === 'object') return Object.values(designType).some((v) => typeof v === 'number') ? 'number' : 'string';
  return 'any';
}

function shapeOf(type: Function): Shape {
  let shape = shapes.get(type);
  if (shape) return shape;
  shape = new Map();
  const rules = getMetadataStorage().getTargetValidationMetadatas(type, '', true, false);
  const names = new Set(rules.map((r) => r.propertyName));
  for (const name of names) {
    const own = rules.filter((r) => r.propertyName === name);
    const named = (n: string) => own.find((r) => r.name === n || r.constraints?.[0] === n);
    const bound = (n: string) => {
      const r = named(n);
      return r && typeof r.constraints?.[0] === 'number' ? r.constraints[0] : undefined;
    };
    const declared = Reflect.getMetadata('design:type', type.prototype as object, name) as unknown;
    const nested = defaultMetadataStorage.findTypeMetadata(type, name)?.typeFunction() as Function | undefined;
    const kind = kindOf(declared);
    const typeRule = own.find((r) => TYPE_RULES.has(r.name ?? '') && typeof r.message === 'string' && HAN.test(r.message));
    shape.set(name, {
      kind,
      optional: own.some((r) => r.type === ValidationTypes.CONDITIONAL_VALIDATION),
      integer: !!named('isInt'),
      min: bound('min'),
      max: bound('max'),
      message: typeRule?.message as string | undefined,
      transformed: defaultMetadataStorage.findTransformMetadatas(type, name, TransformationType.PLAIN_TO_CLASS).length > 0,
      nested: nested && nested !== Number && nested !== String && nested !== Boolean && nested !== Object ? nested : undefined,
    });
  }
  shapes.set(type, shape);
  return shape;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A plain object or list that only holds what it declares, each value of its declared type. */
export class StrictInput {
  readonly errors: FieldError[] = [];

  constructor(
    /** query strings and forms say "nothing" with an empty value: dropped for optional fields */
    private readonly emptyIsAbsent: boolean,
  ) {}

  /** `value` pruned and converted in place (a copy for the root); errors in `this.errors`. */
  object(type: Function, value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
    const shape = shapeOf(type);
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const field = shape.get(key);
      if (!field || FORBIDDEN_KEYS.has(key)) continue;
      const path = prefix ? `${prefix}.${key}` : key;
      const v = this.field(field, value[key], path);
      if (v !== undefined) out[key] = v;
    }
    return out;
  }

  private fail(path: string, message: string, own?: string): undefined {
    this.errors.push({ field: path, message: own ?? `${path}${message}` });
    return undefined;
  }

  private field(f: FieldShape, v: unknown, path: string): unknown {
    if (v === undefined) return undefined;
    if (v === null) {
      // null is no number, text or boolean: refused, never stored or passed on as "nothing"
      const scalar = f.kind === 'number' || f.kind === 'string' || f.kind === 'boolean';
      if (!f.optional) return this.fail(path, MESSAGES.required);
      return scalar ? this.fail(path, this.typeMessage(f), f.message) : undefined;
    }
    if (f.transformed) {
      // its own @Transform reads the raw value: only a container where a scalar belongs is refused here
      const scalar = f.kind === 'number' || f.kind === 'string' || f.kind === 'boolean';
      return scalar && typeof v === 'object' ? this.fail(path, this.typeMessage(f), f.message) : v;
    }
    if (v === '' && f.kind !== 'string' && f.kind !== 'any') {
      return f.optional && this.emptyIsAbsent ? undefined : this.fail(path, f.optional ? this.typeMessage(f) : MESSAGES.required, f.message);
    }
    switch (f.kind) {
      case 'number':
        return this.number(f, v, path);
      case 'string':
        return this.text(v, path, f.message);
      case 'boolean':
        if (v === true || v === 'true' || v === 1 || v === '1') return true;
        if (v === false || v === 'false' || v === 0 || v === '0') return false;
        return this.fail(path, TYPE_MESSAGES.boolean, f.message);
      case 'array':
        return this.list(f, v, path);
      case 'object':
        if (!isPlainObject(v)) return this.fail(path, TYPE_MESSAGES.object);
        return f.nested ? this.object(f.nested, v, path) : v;
      case 'any':
        return typeof v === 'string' ? this.text(v, path) : v;
    }
  }

  private typeMessage(f: FieldShape): string {
    if (f.kind === 'number') return f.integer ? TYPE_MESSAGES.integer : TYPE_MESSAGES.number;
    if (f.kind === 'boolean') return TYPE_MESSAGES.boolean;
    if (f.kind === 'array') return TYPE_MESSAGES.list;
    return TYPE_MESSAGES.text;
  }

  private number(f: FieldShape, v: unknown, path: string): number | undefined {
    let n: number;
    if (typeof v === 'number') n = v;
    else if (typeof v === 'string' && DECIMAL.test(v)) n = Number(v);
    else return this.fail(path, this.typeMessage(f), f.message);
    if (!Number.isFinite(n)) return this.fail(path, this.typeMessage(f), f.message);
    // a fraction for an integer is class-validator's to refuse, with the field's message
    // past what a number column holds (its own @Min/@Max are class-validator's, with their messages)
    const unsafe = Math.abs(n) > Number.MAX_SAFE_INTEGER;
    if (unsafe || (f.max === undefined && n > INT_MAX) || (f.min === undefined && n < INT_MIN)) return this.fail(path, TYPE_MESSAGES.outOfRange);
    return n;
  }

  private text(v: unknown, path: string, own?: string): string | undefined {
    if (typeof v === 'number' && Number.isSafeInteger(v)) return String(v);
    if (typeof v !== 'string') return this.fail(path, TYPE_MESSAGES.text, own);
    if (CONTROL.test(v)) return this.fail(path, TYPE_MESSAGES.control);
    return v;
  }

  private list(f: FieldShape, v: unknown, path: string): unknown[] | undefined {
    if (!Array.isArray(v)) return this.fail(path, TYPE_MESSAGES.list, f.message);
    const nested = f.nested;
    const out: unknown[] = [];
    for (let i = 0; i < v.length; i++) {
      const item: unknown = v[i];
      const at = `${path}.${i}`;
      if (nested) {
        if (!isPlainObject(item)) return this.fail(at, TYPE_MESSAGES.object);
        out.push(this.object(nested, item, at));
      } else if (typeof item === 'string') {
        if (CONTROL.test(item)) return this.fail(at, TYPE_MESSAGES.control);
        out.push(item);
      } else if (typeof item === 'number') {
        if (!Number.isFinite(item)) return this.fail(at, TYPE_MESSAGES.number);
        out.push(item);
      } else if (typeof item === 'boolean') out.push(item);
      else return this.fail(at, TYPE_MESSAGES.object);
    }
    return out;
  }
}
