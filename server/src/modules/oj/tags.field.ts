import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, ValidateBy, ValidationArguments } from 'class-validator';
import { parseTagInput, tagsError } from '../../../../types/oj';

/**
 * An optional tag list checked by the shared rule (types/oj-tags), with its Chinese message. Form
 * bodies send it comma-joined (`数组,哈希表`, empty for none; 、 and ， also separate), JSON bodies as an array.
 */
export function TagsField() {
  return applyDecorators(
    ApiPropertyOptional({ type: [String], description: '知识点标签：最多8个，每个1到12个字符' }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? parseTagInput(value) : value)),
    IsOptional(),
    ValidateBy({
      name: 'problemTags',
      validator: {
        validate: (value: unknown) => tagsError(value) === '',
        defaultMessage: (args?: ValidationArguments) => tagsError(args?.value) || '标签格式不正确',
      },
    }),
  );
}
