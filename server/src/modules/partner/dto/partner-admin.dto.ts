import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsDateString, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { JUDGE_LANGS, type JudgeLang } from '../../../../../types/judge';
import { PARTNER_ROLES, PARTNER_STATUSES, PROMO_CODE_RE, type AttributionPolicy, type ClaimState, type PartnerRole, type PartnerStatus, type RejectReason, type ReviewDecision, type TaskKind, type TaskState, type TaskType } from '../../../../../types/partner';
import { PageDto } from '../../../common/page.dto';
import { BoolField, IdField } from '../../commerce/dto/dto-helpers';
import { EnumListField, IdListField, ListField, OptionalText } from './list-field';

/** Console requests of the partner program (/api/admin/partner/...); the lists are in partner-list.dto.ts. */
export class UidQueryDto {
  @ApiProperty()
  @IdField('uid')
  uid: string;
}

export class PartnerSaveDto {
  @ApiProperty()
  @IdField('uid')
  uid: string;

  @ApiProperty({ enum: PARTNER_STATUSES })
  @IsIn(PARTNER_STATUSES, { message: '状态不正确' })
  status: PartnerStatus;

  @EnumListField(PARTNER_ROLES, '角色不正确')
  roles: PartnerRole[];

  @EnumListField(JUDGE_LANGS, '语言不正确')
  lang_permits: JudgeLang[];

  @IdListField('商品')
  product_permits: string[];

  @OptionalText(200)
  note?: string;
}

export class PromotionSaveDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IdField('pmid')
  pmid?: string;

  @ApiProperty()
  @IdField('uid')
  uid: string;

  @ApiProperty()
  @IdField('product_id')
  product_id: string;

  /** basis points: 1000 = 10% */
  @ApiProperty()
  @IsInt({ message: '佣金比例必须是整数（万分比）' })
  @Min(0, { message: '佣金比例不能为负' })
  @Max(5000, { message: '佣金比例不能超过50%' })
  rate_bp: number;

  @ApiProperty()
  @BoolField('启用')
  enabled: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(PROMO_CODE_RE, { message: '推广码只能是4-32位字母、数字、下划线或短横线' })
  code?: string;
}

export class PayoutCreateDto {
  @ApiProperty()
  @IdField('uid')
  uid: string;

  @ApiProperty()
  @IsInt({ message: '金额必须是整数（分）' })
  @Min(1, { message: '金额必须大于0' })
  @Max(100_000_000, { message: '金额过大' })
  amount_fen: number;

  @OptionalText(200)
  note?: string;
}

export class PayoutSettleDto {
  @ApiProperty()
  @IdField('id')
  id: string;

  @ApiProperty({ enum: ['paid', 'failed'] })
  @IsIn(['paid', 'failed'], { message: '状态只能是已打款或失败' })
  state: 'paid' | 'failed';

  @OptionalText(200)
  note?: string;
}

export class ProgramSaveDto {
  @ApiProperty({ enum: ['first', 'last'] })
  @IsIn(['first', 'last'], { message: '归因方式只能是首次或最后触达' })
  policy: AttributionPolicy;

  @ApiProperty()
  @IsInt({ message: '归因窗口必须是整数天' })
  @Min(1, { message: '归因窗口至少1天' })
  @Max(365, { message: '归因窗口不能超过365天' })
  window_days: number;

  @ApiProperty()
  @IsInt({ message: '冻结期必须是整数天' })
  @Min(7, { message: '冻结期不能短于商品的退款期（7天）' })
  @Max(365, { message: '冻结期不能超过365天' })
  hold_days: number;

  @ApiProperty()
  @IsInt({ message: '最低提现额必须是整数（分）' })
  @Min(1, { message: '最低提现额至少1分' })
  @Max(100_000_000, { message: '最低提现额过大' })
  min_payout_fen: number;
}

