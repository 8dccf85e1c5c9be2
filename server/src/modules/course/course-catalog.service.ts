import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { PermitResult } from '../../../../types/commerce';
import {
  COURSE_MESSAGES,
  type CourseCard,
  type CourseDetail,
  type CourseGroupView,
  type CourseListQuery,
  type CourseListResponse,
  type LessonBrief,
} from '../../../../types/course';
import { AppException } from '../../common/app-exception';
import { finalJson, finalOverlay } from '../../common/envelope';
import { HotReadCache, HotReads } from '../../common/hot-read-cache';
import { pageArgs } from '../../common/page.dto';
import type { Caller } from '../../common/request-context';
import { isValidKey } from '../../providers/storage/storage-keys';
import { ProductEntity } from '../commerce/entities/product.entity';
import { PermitService } from '../commerce/permit.service';
import { StorageService } from '../storage/storage.service';
import { CourseCategoryEntity } from './entities/course-category.entity';
import { CourseGroupEntity } from './entities/course-group.entity';
import { CourseEntity } from './entities/course.entity';
import { LessonEntity } from './entities/lesson.entity';
import { PracticeTaskEntity } from './entities/practice-task.entity';
import { VideoEntity } from './entities/video.entity';
import { LearnLogService } from './learn-log.service';

/** A lesson with the seconds of its video (0 for articles). */
export type TimedLesson = LessonEntity & { duration: number };

/** A catalogue page as a visitor sees it, and what deciding `enrolled` per caller needs. */
interface SharedPage {
  page: CourseListResponse;
  courses: { id: string; free: boolean; vipIncluded: boolean }[];
}

const ADMIN_PERMIT: PermitResult = { granted: true, expires_at: null, via: 'admin' };
const DENIED: PermitResult = { granted: false, expires_at: null, via: null };

/**
 * The catalogue as learners see it: published courses, their chapters and lessons, price (from
 * the commerce product that sells the course) and the caller's access and progress.
 */
