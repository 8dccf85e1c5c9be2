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
import { UserEquityEntity } from '../commerce/entities/user-equity.entity';
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
  /** the normal courses on the page, with what deciding access needs */
  courses: { id: string; free: boolean; vipIncluded: boolean }[];
  /** the camps on the page (their seats decide) */
  camps: string[];
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
    let open = caller && !caller.admin ? await this.permits.openCourses(caller.uid, shared.courses) : null;
    // a camp is open to the holders of a seat, not by the course rules
    if (open && shared.camps.length) {
      const seats = await Promise.all(shared.camps.map(async (id) => ((await this.permits.campAccess(caller!.uid, id)).granted ? id : '')));
      open = new Set([...open, ...seats.filter(Boolean)]);
    }
    return withEnrolled(shared.page, caller, open);
  }

  /** list() from the caches alone (undefined when it would read) */
  peekList(caller: Caller | undefined, q: CourseListQuery): CourseListResponse | undefined {
    const shared = this.pages.peek(pageKey(q));
    if (!shared) return undefined;
    // camp seats are not cached: a page with camps is answered by list()
    if (caller && !caller.admin && shared.camps.length) return undefined;
    const open = caller && !caller.admin ? this.permits.peekOpenCourses(caller.uid, shared.courses) : null;
    return open === undefined ? undefined : withEnrolled(shared.page, caller, open);
  }

  private async sharedPage(q: CourseListQuery): Promise<SharedPage> {
    const { page_no, page_size, skip, take } = pageArgs(q);
    const kind = q.kind ?? 'normal';
    const where: Record<string, unknown> = { published: true, ...(kind === 'all' ? {} : { kind }) };
    if (q.category_id) where.categoryId = q.category_id;
    const [courses, total] = await this.ds.getRepository(CourseEntity).findAndCount({ where, order: { orderValue: 'ASC', id: 'ASC' }, skip, take });
    const normal = courses.filter((c) => c.kind !== 'training');
    return {
      page: finalJson({ categories: await this.categories(), list: await this.cards(undefined, courses), total, page_no, page_size }),
      courses: normal.map((c) => ({ id: c.id, free: c.free, vipIncluded: c.vipIncluded })),
      camps: courses.filter((c) => c.kind === 'training').map((c) => c.id),
    };
  }

  /**
   * 人在学 per course, counted at read: the users holding the course (a camp: a camp seat) and
   * everyone with a learn log of it, each once.
   */
  async learnerCounts(courseIds: string[]): Promise<Map<string, number>> {
    const ids = courseIds.filter((id) => /^\d{1,19}$/.test(id));
    if (!ids.length) return new Map();
    const marks = ids.map(() => '?').join(',');
    const [logs, holders] = (await Promise.all([
      this.ds.query(`SELECT course_id AS id, COUNT(DISTINCT uid) AS n FROM learn_logs WHERE course_id IN (${marks}) GROUP BY course_id`, ids),
      // holders who never opened a lesson (the others are counted with the learn logs)
      this.ds
        .getRepository(UserEquityEntity)
        .createQueryBuilder('e')
        .select('e.target_id', 'id')
        .addSelect('COUNT(DISTINCT e.uid)', 'n')
        .where('e.kind IN (:...kinds) AND e.target_id IN (:...ids) AND e.expires_at > :now', { kinds: ['course', 'camp'], ids, now: new Date() })
        .andWhere('NOT EXISTS (SELECT 1 FROM learn_logs l WHERE l.course_id = e.target_id AND l.uid = e.uid)')
        .groupBy('e.target_id')
        .getRawMany(),
    ])) as { id: string | number; n: string | number }[][];
    const out = new Map<string, number>();
    for (const r of [...logs, ...holders]) out.set(String(r.id), (out.get(String(r.id)) ?? 0) + Number(r.n));
    return out;
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
    const learners = await this.learnerCounts(courses.map((c) => c.id));
    const out: CourseCard[] = [];
    for (const c of courses) {
      const mine = lessons.filter((l) => l.courseId === c.id);
      const access = caller ? await this.access(caller, c) : DENIED;
      out.push(this.card(c, mine, byProduct.get(c.productId) ?? null, access.granted, learners.get(c.id) ?? 0));
    }
    return out;
  }

  /** The commerce products that sell these courses, by product id. */
  async productsOf(courses: CourseEntity[]): Promise<Map<string, ProductEntity>> {
    const ids = courses.map((c) => c.productId).filter((p) => /^\d{1,19}$/.test(p));
    const products = ids.length ? await this.ds.getRepository(ProductEntity).findBy({ id: In(ids) }) : [];
    return new Map(products.map((p) => [p.id, p]));
  }

  card(c: CourseEntity, lessons: TimedLesson[], product: ProductEntity | null, enrolled: boolean, learners = 0): CourseCard {
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
      kind: c.kind === 'training' ? 'training' : 'normal',
      learner_count: learners,
    };
  }

  coverUrl(cover: string): string {
    if (!cover) return '';
    return /^https?:\/\//.test(cover) || !isValidKey(cover) ? cover : this.storage.signedUrl(cover).url;
  }

  async detail(caller: Caller | undefined, courseId: string): Promise<CourseDetail> {
    const c = await this.course(courseId, caller);
    const [lessons, groups, access, product, taskCount, learners] = await Promise.all([
      this.lessonsOf([c.id]),
      this.ds.getRepository(CourseGroupEntity).find({ where: { courseId: c.id }, order: { orderValue: 'ASC', id: 'ASC' } }),
      this.access(caller, c),
      /^\d{1,19}$/.test(c.productId) ? this.ds.getRepository(ProductEntity).findOneBy({ id: c.productId }) : Promise.resolve(null),
      this.ds.getRepository(PracticeTaskEntity).countBy({ courseId: c.id }),
      this.learnerCounts([c.id]),
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
      ...this.card(c, lessons, product, access.granted, learners.get(c.id) ?? 0),
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
  return JSON.stringify([q.category_id || '', page_no, page_size, q.kind ?? 'normal']);
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
