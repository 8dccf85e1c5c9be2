import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { FavoriteState, LikeState, MentionOption, TopicDetail, TopicRow } from '../../../../types/community';
import { Access, CurrentCaller } from '../../common/access.decorator';
import type { Caller } from '../../common/request-context';
import { FavoriteListDto, MentionOptionsDto, TopicIdDto, TopicListDto, TopicPostDto, TopicUpdateDto } from './community.dto';
import { PostContentService } from './post-content.service';
import { ReactionService } from './reaction.service';
import { TopicService } from './topic.service';

@ApiTags('topic')
@Access('token')
@Controller('v1/topic')
export class TopicController {
  constructor(
    private readonly topics: TopicService,
    private readonly reactions: ReactionService,
  ) {}

  @ApiOperation({ summary: '帖子列表（按 cate 或 cate_type/cate_id/sub_cate_id，置顶在前）' })
  @Get('list')
  list(@CurrentCaller() caller: Caller, @Query() q: TopicListDto): Promise<Page<TopicRow>> {
    return this.topics.list(caller, q);
  }

  @ApiOperation({ summary: '帖子数' })
  @Get('count')
  count(@CurrentCaller() caller: Caller, @Query() q: TopicListDto): Promise<{ total: number }> {
    return this.topics.count(caller, q);
  }

  @ApiOperation({ summary: '帖子详情（查看权限检查）' })
  @Get('detail')
  detail(@CurrentCaller() caller: Caller, @Query() q: TopicIdDto): Promise<TopicDetail> {
    return this.topics.detail(caller, q.topic_id);
  }

  @ApiOperation({ summary: '发帖（标题≤60，内容≤30000，图片≤9）' })
  @Access('phone')
  @Post('post')
  @HttpCode(200)
  post(@CurrentCaller() caller: Caller, @Body() dto: TopicPostDto): Promise<{ topic_id: string; cate: string }> {
    return this.topics.post(caller, dto);
  }

  @ApiOperation({ summary: '修改自己的帖子' })
  @Access('phone')
  @Post('update')
  @HttpCode(200)
  update(@CurrentCaller() caller: Caller, @Body() dto: TopicUpdateDto): Promise<{ topic_id: string }> {
    return this.topics.update(caller, dto);
  }

  @ApiOperation({ summary: '删除帖子（作者或管理员）' })
  @Post('delete')
  @HttpCode(200)
  remove(@CurrentCaller() caller: Caller, @Body() dto: TopicIdDto): Promise<null> {
    return this.topics.remove(caller, dto.topic_id);
  }

  @ApiOperation({ summary: '点赞' })
  @Post('like')
  @HttpCode(200)
  like(@CurrentCaller() caller: Caller, @Body() dto: TopicIdDto): Promise<LikeState> {
    return this.reactions.likeTopic(caller, dto.topic_id, true);
  }

  @ApiOperation({ summary: '取消点赞' })
  @Post('unlike')
  @HttpCode(200)
  unlike(@CurrentCaller() caller: Caller, @Body() dto: TopicIdDto): Promise<LikeState> {
    return this.reactions.likeTopic(caller, dto.topic_id, false);
  }

  @ApiOperation({ summary: '收藏' })
  @Post('favorite')
  @HttpCode(200)
  favorite(@CurrentCaller() caller: Caller, @Body() dto: TopicIdDto): Promise<FavoriteState> {
    return this.reactions.favorite(caller, dto.topic_id, true);
  }

  @ApiOperation({ summary: '取消收藏' })
  @Post('unfavorite')
  @HttpCode(200)
  unfavorite(@CurrentCaller() caller: Caller, @Body() dto: TopicIdDto): Promise<FavoriteState> {
    return this.reactions.favorite(caller, dto.topic_id, false);
  }

  @ApiOperation({ summary: '我的收藏' })
  @Get('favorites')
  favorites(@CurrentCaller() caller: Caller, @Query() q: FavoriteListDto): Promise<Page<TopicRow>> {
    return this.topics.favorites(caller, q);
  }
}

@ApiTags('topic')
@Access('token')
@Controller('v1/community')
export class MentionController {
  constructor(private readonly content: PostContentService) {}

  @ApiOperation({ summary: '@ 提及候选：帖子参与者，及按昵称搜索的用户' })
  @Get('mention/options')
  options(@CurrentCaller() caller: Caller, @Query() q: MentionOptionsDto): Promise<MentionOption[]> {
    return this.content.mentionOptions(caller.uid, q.topic_id, q.keyword);
  }
}
