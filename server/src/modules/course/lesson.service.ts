import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, MoreThan } from 'typeorm';
import { COURSE_MESSAGES, type LearnState, type LessonDetail, type MyCourseRow } from '../../../../types/course';
import { ApiCode } from '../../../../types/api';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { UserEquityEntity } from '../commerce/entities/user-equity.entity';
import { PermitService } from '../commerce/permit.service';
import { CourseCatalogService, type TimedLesson } from './course-catalog.service';
import { CourseEntity } from './entities/course.entity';
import { LearnLogEntity } from './entities/learn-log.entity';
import { LessonEntity } from './entities/lesson.entity';
import { LearnLogService, progressOf } from './learn-log.service';

/** Lessons as a learner opens them, the learn log they write, and "my courses". */
@Injectable()
export class LessonService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly catalog: CourseCatalogService,
    private readonly learn: LearnLogService,
    private readonly permits: PermitService,
  ) {}

  /** The lesson, its course and the whole ordered lesson list; access checked (free preview counts). */
  private async open(caller: Caller, lessonId: string): Promise<{ lesson: TimedLesson; course: CourseEntity; lessons: TimedLesson[] }> {
    const row = /^\d{1,19}$/.test(lessonId) ? await this.ds.getRepository(LessonEntity).findOneBy({ id: lessonId }) : null;
    if (!row || (!row.published && !caller.admin)) throw AppException.notFound(COURSE_MESSAGES.lessonMissing);
    const course = await this.catalog.course(row.courseId, caller);
    const lessons = await this.catalog.lessonsOf([course.id], !caller.admin);
    const lesson = lessons.find((l) => l.id === row.id) ?? Object.assign(row, { duration: 0 });
    // a lesson inside a camp gate is refused while the gate is locked for this learner
    const lock = caller.admin ? null : await this.permits.contentLock(caller.uid, 'lesson', lesson.id);
    if (lock && 'locked' in lock) throw AppException.forbidden(lock.locked);
    if (!lesson.freePreview && !(await this.catalog.access(caller, course)).granted) {
      throw new AppException(ApiCode.FORBIDDEN, COURSE_MESSAGES.needPurchase);
    }
    return { lesson, course, lessons };
  }

  async detail(caller: Caller, lessonId: string): Promise<LessonDetail> {
    const { lesson, course, lessons } = await this.open(caller, lessonId);
    const i = lessons.findIndex((l) => l.id === lesson.id);
    const learn = await this.learn.state(caller.uid, lesson.id, lesson.duration);
    return {
      lesson_id: lesson.id,
      group_id: lesson.groupId,
      title: lesson.title,
      kind: lesson.kind,
      duration: lesson.duration,
      free_preview: lesson.freePreview,
      order_value: lesson.orderValue,
      finished: learn.finished,
      course_id: course.id,
      course_title: course.title,
      content: lesson.content ?? '',
      video_id: lesson.kind === 'video' ? (lesson.videoId ?? '') : '',
      prev_lesson_id: i > 0 ? lessons[i - 1].id : '',
      next_lesson_id: i >= 0 && i < lessons.length - 1 ? lessons[i + 1].id : '',
      learn,
    };
  }

  async heartbeat(caller: Caller, lessonId: string, position: number, playing: boolean): Promise<LearnState> {
    const { lesson } = await this.open(caller, lessonId);
    return this.learn.heartbeat(caller.uid, { lesson, duration: lesson.duration }, position, playing);
  }

  async finishArticle(caller: Caller, lessonId: string): Promise<LearnState> {
    const { lesson } = await this.open(caller, lessonId);
    if (lesson.kind !== 'article') throw AppException.invalid([{ field: 'lesson_id', message: '视频课时需要观看完成' }], '视频课时需要观看完成');
    return this.learn.finishArticle(caller.uid, lesson);
  }

  /**
   * /study/course: courses bought (a live course equity) plus courses studied through VIP or as
   * free courses (any learn log), each with progress; most recently studied first.
   */
  async myCourses(caller: Caller): Promise<MyCourseRow[]> {
    const equities = await this.ds.getRepository(UserEquityEntity).find({ where: { uid: caller.uid, kind: 'course', expiresAt: MoreThan(new Date()) } });
    const logs = await this.ds.getRepository(LearnLogEntity).find({ where: { uid: caller.uid } });
    const ids = [...new Set([...equities.map((e) => e.targetId), ...logs.map((l) => l.courseId)])].filter((id) => /^\d{1,19}$/.test(id));
    if (!ids.length) return [];
    const courses = await this.ds.getRepository(CourseEntity).find({ where: { id: In(ids), published: true } });
    const lessons = await this.catalog.lessonsOf(courses.map((c) => c.id));
    const cards = await this.catalog.cards(caller, courses);
    const rows: MyCourseRow[] = [];
    for (const card of cards) {
      // a course only studied once and no longer open (VIP ended) is not "my course"
      if (!card.enrolled) continue;
      const mine = lessons.filter((l) => l.courseId === card.course_id);
      const permit = await this.permits.courseAccess(caller.uid, card.course_id);
      rows.push({ ...card, progress: progressOf(logs.filter((l) => l.courseId === card.course_id), mine), expires_at: permit.expires_at });
    }
    return rows.sort((a, b) => (b.progress.last_learned_at ?? '').localeCompare(a.progress.last_learned_at ?? ''));
  }
}
