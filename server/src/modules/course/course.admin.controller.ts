import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { AdminCourseRow, AdminLessonRow, CourseCategoryRow, CourseGroupView, CourseUserRow, PracticeSubmissionView, PracticeTaskView, ScholarshipView } from '../../../../types/course';
import { Access, CurrentCaller } from '../../common/access.decorator';
import { AdminList } from '../../common/admin-list/admin-list';
import type { Caller } from '../../common/request-context';
import { CourseAdminService } from './course-admin.service';
import { CourseUsersService } from './course-users.service';
import {
  CourseGrantDto,
  CourseSaveDto,
  CourseUserDto,
  GroupDeleteDto,
  GroupSaveDto,
  IdDto,
  LessonRefDto,
  LessonSaveDto,
  NamedSaveDto,
  ReviewDto,
  ScholarshipSaveDto,
  SUBMISSION_LIST,
  SubmissionListDto,
  TaskSaveDto,
} from './dto/course-admin.dto';
import { COURSE_USER_LIST, CourseUsersDto } from './dto/course-admin-list.dto';
import { CourseIdDto } from './dto/course.dto';
import { PracticeService } from './practice.service';
import { BODY_LIMITS } from '../../../../types/validation';
import { BodyLimit } from '../../common/body-limits';

@ApiTags('admin/course')
@Access('admin')
// whole statements, lessons, papers and imports: larger than a learner's request
@BodyLimit(BODY_LIMITS.largeBytes)
@Controller('admin')
export class CourseAdminController {
  constructor(
    private readonly admin: CourseAdminService,
    private readonly users: CourseUsersService,
    private readonly practice: PracticeService,
  ) {}

  @ApiOperation({ summary: '课程分类' })
  @Get('course/category/list')
  categories(): Promise<CourseCategoryRow[]> {
    return this.admin.categories();
  }

  @ApiOperation({ summary: '新建或修改课程分类' })
  @Post('course/category/save')
  @HttpCode(200)
  saveCategory(@Body() dto: NamedSaveDto): Promise<CourseCategoryRow[]> {
    return this.admin.saveCategory(dto);
  }

  @ApiOperation({ summary: '删除课程分类（需为空）' })
  @Post('course/category/delete')
  @HttpCode(200)
  deleteCategory(@Body() dto: IdDto): Promise<CourseCategoryRow[]> {
    return this.admin.deleteCategory(dto.id);
  }

  @ApiOperation({ summary: '全部课程（含未上架）' })
  @Get('course/list')
  courses(): Promise<AdminCourseRow[]> {
    return this.admin.courses();
  }

  @ApiOperation({ summary: '课程详情' })
  @Get('course/detail')
  course(@Query() q: CourseIdDto): Promise<AdminCourseRow> {
    return this.admin.course(q.course_id);
  }

  @ApiOperation({ summary: '新建或修改课程（product_id 须是授予该课程权益的商品）' })
  @Post('course/save')
  @HttpCode(200)
  save(@Body() dto: CourseSaveDto): Promise<AdminCourseRow> {
    return this.admin.saveCourse(dto);
  }

  @ApiOperation({ summary: '删除课程（有学习记录的课程只能下架）' })
  @Post('course/delete')
  @HttpCode(200)
  remove(@Body() dto: CourseIdDto): Promise<null> {
    return this.admin.deleteCourse(dto.course_id);
  }

  @ApiOperation({ summary: '课程章节与课时' })
  @Get('course/group/list')
  groups(@Query() q: CourseIdDto): Promise<CourseGroupView[]> {
    return this.admin.groups(q.course_id);
  }

  @ApiOperation({ summary: '新建或修改章节' })
  @Post('course/group/save')
  @HttpCode(200)
  saveGroup(@Body() dto: GroupSaveDto): Promise<CourseGroupView[]> {
    return this.admin.saveGroup(dto);
  }

  @ApiOperation({ summary: '删除章节（需为空）' })
  @Post('course/group/delete')
  @HttpCode(200)
  deleteGroup(@Body() dto: GroupDeleteDto): Promise<CourseGroupView[]> {
    return this.admin.deleteGroup(dto.course_id, dto.group_id);
  }

