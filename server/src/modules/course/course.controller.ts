import { Body, Controller, Get, HttpCode, OnModuleInit, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { CourseDetail, CourseListResponse, LearnState, LessonDetail, MyCourseRow, PlayInfo, PracticeTaskView } from '../../../../types/course';
import { Access, CurrentCaller, Raw } from '../../common/access.decorator';
import { HotRoutes } from '../../common/hot-routes';
import type { Caller } from '../../common/request-context';
import { CourseCatalogService } from './course-catalog.service';
import { CourseIdDto, CourseListDto, HeartbeatDto, HlsQueryDto, LessonIdDto, PracticeSubmitDto, PracticeTaskQueryDto, VideoIdDto } from './dto/course.dto';
import { LessonService } from './lesson.service';
import { PracticeService } from './practice.service';
import { VideoAccessService } from './video-access.service';

@ApiTags('course')
@Access('token')
@Controller('v1')
export class CourseController implements OnModuleInit {
  constructor(
    private readonly catalog: CourseCatalogService,
    private readonly lessons: LessonService,
    private readonly practice: PracticeService,
    private readonly videos: VideoAccessService,
    private readonly hot: HotRoutes,
  ) {}

  onModuleInit(): void {
    this.hot.add(CourseController, 'list', (caller, q) => this.catalog.peekList(caller, q), CourseListDto);
  }

  @ApiOperation({ summary: '课程列表（已上架；登录后带 enrolled）' })
  @Access('public')
  @Get('course/list')
  list(@CurrentCaller() caller: Caller | undefined, @Query() q: CourseListDto): Promise<CourseListResponse> {
    return this.catalog.list(caller, q);
  }

  @ApiOperation({ summary: '课程介绍：章节（按 order_value）、课时、价格、权限与进度' })
  @Access('public')
  @Get('course/detail')
  detail(@CurrentCaller() caller: Caller | undefined, @Query() q: CourseIdDto): Promise<CourseDetail> {
    return this.catalog.detail(caller, q.course_id);
  }

  @ApiOperation({ summary: '课时详情（需购买课程，免费试看课时除外）与学习记录' })
  @Get('lesson/detail')
  lesson(@CurrentCaller() caller: Caller, @Query() q: LessonIdDto): Promise<LessonDetail> {
    return this.lessons.detail(caller, q.lesson_id);
  }

  @ApiOperation({ summary: '学习心跳：保存播放位置，累计学习时长与实际观看片段' })
  @Post('learn/heartbeat')
  @HttpCode(200)
  heartbeat(@CurrentCaller() caller: Caller, @Body() dto: HeartbeatDto): Promise<LearnState> {
    return this.lessons.heartbeat(caller, dto.lesson_id, dto.position, dto.playing === 1);
  }

  @ApiOperation({ summary: '图文课时学完' })
  @Post('learn/finish')
  @HttpCode(200)
  finish(@CurrentCaller() caller: Caller, @Body() dto: LessonIdDto): Promise<LearnState> {
    return this.lessons.finishArticle(caller, dto.lesson_id);
  }

  @ApiOperation({ summary: '我的课程与学习进度' })
  @Get('study/course')
  myCourses(@CurrentCaller() caller: Caller): Promise<MyCourseRow[]> {
    return this.lessons.myCourses(caller);
  }

  @ApiOperation({ summary: '视频播放信息：签名、会过期的播放地址（需课程权限或免费试看）' })
  @Access('public')
  @Get('video/playinfo')
  playinfo(@CurrentCaller() caller: Caller | undefined, @Query() q: VideoIdDto): Promise<PlayInfo> {
    return this.videos.playinfo(caller, q.video_id);
  }

  @ApiOperation({ summary: 'HLS 播放列表（签名链接，分片地址逐个签名）' })
  @Access('public')
  @Raw()
  @Get('video/hls')
  async hls(@Query() q: HlsQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const text = await this.videos.hlsPlaylist(q.video_id, q.expires, q.sig);
    void reply.type('application/vnd.apple.mpegurl').header('cache-control', 'private, no-store');
    return text;
  }

  @ApiOperation({ summary: '实战任务（项目实战 / 求职实战）与我的提交' })
  @Get('practice/task/list')
  tasks(@CurrentCaller() caller: Caller, @Query() q: PracticeTaskQueryDto): Promise<PracticeTaskView[]> {
    return this.practice.tasks(caller, q.course_id, q.kind);
  }

  @ApiOperation({ summary: '提交项目实战任务（再次提交会覆盖并重新等待批改）' })
  @Post('practice/task/submit')
  @HttpCode(200)
  submit(@CurrentCaller() caller: Caller, @Body() dto: PracticeSubmitDto): Promise<PracticeTaskView> {
    return this.practice.submit(caller, dto);
  }
}
