import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, MoreThan, MoreThanOrEqual } from 'typeorm';
import { Verdict } from '../../../../types/judge';
import type { ContinueCamp, ContinueExam, ContinueLesson, ContinueProblem, ContinueSetItem, LandingCamp, LandingExam, LandingSet, LandingView, StudySummary, TodayProgress } from '../../../../types/landing';
import { LANDING_LIMITS } from '../../../../types/landing';
import type { SetAccess } from '../../../../types/problemset';
import type { ExamAccess } from '../../../../types/exam';
import type { Caller } from '../../common/request-context';
import { ProductEntity } from '../commerce/entities/product.entity';
import { CourseEntity } from '../course/entities/course.entity';
import { chinaDay, LearnDayEntity } from '../course/entities/learn-day.entity';
import { LearnLogEntity } from '../course/entities/learn-log.entity';
import { LessonEntity } from '../course/entities/lesson.entity';
import { ExamItemEntity } from '../exam/entities/exam-item.entity';
import { ExamSubmitEntity } from '../exam/entities/exam-submit.entity';
import { ExamEntity } from '../exam/entities/exam.entity';
import { ProblemEntity } from '../oj/entities/problem.entity';
import { SubmissionEntity } from '../oj/entities/submission.entity';
import { ItemProgressEntity } from '../problemset/entities/item-progress.entity';
import { ProblemSetEntity } from '../problemset/entities/problem-set.entity';
import { SetItemEntity } from '../problemset/entities/set-item.entity';
import { SetRoundEntity } from '../problemset/entities/set-round.entity';
import { CohortEntity } from './entities/cohort.entity';
import { GateEntity } from './entities/gate.entity';
import { EnrollmentService } from './enrollment.service';

const DAY_MS = 86_400_000;
/** how far back the streak looks (a longer streak reads as this many days) */
const STREAK_WINDOW_DAYS = 120;

/**
 * The landing (issue 25): featured sets, camps and the next exam for everyone; for a signed-in
 * caller where to continue (lesson, problem, set item, camp gate, exam in progress) and today's
 * numbers. Lives beside the camps because this module already sees courses, exams and the OJ.
 */
