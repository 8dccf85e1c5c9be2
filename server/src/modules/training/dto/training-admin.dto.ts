import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsInt, IsObject, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { CampSaveRequest, CohortSaveRequest, FeedbackSaveRequest, GateCondition, GateSaveRequest, GateWeights } from '../../../../../types/training';
import { TRAINING_LIMITS } from '../../../../../types/training';
import { IdField, OptionalIdField } from '../../course/dto/fields';

/** Form bodies carry lists and objects as JSON text; JSON bodies carry them as is. */
const json = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  if (value === '') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};
const list = ({ value }: { value: unknown }) => {
  const v = json({ value });
  return v === null || v === undefined ? [] : v;
};

export class CampSaveDto implements CampSaveRequest {
  @OptionalIdField('course_id')
  course_id?: string;

  @ApiProperty()
  @IsString({ message: '请填写训练营名称' })
  @MaxLength(60, { message: '训练营名称不超过60个字符' })
  title: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(120, { message: '副标题不超过120个字符' })
  subtitle?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(30, { message: '主讲不超过30个字符' })
  teacher?: string;

  /** 1 published */
  @ApiPropertyOptional({ enum: [0, 1] })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === true || value === 'true' || value === '1' || value === 1 ? 1 : 0))
  @IsInt()
  published?: number;

  /** commerce product selling the camp ('' = none) */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(32)
  product_id?: string;
}

export class CohortSaveDto implements CohortSaveRequest {
  @OptionalIdField('cohort_id')
  cohort_id?: string;

  @IdField('course_id')
  course_id: string;

  @ApiProperty()
  @IsString({ message: '请填写班级名称' })
  name: string;

  /** ISO date */
  @ApiProperty({ example: '2026-12-01' })
  @IsString({ message: '请填写开班日期' })
  start_at: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  end_at?: string;

  @ApiProperty({ example: 50 })
  @Transform(({ value }: { value: unknown }) => Number(value))
  @IsInt({ message: '人数上限须为整数' })
  capacity: number;

  /** comma-separated teacher uids */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  teacher_uids?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(TRAINING_LIMITS.schedule, { message: `课表不超过${TRAINING_LIMITS.schedule}个字符` })
  schedule?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(TRAINING_LIMITS.announcement, { message: `公告不超过${TRAINING_LIMITS.announcement}个字符` })
  announcement?: string;
}

export class CohortDeleteDto {
  @IdField('course_id')
  course_id: string;

  @IdField('cohort_id')
  cohort_id: string;
}

export class GateSaveDto implements GateSaveRequest {
  @OptionalIdField('gate_id')
  gate_id?: string;

  @IdField('course_id')
  course_id: string;

  @ApiProperty()
  @IsString({ message: '请填写关卡名称' })
  title: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  summary?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => Number(value))
  @IsInt({ message: '排序须为整数' })
  order_value?: number;

  /** 0-100 */
  @ApiProperty({ example: 60 })
  @Transform(({ value }: { value: unknown }) => Number(value))
  @IsInt({ message: '通过分须为整数' })
  pass_score: number;

  /** {video, problem, exam, task} (JSON text in form bodies) */
  @ApiProperty({ example: { video: 40, problem: 40, exam: 20, task: 0 } })
  @Transform(json)
  @IsObject({ message: '请填写各部分权重' })
  weights: GateWeights;

  /** the condition tree, or null for a gate open from the start (JSON text in form bodies) */
  @ApiPropertyOptional({ example: { op: 'and', items: [{ type: 'gate_passed', gate_id: '1' }, { type: 'videos_watched', gate_id: '2', percent: 80 }] } })
  @IsOptional()
  @Transform(json)
  condition: GateCondition | null;

  @ApiProperty({ type: [String] })
  @Transform(list)
  @IsArray({ message: 'lesson_ids 须为列表' })
  lesson_ids: string[];

  @ApiProperty({ type: [String] })
  @Transform(list)
  @IsArray({ message: 'problem_ids 须为列表' })
  problem_ids: string[];

  @ApiProperty({ type: [String] })
  @Transform(list)
  @IsArray({ message: 'task_ids 须为列表' })
  task_ids: string[];

  /** the gate's exam ('' = none) */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^(\d{1,19})?$/, { message: 'exam_id 必须是数字' })
  exam_id?: string;
}

export class FeedbackSaveDto implements FeedbackSaveRequest {
  @ApiProperty()
  @IsString()
  uid: string;

  @IdField('gate_id')
  gate_id: string;

  /** markdown */
  @ApiProperty()
  @IsString({ message: '请填写反馈内容' })
  content: string;

  /** 1 = approve (meets a teacher_approval condition) */
  @ApiPropertyOptional({ enum: [0, 1] })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === true || value === 'true' || value === '1' || value === 1 ? 1 : 0))
  @IsInt()
  approved?: number;
}
