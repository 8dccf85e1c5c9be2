import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { AnswerSaved, AttemptView, ExamDetail, ExamExplain, ExamRank, ExamResult, ExamRow, MyExamRow } from '../../../../types/exam';
import { Access, CurrentCaller } from '../../common/access.decorator';
import type { Caller } from '../../common/request-context';
import { AttemptService } from './attempt.service';
import { ExamProgramService } from './exam-program.service';
import { ExamQueryService } from './exam-query.service';
import { ExamReportService } from './exam-report.service';
import { AnswerDto, ExamIdDto, ExamListQueryDto, ExamRankQueryDto, ExamResultQueryDto, ProgramDto } from './exam.dto';

/** Exams, learner side (issue 14): /api/v1/exam/... */
@ApiTags('exam')
@Access('token')
@Controller('v1/exam')
export class ExamController {
  constructor(
    private readonly query: ExamQueryService,
    private readonly attempts: AttemptService,
    private readonly reports: ExamReportService,
    private readonly programs: ExamProgramService,
  ) {}

  @ApiOperation({ summary: '已发布的考试列表（分页，可按标签）' })
  @Get('list')
  list(@CurrentCaller() c: Caller, @Query() q: ExamListQueryDto): Promise<Page<ExamRow>> {
    return this.query.list(c, q);
  }

  @ApiOperation({ summary: '考试封面：规则、时长、窗口、题数、总分、我的最好成绩与剩余次数、权限' })
  @Get('detail')
  detail(@CurrentCaller() c: Caller, @Query() q: ExamIdDto): Promise<ExamDetail> {
    return this.query.detail(c, q.exam_id);
  }

  @ApiOperation({ summary: '开始考试：返回试卷与服务器截止时间 deadline = min(开始 + 时长, 结束时间)' })
  @Post('start')
  @HttpCode(200)
  start(@CurrentCaller() c: Caller, @Body() dto: ExamIdDto): Promise<AttemptView> {
    return this.attempts.start(c, dto.exam_id);
  }

  @ApiOperation({ summary: '当前作答（进行中的，否则最近一次）：试卷、已保存的答案、标记、编程题评测' })
  @Get('attempt')
  attempt(@CurrentCaller() c: Caller, @Query() q: ExamIdDto): Promise<AttemptView> {
    return this.attempts.current(c, q.exam_id);
  }

  @ApiOperation({ summary: '自动保存一题的答案和/或标记（截止后拒绝）' })
  @Post('answer')
  @HttpCode(200)
  answer(@CurrentCaller() c: Caller, @Body() dto: AnswerDto): Promise<AnswerSaved> {
    return this.attempts.answer(c, dto.exam_id, dto.item_id, dto.answer, dto.flagged);
  }

  @ApiOperation({ summary: '编程题：样例/自测运行（经由 OJ 评测队列），进度见 /api/v1/oj/stream' })
  @Post('program/run')
  @HttpCode(200)
  run(@CurrentCaller() c: Caller, @Body() dto: ProgramDto): Promise<{ run_id: string }> {
    return this.programs.run(c, dto);
  }

  @ApiOperation({ summary: '编程题：提交评测（取本题最好一次的得分），进度见 /api/v1/oj/stream' })
  @Post('program/submit')
  @HttpCode(200)
  programSubmit(@CurrentCaller() c: Caller, @Body() dto: ProgramDto): Promise<{ submission_id: string }> {
    return this.programs.submit(c, dto);
  }

  @ApiOperation({ summary: '交卷（幂等：重复交卷返回同一结果）' })
  @Post('submit')
  @HttpCode(200)
  async submit(@CurrentCaller() c: Caller, @Body() dto: ExamIdDto): Promise<ExamResult> {
    const s = await this.attempts.handIn(c, dto.exam_id);
    return this.reports.result(c, dto.exam_id, s.id);
  }

  @ApiOperation({ summary: '成绩：每题得分与知识点报告（按考试的成绩公布规则）' })
  @Get('result')
  result(@CurrentCaller() c: Caller, @Query() q: ExamResultQueryDto): Promise<ExamResult> {
    return this.reports.result(c, q.exam_id, q.submit_id);
  }

  @ApiOperation({ summary: '答案与解析（按公布规则；作答中或考试窗口未结束时不可看）' })
  @Get('explain')
  explain(@CurrentCaller() c: Caller, @Query() q: ExamIdDto): Promise<ExamExplain> {
    return this.reports.explain(c, q.exam_id);
  }

  @ApiOperation({ summary: '排名：分数降序、用时升序，同分同时并列；含我的名次' })
  @Get('rank')
  rank(@CurrentCaller() c: Caller, @Query() q: ExamRankQueryDto): Promise<ExamRank> {
    return this.reports.rank(c, q.exam_id, q);
  }

  @ApiOperation({ summary: '我的考试：进行中、未参加、已结束，含成绩' })
  @Get('mine')
  mine(@CurrentCaller() c: Caller): Promise<MyExamRow[]> {
    return this.query.mine(c);
  }
}
