import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength, Validate } from 'class-validator';
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  CONTENT_TYPES,
  ContentType,
  type CommentListQuery,
  type CommentPostRequest,
  type TopicListQuery,
  type TopicPostRequest,
  type TopicSort,
  type TopicUpdateRequest,
} from '../../../../types/community';
import { LIMITS, MESSAGES } from '../../../../types/validation';
import { PageDto } from '../../common/page.dto';
import { textRuleOf } from './text-rule';

export const ID_RE = /^\d{1,19}$/;
const ID_MSG = (f: string) => `${f} 必须是数字`;
const LIST_RE = /^[^,]*(,[^,]*){0,40}$/;

export const TitleRule = textRuleOf('topicTitle', LIMITS.topicTitle, MESSAGES.topicTitleInvalid);
export const ContentRule = textRuleOf('topicContent', LIMITS.topicContent, MESSAGES.topicContentInvalid);
export const CommentRule = textRuleOf('comment', LIMITS.comment, MESSAGES.commentInvalid);

export class TopicIdDto {
  /** topic id */
  @ApiProperty()
  @Matches(ID_RE, { message: ID_MSG('topic_id') })
  topic_id: string;
}

export class CommentIdDto {
  /** comment id */
  @ApiProperty()
  @Matches(ID_RE, { message: ID_MSG('comment_id') })
  comment_id: string;
}

/** Where a topic hangs: an encoded id, or the three parts. */
export class CateFieldsDto {
  /** encoded id of (cate_type, cate_id, sub_cate_id) */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(36, { message: COMMUNITY_MESSAGES.cateInvalid })
  cate?: string;

  /** content type (SPEC §9) */
  @ApiPropertyOptional({ enum: CONTENT_TYPES })
  @IsOptional()
  @Type(() => Number)
  @IsIn(CONTENT_TYPES, { message: COMMUNITY_MESSAGES.cateInvalid })
  cate_type?: ContentType;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID_RE, { message: ID_MSG('cate_id') })
  cate_id?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID_RE, { message: ID_MSG('sub_cate_id') })
  sub_cate_id?: string;
}

export class TopicListDto extends PageDto implements TopicListQuery {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(36, { message: COMMUNITY_MESSAGES.cateInvalid }) cate?: string;

  @ApiPropertyOptional({ enum: CONTENT_TYPES })
  @IsOptional()
  @Type(() => Number)
  @IsIn(CONTENT_TYPES, { message: COMMUNITY_MESSAGES.cateInvalid })
  cate_type?: ContentType;

  @ApiPropertyOptional() @IsOptional() @Matches(ID_RE, { message: ID_MSG('cate_id') }) cate_id?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(ID_RE, { message: ID_MSG('sub_cate_id') }) sub_cate_id?: string;

  /** only this author */
  @ApiPropertyOptional() @IsOptional() @Matches(ID_RE, { message: ID_MSG('uid') }) uid?: string;

  /** 1: only valuable (精华) */
  @ApiPropertyOptional({ enum: [0, 1] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1], { message: 'valuable 只能是 0 或 1' })
  valuable?: 0 | 1;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(COMMUNITY_LIMITS.keyword, { message: `关键词不能超过${COMMUNITY_LIMITS.keyword}个字符` })
  keyword?: string;

  /** new (default) | hot | reply */
  @ApiPropertyOptional({ enum: ['new', 'hot', 'reply'] })
  @IsOptional()
  @IsIn(['new', 'hot', 'reply'], { message: 'sort 只能是 new、hot 或 reply' })
  sort?: TopicSort;
}

export class TopicPostDto extends CateFieldsDto implements TopicPostRequest {
  /** 1-60 characters */
  @ApiProperty() @Validate(TitleRule) title: string;
  /** markdown, 1-30000 characters */
  @ApiProperty() @Validate(ContentRule) content: string;
  /** comma-joined image upload urls, at most 9 */
  @ApiPropertyOptional() @IsOptional() @IsString() @Matches(LIST_RE, { message: MESSAGES.imageCount }) images?: string;
  /** comma-joined uids picked in the @mention picker */
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500, { message: COMMUNITY_MESSAGES.mentionsInvalid }) mentionedUids?: string;
}

export class TopicUpdateDto implements TopicUpdateRequest {
  @ApiProperty() @Matches(ID_RE, { message: ID_MSG('topic_id') }) topic_id: string;
  @ApiProperty() @Validate(TitleRule) title: string;
  @ApiProperty() @Validate(ContentRule) content: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Matches(LIST_RE, { message: MESSAGES.imageCount }) images?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500, { message: COMMUNITY_MESSAGES.mentionsInvalid }) mentionedUids?: string;
}

export class CommentListDto extends PageDto implements CommentListQuery {
  @ApiProperty() @Matches(ID_RE, { message: ID_MSG('topic_id') }) topic_id: string;
  /** replies of this comment instead of the topic's comments */
  @ApiPropertyOptional() @IsOptional() @Matches(ID_RE, { message: ID_MSG('parent_id') }) parent_id?: string;
}

export class CommentPostDto implements CommentPostRequest {
  /** the caller's uid (SPEC §3 payload) */
  @ApiProperty() @Matches(ID_RE, { message: ID_MSG('uid') }) uid: string;
  @ApiProperty() @Matches(ID_RE, { message: ID_MSG('topic_id') }) topic_id: string;
  /** 0 or omitted: on the topic; else the thread's comment */
  @ApiPropertyOptional() @IsOptional() @Matches(ID_RE, { message: ID_MSG('parent_id') }) parent_id?: string;
  /** 1 comment, 2 reply */
  @ApiPropertyOptional({ enum: [1, 2] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([1, 2], { message: 'level 只能是 1 或 2' })
  level?: 1 | 2;
  /** 1-500 characters */
  @ApiProperty() @Validate(CommentRule) content: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500, { message: COMMUNITY_MESSAGES.mentionsInvalid }) mentionedUids?: string;
  /** author of the reply being answered */
  @ApiPropertyOptional() @IsOptional() @Matches(ID_RE, { message: ID_MSG('toUid') }) toUid?: string;
  /** the reply being answered */
  @ApiPropertyOptional() @IsOptional() @Matches(ID_RE, { message: ID_MSG('toReplyId') }) toReplyId?: string;
  @ApiPropertyOptional({ enum: ['topic', 'comment'] })
  @IsOptional()
  @IsIn(['topic', 'comment'], { message: 'target 只能是 topic 或 comment' })
  target?: 'topic' | 'comment';
  @ApiPropertyOptional() @IsOptional() @IsString() @Matches(LIST_RE, { message: MESSAGES.imageCount }) images?: string;
}

export class PublicFlagDto extends CommentIdDto {
  /** 1 shown to everyone, 0 hidden */
  @ApiProperty({ enum: [0, 1] })
  @Type(() => Number)
  @IsIn([0, 1], { message: 'public 只能是 0 或 1' })
  public: 0 | 1;
}

export class MentionOptionsDto {
  /** participants of this topic come first */
  @ApiPropertyOptional() @IsOptional() @Matches(ID_RE, { message: ID_MSG('topic_id') }) topic_id?: string;
  /** nickname search */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(20, { message: '关键词不能超过20个字符' })
  keyword?: string;
}

export class SquareDto extends PageDto {}
export class FavoriteListDto extends PageDto {}
