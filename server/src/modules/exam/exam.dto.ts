import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { EXAM_LIMITS, EXAM_MESSAGES } from '../../../../types/exam';
import { JUDGE_LANGS, JudgeLang } from '../../../../types/judge';
import { OJ_LIMITS } from '../../../../types/oj';
import { PageDto } from '../../common/page.dto';

const ID = /^\d{1,19}$/;
const SLOT = /^\d{1,19}(-\d{1,3})?$/;
/** form bodies send 'true'/'false' or '1'/'0'; implicit conversion alone would make 'false' true, so read the raw value */
const toBool = ({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
  const v = obj[key];
  return v === 'true' || v === '1' || v === 1 || v === true ? true : v === 'false' || v === '0' || v === 0 || v === false ? false : v;
};

export class ExamIdDto {
  /** exam id */
  @ApiProperty()
  @Matches(ID, { message: 'exam_id 必须是数字' })
  exam_id: string;
}

export class ExamListQueryDto extends PageDto {
  /** only exams with this tag */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID, { message: 'tag_id 必须是数字' })
  tag_id?: string;
}

export class ExamResultQueryDto extends ExamIdDto {
  /** one attempt of the caller (default: the latest finished one) */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID, { message: 'submit_id 必须是数字' })
  submit_id?: string;
}

export class ExamRankQueryDto extends PageDto {
  /** exam id */
  @ApiProperty()
  @Matches(ID, { message: 'exam_id 必须是数字' })
  exam_id: string;
}

export class AnswerDto extends ExamIdDto {
  /** question slot of the attempt's paper (item id, or `<item>-<n>` for a pool draw) */
  @ApiProperty({ example: '12' })
  @Matches(SLOT, { message: EXAM_MESSAGES.itemNotInExam })
  item_id: string;

  /**
   * JSON answer: {"choice":0} single, {"choices":[0,2]} multiple, {"value":true} true/false,
   * {"blanks":["..."]} fill-in, {"lang":"cpp","code":"..."} programming; '' clears it
   */
  @ApiPropertyOptional({ example: '{"choice":1}' })
  @IsOptional()
  @IsString({ message: EXAM_MESSAGES.badAnswer })
  answer?: string;

  /** flag the question for review (navigator) */
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'flagged 只能是 true 或 false' })
  flagged?: boolean;
}

export class ProgramDto extends ExamIdDto {
  /** programming question slot */
  @ApiProperty()
  @Matches(SLOT, { message: EXAM_MESSAGES.itemNotInExam })
  item_id: string;

  /** judge language */
  @ApiProperty({ enum: JUDGE_LANGS })
  @IsIn(JUDGE_LANGS as unknown as string[], { message: `lang 只能是 ${JUDGE_LANGS.join('、')}` })
  lang: JudgeLang;

  /** source code, at most 64 KB */
  @ApiProperty()
  @IsString({ message: '代码不能为空' })
  @Matches(/\S/, { message: '代码不能为空' })
  @MaxLength(EXAM_LIMITS.codeBytes, { message: EXAM_MESSAGES.codeTooLong })
  code: string;

  /** custom input for a run (samples when omitted) */
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
