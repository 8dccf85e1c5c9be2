import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, Validate } from 'class-validator';
import { COMMUNITY_LIMITS, CONTENT_TYPES, COMMUNITY_MESSAGES, ContentType } from '../../../../types/community';
import {
  COMMUNITY_ADMIN_MESSAGES as M,
  type AdminReplyQuery,
  type AdminTopicQuery,
  type DiscuzSaveRequest,
  type DiscuzTagSaveRequest,
  type FakeUserAddRequest,
  type RobotJobCreateRequest,
  type RobotJobKind,
  type VirtualTopicRequest,
} from '../../../../types/community-admin';
import { LIMITS, MESSAGES } from '../../../../types/validation';
import { Brackets } from 'typeorm';
import { defineAdminList } from '../../common/admin-list/admin-list';
import { AdminListDto, TextFilter } from '../../common/admin-list/admin-list.dto';
import { CateFieldsDto, CommentRule, ContentRule, ID_RE, TitleRule } from './community.dto';
import { textRuleOf } from './text-rule';

const ID_MSG = (f: string) => `${f} 必须是数字`;
const Flag01 = (field: string) => [Type(() => Number), IsIn([0, 1], { message: `${field} 只能是 0 或 1` })];
function apply(decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((d) => d(target, key));
}

export class IdDto {
  @ApiProperty() @Matches(ID_RE, { message: ID_MSG('id') }) id: string;
}
export class UidDto {
  @ApiProperty() @Matches(ID_RE, { message: ID_MSG('uid') }) uid: string;
}
export class DidQueryDto {
  /** board id */
  @ApiProperty() @Matches(ID_RE, { message: ID_MSG('did') }) did: string;
}

export class DiscuzSaveDto implements DiscuzSaveRequest {
  @ApiPropertyOptional() @IsOptional() @Matches(ID_RE, { message: ID_MSG('id') }) id?: string;
  /** 1-20 characters */
  @ApiProperty() @Validate(textRuleOf('discuzName', COMMUNITY_LIMITS.discuzName, M.discuzNameInvalid)) name: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(COMMUNITY_LIMITS.discuzDescription, { message: `版块简介不能超过${COMMUNITY_LIMITS.discuzDescription}个字符` })
  description?: string;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt({ message: 'order_value 必须是整数' }) @Min(-9999) @Max(9999) order_value?: number;
  @ApiPropertyOptional({ enum: [0, 1] }) @IsOptional() @apply(Flag01('enabled')) enabled?: 0 | 1;
}

export class DiscuzTagSaveDto implements DiscuzTagSaveRequest {
  @ApiPropertyOptional() @IsOptional() @Matches(ID_RE, { message: ID_MSG('id') }) id?: string;
  @ApiProperty() @Matches(ID_RE, { message: ID_MSG('discuz_id') }) discuz_id: string;
  @ApiProperty() @Validate(textRuleOf('tagName', COMMUNITY_LIMITS.tagName, M.tagNameInvalid)) name: string;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt({ message: 'order_value 必须是整数' }) @Min(-9999) @Max(9999) order_value?: number;
}

export class AdminTopicQueryDto extends AdminListDto implements AdminTopicQuery {
  /** content type of /admin/topic/:type */
  @ApiProperty({ enum: CONTENT_TYPES }) @Type(() => Number) @IsIn(CONTENT_TYPES, { message: COMMUNITY_MESSAGES.cateInvalid }) type: ContentType;
  /** words of the title or content */
  @ApiPropertyOptional() @TextFilter('关键词') keyword?: string;
  /** board id */
  @ApiPropertyOptional() @IsOptional() @Matches(ID_RE, { message: ID_MSG('cate_id') }) cate_id?: string;
}