@Injectable()
export class CourseCatalogService implements OnModuleInit {
  private readonly pages: HotReads<SharedPage>;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly permits: PermitService,
    private readonly storage: StorageService,
    private readonly learn: LearnLogService,
    hot: HotReadCache,
  ) {
    this.pages = hot.define('course-list', {
      tables: [CourseEntity, CourseCategoryEntity, LessonEntity, VideoEntity, CourseGroupEntity, ProductEntity],
      // covers are signed URLs: a page is kept a quarter of their lifetime at most
      ttlMs: Math.min(60_000, storage.urlTtlSeconds * 250),
    });
  }

  onModuleInit(): void {
    // courseAccess asks us what is free and what VIP opens
    this.permits.registerCoursePolicy({
      isFree: async (courseId) => (await this.findCourse(courseId))?.free === true,
      vipIncludes: async (courseId) => (await this.findCourse(courseId))?.vipIncluded !== false,
    });
  }

  findCourse(courseId: string): Promise<CourseEntity | null> {
    return /^\d{1,19}$/.test(courseId) ? this.ds.getRepository(CourseEntity).findOneBy({ id: courseId }) : Promise.resolve(null);
  }

  /** A published course (admins also see unpublished ones), or 4004. */
  async course(courseId: string, caller?: Caller): Promise<CourseEntity> {
    const c = await this.findCourse(courseId);
    if (!c || (!c.published && !caller?.admin)) throw AppException.notFound(COURSE_MESSAGES.courseMissing);
    return c;
  }

  /** Any course, published or not (the console), or 4004. */
  async existing(courseId: string): Promise<CourseEntity> {
    const c = await this.findCourse(courseId);
    if (!c) throw AppException.notFound(COURSE_MESSAGES.courseMissing);
    return c;
  }

  async access(caller: Caller | undefined, course: CourseEntity): Promise<PermitResult> {
    if (!caller) return course.free ? { granted: true, expires_at: null, via: 'free' } : DENIED;
    if (caller.admin) return ADMIN_PERMIT;
    return this.permits.courseAccess(caller.uid, course.id);
  }

  /** Lessons of courses with their video seconds, ordered by chapter order then lesson order. */
  async lessonsOf(courseIds: string[], publishedOnly = true): Promise<TimedLesson[]> {
    if (!courseIds.length) return [];
    const where = publishedOnly ? { courseId: In(courseIds), published: true } : { courseId: In(courseIds) };
    const lessons = await this.ds.getRepository(LessonEntity).find({ where, order: { orderValue: 'ASC', id: 'ASC' } });
    const videoIds = [...new Set(lessons.map((l) => l.videoId).filter((v): v is string => !!v))];
    const videos = videoIds.length ? await this.ds.getRepository(VideoEntity).find({ where: { id: In(videoIds) }, select: { id: true, duration: true } }) : [];
    const secs = new Map(videos.map((v) => [v.id, v.duration]));
    const groups = await this.ds.getRepository(CourseGroupEntity).find({ where: { courseId: In(courseIds) } });
    const groupOrder = new Map(groups.map((g) => [g.id, g.orderValue]));
    return lessons
      .map((l) => Object.assign(l, { duration: l.kind === 'video' && l.videoId ? (secs.get(l.videoId) ?? 0) : 0 }))
      .sort((a, b) => (groupOrder.get(a.groupId) ?? 0) - (groupOrder.get(b.groupId) ?? 0) || Number(a.groupId) - Number(b.groupId) || a.orderValue - b.orderValue || Number(a.id) - Number(b.id));
  }

  /** The catalogue page: the shared page from the cache, with whether the caller may study each course. */
  async list(caller: Caller | undefined, q: CourseListQuery): Promise<CourseListResponse> {
    const shared = await this.pages.get(pageKey(q), () => this.sharedPage(q));
    // the catalogue lists normal courses only: no camp seats to ask about
    const open = caller && !caller.admin ? await this.permits.openCourses(caller.uid, shared.courses) : null;
    return withEnrolled(shared.page, caller, open);
  }

  /** list() from the caches alone (undefined when it would read) */
  peekList(caller: Caller | undefined, q: CourseListQuery): CourseListResponse | undefined {
    const shared = this.pages.peek(pageKey(q));
    if (!shared) return undefined;
    const open = caller && !caller.admin ? this.permits.peekOpenCourses(caller.uid, shared.courses) : null;
    return open === undefined ? undefined : withEnrolled(shared.page, caller, open);
  }

  private async sharedPage(q: CourseListQuery): Promise<SharedPage> {
    const { page_no, page_size, skip, take } = pageArgs(q);
    const where: Record<string, unknown> = { published: true, kind: 'normal' };
    if (q.category_id) where.categoryId = q.category_id;
    const [courses, total] = await this.ds.getRepository(CourseEntity).findAndCount({ where, order: { orderValue: 'ASC', id: 'ASC' }, skip, take });
    return {
      page: finalJson({ categories: await this.categories(), list: await this.cards(undefined, courses), total, page_no, page_size }),
      courses: courses.map((c) => ({ id: c.id, free: c.free, vipIncluded: c.vipIncluded })),
    };
  }

  async categories() {
    const rows = await this.ds.getRepository(CourseCategoryEntity).find({ order: { orderValue: 'ASC', id: 'ASC' } });
    const counts = (await this.ds.query('SELECT category_id AS id, COUNT(*) AS n FROM courses WHERE published = 1 GROUP BY category_id')) as { id: string | number | null; n: string | number }[];
    const by = new Map(counts.map((c) => [String(c.id), Number(c.n)]));
    return rows.map((r) => ({ id: r.id, name: r.name, order_value: r.orderValue, course_count: by.get(r.id) ?? 0 }));
  }

  /** Cards for courses, with prices and (for a signed-in caller) whether each is open to them. */
  async cards(caller: Caller | undefined, courses: CourseEntity[]): Promise<CourseCard[]> {
    const lessons = await this.lessonsOf(courses.map((c) => c.id));
    const byProduct = await this.productsOf(courses);
    const out: CourseCard[] = [];
    for (const c of courses) {
      const mine = lessons.filter((l) => l.courseId === c.id);
      const access = caller ? await this.access(caller, c) : DENIED;
      out.push(this.card(c, mine, byProduct.get(c.productId) ?? null, access.granted));
    }
    return out;
  }

  /** The commerce products that sell these courses, by product id. */
  async productsOf(courses: CourseEntity[]): Promise<Map<string, ProductEntity>> {
    const ids = courses.map((c) => c.productId).filter((p) => /^\d{1,19}$/.test(p));
    const products = ids.length ? await this.ds.getRepository(ProductEntity).findBy({ id: In(ids) }) : [];
    return new Map(products.map((p) => [p.id, p]));
  }

  card(c: CourseEntity, lessons: TimedLesson[], product: ProductEntity | null, enrolled: boolean): CourseCard {
    const onSale = product?.onSale === true;
    return {
      course_id: c.id,
      title: c.title,
      subtitle: c.subtitle,
      cover_url: this.coverUrl(c.cover),
      category_id: c.categoryId ?? '',
      teacher: c.teacher,
      lesson_count: lessons.length,
      total_seconds: lessons.reduce((s, l) => s + l.duration, 0),
      free: c.free,
      price_fen: onSale ? product.priceFen : 0,
      original_price_fen: onSale ? product.originalPriceFen : 0,
      product_id: onSale ? product.id : '',
      enrolled,
    };
  }

  coverUrl(cover: string): string {
    if (!cover) return '';
    return /^https?:\/\//.test(cover) || !isValidKey(cover) ? cover : this.storage.signedUrl(cover).url;
  }

  async detail(caller: Caller | undefined, courseId: string): Promise<CourseDetail> {
    const c = await this.course(courseId, caller);
    const [lessons, groups, access, product, taskCount] = await Promise.all([
      this.lessonsOf([c.id]),
      this.ds.getRepository(CourseGroupEntity).find({ where: { courseId: c.id }, order: { orderValue: 'ASC', id: 'ASC' } }),
      this.access(caller, c),
      /^\d{1,19}$/.test(c.productId) ? this.ds.getRepository(ProductEntity).findOneBy({ id: c.productId }) : Promise.resolve(null),
      this.ds.getRepository(PracticeTaskEntity).countBy({ courseId: c.id }),
    ]);
    const finished = caller ? await this.learn.finishedIds(caller.uid, c.id) : new Set<string>();
    const brief = (l: TimedLesson): LessonBrief => ({
      lesson_id: l.id,
      group_id: l.groupId,
      title: l.title,
      kind: l.kind,
      duration: l.duration,
      free_preview: l.freePreview,
      order_value: l.orderValue,
      finished: finished.has(l.id),
    });
    const groupViews: CourseGroupView[] = groups.map((g) => ({ group_id: g.id, name: g.name, order_value: g.orderValue, lessons: lessons.filter((l) => l.groupId === g.id).map(brief) }));
    return {
      ...this.card(c, lessons, product, access.granted),
      intro: c.intro ?? '',
      groups: groupViews,
      access,
      progress: caller ? await this.learn.progress(caller.uid, c.id, lessons) : null,
      has_tasks: taskCount > 0,
    };
  }
}

function pageKey(q: CourseListQuery): string {
  const { page_no, page_size } = pageArgs(q);
  return JSON.stringify([q.category_id || '', page_no, page_size]);
}

/** The shared page as `caller` sees it: `open` the courses they may study (null: all, an admin). */
function withEnrolled(page: CourseListResponse, caller: Caller | undefined, open: Set<string> | null): CourseListResponse {
  if (!caller || (open && !open.size)) return page;
  return enrolledIn(page, open ?? ALL_OPEN);
}

/** stands for "every course" (an admin's view), so that view is remembered per page too */
const ALL_OPEN = new Set<string>();
const enrolledIn = finalOverlay((page: CourseListResponse, open: Set<string>): CourseListResponse => ({
  ...page,
  list: page.list.map((c) => ({ ...c, enrolled: open === ALL_OPEN || open.has(c.course_id) })),
}));
