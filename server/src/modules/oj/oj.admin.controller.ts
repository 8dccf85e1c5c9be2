import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from '../../../../types/api';
import type {
  AdminProblemDetail,
  AdminProblemRow,
  Category,
  CheckerRow,
  LanguageRow,
  OjUserRow,
  PackageReport,
  SubmissionDetail,
  SubmissionResult,
  SubmissionRow,
} from '../../../../types/oj';
import { Access, CurrentCaller, Raw } from '../../common/access.decorator';
import type { Caller } from '../../common/request-context';
import { AdminList } from '../../common/admin-list/admin-list';
import { LanguageService } from './language.service';
import { ADMIN_PROBLEM_LIST, ADMIN_SUBMISSION_LIST, AdminProblemQueryDto, AdminSubmissionQueryDto, OJ_USER_LIST, OjUserQueryDto } from './oj-admin-list.dto';
import {
  CategoryDto,
  CategoryUpdateDto,
  CheckerDto,
  CheckerUpdateDto,
  IdDto,
  LanguageUpdateDto,
  ProblemFormDto,
  ProblemUpdateDto,
} from './oj-admin.dto';
import { OjAdminService } from './oj-admin.service';
import { ProblemIdDto, SubmissionIdDto } from './oj.dto';
import { ProblemAdminService } from './problem-admin.service';
import { SubmissionService } from './submission.service';
import { BODY_LIMITS } from '../../../../types/validation';
import { BodyLimit } from '../../common/body-limits';

const ZIP_BODY = {
  schema: { type: 'object' as const, required: ['file'], properties: { file: { type: 'string' as const, format: 'binary', description: '.zip，不超过20MB' } } },
};

/** SPEC §7 admin OJ: problems, data packages, languages, categories, checkers, users, submissions. */
@ApiTags('admin/oj')
@Access('admin')
// whole statements, lessons, papers and imports: larger than a learner's request
@BodyLimit(BODY_LIMITS.largeBytes)
@Controller('admin/oj')
export class OjAdminController {
  constructor(
    private readonly problems: ProblemAdminService,
    private readonly admin: OjAdminService,
    private readonly languages: LanguageService,
    private readonly submissions: SubmissionService,
  ) {}

  @ApiOperation({ summary: '题目列表' })
  @Get('problem/list')
  problemList(@AdminList(ADMIN_PROBLEM_LIST) q: AdminProblemQueryDto): Promise<Page<AdminProblemRow>> {
    return this.problems.list(q);
  }

  @ApiOperation({ summary: '题目详情（编辑用，含两种模式题面、签名、数据包报告）' })
  @Get('problem/detail')
  problemDetail(@Query() q: ProblemIdDto): Promise<AdminProblemDetail> {
    return this.problems.detail(q.problem_id);
  }

  @ApiOperation({ summary: '新建题目' })
  @Post('problem/create')
  @HttpCode(200)
  create(@Body() dto: ProblemFormDto): Promise<AdminProblemDetail> {
    return this.problems.create(dto);
  }

  @ApiOperation({ summary: '修改题目' })
  @Post('problem/update')
  @HttpCode(200)
  update(@Body() dto: ProblemUpdateDto): Promise<AdminProblemDetail> {
    return this.problems.update(dto.problem_id, dto);
  }

  @ApiOperation({ summary: '上传数据包（.zip，≤20MB，字段 file，另带 problem_id），返回校验报告' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(ZIP_BODY)
  @Post('problem/data')
  @HttpCode(200)
  upload(@Query() q: ProblemIdDto, @Req() req: FastifyRequest): Promise<PackageReport> {
    return this.problems.upload(q.problem_id, req);
  }

  @ApiOperation({ summary: '下载数据包（cpt download，仅管理员）' })
  @ApiProduces('application/zip')
  @Raw()
  @Get('problem/cpt')
  async download(@Query() q: ProblemIdDto, @Res() reply: FastifyReply): Promise<void> {
    const { name, zip } = await this.problems.download(q.problem_id);
    await reply.header('content-type', 'application/zip').header('content-disposition', `attachment; filename="${name}"`).send(zip);
  }

  @ApiOperation({ summary: '语言列表（含未启用）' })
  @Get('language/list')
  languageList(): Promise<LanguageRow[]> {
    return this.languages.list(false);
  }

  @ApiOperation({ summary: '启用/停用语言、调整顺序' })
  @Post('language/update')
  @HttpCode(200)
  languageUpdate(@Body() dto: LanguageUpdateDto): Promise<LanguageRow> {
    return this.languages.update(dto.lang, { enabled: dto.enabled === undefined ? undefined : dto.enabled === 1, order_value: dto.order_value });
  }

  @ApiOperation({ summary: '分类列表' })
  @Get('category/list')
  categoryList(): Promise<Category[]> {
    return this.admin.listCategories();
  }

  @ApiOperation({ summary: '新建分类' })
  @Post('category/create')
  @HttpCode(200)
  categoryCreate(@Body() dto: CategoryDto): Promise<Category> {
    return this.admin.saveCategory(null, dto);
  }

  @ApiOperation({ summary: '修改分类' })
  @Post('category/update')
  @HttpCode(200)
  categoryUpdate(@Body() dto: CategoryUpdateDto): Promise<Category> {
    return this.admin.saveCategory(dto.id, dto);
  }

  @ApiOperation({ summary: '删除分类（无题目时）' })
  @Post('category/delete')
  @HttpCode(200)
  categoryDelete(@Body() dto: IdDto): Promise<null> {
    return this.admin.deleteCategory(dto.id);
  }

  @ApiOperation({ summary: '评测器列表' })
  @Get('checker/list')
  checkerList(): Promise<CheckerRow[]> {
    return this.admin.listCheckers();
  }

  @ApiOperation({ summary: '新建评测器' })
  @Post('checker/create')
  @HttpCode(200)
  checkerCreate(@Body() dto: CheckerDto): Promise<CheckerRow> {
    return this.admin.saveChecker(null, dto);
  }

  @ApiOperation({ summary: '修改评测器' })
  @Post('checker/update')
  @HttpCode(200)
  checkerUpdate(@Body() dto: CheckerUpdateDto): Promise<CheckerRow> {
    return this.admin.saveChecker(dto.id, dto);
  }

  @ApiOperation({ summary: '删除评测器（未被使用时）' })
  @Post('checker/delete')
  @HttpCode(200)
  checkerDelete(@Body() dto: IdDto): Promise<null> {
    return this.admin.deleteChecker(dto.id);
  }

  @ApiOperation({ summary: 'OJ 用户（做题统计）' })
  @Get('user/list')
  users(@AdminList(OJ_USER_LIST) q: OjUserQueryDto): Promise<Page<OjUserRow>> {
    return this.admin.listUsers(q);
  }

  @ApiOperation({ summary: '全部提交' })
  @Get('submission/list')
  submissionList(@AdminList(ADMIN_SUBMISSION_LIST) q: AdminSubmissionQueryDto): Promise<Page<SubmissionRow>> {
    return this.submissions.adminList(q);
  }

  @ApiOperation({ summary: '提交详情（任意用户）' })
  @Get('submission/detail')
  submissionDetail(@CurrentCaller() c: Caller, @Query() q: SubmissionIdDto): Promise<SubmissionDetail> {
    return this.submissions.detail(c, q.submission_id);
  }

  @ApiOperation({ summary: '重新评测' })
  @Post('submission/rejudge')
  @HttpCode(200)
  rejudge(@Body() dto: SubmissionIdDto): Promise<SubmissionResult> {
    return this.submissions.rejudge(dto.submission_id);
  }
}
