import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, Matches } from 'class-validator';

/** Form bodies send '1'/'0' or 'true'/'false'; implicit conversion would make 'false' true. */
export function BoolField(label: string, optional = false) {
  return applyDecorators(
    optional ? ApiPropertyOptional({ type: Boolean }) : ApiProperty({ type: Boolean }),
    ...(optional ? [IsOptional()] : []),
    Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
      const v = obj[key];
      if (v === true || v === 'true' || v === '1' || v === 1) return true;
      if (v === false || v === 'false' || v === '0' || v === 0) return false;
      return v;
    }),
    IsBoolean({ message: `${label}只能是是或否` }),
  );
}

export const ID_RE = /^\d{1,19}$/;

/** A required numeric id (ids travel as strings). */
export function IdField(field: string, example = '1') {
  return applyDecorators(ApiProperty({ example }), Matches(ID_RE, { message: `${field} 必须是数字` }));
}

export function OptionalIdField(field: string) {
  return applyDecorators(ApiPropertyOptional(), IsOptional(), Matches(ID_RE, { message: `${field} 必须是数字` }));
}
