import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { AdminSubmitDetail, AdminSubmitRow, SimilarityJobView, SimilarityPairDetail, SimilarityPairRow } from '../../../../types/exam-admin';
import { Access } from '../../common/access.decorator';
import { AdminList } from '../../common/admin-list/admin-list';
import { AdminExamIdDto } from './exam-admin.dto';
import { JobIdDto, PairIdDto, PairMarkDto, RejudgeDto, RescoreDto, SimilarityStartDto, SUBMIT_LIST, SubmitIdDto, SubmitListDto } from './exam-review.dto';
import { SimilarityService } from './similarity/similarity.service';
import { SubmitAdminService } from './submit-admin.service';

/** SPEC §7 admin: exam submits (list, detail, re-score, re-judge, export) and the similarity review. */
@ApiTags('admin/exam')
@Access('admin')
@Controller('admin/exam')
export class ExamReviewAdminController {
  constructor(
    private readonly submits: SubmitAdminService,
    private readonly similarity: SimilarityService,
  ) {}

  @ApiOperation({ summary: '作答列表（状态、用户筛选，按分数/交卷时间排序）' })
  @Get('submit/list')
  list(@AdminList(SUBMIT_LIST) q: SubmitListDto): Promise<Page<AdminSubmitRow>> {
    return this.submits.list(q);
  }

  @ApiOperation({ summary: '作答详情：每题答案、正确答案、得分、编程题评测' })
  @Get('submit/detail')
  detail(@Query() q: SubmitIdDto): Promise<AdminSubmitDetail> {
    return this.submits.detail(q.submit_id);
  }

  @ApiOperation({ summary: '人工改分（之后的自动重算保留人工分）' })
  @Post('submit/rescore')
  @HttpCode(200)
  rescore(@Body() dto: RescoreDto): Promise<AdminSubmitDetail> {
    return this.submits.rescore(dto);
  }

  @ApiOperation({ summary: '编程题重新评测（一题或全部），评完自动重算分数' })
  @Post('submit/rejudge')
  @HttpCode(200)
  rejudge(@Body() dto: RejudgeDto): Promise<AdminSubmitDetail> {
    return this.submits.rejudge(dto.submit_id, dto.item_id);
  }

  @ApiOperation({ summary: '作废进行中的作答（记为放弃，仍计作答次数）' })
  @Post('submit/abandon')
  @HttpCode(200)
  abandon(@Body() dto: SubmitIdDto): Promise<AdminSubmitDetail> {
    return this.submits.abandon(dto.submit_id);
  }

  @ApiOperation({ summary: '导出成绩 CSV（UTF-8 BOM）' })
  @Get('submit/export')
  export(@Query() q: AdminExamIdDto): Promise<{ filename: string; csv: string }> {
    return this.submits.exportCsv(q.exam_id);
  }

  @ApiOperation({ summary: '对一道编程题运行查重（后台任务，返回任务与进度）' })
  @Post('similarity/start')
  @HttpCode(200)
  start(@Body() dto: SimilarityStartDto): Promise<SimilarityJobView> {
    return this.similarity.start(dto.exam_id, dto.item_id, dto.threshold);
  }

  @ApiOperation({ summary: '查重任务进度' })
  @Get('similarity/job')
  job(@Query() q: JobIdDto): Promise<SimilarityJobView> {
    return this.similarity.view(q.job_id);
  }

  @ApiOperation({ summary: '本场考试的查重任务' })
  @Get('similarity/jobs')
  jobs(@Query() q: AdminExamIdDto): Promise<SimilarityJobView[]> {
    return this.similarity.list(q.exam_id);
  }

  @ApiOperation({ summary: '超过阈值的相似代码对（相似度降序）' })
  @Get('similarity/pairs')
  pairs(@Query() q: JobIdDto): Promise<SimilarityPairRow[]> {
    return this.similarity.pairList(q.job_id);
  }

  @ApiOperation({ summary: '相似代码对：两份代码与匹配区间' })
  @Get('similarity/pair')
  pair(@Query() q: PairIdDto): Promise<SimilarityPairDetail> {
    return this.similarity.pair(q.pair_id);
  }

  @ApiOperation({ summary: '标记相似代码对：确认抄袭或排除' })
  @Post('similarity/mark')
  @HttpCode(200)
  mark(@Body() dto: PairMarkDto): Promise<SimilarityPairDetail> {
    return this.similarity.mark(dto.pair_id, dto.status);
  }
}
