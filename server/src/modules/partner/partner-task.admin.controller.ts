import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { ClaimView, TaskView, TemplateView } from '../../../../types/partner';
import { Access, CurrentCaller } from '../../common/access.decorator';
import { AdminList } from '../../common/admin-list/admin-list';
import type { Caller } from '../../common/request-context';
import { ClaimQueueQueryDto, ClaimReviewDto, PartnerTaskSaveDto, TemplateReviewDto } from './dto/partner-admin.dto';
import { AdminTaskQueryDto, TASK_LIST, TEMPLATE_LIST, TemplateQueueQueryDto } from './dto/partner-list.dto';
import { TemplateIdQueryDto } from './dto/partner.dto';
import { PartnerAdminService } from './partner-admin.service';
import { TaskAdminService } from './task-admin.service';

/** Console: tasks and cotasks (publish, review queue) and OJ template review. */
@ApiTags('admin/partner')
@Access('admin')
@Controller('admin/partner')
export class PartnerTaskAdminController {
  constructor(
    private readonly tasks: TaskAdminService,
    private readonly admin: PartnerAdminService,
  ) {}

  @ApiOperation({ summary: '任务与协作任务列表' })
  @Get('task/list')
  list(@AdminList(TASK_LIST) q: AdminTaskQueryDto): Promise<Page<TaskView>> {
    return this.tasks.list(q);
  }

  @ApiOperation({ summary: '发布或修改任务（奖励、截止、名额、语言、题目、标签）' })
  @Post('task/save')
  @HttpCode(200)
  save(@CurrentCaller() c: Caller, @Body() dto: PartnerTaskSaveDto): Promise<TaskView> {
    return this.tasks.save(c.uid, dto);
  }

  @ApiOperation({ summary: '审核队列（默认待审核的提交与贡献）' })
  @Get('task/claims')
  claims(@Query() q: ClaimQueueQueryDto): Promise<Page<ClaimView>> {
    return this.tasks.claims(q);
  }

  @ApiOperation({ summary: '审核提交：通过（记入奖励）、需修改（附意见）、驳回（附原因）' })
  @Post('task/review')
  @HttpCode(200)
  review(@CurrentCaller() c: Caller, @Body() dto: ClaimReviewDto): Promise<ClaimView> {
    return this.tasks.review(c.uid, dto.claim_id, dto.decision, dto.note ?? '', dto.reason);
  }

  @ApiOperation({ summary: '模板审核队列' })
  @Get('template/list')
  templates(@AdminList(TEMPLATE_LIST) q: TemplateQueueQueryDto): Promise<Page<TemplateView>> {
    return this.admin.templateQueue(q);
  }

  @ApiOperation({ summary: '模板版本详情' })
  @Get('template/detail')
  template(@Query() q: TemplateIdQueryDto): Promise<TemplateView> {
    return this.admin.templateDetail(q.template_id);
  }

  @ApiOperation({ summary: '审核模板版本（通过时应用题目信息）' })
  @Post('template/review')
  @HttpCode(200)
  reviewTemplate(@CurrentCaller() c: Caller, @Body() dto: TemplateReviewDto): Promise<TemplateView> {
    return this.admin.reviewTemplate(c.uid, dto.template_id, dto.decision, dto.note ?? '');
  }
}