@Injectable()
export class LandingService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly enrollments: EnrollmentService,
  ) {}

  async view(caller: Caller | undefined, now = new Date()): Promise<LandingView> {
    const [sets, camps, next_exam, me] = await Promise.all([this.sets(), this.camps(now), this.nextExam(now), caller ? this.summary(caller, now) : null]);
    return { sets, camps, next_exam, me };
  }

  private async sets(): Promise<LandingSet[]> {
    const rows = await this.ds.getRepository(ProblemSetEntity).find({ where: { published: true }, order: { orderValue: 'ASC', id: 'ASC' }, take: LANDING_LIMITS.sets });
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const items = await this.ds.getRepository(SetItemEntity).createQueryBuilder('i').select('i.setId', 'id').addSelect('COUNT(*)', 'n').where({ setId: In(ids) }).groupBy('i.setId').getRawMany<{ id: string; n: string }>();
    const learners = await this.ds.getRepository(SetRoundEntity).createQueryBuilder('r').select('r.setId', 'id').addSelect('COUNT(DISTINCT r.uid)', 'n').where({ setId: In(ids) }).groupBy('r.setId').getRawMany<{ id: string; n: string }>();
    const count = (list: { id: string; n: string }[], id: string) => Number(list.find((x) => String(x.id) === id)?.n ?? 0);
    return rows.map((s) => ({ id: s.id, title: s.title, access: s.access as SetAccess, item_count: count(items, s.id), learners: count(learners, s.id) }));
  }

  private async camps(now: Date): Promise<LandingCamp[]> {
    const rows = await this.ds.getRepository(CourseEntity).find({ where: { published: true, kind: 'training' }, order: { orderValue: 'ASC', id: 'ASC' }, take: LANDING_LIMITS.camps });
    return Promise.all(
      rows.map(async (c) => {
        const [gates, product, cohort] = await Promise.all([
          this.ds.getRepository(GateEntity).countBy({ courseId: c.id }),
          /^\d{1,19}$/.test(c.productId) ? this.ds.getRepository(ProductEntity).findOneBy({ id: c.productId }) : null,
          this.ds.getRepository(CohortEntity).findOne({ where: { courseId: c.id, startAt: MoreThan(now) }, order: { startAt: 'ASC' } }),
        ]);
        return {
          course_id: c.id,
          title: c.title,
          subtitle: c.subtitle,
          cover: c.cover,
          gate_count: gates,
          price_fen: product?.priceFen ?? 0,
          product_id: product?.onSale ? product.id : '',
          next_cohort_at: cohort?.startAt.toISOString() ?? null,
        };
      }),
    );
  }

  /** The exam open now that ends first, else the next one to open. */
  private async nextExam(now: Date): Promise<LandingExam | null> {
    const exams = await this.ds.getRepository(ExamEntity).find({ where: { published: true, endAt: MoreThan(now) }, order: { startAt: 'ASC' }, take: 20 });
    const open = exams.filter((e) => e.startAt <= now).sort((a, b) => a.endAt.getTime() - b.endAt.getTime());
    const e = open[0] ?? exams[0];
    if (!e) return null;
    const items = await this.ds.getRepository(ExamItemEntity).findBy({ examId: e.id });
    return {
      exam_id: e.id,
      title: e.title,
      access: e.access as ExamAccess,
      start_at: e.startAt.toISOString(),
      end_at: e.endAt.toISOString(),
      duration: e.duration,
      item_count: items.reduce((n, i) => n + (i.poolIds ? i.pick : 1), 0),
      open: e.startAt <= now,
    };
  }

  private async summary(caller: Caller, now: Date): Promise<StudySummary> {
    const [lesson, problem, set_item, camp, exam, today] = await Promise.all([
      this.lastLesson(caller.uid),
      this.lastProblem(caller.uid),
      this.lastSetItem(caller.uid),
      this.currentCamp(caller),
      this.examInProgress(caller.uid, now),
      this.today(caller.uid, now),
    ]);
    return { lesson, problem, set_item, camp, exam, today };
  }

  private async lastLesson(uid: string): Promise<ContinueLesson | null> {
    const logs = await this.ds.getRepository(LearnLogEntity).find({ where: { uid }, order: { updatedAt: 'DESC' }, take: 5 });
    for (const log of logs) {
      const lesson = await this.ds.getRepository(LessonEntity).findOneBy({ id: log.lessonId, published: true });
      const course = lesson ? await this.ds.getRepository(CourseEntity).findOneBy({ id: lesson.courseId, published: true }) : null;
      if (!lesson || !course) continue;
      return { lesson_id: lesson.id, lesson_title: lesson.title, course_id: course.id, course_title: course.title, position: log.position, finished: log.finishedAt !== null, at: log.updatedAt.toISOString() };
    }
    return null;
  }

  private async lastProblem(uid: string): Promise<ContinueProblem | null> {
    const sub = await this.ds.getRepository(SubmissionEntity).findOne({ where: { uid }, order: { submissionId: 'DESC' }, select: { submissionId: true, problemId: true, verdict: true, createdAt: true } });
    if (!sub) return null;
    const p = await this.ds.getRepository(ProblemEntity).findOneBy({ id: sub.problemId, visible: true });
    return p ? { problem_id: p.id, title: p.title, verdict: sub.verdict ?? '', at: sub.createdAt.toISOString() } : null;
  }

  /** The item last worked on in an open round: its set's progress and the problem. */
  private async lastSetItem(uid: string): Promise<ContinueSetItem | null> {
    const round = await this.ds.getRepository(SetRoundEntity).findOne({ where: { uid, closedAt: IsNull() }, order: { activeAt: 'DESC' } });
    if (!round) return null;
    const set = await this.ds.getRepository(ProblemSetEntity).findOneBy({ id: round.setId, published: true });
    if (!set) return null;
    const [last, items] = await Promise.all([
      this.ds.getRepository(ItemProgressEntity).findOne({ where: { roundId: round.id }, order: { updatedAt: 'DESC' } }),
      this.ds.getRepository(SetItemEntity).find({ where: { setId: set.id }, order: { position: 'ASC' } }),
    ]);
    const item = items.find((i) => i.id === last?.itemId) ?? items[0];
    if (!item) return null;
    const problem = await this.ds.getRepository(ProblemEntity).findOneBy({ id: item.problemId });
    return { item_id: item.id, set_id: set.id, set_title: set.title, problem_title: problem?.title ?? '', solved: round.solved, total: items.length, at: round.activeAt.toISOString() };
  }

  private async currentCamp(caller: Caller): Promise<ContinueCamp | null> {
    const row = (await this.enrollments.mine(caller)).find((r) => r.cohort_id && r.next_gate_id);
    return row ? { course_id: row.course_id, cohort_id: row.cohort_id, course_title: row.course_title, gate_id: row.next_gate_id, gate_title: row.next_gate_title, passed: row.passed, total: row.total } : null;
  }

  private async examInProgress(uid: string, now: Date): Promise<ContinueExam | null> {
    const a = await this.ds.getRepository(ExamSubmitEntity).findOne({ where: { uid, state: 'in_progress', deadline: MoreThan(now) }, order: { deadline: 'ASC' }, select: { id: true, examId: true, deadline: true } });
    const exam = a ? await this.ds.getRepository(ExamEntity).findOneBy({ id: a.examId }) : null;
    return a && exam ? { exam_id: exam.id, title: exam.title, deadline: a.deadline.toISOString() } : null;
  }

  /** Counted from the rows themselves: accepted submissions, and the learn log's seconds per day. */
  private async today(uid: string, now: Date): Promise<TodayProgress> {
    const today = chinaDay(now);
    const since = new Date(now.getTime() - STREAK_WINDOW_DAYS * DAY_MS);
    const [subs, days] = await Promise.all([
      this.ds.getRepository(SubmissionEntity).find({ where: { uid, createdAt: MoreThanOrEqual(since) }, select: { submissionId: true, problemId: true, verdict: true, createdAt: true } }),
      this.ds.getRepository(LearnDayEntity).find({ where: { uid, day: MoreThanOrEqual(chinaDay(since)) } }),
    ]);
    const solved = new Set(subs.filter((s) => s.verdict === (Verdict.AC as string) && chinaDay(s.createdAt) === today).map((s) => s.problemId)).size;
    const seconds = days.filter((d) => d.day === today).reduce((n, d) => n + d.watchedSeconds, 0);
    const active = new Set([...subs.map((s) => chinaDay(s.createdAt)), ...days.filter((d) => d.watchedSeconds > 0).map((d) => d.day)]);
    let streak = 0;
    // today still empty: a streak that ran until yesterday is still alive
    let at = active.has(today) ? now.getTime() : now.getTime() - DAY_MS;
    while (active.has(chinaDay(new Date(at)))) {
      streak += 1;
      at -= DAY_MS;
    }
    return { solved, streak_days: streak, study_minutes: Math.floor(seconds / 60) };
  }
}
