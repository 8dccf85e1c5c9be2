import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { DiscuzRow, DiscuzTagRow } from '../../../../types/community';
import type { AdminReplyRow, AdminTopicRow } from '../../../../types/community-admin';
import { Access, CurrentCaller } from '../../common/access.decorator';
import { AdminList } from '../../common/admin-list/admin-list';
import type { Caller } from '../../common/request-context';
import {
  AdminReplyDto,
  AdminReplyQueryDto,
  AdminTopicQueryDto,
  CommentFlagDto,
  DidQueryDto,
  DiscuzSaveDto,
  DiscuzTagSaveDto,
  IdDto,
  REPLY_LIST,
  TOPIC_LIST,
  TopicFlagDto,
  VirtualTopicDto,
} from './community-admin.dto';
import { CommentIdDto, TopicIdDto } from './community.dto';
import { DiscuzService } from './discuz.service';
import { ModerationService } from './moderation.service';
import { BODY_LIMITS } from '../../../../types/validation';
import { BodyLimit } from '../../common/body-limits';

@ApiTags('admin/discuz')
@Access('admin')
@Controller('admin/discuz')
export class DiscuzAdminController {
  constructor(private readonly discuz: DiscuzService) {}

  @ApiOperation({ summary: '版块列表（含标签与帖子数）' })
  @Get('list')
  list(): Promise<DiscuzRow[]> {
    return this.discuz.adminList();
  }

  @ApiOperation({ summary: '新建或修改版块' })
  @Post('save')
  @HttpCode(200)
  save(@Body() dto: DiscuzSaveDto): Promise<DiscuzRow> {
    return this.discuz.save(dto);
  }

  @ApiOperation({ summary: '删除空版块' })
  @Post('delete')
  @HttpCode(200)
  remove(@Body() dto: IdDto): Promise<null> {
    return this.discuz.remove(dto.id);
  }

  @ApiOperation({ summary: '版块标签' })
  @Get('tags')
  tags(@Query() q: DidQueryDto): Promise<DiscuzTagRow[]> {
    return this.discuz.tagList(q.did);
  }

  @ApiOperation({ summary: '新建或修改标签' })
  @Post('tag/save')
  @HttpCode(200)
  saveTag(@Body() dto: DiscuzTagSaveDto): Promise<DiscuzTagRow> {
    return this.discuz.saveTag(dto);
  }

  @ApiOperation({ summary: '删除标签' })
  @Post('tag/delete')
  @HttpCode(200)
  removeTag(@Body() dto: IdDto): Promise<null> {
    return this.discuz.removeTag(dto.id);
  }
}

@ApiTags('admin/topic')
@Access('admin')
// whole statements, lessons, papers and imports: larger than a learner's request
@BodyLimit(BODY_LIMITS.largeBytes)
@Controller('admin/topic')
export class TopicAdminController {
  constructor(private readonly moderation: ModerationService) {}

  @ApiOperation({ summary: '帖子列表（按内容类型）' })
  @Get('list')
  list(@CurrentCaller() caller: Caller, @AdminList(TOPIC_LIST) q: AdminTopicQueryDto): Promise<Page<AdminTopicRow>> {
    return this.moderation.topicList(caller, q);
  }

  @ApiOperation({ summary: '置顶 / 取消置顶' })
  @Post('top')
  @HttpCode(200)
  top(@Body() dto: TopicFlagDto): Promise<{ value: boolean }> {
    return this.moderation.setTopicFlag(dto.topic_id, 'top', dto.value === 1);
  }

  @ApiOperation({ summary: '加精 / 取消加精' })
  @Post('valuable')
  @HttpCode(200)
  valuable(@Body() dto: TopicFlagDto): Promise<{ value: boolean }> {
    return this.moderation.setTopicFlag(dto.topic_id, 'valuable', dto.value === 1);
  }

  @ApiOperation({ summary: '删除帖子' })
  @Post('delete')
  @HttpCode(200)
  remove(@Body() dto: TopicIdDto): Promise<null> {
    return this.moderation.deleteTopic(dto.topic_id);
  }

  @ApiOperation({ summary: '以虚拟用户身份发帖' })
  @Post('virtual')
  @HttpCode(200)
  virtual(@CurrentCaller() caller: Caller, @Body() dto: VirtualTopicDto): Promise<{ topic_id: string }> {
    return this.moderation.virtualTopic(caller, dto);
  }
}

@ApiTags('admin/reply')
@Access('admin')
@Controller('admin/reply')
export class ReplyAdminController {
  constructor(private readonly moderation: ModerationService) {}

  @ApiOperation({ summary: '评论列表（按内容类型，可筛选已处理/公开）' })
  @Get('list')
  list(@CurrentCaller() caller: Caller, @AdminList(REPLY_LIST) q: AdminReplyQueryDto): Promise<Page<AdminReplyRow>> {
    return this.moderation.replyList(caller, q);
  }

  @ApiOperation({ summary: '评论数' })
  @Get('count')
  count(@AdminList(REPLY_LIST) q: AdminReplyQueryDto): Promise<{ total: number }> {
    return this.moderation.replyCount(q);
  }

  @ApiOperation({ summary: '标记已处理 / 未处理' })
  @Post('handle')
  @HttpCode(200)
  handle(@Body() dto: CommentFlagDto): Promise<{ value: boolean }> {
    return this.moderation.setHandled(dto.comment_id, dto.value === 1);
  }

  @ApiOperation({ summary: '公开 / 隐藏' })
  @Post('public')
  @HttpCode(200)
  setPublic(@Body() dto: CommentFlagDto): Promise<{ value: boolean }> {
    return this.moderation.setPublic(dto.comment_id, dto.value === 1);
  }

  @ApiOperation({ summary: '删除评论' })
  @Post('delete')
  @HttpCode(200)
  remove(@Body() dto: CommentIdDto): Promise<null> {
    return this.moderation.deleteComment(dto.comment_id);
  }

  @ApiOperation({ summary: '回复评论（并标记已处理）' })
  @Post('reply')
  @HttpCode(200)
  reply(@CurrentCaller() caller: Caller, @Body() dto: AdminReplyDto): Promise<{ comment_id: string }> {
    return this.moderation.reply(caller, dto.comment_id, dto.content);
  }
}
