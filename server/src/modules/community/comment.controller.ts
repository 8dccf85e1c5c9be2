import { Body, Controller, Get, HttpCode, OnModuleInit, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { CommentRow, LikeState, SquareRow } from '../../../../types/community';
import { Access, CurrentCaller } from '../../common/access.decorator';
import { HotRoutes } from '../../common/hot-routes';
import type { Caller } from '../../common/request-context';
import { CommentService } from './comment.service';
import { CommentIdDto, CommentListDto, CommentPostDto, PublicFlagDto, SquareDto } from './community.dto';
import { ReactionService } from './reaction.service';

@ApiTags('comment')
@Access('token')
@Controller('v1/comment')
export class CommentController implements OnModuleInit {
  constructor(
    private readonly comments: CommentService,
    private readonly reactions: ReactionService,
    private readonly hot: HotRoutes,
  ) {}

  onModuleInit(): void {
    this.hot.add(CommentController, 'list', (caller, q) => this.comments.peekList(caller!, q), CommentListDto);
  }

  @ApiOperation({ summary: '评论列表（带前几条回复），或 parent_id 的回复列表' })
  @Get('list')
  list(@CurrentCaller() caller: Caller, @Query() q: CommentListDto): Promise<Page<CommentRow>> {
    return this.comments.list(caller, q);
  }

  @ApiOperation({ summary: '发表评论或回复（≤500字，图片≤9，@提及）' })
  @Access('phone')
  @Post('post')
  @HttpCode(200)
  post(@CurrentCaller() caller: Caller, @Body() dto: CommentPostDto): Promise<CommentRow> {
    return this.comments.post(caller, dto);
  }

  @ApiOperation({ summary: '点赞评论' })
  @Post('like')
  @HttpCode(200)
  like(@CurrentCaller() caller: Caller, @Body() dto: CommentIdDto): Promise<LikeState> {
    return this.reactions.likeComment(caller, dto.comment_id, true);
  }

  @ApiOperation({ summary: '取消点赞评论' })
  @Post('unlike')
  @HttpCode(200)
  unlike(@CurrentCaller() caller: Caller, @Body() dto: CommentIdDto): Promise<LikeState> {
    return this.reactions.likeComment(caller, dto.comment_id, false);
  }

  @ApiOperation({ summary: '删除评论（作者或管理员）' })
  @Post('delete')
  @HttpCode(200)
  remove(@CurrentCaller() caller: Caller, @Body() dto: CommentIdDto): Promise<null> {
    return this.comments.remove(caller, dto.comment_id);
  }

  @ApiOperation({ summary: '公开或隐藏自己的评论' })
  @Post('public')
  @HttpCode(200)
  setPublic(@CurrentCaller() caller: Caller, @Body() dto: PublicFlagDto): Promise<{ public: boolean }> {
    return this.comments.setPublic(caller, dto.comment_id, dto.public === 1);
  }

  @ApiOperation({ summary: '评论广场：最新的公开评论（无需登录）' })
  @Access('public')
  @Get('square')
  square(@CurrentCaller() caller: Caller | undefined, @Query() q: SquareDto): Promise<Page<SquareRow>> {
    return this.comments.square(q, caller);
  }
}
