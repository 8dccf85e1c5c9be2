import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDateString, IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { EXAM_LIMITS } from '../../../../types/exam';
import { defineAdminList } from '../../common/admin-list/admin-list';
import { AdminListDto } from '../../common/admin-list/admin-list.dto';
import { AdminExamIdDto, ID } from './exam-admin.dto';

/** Console requests about attempts: the submit list, rescoring, rejudging, similarity review. */
export class SubmitListDto extends AdminListDto {
  @ApiProperty()
  @Matches(ID, { message: 'exam_id 必须是数字' })
  exam_id: string;

  @ApiPropertyOptional({ enum: ['in_progress', 'submitted', 'expired', 'abandoned'] })
  @IsOptional()
  @IsIn(['in_progress', 'submitted', 'expired', 'abandoned'], { message: '状态不正确' })
  state?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID, { message: 'uid 必须是数字' })
  uid?: string;
}

export const SUBMIT_LIST = defineAdminList({
  dto: SubmitListDto,
  sort: { submit_id: 's.id', score: 's.score', submitted_at: 's.submittedAt', started_at: 's.startedAt', time_used_sec: 's.timeUsed' },
  defaultSort: ['submit_id', 'desc'],
  filters: { exam_id: { op: 'eq', column: 's.examId' }, state: { op: 'eq', column: 's.state' }, uid: { op: 'eq', column: 's.uid' } },
});

export class SubmitIdDto {
  @ApiProperty()
  @Matches(ID, { message: 'submit_id 必须是数字' })
  submit_id: string;
}

export class RescoreDto extends SubmitIdDto {
  /** slot of the paper */
  @ApiProperty()
  @Matches(/^\d{1,19}(-\d{1,3})?$/, { message: 'item_id 不正确' })
  item_id: string;

  /** manual score (0..item score) */
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: '分数必须是整数' })
  @Min(0, { message: '分数不能小于0' })
  score: number;
}

export class RejudgeDto extends SubmitIdDto {
  /** only this slot (default: every programming slot) */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^\d{1,19}(-\d{1,3})?$/, { message: 'item_id 不正确' })
  item_id?: string;
}

export class AccommodationSaveDto extends AdminExamIdDto {
  @ApiProperty()
  @Matches(ID, { message: 'uid 必须是数字' })
  uid: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '延长时间必须是整数分钟' })
  @Min(0, { message: '延长时间不能小于0' })
  @Max(EXAM_LIMITS.durationMax, { message: `延长时间不能超过${EXAM_LIMITS.durationMax}分钟` })
  extra_minutes?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsDateString({}, { message: '开始时间格式不正确' })
  start_at?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsDateString({}, { message: '结束时间格式不正确' })
  end_at?: string;
}

export class SimilarityStartDto extends AdminExamIdDto {
  @ApiProperty()
  @Matches(ID, { message: 'item_id 必须是数字' })
  item_id: string;

  /** percent, default 60 */
  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '阈值必须是整数' })
  @Min(1, { message: '阈值至少为1' })
  @Max(100, { message: '阈值不能超过100' })
  threshold?: number;
}

export class JobIdDto {
  @ApiProperty()
  @Matches(ID, { message: 'job_id 必须是数字' })
  job_id: string;
}

export class PairIdDto {
  @ApiProperty()
  @Matches(ID, { message: 'pair_id 必须是数字' })
  pair_id: string;
}

export class PairMarkDto extends PairIdDto {
  @ApiProperty({ enum: ['pending', 'confirmed', 'dismissed'] })
  @IsIn(['pending', 'confirmed', 'dismissed'], { message: '状态只能是 pending、confirmed 或 dismissed' })
  status: 'pending' | 'confirmed' | 'dismissed';
}
