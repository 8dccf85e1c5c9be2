import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { FakeUserRow, RobotCommentRow, RobotJobRow } from '../../../../types/community-admin';
import type { SessionInfo } from '../../../../types/user';
import { Access, CurrentCaller } from '../../common/access.decorator';
import { AdminList } from '../../common/admin-list/admin-list';
import type { Caller } from '../../common/request-context';
import { FakeUserAddDto, IdDto, RandomFakeDto, RobotCommentSaveDto, RobotJobCreateDto, UidDto } from './community-admin.dto';
import { FakeUserService } from './fake-user.service';
import { FAKE_USER_LIST, FakeUserListDto, ROBOT_COMMENT_LIST, ROBOT_JOB_LIST, RobotCommentListDto, RobotJobQueryDto } from './robot-list.dto';
import { RobotService } from './robot.service';

@ApiTags('admin/fakeuser')
@Access('admin')
@Controller('admin/fakeuser')
export class FakeUserAdminController {
  constructor(private readonly fakes: FakeUserService) {}

  @ApiOperation({ summary: '添加虚拟用户（head_img_url, nick_name, grant_vip）' })
  @Post('add')
  @HttpCode(200)
  add(@CurrentCaller() caller: Caller, @Body() dto: FakeUserAddDto): Promise<FakeUserRow> {
    return this.fakes.add(caller, dto);
  }

  @ApiOperation({ summary: '删除虚拟用户' })
  @Post('delete')
  @HttpCode(200)
  remove(@Body() dto: UidDto): Promise<null> {
    return this.fakes.remove(dto.uid);
  }

  @ApiOperation({ summary: '以虚拟用户身份登录' })
  @Post('login')
  @HttpCode(200)
  login(@Body() dto: UidDto): Promise<SessionInfo> {
    return this.fakes.loginAs(dto.uid);
  }

  @ApiOperation({ summary: '虚拟用户列表' })
  @Get('list')
  list(@AdminList(FAKE_USER_LIST) q: FakeUserListDto): Promise<Page<FakeUserRow>> {
    return this.fakes.list(q);
  }

  @ApiOperation({ summary: '随机取虚拟用户' })
  @Get('random')
  random(@Query() q: RandomFakeDto): Promise<FakeUserRow[]> {
    return this.fakes.random(q.count ?? 1);
  }
}

@ApiTags('admin/robot')
@Access('admin')
@Controller('admin/robot')
export class RobotAdminController {
  constructor(private readonly robots: RobotService) {}

  @ApiOperation({ summary: '机器人评论库' })
  @Get('comment/list')
  comments(@AdminList(ROBOT_COMMENT_LIST) q: RobotCommentListDto): Promise<Page<RobotCommentRow>> {
    return this.robots.commentList(q);
  }

  @ApiOperation({ summary: '新建或修改机器人评论' })
  @Post('comment/save')
  @HttpCode(200)
  saveComment(@Body() dto: RobotCommentSaveDto): Promise<{ id: string }> {
    return this.robots.saveComment(dto);
  }

  @ApiOperation({ summary: '删除机器人评论' })
  @Post('comment/delete')
  @HttpCode(200)
  removeComment(@Body() dto: IdDto): Promise<null> {
    return this.robots.removeComment(dto.id);
  }

  @ApiOperation({ summary: '版块定时任务列表' })
  @Get('job/list')
  jobs(@AdminList(ROBOT_JOB_LIST) q: RobotJobQueryDto): Promise<Page<RobotJobRow>> {
    return this.robots.jobList(q);
  }

  @ApiOperation({ summary: '新建定时发帖 / 评论任务' })
  @Post('job/create')
  @HttpCode(200)
  createJob(@CurrentCaller() caller: Caller, @Body() dto: RobotJobCreateDto): Promise<RobotJobRow> {
    return this.robots.createJob(caller, dto);
  }

  @ApiOperation({ summary: '取消待执行的任务' })
  @Post('job/cancel')
  @HttpCode(200)
  cancelJob(@Body() dto: IdDto): Promise<null> {
    return this.robots.cancelJob(dto.id);
  }
}
