import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { LiveChannelView, LiveEventView, LiveLessonDetail, LiveLessonView, LiveSubjectView, LiveTopicView } from '../../../../types/course';
import { Access, CurrentCaller } from '../../common/access.decorator';
import type { Caller } from '../../common/request-context';
import { LiveAdminService } from './live-admin.service';
import { ChannelSaveDto, EventAddDto, LessonQueryDto, LiveIdDto, LiveLessonSaveDto, LiveListDto, SubjectQueryDto, SubjectSaveDto, TopicSaveDto } from './live.dto';
import { LiveService } from './live.service';

@ApiTags('live')
@Access('token')
@Controller('v1/live')
export class LiveController {
  constructor(private readonly live: LiveService) {}

  @ApiOperation({ summary: '直播专题' })
  @Get('subject/list')
  subjects(): Promise<LiveSubjectView[]> {
    return this.live.subjects();
  }

  @ApiOperation({ summary: '直播课表（upcoming：未结束；past：已结束）' })
  @Get('lesson/list')
  lessons(@Query() q: LiveListDto): Promise<Page<LiveLessonView>> {
    return this.live.lessons(q);
  }

  @ApiOperation({ summary: '直播课详情：状态、直播地址（有权限且直播中）、回放视频、事件' })
  @Get('lesson/detail')
  detail(@CurrentCaller() caller: Caller, @Query() q: LiveIdDto): Promise<LiveLessonDetail> {
    return this.live.detail(caller, q.id);
  }

  @ApiOperation({ summary: '直播选题' })
  @Get('topic/list')
  topics(@CurrentCaller() caller: Caller, @Query() q: SubjectQueryDto): Promise<LiveTopicView[]> {
    return this.live.topics(caller, q.subject_id);
  }

  @ApiOperation({ summary: '为选题投票（再投一次取消）' })
  @Post('topic/vote')
  @HttpCode(200)
  vote(@CurrentCaller() caller: Caller, @Body() dto: LiveIdDto): Promise<LiveTopicView> {
    return this.live.vote(caller, dto.id);
  }
}

@ApiTags('admin/live')
@Access('admin')
@Controller('admin/live')
export class LiveAdminController {
  constructor(
    private readonly admin: LiveAdminService,
    private readonly live: LiveService,
  ) {}

  @ApiOperation({ summary: '直播专题' })
  @Get('subject/list')
  subjects(): Promise<LiveSubjectView[]> {
    return this.live.subjects();
  }

  @ApiOperation({ summary: '新建或修改专题' })
  @Post('subject/save')
  @HttpCode(200)
  saveSubject(@Body() dto: SubjectSaveDto): Promise<LiveSubjectView[]> {
    return this.admin.saveSubject(dto);
  }

  @ApiOperation({ summary: '删除专题（需没有直播课）' })
  @Post('subject/delete')
  @HttpCode(200)
  deleteSubject(@Body() dto: LiveIdDto): Promise<LiveSubjectView[]> {
    return this.admin.deleteSubject(dto.id);
  }

  @ApiOperation({ summary: '直播课' })
  @Get('lesson/list')
  lessons(@Query() q: LiveListDto): Promise<Page<LiveLessonView>> {
    return this.live.lessons(q);
  }

  @ApiOperation({ summary: '新建或修改直播课（时间、频道、回放视频）' })
  @Post('lesson/save')
  @HttpCode(200)
  saveLesson(@Body() dto: LiveLessonSaveDto): Promise<LiveLessonView> {
    return this.admin.saveLesson(dto);
  }

  @ApiOperation({ summary: '删除直播课' })
  @Post('lesson/delete')
  @HttpCode(200)
  deleteLesson(@Body() dto: LiveIdDto): Promise<null> {
    return this.admin.deleteLesson(dto.id);
  }

  @ApiOperation({ summary: '直播频道' })
  @Get('channel/list')
  channels(): Promise<LiveChannelView[]> {
    return this.admin.channels();
  }

  @ApiOperation({ summary: '新建或修改频道' })
  @Post('channel/save')
  @HttpCode(200)
  saveChannel(@Body() dto: ChannelSaveDto): Promise<LiveChannelView[]> {
    return this.admin.saveChannel(dto);
  }

  @ApiOperation({ summary: '删除频道' })
  @Post('channel/delete')
  @HttpCode(200)
  deleteChannel(@Body() dto: LiveIdDto): Promise<LiveChannelView[]> {
    return this.admin.deleteChannel(dto.id);
  }

  @ApiOperation({ summary: '直播课事件' })
  @Get('event/list')
  events(@Query() q: LessonQueryDto): Promise<LiveEventView[]> {
    return this.admin.events(q.lesson_id);
  }

  @ApiOperation({ summary: '发布直播课事件（公告、开播、下播、资料）' })
  @Post('event/add')
  @HttpCode(200)
  addEvent(@Body() dto: EventAddDto): Promise<LiveEventView[]> {
    return this.admin.addEvent(dto.lesson_id, dto.kind, dto.content);
  }

  @ApiOperation({ summary: '删除事件' })
  @Post('event/delete')
  @HttpCode(200)
  deleteEvent(@Body() dto: LiveIdDto): Promise<null> {
    return this.admin.deleteEvent(dto.id);
  }

  @ApiOperation({ summary: '直播选题' })
  @Get('topic/list')
  topics(@Query() q: SubjectQueryDto): Promise<LiveTopicView[]> {
    return this.admin.topics(q.subject_id);
  }

  @ApiOperation({ summary: '新建或修改选题' })
  @Post('topic/save')
  @HttpCode(200)
  saveTopic(@Body() dto: TopicSaveDto): Promise<LiveTopicView[]> {
    return this.admin.saveTopic(dto);
  }

  @ApiOperation({ summary: '删除选题' })
  @Post('topic/delete')
  @HttpCode(200)
  deleteTopic(@Body() dto: LiveIdDto): Promise<LiveTopicView[]> {
    return this.admin.deleteTopic(dto.id);
  }
}
