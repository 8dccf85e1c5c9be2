import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  COURSE_LIMITS,
  COURSE_MESSAGES,
  type CourseSaveRequest,
  type GroupSaveRequest,
  type LessonKind,
  type LessonSaveRequest,
  PRACTICE_KINDS,
  type PracticeKind,
  type PracticeReviewRequest,
  type ScholarshipSaveRequest,
  type ScholarshipState,
  type SubmissionState,
  type VideoSaveRequest,
} from '../../../../../types/course';
import { defineAdminList } from '../../../common/admin-list/admin-list';
import { AdminListDto } from '../../../common/admin-list/admin-list.dto';
import { BoolField, IdField, OptionalIdField } from './fields';

const NAME_MSG = `名称不能为空且不超过${COURSE_LIMITS.groupName}个字符`;

class OrderField {
  /** smaller first */
  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '排序值必须是整数' })
  @Min(-100000, { message: '排序值过小' })
  @Max(100000, { message: '排序值过大' })
  order_value?: number;
}

export class IdDto {
  @IdField('id')
  id: string;
}

export class NamedSaveDto extends OrderField {
  @OptionalIdField('id')
  id?: string;

  @ApiProperty()
  @IsString({ message: NAME_MSG })
  @Matches(/\S/, { message: NAME_MSG })
  @MaxLength(COURSE_LIMITS.groupName, { message: NAME_MSG })
  name: string;
}

export class CourseSaveDto extends OrderField implements CourseSaveRequest {
  @OptionalIdField('course_id')
  course_id?: string;

  @OptionalIdField('category_id')
  category_id?: string;

  @ApiProperty()
  @IsString({ message: COURSE_MESSAGES.titleInvalid })
  @Matches(/\S/, { message: COURSE_MESSAGES.titleInvalid })
  @MaxLength(COURSE_LIMITS.title, { message: COURSE_MESSAGES.titleInvalid })
  title: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(COURSE_LIMITS.subtitle, { message: `副标题不能超过${COURSE_LIMITS.subtitle}个字符` })
  subtitle?: string;

  /** markdown */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(COURSE_LIMITS.content, { message: COURSE_MESSAGES.contentTooLong })
  intro?: string;

  /** storage key or url of the cover image */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(512, { message: '封面地址过长' })
  cover?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(30, { message: '讲师名称不能超过30个字符' })
  teacher?: string;

  @BoolField('免费')
  free: boolean;

  @BoolField('会员免费学')
  vip_included: boolean;

  @BoolField('上架')
  published: boolean;

  /** commerce product selling this course; '' = none */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^(\d{1,19})?$/, { message: 'product_id 必须是数字' })
  product_id?: string;
}

export class GroupSaveDto extends OrderField implements GroupSaveRequest {
  @IdField('course_id')
  course_id: string;

  @OptionalIdField('group_id')
  group_id?: string;

  @ApiProperty()
  @IsString({ message: NAME_MSG })
  @Matches(/\S/, { message: NAME_MSG })
  @MaxLength(COURSE_LIMITS.groupName, { message: NAME_MSG })
  name: string;
}

export class GroupDeleteDto {
  @IdField('course_id')
  course_id: string;

  @IdField('group_id')
  group_id: string;
}

export class LessonSaveDto extends OrderField implements LessonSaveRequest {
  @IdField('course_id')
  course_id: string;

  @OptionalIdField('lesson_id')
  lesson_id?: string;

  @IdField('group_id')
  group_id: string;

  @ApiProperty()
  @IsString({ message: COURSE_MESSAGES.titleInvalid })
  @Matches(/\S/, { message: COURSE_MESSAGES.titleInvalid })
  @MaxLength(COURSE_LIMITS.title, { message: COURSE_MESSAGES.titleInvalid })
  title: string;

  @ApiProperty({ enum: ['video', 'article'] })
  @IsIn(['video', 'article'], { message: '课时类型只能是视频或图文' })
  kind: LessonKind;

  @OptionalIdField('video_id')
  video_id?: string;

  /** markdown */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(COURSE_LIMITS.content, { message: COURSE_MESSAGES.contentTooLong })
  content?: string;

  @BoolField('免费试看')
  free_preview: boolean;

  @BoolField('发布')
  published: boolean;
}

export class LessonRefDto {
  @IdField('course_id')
  course_id: string;

  @IdField('lesson_id')
  lesson_id: string;
}

export class CourseUserDto {
  @IdField('course_id')
  course_id: string;

  @IdField('uid', '10002')
  uid: string;
}