/** /api/admin/topic/list on the admin list contract: pinned first, then newest, unless sorted. */
export const TOPIC_LIST = defineAdminList({
  dto: AdminTopicQueryDto,
  sort: { top: 't.top', id: 't.id', created_at: 't.createdAt', like_count: 't.likeCount', comment_count: 't.commentCount' },
  defaultSort: ['top', 'desc'],
  filters: {
    type: { op: 'eq', column: 't.cateType' },
    cate_id: { op: 'eq', column: 't.cateId' },
    keyword: (qb, v: unknown, p) => {
      const k = String(v).trim();
      if (!k) return;
      const like = `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(new Brackets((b) => b.where(`t.title LIKE :${p}`, { [p]: like }).orWhere(`t.content LIKE :${p}`)));
    },
  },
});

export class TopicFlagDto {
  @ApiProperty() @Matches(ID_RE, { message: ID_MSG('topic_id') }) topic_id: string;
  /** 1 set, 0 clear */
  @ApiProperty({ enum: [0, 1] }) @apply(Flag01('value')) value: 0 | 1;
}

export class VirtualTopicDto extends CateFieldsDto implements VirtualTopicRequest {
  /** the fake user to post as */
  @ApiProperty() @Matches(ID_RE, { message: ID_MSG('fake_uid') }) fake_uid: string;
  @ApiProperty() @Validate(TitleRule) title: string;
  @ApiProperty() @Validate(ContentRule) content: string;
}

export class AdminReplyQueryDto extends AdminListDto implements AdminReplyQuery {
  /** content type of /admin/reply/:type (the topics') */
  @ApiProperty({ enum: CONTENT_TYPES }) @Type(() => Number) @IsIn(CONTENT_TYPES, { message: COMMUNITY_MESSAGES.cateInvalid }) type: ContentType;
  /** 0 open, 1 handled */
  @ApiPropertyOptional({ enum: [0, 1] }) @IsOptional() @apply(Flag01('handled')) handled?: 0 | 1;
  /** 0 hidden, 1 public */
  @ApiPropertyOptional({ enum: [0, 1] }) @IsOptional() @apply(Flag01('public')) public?: 0 | 1;
}

/** /api/admin/reply/list and /count on the admin list contract: newest first. */
export const REPLY_LIST = defineAdminList({
  dto: AdminReplyQueryDto,
  sort: { id: 'c.id', created_at: 'c.createdAt', like_count: 'c.likeCount' },
  defaultSort: ['id', 'desc'],
  filters: {
    type: { op: 'eq', column: 'c.cateType' },
    handled: (qb, v, p) => qb.andWhere(`c.handled = :${p}`, { [p]: v === 1 }),
    public: (qb, v, p) => qb.andWhere(`c.public = :${p}`, { [p]: v === 1 }),
  },
});

export class CommentFlagDto {
  @ApiProperty() @Matches(ID_RE, { message: ID_MSG('comment_id') }) comment_id: string;
  @ApiProperty({ enum: [0, 1] }) @apply(Flag01('value')) value: 0 | 1;
}

export class AdminReplyDto {
  /** the comment answered */
  @ApiProperty() @Matches(ID_RE, { message: ID_MSG('comment_id') }) comment_id: string;
  /** 1-500 characters */
  @ApiProperty() @Validate(CommentRule) content: string;
}

export class FakeUserAddDto implements FakeUserAddRequest {
  /** 1-10 characters */
  @ApiProperty() @Validate(textRuleOf('fakeNick', LIMITS.nickname, MESSAGES.nicknameInvalid)) nick_name: string;
  /** our upload url or an https image url */
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(512, { message: '头像链接过长' }) head_img_url?: string;
  @ApiPropertyOptional({ enum: [0, 1] }) @IsOptional() @apply(Flag01('grant_vip')) grant_vip?: 0 | 1;
}

export class RandomFakeDto {
  /** how many, 1-20 */
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt({ message: 'count 必须是整数' }) @Min(1, { message: 'count 必须在1到20之间' }) @Max(20, { message: 'count 必须在1到20之间' }) count?: number;
}

export class RobotCommentSaveDto {
  @ApiPropertyOptional() @IsOptional() @Matches(ID_RE, { message: ID_MSG('id') }) id?: string;
  @ApiProperty() @Validate(textRuleOf('robotComment', COMMUNITY_LIMITS.robotComment, M.robotCommentInvalid)) content: string;
  /** content type it suits; 0 any */
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsIn([0, ...CONTENT_TYPES], { message: COMMUNITY_MESSAGES.cateInvalid }) cate_type?: number;
  @ApiPropertyOptional({ enum: [0, 1] }) @IsOptional() @apply(Flag01('enabled')) enabled?: 0 | 1;
}

export class RobotJobCreateDto implements RobotJobCreateRequest {
  @ApiProperty() @Matches(ID_RE, { message: ID_MSG('discuz_id') }) discuz_id: string;
  @ApiProperty({ enum: ['topic', 'comment'] }) @IsIn(['topic', 'comment'], { message: 'kind 只能是 topic 或 comment' }) kind: RobotJobKind;
  /** ISO time or epoch ms, within 30 days */
  @ApiProperty() @IsString({ message: M.runAtInvalid }) @MaxLength(40, { message: M.runAtInvalid }) run_at: string;
  @ApiPropertyOptional() @IsOptional() @Matches(ID_RE, { message: ID_MSG('fake_uid') }) fake_uid?: string;
  @ApiPropertyOptional() @IsOptional() @Matches(ID_RE, { message: ID_MSG('topic_id') }) topic_id?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(LIMITS.topicTitle, { message: MESSAGES.topicTitleInvalid }) title?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(LIMITS.topicContent, { message: MESSAGES.topicContentInvalid }) content?: string;
}
