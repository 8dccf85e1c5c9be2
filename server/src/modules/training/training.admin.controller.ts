import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminCampRow, AdminCohortRow, AdminGateView, AdminUserEnrollments, FeedbackView, GateOptions, GatePreviewRow, ProgressResponse, ScoreJobView } from '../../../../types/training';
import { Access, CurrentCaller } from '../../common/access.decorator';
import type { Caller } from '../../common/request-context';
import { CampAdminService } from './camp-admin.service';
import { CampSaveDto, CohortDeleteDto, CohortSaveDto, FeedbackSaveDto, GateSaveDto } from './dto/training-admin.dto';
import { AdminEnrollDto, CampQueryDto, ExtendDto, GateIdDto, JobQueryDto, MoveDto, ProgressQueryDto, RevokeDto, UidQueryDto } from './dto/training.dto';
import { EnrollmentService } from './enrollment.service';
import { GateAdminService } from './gate-admin.service';
import { ScoreJobService } from './score-job.service';
import { BODY_LIMITS } from '../../../../types/validation';
import { BodyLimit } from '../../common/body-limits';

@ApiTags('admin/training')
@Access('admin')
// whole statements, lessons, papers and imports: larger than a learner's request
@BodyLimit(BODY_LIMITS.largeBytes)
@Controller('admin/training')
export class TrainingAdminController {
  constructor(
    private readonly camps: CampAdminService,
    private readonly gates: GateAdminService,
    private readonly jobs: ScoreJobService,
    private readonly enrollments: EnrollmentService,
  ) {}

  @ApiOperation({ summary: '训练营列表' })
  @Get('camp/list')
  campList(): Promise<AdminCampRow[]> {
    return this.camps.camps();
  }

  @ApiOperation({ summary: '新建或修改训练营（训练类课程）' })
  @Post('camp/save')
  @HttpCode(200)
  campSave(@Body() dto: CampSaveDto): Promise<AdminCampRow[]> {
    return this.camps.saveCamp(dto);
  }

  @ApiOperation({ summary: '删除训练营（没有学员时）' })
  @Post('camp/delete')
  @HttpCode(200)
  campDelete(@Body() dto: CampQueryDto): Promise<AdminCampRow[]> {
    return this.camps.deleteCamp(dto.cid);
  }

  @ApiOperation({ summary: '班级列表' })
  @Get('cohort/list')
  cohortList(@Query() q: CampQueryDto): Promise<AdminCohortRow[]> {
    return this.camps.cohorts(q.cid);
  }

  @ApiOperation({ summary: '新建或修改班级' })
  @Post('cohort/save')
  @HttpCode(200)
  cohortSave(@Body() dto: CohortSaveDto): Promise<AdminCohortRow[]> {
    return this.camps.saveCohort(dto);
  }

  @ApiOperation({ summary: '删除班级（没有学员时）' })
  @Post('cohort/delete')
  @HttpCode(200)
  cohortDelete(@Body() dto: CohortDeleteDto): Promise<AdminCohortRow[]> {
    return this.camps.deleteCohort(dto.course_id, dto.cohort_id);
  }

  @ApiOperation({ summary: '关卡列表' })
  @Get('gate/list')
  gateList(@Query() q: CampQueryDto): Promise<AdminGateView[]> {
    return this.gates.list(q.cid);
  }

  @ApiOperation({ summary: '关卡详情' })
  @Get('gate/detail')
  gateDetail(@Query() q: GateIdDto): Promise<AdminGateView> {
    return this.gates.detail(q.gate_id);
  }

  @ApiOperation({ summary: '关卡编辑器的可选项：关卡、课时、题目、实战任务、考试' })
  @Get('gate/options')
  gateOptions(@Query() q: CampQueryDto): Promise<GateOptions> {
    return this.gates.options(q.cid);
  }

  @ApiOperation({ summary: '保存关卡：内容、条件（整图校验：无循环、无未知关卡/题目/考试）、权重、通过分' })
  @Post('gate/save')
  @HttpCode(200)
  gateSave(@Body() dto: GateSaveDto): Promise<AdminGateView> {
    return this.gates.save(dto);
  }

