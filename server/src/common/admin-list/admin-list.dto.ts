import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ADMIN_LIST_MESSAGES, type AdminListQuery, type SortOrder } from '../../../../types/admin';
import { PageDto } from '../page.dto';

/**
 * The one admin list query (README.md here): paging, sort + order, and the resource's filters
 * declared as fields of a subclass. Unknown fields and sort keys are refused with 4220.
 */
export class AdminListDto extends PageDto implements AdminListQuery {
  /** a sort field from the resource's whitelist */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(40)
  sort?: string;

  @ApiPropertyOptional({ enum: ['asc', 'desc'] })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: ADMIN_LIST_MESSAGES.badOrder })
  order?: SortOrder;
}

/** A yes/no filter: '1'/'0'/'true'/'false' from the URL (implicit conversion would make 'false' true). */
export function BoolFilter(label: string) {
  return (target: object, key: string) => {
    IsOptional()(target, key);
    Transform(({ obj }: { obj: Record<string, unknown> }) => {
      const v = obj[key];
      if (v === true || v === 'true' || v === '1' || v === 1) return true;
      if (v === false || v === 'false' || v === '0' || v === 0) return false;
      return v;
    })(target, key);
    IsBoolean({ message: `${label}只能是是或否` })(target, key);
  };
}

/** A date range filter `from,to` (ISO dates or datetimes; either side may be empty). */
export function RangeFilter(label: string) {
  return (target: object, key: string) => {
    IsOptional()(target, key);
    Matches(/^(\d{4}-\d{2}-\d{2}[T \d:.Z+-]*)?,(\d{4}-\d{2}-\d{2}[T \d:.Z+-]*)?$/, { message: ADMIN_LIST_MESSAGES.badRange(label) })(target, key);
  };
}

/** A keyword filter (LIKE), at most 50 characters. */
export function TextFilter(label: string) {
  return (target: object, key: string) => {
    IsOptional()(target, key);
    IsString({ message: `${label}格式不正确` })(target, key);
    MaxLength(50, { message: `${label}不能超过50个字符` })(target, key);
  };
}