  @ApiOperation({ summary: '课程的全部课时（含未发布）' })
  @Get('course/lesson/list')
  lessons(@Query() q: CourseIdDto): Promise<AdminLessonRow[]> {
    return this.admin.lessons(q.course_id);
  }

  @ApiOperation({ summary: '课时详情' })
  @Get('course/lesson/detail')
  lesson(@Query() q: LessonRefDto): Promise<AdminLessonRow> {
    return this.admin.lesson(q.course_id, q.lesson_id);
  }

  @ApiOperation({ summary: '新建或修改课时' })
  @Post('course/lesson/save')
  @HttpCode(200)
  saveLesson(@Body() dto: LessonSaveDto): Promise<AdminLessonRow> {
    return this.admin.saveLesson(dto);
  }

  @ApiOperation({ summary: '删除课时（连同学习记录）' })
  @Post('course/lesson/delete')
  @HttpCode(200)
  deleteLesson(@Body() dto: LessonRefDto): Promise<null> {
    return this.admin.deleteLesson(dto.course_id, dto.lesson_id);
  }

  @ApiOperation({ summary: '课程学员：权益持有者与学习过的人' })
  @Get('course/user/list')
  courseUsers(@AdminList(COURSE_USER_LIST) q: CourseUsersDto): Promise<Page<CourseUserRow>> {
    return this.users.users(q);
  }

  @ApiOperation({ summary: '给用户开通课程（0 天 = 永久）' })
  @Post('course/user/grant')
  @HttpCode(200)
  grant(@CurrentCaller() caller: Caller, @Body() dto: CourseGrantDto): Promise<null> {
    return this.users.grant(caller, dto.course_id, dto.uid, dto.days);
  }

  @ApiOperation({ summary: '收回用户的课程权益' })
  @Post('course/user/revoke')
  @HttpCode(200)
  revoke(@Body() dto: CourseUserDto): Promise<{ revoked: number }> {
    return this.users.revoke(dto.course_id, dto.uid);
  }

  @ApiOperation({ summary: '某学员在某课程的学习记录' })
  @Get('learnlog')
  learnlog(@Query() q: CourseUserDto) {
    return this.users.learnlog(q.course_id, q.uid);
  }

  @ApiOperation({ summary: '课程奖学金' })
  @Get('course/scholarship/list')
  scholarships(@Query() q: CourseIdDto): Promise<ScholarshipView[]> {
    return this.users.scholarships(q.course_id);
  }

  @ApiOperation({ summary: '新建或修改奖学金记录' })
  @Post('course/scholarship/save')
  @HttpCode(200)
  saveScholarship(@CurrentCaller() caller: Caller, @Body() dto: ScholarshipSaveDto): Promise<ScholarshipView[]> {
    return this.users.saveScholarship(caller, dto);
  }

  @ApiOperation({ summary: '课程的项目实战任务' })
  @Get('practice/task/list')
  tasks(@Query() q: CourseIdDto): Promise<PracticeTaskView[]> {
    return this.practice.adminTasks(q.course_id);
  }

  @ApiOperation({ summary: '新建或修改任务' })
  @Post('practice/task/save')
  @HttpCode(200)
  saveTask(@Body() dto: TaskSaveDto): Promise<PracticeTaskView> {
    return this.practice.saveTask(dto);
  }

  @ApiOperation({ summary: '删除任务（连同提交）' })
  @Post('practice/task/delete')
  @HttpCode(200)
  deleteTask(@Body() dto: IdDto): Promise<null> {
    return this.practice.deleteTask(dto.id);
  }

  @ApiOperation({ summary: '学员提交' })
  @Get('practice/submission/list')
  submissions(@AdminList(SUBMISSION_LIST) q: SubmissionListDto): Promise<Page<PracticeSubmissionView>> {
    return this.practice.submissions(q);
  }

  @ApiOperation({ summary: '批改提交' })
  @Post('practice/submission/review')
  @HttpCode(200)
  review(@CurrentCaller() caller: Caller, @Body() dto: ReviewDto): Promise<PracticeSubmissionView> {
    return this.practice.review(caller, dto);
  }
}
