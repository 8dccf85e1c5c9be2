import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { FeedbackRow } from '../../../../types/feedback';
import { Access, CurrentCaller } from '../../common/access.decorator';
import { PageDto } from '../../common/page.dto';
import type { Caller } from '../../common/request-context';
import { AdminFeedbackQueryDto, FeedbackDto, FeedbackIdDto } from './feedback.dto';
import { FeedbackService } from './feedback.service';

@ApiTags('feedback')
@Access('token')
@Controller('v1/feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @ApiOperation({ summary: '提交反馈' })
  @Post()
  @HttpCode(200)
  submit(@CurrentCaller() caller: Caller, @Body() dto: FeedbackDto, @Headers('client-type') clientType = ''): Promise<{ id: string }> {
    return this.feedback.submit(caller, dto, clientType);
  }

  @ApiOperation({ summary: '我的反馈（/feedback 页）' })
  @Get('mine')
  mine(@CurrentCaller() caller: Caller, @Query() q: PageDto): Promise<Page<FeedbackRow>> {
    return this.feedback.mine(caller.uid, q);
  }
}

@ApiTags('admin/feedback')
@Access('admin')
@Controller('admin/feedback')
export class FeedbackAdminController {
  constructor(private readonly feedback: FeedbackService) {}

  @ApiOperation({ summary: '反馈列表' })
  @Get('list')
  list(@Query() q: AdminFeedbackQueryDto): Promise<Page<FeedbackRow>> {
    return this.feedback.list(q);
  }

  @ApiOperation({ summary: '标记反馈已处理' })
  @Post('handle')
  @HttpCode(200)
  handle(@Body() dto: FeedbackIdDto): Promise<null> {
    return this.feedback.handle(dto.id);
  }
}
