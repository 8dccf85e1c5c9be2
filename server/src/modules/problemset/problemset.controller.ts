import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CompanyCard, CompanyDetail, MySetRow, ProblemSetCard, ProblemSetDetail, SetItemContext, SetProgress } from '../../../../types/problemset';
import { Access, CurrentCaller } from '../../common/access.decorator';
import type { Caller } from '../../common/request-context';
import { CompanyService } from './company.service';
import { CompanyDetailDto, ItemQueryDto, SetIdDto, SetListQueryDto, SolutionViewDto } from './dto/problemset.dto';
import { ProblemSetService } from './problemset.service';

/** 题单 and 公司题库, learner side (issue 15). */
@ApiTags('problemset')
@Access('token')
@Controller('v1/problemset')
export class ProblemSetController {
  constructor(
    private readonly sets: ProblemSetService,
    private readonly companies: CompanyService,
  ) {}

  @ApiOperation({ summary: '题单列表：题目数、难度分布、学习人数、我的进度（搜索、筛选）' })
  @Get('list')
  list(@CurrentCaller() c: Caller, @Query() q: SetListQueryDto): Promise<ProblemSetCard[]> {
    return this.sets.list(c, q);
  }

  @ApiOperation({ summary: '题单详情：分区、题目、我在本轮的状态、继续（第一道未通过）' })
  @Get('detail')
  detail(@CurrentCaller() c: Caller, @Query() q: SetIdDto): Promise<ProblemSetDetail> {
    return this.sets.detail(c, q.id);
  }

  @ApiOperation({ summary: '题单中的一道题：位置、进度、上一题/下一题/下一道未完成（按题单顺序）' })
  @Get('item')
  item(@CurrentCaller() c: Caller, @Query() q: ItemQueryDto): Promise<SetItemContext> {
    return this.sets.item(c, q.item_id, q.id);
  }

  @ApiOperation({ summary: '我在题单中的进度：当前轮次、各题状态、分区进度、历史轮次' })
  @Get('progress')
  progress(@CurrentCaller() c: Caller, @Query() q: SetIdDto): Promise<SetProgress> {
    return this.sets.progressOf(c, q.id);
  }

  @ApiOperation({ summary: '重置进度：结束本轮（保留历史与提交记录），开始新一轮' })
  @Post('reset')
  @HttpCode(200)
  reset(@CurrentCaller() c: Caller, @Body() dto: SetIdDto): Promise<SetProgress> {
    return this.sets.reset(c, dto.id);
  }

  @ApiOperation({ summary: '我的题单：已开始的题单与进度' })
  @Get('mine')
  mine(@CurrentCaller() c: Caller): Promise<MySetRow[]> {
    return this.sets.mine(c);
  }

  @ApiOperation({ summary: '记录查看题解（用于“看过题解后通过”）' })
  @Post('solution-view')
  @HttpCode(200)
  async solutionView(@CurrentCaller() c: Caller, @Body() dto: SolutionViewDto): Promise<null> {
    await this.sets.solutionViewed(c, dto.problem_id);
    return null;
  }

  @ApiOperation({ summary: '公司题库列表' })
  @Get('company/list')
  companyList(): Promise<CompanyCard[]> {
    return this.companies.list();
  }

  @ApiOperation({ summary: '公司题目：按时间窗口筛选与排序（出现频率与最近出现仅会员可见）' })
  @Get('company/detail')
  companyDetail(@CurrentCaller() c: Caller, @Query() q: CompanyDetailDto): Promise<CompanyDetail> {
    return this.companies.detail(c, q);
  }
}