export class CourseGrantDto extends CourseUserDto {
  /** 0 = permanent */
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: '天数必须是整数' })
  @Min(0, { message: '天数不能小于0' })
  @Max(3650, { message: '天数不能超过3650' })
  days: number;
}

export class ScholarshipSaveDto implements ScholarshipSaveRequest {
  @OptionalIdField('id')
  id?: string;

  @IdField('course_id')
  course_id: string;

  @IdField('uid', '10002')
  uid: string;

  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: '金额必须是整数（分）' })
  @Min(1, { message: '金额必须大于0' })
  @Max(10_000_000, { message: '金额过大' })
  amount_fen: number;

  @ApiProperty({ enum: ['pending', 'granted', 'rejected'] })
  @IsIn(['pending', 'granted', 'rejected'], { message: '状态不正确' })
  state: ScholarshipState;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: '备注不能超过200个字符' })
  note?: string;
}

export class VideoSaveDto implements VideoSaveRequest {
  @OptionalIdField('video_id')
  video_id?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^(\d{1,19})?$/, { message: 'group_id 必须是数字' })
  group_id?: string;

  @ApiProperty()
  @IsString({ message: `标题不能为空且不超过${COURSE_LIMITS.videoTitle}个字符` })
  @Matches(/\S/, { message: `标题不能为空且不超过${COURSE_LIMITS.videoTitle}个字符` })
  @MaxLength(COURSE_LIMITS.videoTitle, { message: `标题不能为空且不超过${COURSE_LIMITS.videoTitle}个字符` })
  title: string;

  /** storage key from the direct upload */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(512)
  key?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(512)
  hls_key?: string;

  /** seconds */
  @ApiProperty()
  @Type(() => Number)
  @IsNumber({}, { message: '时长必须是数字（秒）' })
  @Min(0, { message: '时长不能小于0' })
  @Max(COURSE_LIMITS.videoSecondsMax, { message: '视频时长不能超过6小时' })
  duration: number;

  @BoolField('公开', true)
  public?: boolean;
}

export class TaskSaveDto extends OrderField {
  @IdField('course_id')
  course_id: string;

  /** project (项目实战任务, default) or career (求职实战任务) */
  @ApiPropertyOptional({ enum: PRACTICE_KINDS })
  @IsOptional()
  @IsIn(PRACTICE_KINDS, { message: '任务类型只能是 project 或 career' })
  kind?: PracticeKind;

  @OptionalIdField('task_id')
  task_id?: string;

  @ApiProperty()
  @IsString({ message: COURSE_MESSAGES.titleInvalid })
  @Matches(/\S/, { message: COURSE_MESSAGES.titleInvalid })
  @MaxLength(COURSE_LIMITS.title, { message: COURSE_MESSAGES.titleInvalid })
  title: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(COURSE_LIMITS.content, { message: COURSE_MESSAGES.contentTooLong })
  content?: string;

  /** ISO time; empty = no deadline */
  @ApiPropertyOptional()
  @IsOptional()
  @IsISO8601({}, { message: '截止时间格式不正确' })
  deadline?: string;
}

/** Learners' submissions of a course on the admin list contract (page_no, page_size ≤ 100, sort, filters). */
export class SubmissionListDto extends AdminListDto {
  @IdField('course_id')
  course_id: string;

  @OptionalIdField('task_id')
  task_id?: string;

  @OptionalIdField('uid')
  uid?: string;

  @ApiPropertyOptional({ enum: ['submitted', 'passed', 'rejected'] })
  @IsOptional()
  @IsIn(['submitted', 'passed', 'rejected'], { message: '状态不正确' })
  state?: SubmissionState;
}

export const SUBMISSION_LIST = defineAdminList({
  dto: SubmissionListDto,
  sort: { updated_at: 's.updatedAt', reviewed_at: 's.reviewedAt', id: 's.id' },
  defaultSort: ['updated_at', 'desc'],
  filters: { course_id: { op: 'eq', column: 's.courseId' }, task_id: { op: 'eq', column: 's.taskId' }, uid: { op: 'eq', column: 's.uid' }, state: { op: 'eq', column: 's.state' } },
});

export class ReviewDto implements PracticeReviewRequest {
  @IdField('id')
  id: string;

  @ApiProperty({ enum: ['passed', 'rejected'] })
  @IsIn(['passed', 'rejected'], { message: '批改结果只能是通过或需修改' })
  state: 'passed' | 'rejected';

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(COURSE_LIMITS.review, { message: `评语不能超过${COURSE_LIMITS.review}个字符` })
  review?: string;
}
