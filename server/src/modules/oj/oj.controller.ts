import { Body, Controller, Get, HttpCode, OnModuleInit, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import { CodeMode, JudgeLang } from '../../../../types/judge';
import {
  Category,
  JUDGE_TYPES,
  LanguageRow,
  MyProblemRow,
  PermitCheck,
  ProblemDetail,
  ProblemLevel,
  ProblemRow,
  ProblemStat,
  RunResult,
  SORT_TYPES,
  SubmissionDetail,
  SubmissionResult,
  SubmissionRow,
  UserOjStat,
} from '../../../../types/oj';
import { Access, CurrentCaller } from '../../common/access.decorator';
import { HotRoutes } from '../../common/hot-routes';
import type { Caller } from '../../common/request-context';
import { LanguageService } from './language.service';
import {
  LatestQueryDto,
  MyProblemQueryDto,
  ProblemDetailQueryDto,
  ProblemIdDto,
  ProblemListQueryDto,
  RunDto,
  RunIdDto,
  SearchQueryDto,
  SnippetQueryDto,
  SubmissionIdDto,
  SubmissionListQueryDto,
  SubmitDto,
  TemplatesQueryDto,
} from './oj.dto';
import { ProblemService } from './problem.service';
import { RunService } from './run.service';
import { StatService } from './stat.service';
import { SubmissionService } from './submission.service';

/** SPEC §7 OJ calls, learner side. */
@ApiTags('oj')
@Access('token')
@Controller('v1/oj')
export class OjController implements OnModuleInit {
  constructor(
    private readonly problems: ProblemService,
    private readonly submissions: SubmissionService,
    private readonly runs: RunService,
    private readonly stats: StatService,
    private readonly languages: LanguageService,
    private readonly hot: HotRoutes,
  ) {}

  onModuleInit(): void {
    this.hot.add(OjController, 'list', (caller, q) => this.problems.peekList(caller!, q), ProblemListQueryDto);
  }

  @ApiOperation({ summary: '题目权限检查（uid, problemId）' })
  @Get('permit')
  permit(@CurrentCaller() c: Caller, @Query() q: ProblemIdDto): Promise<PermitCheck> {
    return this.problems.permit(c, q.problem_id);
  }

  @ApiOperation({ summary: '题库列表：分类、难度、关键词、排序、评测类型、我的状态、分页' })
  @Get('problem/list')
  list(@CurrentCaller() c: Caller, @Query() q: ProblemListQueryDto): Promise<Page<ProblemRow>> {
    return this.problems.list(c, q);
  }

  @ApiOperation({ summary: '题目搜索（题号或标题，最多10条）' })
  @Get('problem/search')
  search(@Query() q: SearchQueryDto): Promise<{ problem_id: string; no: number; title: string; level: ProblemLevel }[]> {
    return this.problems.search(q.keyword);
  }

  @ApiOperation({ summary: '题目详情（按答题模式返回题面；无该模式时 content 为 null）' })
  @Get('problem/detail')
  detail(@CurrentCaller() c: Caller, @Query() q: ProblemDetailQueryDto): Promise<ProblemDetail> {
    return this.problems.detail(c, q.problem_id, q.code_mode ?? CodeMode.ACM);
  }

  @ApiOperation({ summary: '某语言的初始代码（核心代码模式为函数模板）' })
  @Get('problem/snippet')
  snippet(@CurrentCaller() c: Caller, @Query() q: SnippetQueryDto): Promise<{ lang: JudgeLang; code: string }> {
    return this.problems.snippet(c, q.problem_id, q.code_mode, q.lang);
  }

  @ApiOperation({ summary: '所有可用语言的初始代码' })
  @Get('problem/templates')
  templates(@CurrentCaller() c: Caller, @Query() q: TemplatesQueryDto): Promise<Partial<Record<JudgeLang, string>>> {
    return this.problems.templates(c, q.problem_id, q.code_mode);
  }

  @ApiOperation({ summary: '我的题目（已通过/尝试过），最近提交在前' })
  @Get('problem/mine')
  mine(@CurrentCaller() c: Caller, @Query() q: MyProblemQueryDto): Promise<Page<MyProblemRow>> {
    return this.problems.mine(c, q);
  }

  @ApiOperation({ summary: '提交代码（每分钟最多10次），返回 submission_id' })
  @Post('submit')
  @HttpCode(200)
  submit(@CurrentCaller() c: Caller, @Body() dto: SubmitDto): Promise<{ submission_id: string }> {
    return this.submissions.submit(c, dto);
  }

  @ApiOperation({ summary: '样例/自测运行（不计入提交），返回 run_id' })
  @Post('run')
  @HttpCode(200)
  run(@CurrentCaller() c: Caller, @Body() dto: RunDto): Promise<{ run_id: string }> {
    return this.submissions.run(c, dto);
  }

  @ApiOperation({ summary: '自测运行结果' })
  @Get('run/result')
  runResult(@CurrentCaller() c: Caller, @Query() q: RunIdDto): Promise<RunResult> {
    return this.runs.result(c, q.run_id);
  }

  @ApiOperation({ summary: '评测结果与进度（小程序轮询）' })
  @Get('submission/result')
  result(@CurrentCaller() c: Caller, @Query() q: SubmissionIdDto): Promise<SubmissionResult> {
    return this.submissions.result(c, q.submission_id);
  }

  @ApiOperation({ summary: '提交详情（含代码）' })
  @Get('submission/detail')
  submissionDetail(@CurrentCaller() c: Caller, @Query() q: SubmissionIdDto): Promise<SubmissionDetail> {
    return this.submissions.detail(c, q.submission_id);
  }

  @ApiOperation({ summary: '本题我的最近一次提交（无则 null）' })
  @Get('submission/latest')
  latest(@CurrentCaller() c: Caller, @Query() q: LatestQueryDto): Promise<SubmissionDetail | null> {
    return this.submissions.latest(c, q.problem_id, q.code_mode);
  }

  @ApiOperation({ summary: '我的提交记录' })
  @Get('submission/list')
  submissionList(@CurrentCaller() c: Caller, @Query() q: SubmissionListQueryDto): Promise<Page<SubmissionRow>> {
    return this.submissions.list(c, q);
  }

  @ApiOperation({ summary: '题目统计：提交数、通过数、通过率、各结果分布' })
  @Get('stat')
  stat(@CurrentCaller() c: Caller, @Query() q: ProblemIdDto): Promise<ProblemStat> {
    return this.stats.problem(c, q.problem_id);
  }

  @ApiOperation({ summary: '我的做题统计' })
  @Get('stat/user')
  userStat(@CurrentCaller() c: Caller): Promise<UserOjStat> {
    return this.stats.user(c.uid);
  }

  @ApiOperation({ summary: '评测类型' })
  @Get('judge-types')
  judgeTypes(): typeof JUDGE_TYPES {
    return JUDGE_TYPES;
  }

  @ApiOperation({ summary: '排序方式' })
  @Get('sort-types')
  sortTypes(): typeof SORT_TYPES {
    return SORT_TYPES;
  }

  @ApiOperation({ summary: '题目分类（含题目数）' })
  @Get('categories')
  categories(): Promise<Category[]> {
    return this.problems.categoriesWithCounts();
  }

  @ApiOperation({ summary: '可用语言（含版本）' })
  @Get('languages')
  languageList(): Promise<LanguageRow[]> {
    return this.languages.list(true);
  }
}