/** A partner task created or edited (not `TaskSaveDto`: OpenAPI names a schema by its class, and courses have one). */
export class PartnerTaskSaveDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IdField('task_id')
  task_id?: string;

  @ApiProperty({ enum: ['task', 'cotask'] })
  @IsIn(['task', 'cotask'], { message: '类型不正确' })
  kind: TaskKind;

  @ApiProperty({ enum: ['template', 'solution', 'explanation', 'other'] })
  @IsIn(['template', 'solution', 'explanation', 'other'], { message: '任务类型不正确' })
  type: TaskType;

  @ApiProperty()
  @IsString({ message: '请填写任务标题' })
  @MinLength(1, { message: '请填写任务标题' })
  @MaxLength(60, { message: '任务标题不能超过60个字符' })
  title: string;

  @ApiProperty()
  @IsString()
  @MaxLength(2000, { message: '任务说明不能超过2000个字符' })
  description: string;

  @ApiProperty()
  @IsInt({ message: '奖励必须是整数（分）' })
  @Min(0, { message: '奖励不能为负' })
  @Max(10_000_000, { message: '奖励过大' })
  reward_fen: number;

  @ApiProperty()
  @IsDateString({}, { message: '截止时间格式不正确' })
  deadline: string;

  @ApiProperty()
  @IsInt({ message: '名额必须是整数' })
  @Min(0, { message: '名额不能为负' })
  @Max(1000, { message: '名额不能超过1000' })
  slots: number;

  @ApiProperty()
  @IsInt({ message: '领取时限必须是整数小时' })
  @Min(1, { message: '领取时限至少1小时' })
  @Max(24 * 90, { message: '领取时限不能超过90天' })
  claim_hours: number;

  @EnumListField(JUDGE_LANGS, '语言不正确')
  languages: JudgeLang[];

  @IdListField('题目')
  problem_ids: string[];

  @ApiProperty({ type: [String] })
  @ListField()
  @IsArray()
  @ArrayMaxSize(10)
  @MaxLength(20, { each: true, message: '标签不能超过20个字符' })
  tags: string[];

  @ApiProperty({ enum: ['draft', 'published', 'closed'] })
  @IsIn(['draft', 'published', 'closed'], { message: '状态不正确' })
  state: TaskState;
}

export class ClaimQueueQueryDto extends PageDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsIn(['claimed', 'submitted', 'changes_requested', 'approved', 'rejected', 'expired', 'cancelled'], { message: '状态不正确' })
  state?: ClaimState;

  @ApiPropertyOptional()
  @IsOptional()
  @IdField('task_id')
  task_id?: string;
}

export class ClaimReviewDto {
  @ApiProperty()
  @IdField('claim_id')
  claim_id: string;

  @ApiProperty({ enum: ['approve', 'changes', 'reject'] })
  @IsIn(['approve', 'changes', 'reject'], { message: '审核结果不正确' })
  decision: ReviewDecision;

  @OptionalText(500, '审核意见不能超过500个字符')
  note?: string;

  @ApiPropertyOptional({ enum: ['invalid', 'duplicate', 'late', 'criteria'] })
  @IsOptional()
  @IsIn(['invalid', 'duplicate', 'late', 'criteria'], { message: '驳回原因不正确' })
  reason?: RejectReason;
}

export class TemplateReviewDto {
  @ApiProperty()
  @IdField('template_id')
  template_id: string;

  @ApiProperty({ enum: ['approve', 'reject'] })
  @IsIn(['approve', 'reject'], { message: '审核结果不正确' })
  decision: 'approve' | 'reject';

  @OptionalText(500, '审核意见不能超过500个字符')
  note?: string;
}

export class MigrationDto {
  @ApiProperty()
  @IdField('from_uid')
  from_uid: string;

  @ApiProperty()
  @IdField('to_uid')
  to_uid: string;

  @ApiProperty()
  @IsString({ message: '请填写迁移原因' })
  @MinLength(1, { message: '请填写迁移原因' })
  @MaxLength(200, { message: '迁移原因不能超过200个字符' })
  reason: string;
}

export class PartnerExportDto {
  @ApiProperty({ enum: ['ledger', 'payouts'] })
  @IsIn(['ledger', 'payouts'], { message: '导出类型只能是流水或提现' })
  what: 'ledger' | 'payouts';

  @ApiPropertyOptional()
  @IsOptional()
  @IdField('uid')
  uid?: string;
}
