import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { AccommodationRow, AdminBankRow, AdminExamRow, AdminItemRow } from '../../../../types/exam-admin';
import type { ExamTag } from '../../../../types/exam';
import { Access, CurrentCaller } from '../../common/access.decorator';
import { AdminList } from '../../common/admin-list/admin-list';
import type { Caller } from '../../common/request-context';
import { BankAdminService } from './bank-admin.service';
import {
  AdminExamIdDto,
  AdminExamListDto,
  EXAM_LIST,
  AdminIdDto,
  BANK_LIST,
  BankListDto,
  BankSaveDto,
  ExamSaveDto,
  ItemDeleteDto,
  ItemOrderDto,
  ItemSaveDto,
  TagSaveDto,
} from './exam-admin.dto';
import { AccommodationSaveDto } from './exam-review.dto';
import { ExamAdminService } from './exam-admin.service';
import { BODY_LIMITS } from '../../../../types/validation';
import { BodyLimit } from '../../common/body-limits';

/** SPEC §7 admin: exams, exam tags, problems (question bank), items, accommodations. */
@ApiTags('admin/exam')
@Access('admin')
// whole statements, lessons, papers and imports: larger than a learner's request
@BodyLimit(BODY_LIMITS.largeBytes)
@Controller('admin/exam')
export class ExamAdminController {
  constructor(
    private readonly exams: ExamAdminService,
    private readonly bank: BankAdminService,
  ) {}

  @ApiOperation({ summary: '考试列表（标题、发布状态筛选，排序，分页）' })
  @Get('list')
  list(@AdminList(EXAM_LIST) q: AdminExamListDto): Promise<Page<AdminExamRow>> {
    return this.exams.list(q);
  }

  @ApiOperation({ summary: '考试详情' })
  @Get('detail')
  detail(@Query() q: AdminExamIdDto): Promise<AdminExamRow> {
    return this.exams.detail(q.exam_id);
  }

  @ApiOperation({ summary: '新建（同时建讨论帖）或修改考试：标签、窗口、时长、次数、成绩规则、参加条件、发布' })
  @Post('save')
  @HttpCode(200)
  save(@CurrentCaller() c: Caller, @Body() dto: ExamSaveDto): Promise<AdminExamRow> {
    return this.exams.save(c, dto);
  }

  @ApiOperation({ summary: '删除考试（已有作答的不能删除）' })
  @Post('delete')
  @HttpCode(200)
  remove(@Body() dto: AdminExamIdDto): Promise<{ deleted: true }> {
    return this.exams.remove(dto.exam_id);
  }

  @ApiOperation({ summary: '考试标签（知识点）列表' })
  @Get('tag/list')
  async tags(): Promise<ExamTag[]> {
    return (await this.exams.tagList()).map((t) => ({ id: t.id, name: t.name, link: t.link }));
  }

  @ApiOperation({ summary: '新建或修改标签' })
  @Post('tag/save')
  @HttpCode(200)
  async tagSave(@Body() dto: TagSaveDto): Promise<ExamTag> {
    const t = await this.exams.tagSave(dto);
    return { id: t.id, name: t.name, link: t.link };
  }

  @ApiOperation({ summary: '删除标签' })
  @Post('tag/delete')
  @HttpCode(200)
  tagDelete(@Body() dto: AdminIdDto): Promise<{ deleted: true }> {
    return this.exams.tagDelete(dto.id);
  }

  @ApiOperation({ summary: '题库列表（题型、标题、标签筛选）' })
  @Get('problem/list')
  problems(@AdminList(BANK_LIST) q: BankListDto): Promise<Page<AdminBankRow>> {
    return this.bank.list(q);
  }

  @ApiOperation({ summary: '题库题目详情' })
  @Get('problem/detail')
  problem(@Query() q: AdminIdDto): Promise<AdminBankRow> {
    return this.bank.detail(q.id);
  }

  @ApiOperation({ summary: '新建或修改题目（五种题型；答案按题型校验）' })
  @Post('problem/save')
  @HttpCode(200)
  problemSave(@Body() dto: BankSaveDto): Promise<AdminBankRow> {
    return this.bank.save(dto);
  }

  @ApiOperation({ summary: '删除题目（被考试使用时不能删除）' })
  @Post('problem/delete')
  @HttpCode(200)
  problemDelete(@Body() dto: AdminIdDto): Promise<{ deleted: true }> {
    return this.bank.remove(dto.id);
  }

  @ApiOperation({ summary: '考试的题目（按顺序）' })
  @Get('item/list')
  items(@Query() q: AdminExamIdDto): Promise<AdminItemRow[]> {
    return this.exams.itemList(q.exam_id);
  }

  @ApiOperation({ summary: '添加或修改考试题目：题目或题池（抽 pick 道）、分值、选项乱序' })
  @Post('item/save')
  @HttpCode(200)
  itemSave(@Body() dto: ItemSaveDto): Promise<AdminItemRow[]> {
    return this.exams.itemSave(dto);
  }

  @ApiOperation({ summary: '移除考试题目' })
  @Post('item/delete')
  @HttpCode(200)
  itemDelete(@Body() dto: ItemDeleteDto): Promise<AdminItemRow[]> {
    return this.exams.itemDelete(dto.exam_id, dto.id);
  }

  @ApiOperation({ summary: '题目排序（拖拽后提交全部题目 id 的新顺序）' })
  @Post('item/order')
  @HttpCode(200)
  itemOrder(@Body() dto: ItemOrderDto): Promise<AdminItemRow[]> {
    return this.exams.itemOrder(dto);
  }

  @ApiOperation({ summary: '个别考生的特殊安排（延长时间或另设窗口）' })
  @Get('accommodation/list')
  accommodations(@Query() q: AdminExamIdDto): Promise<AccommodationRow[]> {
    return this.exams.accommodationList(q.exam_id);
  }

  @ApiOperation({ summary: '设置特殊安排' })
  @Post('accommodation/save')
  @HttpCode(200)
  accommodationSave(@Body() dto: AccommodationSaveDto): Promise<AccommodationRow[]> {
    return this.exams.accommodationSave(dto);
  }

  @ApiOperation({ summary: '删除特殊安排' })
  @Post('accommodation/delete')
  @HttpCode(200)
  accommodationDelete(@Body() dto: AdminIdDto): Promise<{ deleted: true }> {
    return this.exams.accommodationDelete(dto.id);
  }
}
