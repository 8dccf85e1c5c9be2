import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CodeMode, JUDGE_LANGS, JUDGE_LIMITS, JudgeLang } from '../../../../types/judge';
import {
  JudgeTypeId,
  OJ_LIMITS,
  OJ_MESSAGES,
  ProblemLevel,
  ProblemListQuery,
  RunRequest,
  SnippetQuery,
  SortTypeId,
  StatusFilter,
  SubmitRequest,
  SubmissionListQuery,
  TAG_LIMITS,
  TAG_MESSAGES,
} from '../../../../types/oj';
import { PageDto } from '../../common/page.dto';

const ID = /^\d{1,19}$/;
const MODE_MSG = 'code_mode 只能是 1（ACM）或 2（核心代码）';
const LANG_MSG = `lang 只能是 ${JUDGE_LANGS.join('、')}`;

export class ProblemIdDto {
  /** problem id */
  @ApiProperty()
  @Matches(ID, { message: 'problem_id 必须是数字' })
  problem_id: string;
}

export class ProblemListQueryDto extends PageDto implements ProblemListQuery {
  /** category id */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID, { message: 'category_id 必须是数字' })
  category_id?: string;

  /** 1 简单, 2 中等, 3 困难 */
  @ApiPropertyOptional({ enum: [1, 2, 3] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([1, 2, 3], { message: 'level 只能是 1、2 或 3' })
  level?: ProblemLevel;

  /** title words or the problem number */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(OJ_LIMITS.keyword, { message: `关键词不能超过${OJ_LIMITS.keyword}个字符` })
  keyword?: string;

  /** 1 题号, 2 通过率, 3 提交数, 4 难度, 5 最新 */
  @ApiPropertyOptional({ enum: [1, 2, 3, 4, 5] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([1, 2, 3, 4, 5], { message: 'sort_type 只能是 1 到 5' })
  sort_type?: SortTypeId;

  /** 1 标准评测, 2 特殊评测 */
  @ApiPropertyOptional({ enum: [1, 2] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([1, 2], { message: 'judge_type 只能是 1 或 2' })
  judge_type?: JudgeTypeId;

  /** 0 all, 1 accepted, 2 tried, 3 not tried */
  @ApiPropertyOptional({ enum: [0, 1, 2, 3] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1, 2, 3], { message: 'status 只能是 0 到 3' })
  status?: StatusFilter;

  /** only problems carrying this tag */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: TAG_MESSAGES.length })
  @MaxLength(TAG_LIMITS.chars, { message: TAG_MESSAGES.length })
  @Matches(/^[^,，]*$/, { message: TAG_MESSAGES.comma })
  tag?: string;
}

export class ProblemDetailQueryDto extends ProblemIdDto {
  /** 1 ACM (default), 2 TPL */
  @ApiPropertyOptional({ enum: [1, 2] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([1, 2], { message: MODE_MSG })
  code_mode?: CodeMode;
}

export class SearchQueryDto {
  /** title words or the number */
  @ApiProperty()
  @IsString({ message: '请输入关键词' })
  @MaxLength(OJ_LIMITS.keyword, { message: `关键词不能超过${OJ_LIMITS.keyword}个字符` })
  keyword: string;
}

export class TemplatesQueryDto extends ProblemIdDto {
  /** 1 ACM, 2 TPL */
  @ApiProperty({ enum: [1, 2] })
  @Type(() => Number)
  @IsIn([1, 2], { message: MODE_MSG })
  code_mode: CodeMode;
}

export class SnippetQueryDto extends TemplatesQueryDto implements SnippetQuery {
  /** judge language id */
  @ApiProperty({ enum: JUDGE_LANGS })
  @IsIn(JUDGE_LANGS as unknown as string[], { message: LANG_MSG })
  lang: JudgeLang;
}

export class SubmitDto implements SubmitRequest {
  /** problem id */
  @ApiProperty()
  @Matches(ID, { message: 'problem_id 必须是数字' })
  problem_id: string;

  /** judge language id */
  @ApiProperty({ enum: JUDGE_LANGS })
  @IsIn(JUDGE_LANGS as unknown as string[], { message: LANG_MSG })
  lang: JudgeLang;

  /** 1 ACM, 2 TPL */
  @ApiProperty({ enum: [1, 2] })
  @Type(() => Number)
  @IsIn([1, 2], { message: MODE_MSG })
  code_mode: CodeMode;

  /** source code, at most 64 KB */
  @ApiProperty()
  @IsString({ message: OJ_MESSAGES.codeEmpty })
  @Matches(/\S/, { message: OJ_MESSAGES.codeEmpty })
  @MaxLength(JUDGE_LIMITS.codeBytes, { message: OJ_MESSAGES.codeTooLong })
  code: string;
}

export class RunDto extends SubmitDto implements RunRequest {
  /** custom input; the problem's samples when omitted */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(OJ_LIMITS.sampleChars, { message: `自测输入不能超过${OJ_LIMITS.sampleChars}个字符` })
  input?: string;

  /** expected output of the custom input */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(OJ_LIMITS.sampleChars, { message: `期望输出不能超过${OJ_LIMITS.sampleChars}个字符` })
  output?: string;
}

export class SubmissionIdDto {
  /** submission id */
  @ApiProperty()
  @Matches(ID, { message: 'submission_id 必须是数字' })
  submission_id: string;
}

export class RunIdDto {
  /** run id returned by the run call */
  @ApiProperty()
  @Matches(/^r[a-f0-9]{24}$/, { message: 'run_id 不正确' })
  run_id: string;
}

export class StreamQueryDto {
  /** a submission id, or a run id */
  @ApiProperty()
  @Matches(/^(\d{1,19}|r[a-f0-9]{24})$/, { message: 'id 不正确' })
  id: string;
}

export class SubmissionListQueryDto extends PageDto implements SubmissionListQuery {
  /** only this problem */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID, { message: 'problem_id 必须是数字' })
  problem_id?: string;
}

export class LatestQueryDto extends ProblemIdDto {
  /** only submissions in this mode */
  @ApiPropertyOptional({ enum: [1, 2] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([1, 2], { message: MODE_MSG })
  code_mode?: CodeMode;
}

export class MyProblemQueryDto extends PageDto {
  /** 0 all, 1 accepted, 2 tried */
  @ApiPropertyOptional({ enum: [0, 1, 2] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1, 2], { message: 'status 只能是 0、1 或 2' })
  status?: 0 | 1 | 2;
}
