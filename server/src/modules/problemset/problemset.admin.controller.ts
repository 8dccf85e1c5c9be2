import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { AdminCompanyDetail, AdminSetDetail, AdminSetRow, CompanyCard, CsvImportResult, ResolveIdsResult, SetStats } from '../../../../types/problemset';
import { Access, CurrentCaller } from '../../common/access.decorator';
import { AdminList } from '../../common/admin-list/admin-list';
import type { Caller } from '../../common/request-context';
import { CompanyAdminService } from './company-admin.service';
import { AdminSetQueryDto, CompanyImportDto, CompanyProblemsDto, CompanySaveDto, ResolveIdsDto, SET_LIST, SetSaveDto } from './dto/problemset-admin.dto';
import { CompanyIdDto, SetIdDto } from './dto/problemset.dto';
import { SetAdminService } from './set-admin.service';
import { BODY_LIMITS } from '../../../../types/validation';
import { BodyLimit } from '../../common/body-limits';

/** Console: 题单 and 公司题库 (issue 15). */
@ApiTags('admin-problemset')
@Access('admin')
// whole statements, lessons, papers and imports: larger than a learner's request
@BodyLimit(BODY_LIMITS.largeBytes)
@Controller('admin/problemset')
export class ProblemSetAdminController {
  constructor(
    private readonly sets: SetAdminService,
    private readonly companies: CompanyAdminService,
  ) {}

  @ApiOperation({ summary: '题单列表（含未上架）' })
  @Get('list')
  list(@AdminList(SET_LIST) q: AdminSetQueryDto): Promise<Page<AdminSetRow>> {
    return this.sets.list(q);
  }

  @ApiOperation({ summary: '题单详情：分区与题目（按顺序）' })
  @Get('detail')
  detail(@Query() q: SetIdDto): Promise<AdminSetDetail> {
    return this.sets.detail(q.id);
  }

  @ApiOperation({ summary: '新建或保存题单（分区、顺序、题目、封面、绑定商品；整体一个事务）' })
  @Post('save')
  @HttpCode(200)
  save(@CurrentCaller() c: Caller, @Body() dto: SetSaveDto): Promise<AdminSetDetail> {
    return this.sets.save(c.uid, dto);
  }

  @ApiOperation({ summary: '删除题单（连同进度）' })
  @Post('delete')
  @HttpCode(200)
  async remove(@CurrentCaller() c: Caller, @Body() dto: SetIdDto): Promise<null> {
    await this.sets.remove(c.uid, dto.id);
    return null;
  }

  @ApiOperation({ summary: '批量粘贴题号：识别出的题目、不存在的题号、重复的题号' })
  @Post('resolve-ids')
  @HttpCode(200)
  resolveIds(@Body() dto: ResolveIdsDto): Promise<ResolveIdsResult> {
    return this.sets.resolveIds(dto.text);
  }

  @ApiOperation({ summary: '题单统计：开始人数、完成人数、逐题漏斗' })
  @Get('stats')
  stats(@Query() q: SetIdDto): Promise<SetStats> {
    return this.sets.stats(q.id);
  }

  @ApiOperation({ summary: '公司列表' })
  @Get('company/list')
  companyList(): Promise<CompanyCard[]> {
    return this.companies.list();
  }

  @ApiOperation({ summary: '公司详情与题目频率' })
  @Get('company/detail')
  companyDetail(@Query() q: CompanyIdDto): Promise<AdminCompanyDetail> {
    return this.companies.detail(q.id);
  }

  @ApiOperation({ summary: '新建或保存公司' })
  @Post('company/save')
  @HttpCode(200)
  companySave(@CurrentCaller() c: Caller, @Body() dto: CompanySaveDto): Promise<AdminCompanyDetail> {
    return this.companies.save(c.uid, dto);
  }

  @ApiOperation({ summary: '删除公司' })
  @Post('company/delete')
  @HttpCode(200)
  async companyDelete(@CurrentCaller() c: Caller, @Body() dto: CompanyIdDto): Promise<null> {
    await this.companies.remove(c.uid, dto.id);
    return null;
  }

  @ApiOperation({ summary: '保存公司题目的频率与最近出现日期（整表替换，一个事务）' })
  @Post('company/problems')
  @HttpCode(200)
  companyProblems(@CurrentCaller() c: Caller, @Body() dto: CompanyProblemsDto): Promise<AdminCompanyDetail> {
    return this.companies.saveProblems(c.uid, dto.company_id, dto.problems);
  }

  @ApiOperation({ summary: 'CSV 导入公司题目频率（有错误行时逐行报告且不导入）' })
  @Post('company/import')
  @HttpCode(200)
  companyImport(@CurrentCaller() c: Caller, @Body() dto: CompanyImportDto): Promise<CsvImportResult> {
    return this.companies.importCsv(c.uid, dto.company_id, dto.csv);
  }
}
