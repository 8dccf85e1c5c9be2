import { Transform } from 'class-transformer';
import { IsBoolean, Matches } from 'class-validator';
import { applyDecorators } from '@nestjs/common';

/** Form bodies send '1'/'0' or 'true'/'false'; implicit conversion would make 'false' true. */
export function BoolField(label: string) {
  return applyDecorators(
    Transform(({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
      const v = obj[key];
      if (v === true || v === 'true' || v === '1' || v === 1) return true;
      if (v === false || v === 'false' || v === '0' || v === 0) return false;
      return v;
    }),
    IsBoolean({ message: `${label}只能是是或否` }),
  );
}

export const IdField = (field: string) => Matches(/^\d{1,19}$/, { message: `${field} 必须是数字` });
