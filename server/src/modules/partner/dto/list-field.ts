import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** Form bodies send lists as `a,b,c`; JSON bodies as arrays. */
export const ListField = () => Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : value));

/** A list of ids (`1,2,3` or an array), at most `max`, each numeric. */
export const IdListField = (label: string, max = 50) =>
  applyDecorators(ApiProperty({ type: [String] }), ListField(), IsArray(), ArrayMaxSize(max), Matches(/^\d{1,19}$/, { each: true, message: `${label} id 必须是数字` }));

/** A list of values from a fixed set (roles, languages). */
export const EnumListField = (values: readonly string[], message: string) =>
  applyDecorators(ApiProperty({ type: [String], enum: values }), ListField(), IsArray(), IsIn(values as string[], { each: true, message }));

/** An optional free text (a note, a reason) of at most `max` characters. */
export const OptionalText = (max: number, message?: string) =>
  applyDecorators(ApiPropertyOptional(), IsOptional(), IsString(), MaxLength(max, message ? { message } : undefined));