  @ApiOperation({ summary: '删除关卡（没有其他关卡依赖时）' })
  @Post('gate/delete')
  @HttpCode(200)
  gateDelete(@Body() dto: GateIdDto): Promise<null> {
    return this.gates.remove(dto.gate_id);
  }

  @ApiOperation({ summary: '预览：草稿条件会为哪些已报名学员解锁' })
  @Post('gate/preview')
  @HttpCode(200)
  gatePreview(@Body() dto: GateSaveDto): Promise<GatePreviewRow[]> {
    return this.gates.preview(dto);
  }

  @ApiOperation({ summary: '开始成绩计算（后台任务；已有运行中的任务时返回它）' })
  @Post('score/run')
  @HttpCode(200)
  scoreRun(@CurrentCaller() caller: Caller, @Body() dto: CampQueryDto): Promise<ScoreJobView> {
    return this.jobs.start(caller, dto.cid);
  }

  @ApiOperation({ summary: '成绩计算任务进度' })
  @Get('score/job')
  scoreJob(@Query() q: JobQueryDto): Promise<ScoreJobView> {
    return this.jobs.job(q.job_id);
  }

  @ApiOperation({ summary: '最近的成绩计算任务' })
  @Get('score/jobs')
  scoreJobs(@Query() q: CampQueryDto): Promise<ScoreJobView[]> {
    return this.jobs.jobs(q.cid);
  }

  @ApiOperation({ summary: '写反馈（markdown；可同时审核通过），学员收到通知' })
  @Post('feedback/save')
  @HttpCode(200)
  feedbackSave(@CurrentCaller() caller: Caller, @Body() dto: FeedbackSaveDto): Promise<FeedbackView> {
    return this.camps.saveFeedback(caller, dto);
  }

  @ApiOperation({ summary: '关卡的反馈列表' })
  @Get('feedback/list')
  feedbackList(@Query() q: GateIdDto): Promise<FeedbackView[]> {
    return this.camps.feedback(q.gate_id);
  }

  @ApiOperation({ summary: '学员进度表（按班级）' })
  @Get('progress')
  progress(@Query() q: ProgressQueryDto): Promise<ProgressResponse> {
    return this.camps.progress(q.cid, q.gid);
  }

  @ApiOperation({ summary: '导出学员进度表（CSV 文本）' })
  @Get('progress/export')
  async progressExport(@Query() q: ProgressQueryDto): Promise<{ filename: string; csv: string }> {
    return { filename: `training-${q.cid}${q.gid ? `-${q.gid}` : ''}-progress.csv`, csv: await this.camps.progressCsv(q.cid, q.gid) };
  }

  @ApiOperation({ summary: '用户的训练营报名与变更记录' })
  @Get('enrollment')
  enrollment(@Query() q: UidQueryDto): Promise<AdminUserEnrollments> {
    return this.enrollments.ofUser(q.uid);
  }

  @ApiOperation({ summary: '为用户报名（指定班级，days=0 长期）' })
  @Post('enrollment/enroll')
  @HttpCode(200)
  enroll(@CurrentCaller() caller: Caller, @Body() dto: AdminEnrollDto): Promise<AdminUserEnrollments> {
    return this.enrollments.adminEnroll(caller, dto.uid, dto.cid, dto.gid, dto.days ?? 0);
  }

  @ApiOperation({ summary: '转班' })
  @Post('enrollment/move')
  @HttpCode(200)
  move(@CurrentCaller() caller: Caller, @Body() dto: MoveDto): Promise<AdminUserEnrollments> {
    return this.enrollments.move(caller, dto.enrollment_id, dto.gid);
  }

  @ApiOperation({ summary: '延期' })
  @Post('enrollment/extend')
  @HttpCode(200)
  extend(@CurrentCaller() caller: Caller, @Body() dto: ExtendDto): Promise<AdminUserEnrollments> {
    return this.enrollments.extend(caller, dto.enrollment_id, dto.days);
  }

  @ApiOperation({ summary: '取消报名' })
  @Post('enrollment/revoke')
  @HttpCode(200)
  revoke(@CurrentCaller() caller: Caller, @Body() dto: RevokeDto): Promise<AdminUserEnrollments> {
    return this.enrollments.revoke(caller, dto.enrollment_id, dto.reason ?? '');
  }
}
