import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { JUDGE_LANGS, JUDGE_LIMITS, JudgeLang } from '../../../../types/judge';
import {
  CategoryRequest,
  CheckerRequest,
  LanguageUpdateRequest,
  OJ_LIMITS,
  OJ_MESSAGES,
  ProblemForm,
  ProblemLevel,
} from '../../../../types/oj';
import { MESSAGES } from '../../../../types/validation';
import { TagsField } from './tags.field';

const ID = /^\d{1,19}$/;
const CHECKER_SPEC = /^(default|exact|tokens-ci|custom|unordered(:[1-3])?|float(:\d+(\.\d+)?([eE]-?\d+)?)?)$/;

export class IdDto {
  /** row id */
  @ApiProperty()
  @Matches(ID, { message: 'id 必须是数字' })
  id: string;
}

export class ProblemFormDto implements ProblemForm {
  /** number shown in the bank */
  @ApiProperty()
  @IsInt({ message: `题号${MESSAGES.mustBeInteger}` })
  @Min(1, { message: `题号${MESSAGES.outOfRange(1, OJ_LIMITS.maxNo)}` })
  @Max(OJ_LIMITS.maxNo, { message: `题号${MESSAGES.outOfRange(1, OJ_LIMITS.maxNo)}` })
  no: number;

  /** 1-60 characters */
  @ApiProperty()
  @IsString({ message: OJ_MESSAGES.titleInvalid })
  @Matches(/\S/, { message: OJ_MESSAGES.titleInvalid })
  @MaxLength(OJ_LIMITS.title, { message: OJ_MESSAGES.titleInvalid })
  title: string;

  /** category id; empty for none */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^(\d{1,19})?$/, { message: 'category_id 必须是数字' })
  category_id?: string;

  /** 1 简单, 2 中等, 3 困难 */
  @ApiProperty({ enum: [1, 2, 3] })
  @Type(() => Number)
  @IsIn([1, 2, 3], { message: '难度只能是 1（简单）、2（中等）或 3（困难）' })
  level: ProblemLevel;

  /** milliseconds */
  @ApiProperty()
  @IsInt({ message: `时间限制${MESSAGES.mustBeInteger}` })
  @Min(100, { message: `时间限制${MESSAGES.outOfRange(100, JUDGE_LIMITS.maxTimeLimitMs)}毫秒` })
  @Max(JUDGE_LIMITS.maxTimeLimitMs, { message: `时间限制${MESSAGES.outOfRange(100, JUDGE_LIMITS.maxTimeLimitMs)}毫秒` })
  time_limit: number;

  /** bytes */
  @ApiProperty()
  @IsInt({ message: `内存限制${MESSAGES.mustBeInteger}` })
  @Min(16 * 1024 * 1024, { message: '内存限制必须在16MB到1024MB之间' })
  @Max(JUDGE_LIMITS.maxMemoryLimitBytes, { message: '内存限制必须在16MB到1024MB之间' })
  memory_limit: number;

  /** ACM statement (markdown); empty = no ACM mode */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(OJ_LIMITS.content, { message: OJ_MESSAGES.contentTooLong })
  acm_content?: string;

  /** TPL statement (markdown); empty = no TPL mode */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(OJ_LIMITS.content, { message: OJ_MESSAGES.contentTooLong })
  tpl_content?: string;

  /** JSON {function, params:[{name,type}], returns} */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: '函数签名过长' })
  tpl_signature?: string;

  /** JSON [{input, output}] */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(OJ_LIMITS.samples * OJ_LIMITS.sampleChars * 2 + 1000, { message: '样例过长' })
  samples?: string;

  /** checker id; empty = the package's own */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^(\d{1,19})?$/, { message: 'checker_id 必须是数字' })
  checker_id?: string;

  /** 1 visible in the bank */
  @ApiPropertyOptional({ enum: [0, 1] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1], { message: 'visible 只能是 0 或 1' })
  visible?: 0 | 1;

  /** 1 free for every signed-in user */
  @ApiPropertyOptional({ enum: [0, 1] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1], { message: 'free 只能是 0 或 1' })
  free?: 0 | 1;

  /** knowledge tags; omitted keeps the current ones */
  @TagsField()
  tags?: string[];
}

export class ProblemUpdateDto extends ProblemFormDto {
  /** problem id */
  @ApiProperty()
  @Matches(ID, { message: 'problem_id 必须是数字' })
  problem_id: string;
}

export class CheckerDto implements CheckerRequest {
  /** display name */
  @ApiProperty()
  @IsString({ message: '名称不能为空' })
  @Matches(/\S/, { message: '名称不能为空' })
  @MaxLength(OJ_LIMITS.checkerName, { message: `名称不能超过${OJ_LIMITS.checkerName}个字符` })
  name: string;

  /** default | exact | float:1e-6 | tokens-ci | unordered[:1-3] | custom */
  @ApiProperty()
  @Matches(CHECKER_SPEC, { message: '规则只能是 default、exact、float:1e-6、tokens-ci、unordered、unordered:2、unordered:3 或 custom' })
  spec: string;

  /** what it does */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(OJ_LIMITS.checkerDescription, { message: `说明不能超过${OJ_LIMITS.checkerDescription}个字符` })
  description?: string;
}

export class CheckerUpdateDto extends CheckerDto {
  /** checker id */
  @ApiProperty()
  @Matches(ID, { message: 'id 必须是数字' })
  id: string;
}

export class CategoryDto implements CategoryRequest {
  /** 1-20 characters */
  @ApiProperty()
  @IsString({ message: '分类名不能为空' })
  @Matches(/\S/, { message: '分类名不能为空' })
  @MaxLength(OJ_LIMITS.categoryName, { message: `分类名不能超过${OJ_LIMITS.categoryName}个字符` })
  name: string;

  /** smaller first */
  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: `排序值${MESSAGES.mustBeInteger}` })
  @Min(0, { message: '排序值不能小于0' })
  @Max(9999, { message: '排序值不能大于9999' })
  order_value?: number;
}

export class CategoryUpdateDto extends CategoryDto {
  /** category id */
  @ApiProperty()
  @Matches(ID, { message: 'id 必须是数字' })
  id: string;
}

export class LanguageUpdateDto implements LanguageUpdateRequest {
  /** judge language id */
  @ApiProperty({ enum: JUDGE_LANGS })
  @IsIn(JUDGE_LANGS as unknown as string[], { message: `lang 只能是 ${JUDGE_LANGS.join('、')}` })
  lang: JudgeLang;

  /** 1 on, 0 off */
  @ApiPropertyOptional({ enum: [0, 1] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1], { message: 'enabled 只能是 0 或 1' })
  enabled?: 0 | 1;

  /** smaller first */
  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: `排序值${MESSAGES.mustBeInteger}` })
  @Min(0, { message: '排序值不能小于0' })
  @Max(9999, { message: '排序值不能大于9999' })
  order_value?: number;
}
