import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { COURSE_LIMITS, COURSE_LIST_KINDS, COURSE_MESSAGES, type CourseListKind, PRACTICE_KINDS, type CourseListQuery, type HeartbeatRequest, type LessonFinishRequest, type PracticeKind, type PracticeSubmitRequest } from '../../../../../types/course';
import { PageDto } from '../../../common/page.dto';
import { IdField, OptionalIdField } from './fields';

export class CourseListDto extends PageDto implements CourseListQuery {
  /** only this course category */
  @OptionalIdField('category_id')
  category_id?: string;

  /** normal (default) | training (训练营) | all */
  @ApiPropertyOptional({ enum: COURSE_LIST_KINDS })
  @IsOptional()
  @IsIn(COURSE_LIST_KINDS as CourseListKind[], { message: 'kind 只能是 normal、training 或 all' })
  kind?: CourseListKind;
}

export class CourseIdDto {
  /** course id */
  @IdField('course_id')
  course_id: string;
}

export class PracticeTaskQueryDto extends CourseIdDto {
  /** only tasks of this kind: project (项目实战任务) or career (求职实战任务); all when absent */
  @ApiPropertyOptional({ enum: PRACTICE_KINDS })
  @IsOptional()
  @IsIn(PRACTICE_KINDS, { message: '任务类型只能是 project 或 career' })
  kind?: PracticeKind;
}

export class LessonIdDto implements LessonFinishRequest {
  /** lesson id */
  @IdField('lesson_id')
  lesson_id: string;
}

export class VideoIdDto {
  /** video id */
  @IdField('video_id')
  video_id: string;
}

export class HeartbeatDto implements HeartbeatRequest {
  /** lesson id */
  @IdField('lesson_id')
  lesson_id: string;

  /** current playback position in seconds */
  @ApiProperty({ example: 42.5 })
  @Type(() => Number)
  @IsNumber({}, { message: 'position 必须是数字' })
  @Min(0, { message: 'position 不能小于0' })
  @Max(COURSE_LIMITS.videoSecondsMax, { message: 'position 超出视频长度' })
  position: number;

  /** 1 while playing, 0 when paused or after a seek */
  @ApiPropertyOptional({ enum: [0, 1] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1], { message: 'playing 只能是0或1' })
  playing?: 0 | 1;
}

export class PracticeSubmitDto implements PracticeSubmitRequest {
  @IdField('task_id')
  task_id: string;

  /** what was done, how to run it (markdown) */
  @ApiProperty()
  @IsString({ message: COURSE_MESSAGES.submissionInvalid })
  @MaxLength(COURSE_LIMITS.submission, { message: COURSE_MESSAGES.submissionInvalid })
  content: string;

  /** repository or demo link */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: COURSE_MESSAGES.linkInvalid })
  @MaxLength(COURSE_LIMITS.link, { message: COURSE_MESSAGES.linkInvalid })
  link?: string;
}

export class HlsQueryDto {
  @IdField('video_id')
  video_id: string;

  @ApiProperty()
  @IsString()
  expires: string;

  @ApiProperty()
  @IsString()
  sig: string;
}
