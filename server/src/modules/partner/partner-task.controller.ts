import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { ClaimView, PartnerProblemView, TaskView, TemplateRunView, TemplateView } from '../../../../types/partner';
import { Access, CurrentCaller } from '../../common/access.decorator';
import { PageDto } from '../../common/page.dto';
import type { Caller } from '../../common/request-context';
import { ClaimSubmitDto, ContributeDto, ProblemIdQueryDto, RunIdQueryDto, TaskIdDto, TaskListQueryDto, TemplateIdQueryDto, TemplateRunDto, TemplateSaveDto } from './dto/partner.dto';
import { CurrentPartner } from './partner.decorator';
import { PartnerGuard, PartnerRoleNeeded } from './partner.guard';
import type { ActivePartner } from './partner-access.service';
import { TaskService } from './task.service';
import { TemplateService } from './template.service';

/** Content partners: tasks, cotasks, OJ problem information and templates. */
@ApiTags('partner')
@Access('phone')
@UseGuards(PartnerGuard)
@PartnerRoleNeeded('content')
@Controller('partner')
export class PartnerTaskController {
  constructor(
    private readonly tasks: TaskService,
    private readonly templates: TemplateService,
  ) {}

  @ApiOperation({ summary: '任务列表（进行中）' })
  @Get('task/list')
  taskList(@CurrentCaller() c: Caller, @Query() q: TaskListQueryDto): Promise<Page<TaskView>> {
    return this.tasks.list(c.uid, 'task', q);
  }

  @ApiOperation({ summary: '任务详情，含我的领取记录与审核历史' })
  @Get('task/detail')
  taskDetail(@CurrentCaller() c: Caller, @Query() q: TaskIdDto): Promise<TaskView & { my_claims: ClaimView[] }> {
    return this.tasks.detail(c.uid, q.task_id, 'task');
  }

  @ApiOperation({ summary: '领取任务（名额有限，逾期未提交自动过期）' })
  @Post('task/claim')
  @HttpCode(200)
  claim(@CurrentCaller() c: Caller, @Body() dto: TaskIdDto): Promise<ClaimView> {
    return this.tasks.claim(c.uid, dto.task_id);
  }

  @ApiOperation({ summary: '提交任务（或修改后重新提交）' })
  @Post('task/submit')
  @HttpCode(200)
  submit(@CurrentCaller() c: Caller, @Body() dto: ClaimSubmitDto): Promise<ClaimView> {
    return this.tasks.submit(c.uid, dto.claim_id, dto.content, dto.template_id);
  }

  @ApiOperation({ summary: '我的领取与贡献' })
  @Get('task/mine')
  mine(@CurrentCaller() c: Caller, @Query() q: PageDto): Promise<Page<ClaimView>> {
    return this.tasks.mine(c.uid, q);
  }

  @ApiOperation({ summary: '协作任务列表（可按标签筛选）' })
  @Get('cotask/list')
  cotaskList(@CurrentCaller() c: Caller, @Query() q: TaskListQueryDto): Promise<Page<TaskView>> {
    return this.tasks.list(c.uid, 'cotask', q);
  }

  @ApiOperation({ summary: '协作任务详情，含我的贡献' })
  @Get('cotask/detail')
  cotaskDetail(@CurrentCaller() c: Caller, @Query() q: TaskIdDto): Promise<TaskView & { my_claims: ClaimView[] }> {
    return this.tasks.detail(c.uid, q.task_id, 'cotask');
  }

  @ApiOperation({ summary: '提交一份协作贡献' })
  @Post('cotask/contribute')
  @HttpCode(200)
  contribute(@CurrentCaller() c: Caller, @Body() dto: ContributeDto): Promise<ClaimView> {
    return this.tasks.contribute(c.uid, dto.task_id, dto.content, dto.template_id);
  }

  @ApiOperation({ summary: '修改后重新提交协作贡献' })
  @Post('cotask/submit')
  @HttpCode(200)
  cotaskSubmit(@CurrentCaller() c: Caller, @Body() dto: ClaimSubmitDto): Promise<ClaimView> {
    return this.tasks.submit(c.uid, dto.claim_id, dto.content, dto.template_id);
  }

  @ApiOperation({ summary: '题目信息与我的模板版本' })
  @Get('oj/problem')
  problem(@CurrentPartner() p: ActivePartner, @Query() q: ProblemIdQueryDto): Promise<PartnerProblemView> {
    return this.templates.problem(p, q.problem_id);
  }

  @ApiOperation({ summary: '模板试运行：用模板写的解答跑题目的全部测试数据' })
  @Post('oj/template/run')
  @HttpCode(200)
  run(@CurrentPartner() p: ActivePartner, @Body() dto: TemplateRunDto): Promise<{ run_id: string }> {
    return this.templates.run(p, dto.problem_id, dto.lang, dto.solution);
  }

  @ApiOperation({ summary: '试运行结果' })
  @Get('oj/template/run/result')
  runResult(@CurrentCaller() c: Caller, @Query() q: RunIdQueryDto): Promise<TemplateRunView> {
    return this.templates.runResult(c.uid, q.run_id);
  }

  @ApiOperation({ summary: '保存模板新版本（需试运行通过），提交管理员审核' })
  @Post('oj/template/save')
  @HttpCode(200)
  save(@CurrentPartner() p: ActivePartner, @Body() dto: TemplateSaveDto): Promise<TemplateView> {
    return this.templates.save(p, dto);
  }

  @ApiOperation({ summary: '我的模板版本' })
  @Get('oj/template/list')
  templateList(@CurrentCaller() c: Caller, @Query() q: PageDto): Promise<Page<TemplateView>> {
    return this.templates.mine(c.uid, q);
  }

  @ApiOperation({ summary: '模板版本详情' })
  @Get('oj/template/detail')
  templateDetail(@CurrentCaller() c: Caller, @Query() q: TemplateIdQueryDto): Promise<TemplateView> {
    return this.templates.own(c.uid, q.template_id);
  }
}
