import { Injectable } from '@nestjs/common';
import { inTransaction } from '../../database/transaction';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { ApiCode } from '../../../../types/api';
import {
  COURSE_MESSAGES,
  type AdminCourseRow,
  type AdminLessonRow,
  type CourseCategoryRow,
  type CourseGroupView,
  type CourseSaveRequest,
  type GroupSaveRequest,
  type LessonSaveRequest,
} from '../../../../types/course';
import { AppException } from '../../common/app-exception';
import { ProductEquityEntity } from '../commerce/entities/product-equity.entity';
import { CourseCatalogService } from './course-catalog.service';
import { CourseCategoryEntity } from './entities/course-category.entity';
import { CourseGroupEntity } from './entities/course-group.entity';
import { CourseEntity } from './entities/course.entity';
import { LearnLogEntity } from './entities/learn-log.entity';
import { LessonEntity } from './entities/lesson.entity';
import { PracticeTaskEntity } from './entities/practice-task.entity';
import { VideoEntity } from './entities/video.entity';

const flag = (v: boolean | number | undefined) => v === true || v === 1;

/** The console's courses, course categories, chapters and lessons. */
@Injectable()
export class CourseAdminService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly catalog: CourseCatalogService,
  ) {}

  // ------------------------------------------------------------ categories (admin "course group")

  async categories(): Promise<CourseCategoryRow[]> {
    const rows = await this.ds.getRepository(CourseCategoryEntity).find({ order: { orderValue: 'ASC', id: 'ASC' } });
    const counts = (await this.ds.query('SELECT category_id AS id, COUNT(*) AS n FROM courses GROUP BY category_id')) as { id: string | number | null; n: string | number }[];
    const by = new Map(counts.map((c) => [String(c.id), Number(c.n)]));
    return rows.map((r) => ({ id: r.id, name: r.name, order_value: r.orderValue, course_count: by.get(r.id) ?? 0 }));
  }

  async saveCategory(dto: { id?: string; name: string; order_value?: number }): Promise<CourseCategoryRow[]> {
    const repo = this.ds.getRepository(CourseCategoryEntity);
    const row = { name: dto.name.trim(), orderValue: dto.order_value ?? 0 };
    if (dto.id) {
      const res = await repo.update({ id: dto.id }, row);
      if (!res.affected) throw AppException.notFound(COURSE_MESSAGES.categoryMissing);
    } else await repo.insert(row);
    return this.categories();
  }

  async deleteCategory(id: string): Promise<CourseCategoryRow[]> {
    if (await this.ds.getRepository(CourseEntity).existsBy({ categoryId: id })) throw new AppException(ApiCode.CONFLICT, COURSE_MESSAGES.groupNotEmpty);
    const res = await this.ds.getRepository(CourseCategoryEntity).delete({ id });
    if (!res.affected) throw AppException.notFound(COURSE_MESSAGES.categoryMissing);
    return this.categories();
  }

  // ------------------------------------------------------------ courses

  async courses(): Promise<AdminCourseRow[]> {
    const courses = await this.ds.getRepository(CourseEntity).find({ order: { orderValue: 'ASC', id: 'ASC' } });
    return this.rows(courses);
  }

  async course(courseId: string): Promise<AdminCourseRow> {
    return (await this.rows([await this.catalog.existing(courseId)]))[0];
  }

  private async rows(courses: CourseEntity[]): Promise<AdminCourseRow[]> {
    const lessons = await this.catalog.lessonsOf(courses.map((c) => c.id), false);
    const learners = courses.length
      ? ((await this.ds.query(`SELECT course_id AS id, COUNT(DISTINCT uid) AS n FROM learn_logs WHERE course_id IN (${courses.map(() => '?').join(',')}) GROUP BY course_id`, courses.map((c) => c.id))) as { id: string | number; n: string | number }[])
      : [];
    const byCourse = new Map(learners.map((l) => [String(l.id), Number(l.n)]));
    const products = await this.catalog.productsOf(courses);
    return courses.map((c) => ({
      ...this.catalog.card(c, lessons.filter((l) => l.courseId === c.id), products.get(c.productId) ?? null, true),
      // the console shows the linked product even while it is off sale
      product_id: c.productId,
      published: c.published,
      vip_included: c.vipIncluded,
      order_value: c.orderValue,
      learner_count: byCourse.get(c.id) ?? 0,
      intro: c.intro ?? '',
      cover: c.cover,
    }));
  }

  async saveCourse(dto: CourseSaveRequest): Promise<AdminCourseRow> {
    const productId = (dto.product_id ?? '').trim();
    if (dto.category_id && !(await this.ds.getRepository(CourseCategoryEntity).existsBy({ id: dto.category_id }))) {
      throw AppException.invalid([{ field: 'category_id', message: COURSE_MESSAGES.categoryMissing }]);
    }
    const row = {
      categoryId: dto.category_id || null,
      title: dto.title.trim(),
      subtitle: (dto.subtitle ?? '').trim(),
      intro: dto.intro ?? '',
      cover: (dto.cover ?? '').trim(),
      teacher: (dto.teacher ?? '').trim(),
      free: flag(dto.free),
      vipIncluded: flag(dto.vip_included),
      published: flag(dto.published),
      productId,
      orderValue: dto.order_value ?? 0,
    };
    const repo = this.ds.getRepository(CourseEntity);
    let id = dto.course_id;
    if (id) {
      await this.catalog.existing(id);
      if (productId) await this.checkProduct(productId, id);
      await repo.update({ id }, row);
    } else {
      // a new course has no id yet, so its product can only be linked once it exists
      if (productId) throw AppException.invalid([{ field: 'product_id', message: '请先保存课程，再关联售卖该课程的商品' }]);
      id = (await repo.save(repo.create(row))).id;
    }
    return this.course(id);
  }

  /** The product must grant this course, or buying it would open nothing. */
  private async checkProduct(productId: string, courseId: string): Promise<void> {
    const ok = /^\d{1,19}$/.test(productId) && (await this.ds.getRepository(ProductEquityEntity).existsBy({ productId, kind: 'course', targetId: courseId }));
    if (!ok) throw AppException.invalid([{ field: 'product_id', message: COURSE_MESSAGES.productInvalid }]);
  }

  /** Deleting a course that anyone studied would lose their records: unpublish it instead. */
  async deleteCourse(courseId: string): Promise<null> {
    await this.catalog.existing(courseId);
    if (await this.ds.getRepository(LearnLogEntity).existsBy({ courseId })) {
      throw new AppException(ApiCode.CONFLICT, '已有学员学习过该课程，请改为下架');
    }
    await inTransaction(this.ds, async (em) => {
      await em.getRepository(LessonEntity).delete({ courseId });
      await em.getRepository(CourseGroupEntity).delete({ courseId });
      await em.getRepository(PracticeTaskEntity).delete({ courseId });
      await em.getRepository(CourseEntity).delete({ id: courseId });
    });
    return null;
  }

  // ------------------------------------------------------------ chapters

  async groups(courseId: string): Promise<CourseGroupView[]> {
    await this.catalog.existing(courseId);
    const groups = await this.ds.getRepository(CourseGroupEntity).find({ where: { courseId }, order: { orderValue: 'ASC', id: 'ASC' } });
    const lessons = await this.lessons(courseId);
    return groups.map((g) => ({ group_id: g.id, name: g.name, order_value: g.orderValue, lessons: lessons.filter((l) => l.group_id === g.id) }));
  }

  async saveGroup(dto: GroupSaveRequest): Promise<CourseGroupView[]> {
    await this.catalog.existing(dto.course_id);
    const repo = this.ds.getRepository(CourseGroupEntity);
    const row = { courseId: dto.course_id, name: dto.name.trim(), orderValue: dto.order_value ?? 0 };
    if (dto.group_id) {
      const res = await repo.update({ id: dto.group_id, courseId: dto.course_id }, row);
      if (!res.affected) throw AppException.notFound(COURSE_MESSAGES.groupMissing);
    } else await repo.insert(row);
    return this.groups(dto.course_id);
  }

  async deleteGroup(courseId: string, groupId: string): Promise<CourseGroupView[]> {
    if (await this.ds.getRepository(LessonEntity).existsBy({ courseId, groupId })) throw new AppException(ApiCode.CONFLICT, COURSE_MESSAGES.groupNotEmpty);
    const res = await this.ds.getRepository(CourseGroupEntity).delete({ id: groupId, courseId });
    if (!res.affected) throw AppException.notFound(COURSE_MESSAGES.groupMissing);
    return this.groups(courseId);
  }

  // ------------------------------------------------------------ lessons

  async lessons(courseId: string): Promise<AdminLessonRow[]> {
    await this.catalog.existing(courseId);
    const lessons = await this.catalog.lessonsOf([courseId], false);
    const videoIds = lessons.map((l) => l.videoId).filter((v): v is string => !!v);
    const videos = videoIds.length ? await this.ds.getRepository(VideoEntity).find({ where: { id: In(videoIds) }, select: { id: true, title: true } }) : [];
    const title = new Map(videos.map((v) => [v.id, v.title]));
    return lessons.map((l) => ({
      lesson_id: l.id,
      group_id: l.groupId,
      title: l.title,
      kind: l.kind,
      duration: l.duration,
      free_preview: l.freePreview,
      order_value: l.orderValue,
      finished: false,
      course_id: l.courseId,
      video_id: l.videoId ?? '',
      video_title: l.videoId ? (title.get(l.videoId) ?? '') : '',
      content: l.content ?? '',
      published: l.published,
    }));
  }

  async lesson(courseId: string, lessonId: string): Promise<AdminLessonRow> {
    const row = (await this.lessons(courseId)).find((l) => l.lesson_id === lessonId);
    if (!row) throw AppException.notFound(COURSE_MESSAGES.lessonMissing);
    return row;
  }

  async saveLesson(dto: LessonSaveRequest): Promise<AdminLessonRow> {
    await this.catalog.existing(dto.course_id);
    if (!(await this.ds.getRepository(CourseGroupEntity).existsBy({ id: dto.group_id, courseId: dto.course_id }))) {
      throw AppException.invalid([{ field: 'group_id', message: COURSE_MESSAGES.groupMissing }]);
    }
    if (dto.kind === 'video') {
      if (!dto.video_id) throw AppException.invalid([{ field: 'video_id', message: COURSE_MESSAGES.videoRequired }]);
      if (!(await this.ds.getRepository(VideoEntity).existsBy({ id: dto.video_id }))) throw AppException.invalid([{ field: 'video_id', message: COURSE_MESSAGES.videoMissing }]);
    }
    const row = {
      courseId: dto.course_id,
      groupId: dto.group_id,
      title: dto.title.trim(),
      kind: dto.kind,
      videoId: dto.kind === 'video' ? dto.video_id! : null,
      content: dto.content ?? '',
      freePreview: flag(dto.free_preview),
      published: flag(dto.published),
      orderValue: dto.order_value ?? 0,
    };
    const repo = this.ds.getRepository(LessonEntity);
    let id = dto.lesson_id;
    if (id) {
      const res = await repo.update({ id, courseId: dto.course_id }, row);
      if (!res.affected) throw AppException.notFound(COURSE_MESSAGES.lessonMissing);
    } else id = (await repo.save(repo.create(row))).id;
    return this.lesson(dto.course_id, id);
  }

  async deleteLesson(courseId: string, lessonId: string): Promise<null> {
    await this.lesson(courseId, lessonId);
    await inTransaction(this.ds, async (em) => {
      await em.getRepository(LearnLogEntity).delete({ lessonId });
      await em.getRepository(LessonEntity).delete({ id: lessonId, courseId });
    });
    return null;
  }
}
