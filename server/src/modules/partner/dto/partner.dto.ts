import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { JUDGE_LANGS, type JudgeLang } from '../../../../../types/judge';
import { PARTNER_MESSAGES, PROMO_CODE_RE, VISITOR_ID_RE } from '../../../../../types/partner';
import { PageDto } from '../../../common/page.dto';
import { IdField } from '../../commerce/dto/dto-helpers';

export class PmidQueryDto {
  @ApiProperty()
  @IdField('pmid')
  pmid: string;
}

export class TouchDto {
  /** promotion short code */
  @ApiProperty()
  @Matches(PROMO_CODE_RE, { message: '推广码格式不正确' })
  code: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(VISITOR_ID_RE, { message: '访客标识格式不正确' })
  visitor_id?: string;

  /** h5 or weapp */
  @ApiPropertyOptional({ enum: ['h5', 'weapp'] })
  @IsOptional()
  @IsIn(['h5', 'weapp'], { message: 'channel 只能是 h5 或 weapp' })
  channel?: string;
}

export class CodeQueryDto {
  @ApiProperty()
  @IsString()
  @MaxLength(64)
  code: string;
}

export class LedgerQueryDto extends PageDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IdField('pmid')
  pmid?: string;
}

export class TaskListQueryDto extends PageDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(20)
  tag?: string;
}

export class TaskIdDto {
  @ApiProperty()
  @IdField('task_id')
  task_id: string;
}

export class ClaimIdDto {
  @ApiProperty()
  @IdField('claim_id')
  claim_id: string;
}

/** A claim's work handed in (not `SubmitDto`: OpenAPI names a schema by its class, and the OJ has one). */
export class ClaimSubmitDto {
  @ApiProperty()
  @IdField('claim_id')
  claim_id: string;

  /** links, file urls and notes */
  @ApiProperty()
  @IsString({ message: '请填写提交内容' })
  @MinLength(1, { message: '请填写提交内容' })
  @MaxLength(4000, { message: '提交内容不能超过4000个字符' })
  content: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IdField('template_id')
  template_id?: string;
}

export class ContributeDto {
  @ApiProperty()
  @IdField('task_id')
  task_id: string;

  @ApiProperty()
  @IsString({ message: '请填写提交内容' })
  @MinLength(1, { message: '请填写提交内容' })
  @MaxLength(4000, { message: '提交内容不能超过4000个字符' })
  content: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IdField('template_id')
  template_id?: string;
}

export class ProblemIdQueryDto {
  @ApiProperty()
  @IdField('problem_id')
  problem_id: string;
}

export class TemplateRunDto {
  @ApiProperty()
  @IdField('problem_id')
  problem_id: string;

  @ApiProperty({ enum: JUDGE_LANGS })
  @IsIn(JUDGE_LANGS, { message: '不支持的语言' })
  lang: JudgeLang;

  /** a solution written in the template */
  @ApiProperty()
  @IsString({ message: '请填写参考解答' })
  @MinLength(1, { message: '请填写参考解答' })
  @MaxLength(65536, { message: '代码不能超过64KB' })
  solution: string;
}

export class RunIdQueryDto {
  @ApiProperty()
  @Matches(/^pt[0-9a-f]{24}$/, { message: 'run_id 格式不正确' })
  run_id: string;
}

export class TemplateSaveDto extends TemplateRunDto {
  /** the starter template users see */
  @ApiProperty()
  @IsString({ message: '请填写模板' })
  @MinLength(1, { message: '请填写模板' })
  @MaxLength(20000, { message: '模板不能超过20000个字符' })
  code: string;

  @ApiProperty()
  @Matches(/^pt[0-9a-f]{24}$/, { message: PARTNER_MESSAGES.runRequired })
  run_id: string;

  /** JSON ProblemInfoDraft {statement_acm, statement_tpl, tpl_signature, tags}: the problem's information, applied when approved */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(62000, { message: '题目信息过长' })
  info?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IdField('claim_id')
  claim_id?: string;
}

export class TemplateIdQueryDto {
  @ApiProperty()
  @IdField('template_id')
  template_id: string;
}
