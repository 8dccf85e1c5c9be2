import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { COURSE_LIMITS, type LiveEventKind, type LiveListQuery } from '../../../../types/course';
import { PageDto } from '../../common/page.dto';
import { BoolField, IdField, OptionalIdField } from '../course/dto/fields';

const TITLE = `标题不能为空且不超过${COURSE_LIMITS.liveTitle}个字符`;
const DESC = `介绍不能超过${COURSE_LIMITS.liveDescription}个字符`;
const URL_MSG = '地址必须以 http(s):// 或 rtmp(s):// 开头';
const OPT_ID = /^(\d{1,19})?$/;

export class LiveListDto extends PageDto implements LiveListQuery {
  @OptionalIdField('subject_id')
  subject_id?: string;

  @ApiPropertyOptional({ enum: ['upcoming', 'past'] })
  @IsOptional()
  @IsIn(['upcoming', 'past'], { message: 'scope 只能是 upcoming 或 past' })
  scope?: 'upcoming' | 'past';
}

export class LiveIdDto {
  @IdField('id')
  id: string;
}

export class SubjectQueryDto {
  @OptionalIdField('subject_id')
  subject_id?: string;
}

export class LessonQueryDto {
  @IdField('lesson_id')
  lesson_id: string;
}

class Titled {
  @ApiProperty()
  @IsString({ message: TITLE })
  @Matches(/\S/, { message: TITLE })
  @MaxLength(COURSE_LIMITS.liveTitle, { message: TITLE })
  title: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(COURSE_LIMITS.liveDescription, { message: DESC })
  description?: string;
}

export class SubjectSaveDto extends Titled {
  @OptionalIdField('id')
  id?: string;

  /** its lessons need access to this course; '' = open to signed-in users */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(OPT_ID, { message: 'course_id 必须是数字' })
  course_id?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '排序值必须是整数' })
  @Min(-100000)
  @Max(100000)
  order_value?: number;
}

export class LiveLessonSaveDto extends Titled {
  @OptionalIdField('id')
  id?: string;

  @IdField('subject_id')
  subject_id: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(30, { message: '讲师名称不能超过30个字符' })
  teacher?: string;

  @ApiProperty({ example: '2026-05-01T12:00:00.000Z' })
  @IsISO8601({}, { message: '开始时间格式不正确' })
  start_at: string;

  @ApiProperty({ example: '2026-05-01T13:30:00.000Z' })
  @IsISO8601({}, { message: '结束时间格式不正确' })
  end_at: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(OPT_ID, { message: 'channel_id 必须是数字' })
  channel_id?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(OPT_ID, { message: 'replay_video_id 必须是数字' })
  replay_video_id?: string;
}

export class ChannelSaveDto {
  @OptionalIdField('id')
  id?: string;

  @ApiProperty()
  @IsString({ message: '频道名称不能为空且不超过30个字符' })
  @Matches(/\S/, { message: '频道名称不能为空且不超过30个字符' })
  @MaxLength(30, { message: '频道名称不能为空且不超过30个字符' })
  name: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^((rtmps?|https?):\/\/\S{1,290})?$/, { message: URL_MSG })
  push_url?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^(https?:\/\/\S{1,290})?$/, { message: '播放地址必须以 http(s):// 开头' })
  play_url?: string;

  @BoolField('启用')
  enabled: boolean;
}

export class EventAddDto {
  @IdField('lesson_id')
  lesson_id: string;

  @ApiProperty({ enum: ['notice', 'start', 'end', 'material'] })
  @IsIn(['notice', 'start', 'end', 'material'], { message: '事件类型不正确' })
  kind: LiveEventKind;

  @ApiProperty()
  @IsString({ message: '内容不能为空且不超过500个字符' })
  @Matches(/\S/, { message: '内容不能为空且不超过500个字符' })
  @MaxLength(500, { message: '内容不能为空且不超过500个字符' })
  content: string;
}

export class TopicSaveDto extends Titled {
  @OptionalIdField('id')
  id?: string;

  @IdField('subject_id')
  subject_id: string;

  @BoolField('入选')
  chosen: boolean;
}

