import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { TRAINING_MESSAGES } from '../../../../types/training';
import { AppException } from '../../common/app-exception';
import { CourseCatalogService } from '../course/course-catalog.service';
import { CourseEntity } from '../course/entities/course.entity';
import { LearnLogEntity } from '../course/entities/learn-log.entity';
import { PracticeSubmissionEntity } from '../course/entities/practice-submission.entity';
import { countWatched, watchedRatio } from '../course/learn-buckets';
import { ProblemUserEntity } from '../oj/entities/problem-user.entity';
import { ProblemEntity } from '../oj/entities/problem.entity';
import { CohortEntity } from './entities/cohort.entity';
import { TrainingFeedbackEntity } from './entities/feedback.entity';
import { GateEntity } from './entities/gate.entity';
import { EXAM_SOURCE, type ExamScoreSource } from './exam-source';
import { parseCondition, parseIds, parseWeights, type CampDefs, type GateDef, type LearnerFacts, type LessonFact } from './gate-rules';

const DAY = 86_400_000;

/** Loads a camp's gate definitions and one learner's facts (learn log, OJ, exams, tasks, approvals). */
@Injectable()
export class CampFactsService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly catalog: CourseCatalogService,
    @Inject(EXAM_SOURCE) readonly exams: ExamScoreSource,
  ) {}

  /** A camp (a course of kind training), or 4004. */
  async camp(courseId: string, publishedOnly = false): Promise<CourseEntity> {
    const c = /^\d{1,19}$/.test(courseId ?? '') ? await this.ds.getRepository(CourseEntity).findOneBy({ id: courseId, kind: 'training' }) : null;
    if (!c || (publishedOnly && !c.published)) throw AppException.notFound(TRAINING_MESSAGES.campMissing);
    return c;
  }

  async cohort(courseId: string, cohortId: string): Promise<CohortEntity> {
    const c = /^\d{1,19}$/.test(cohortId ?? '') ? await this.ds.getRepository(CohortEntity).findOneBy({ id: cohortId }) : null;
    if (!c) throw AppException.notFound(TRAINING_MESSAGES.cohortMissing);
    if (c.courseId !== courseId) throw AppException.notFound(TRAINING_MESSAGES.cohortOfOtherCamp);
    return c;
  }

  async gateRows(courseId: string): Promise<GateEntity[]> {
    return this.ds.getRepository(GateEntity).find({ where: { courseId }, order: { orderValue: 'ASC', id: 'ASC' } });
  }

  static toDef(g: GateEntity): GateDef {
    return {
      id: g.id,
      title: g.title,
      condition: parseCondition(g.condition),
      weights: parseWeights(g.weights),
      passScore: g.passScore,
      lessonIds: parseIds(g.lessonIds),
      problemIds: parseIds(g.problemIds),
      taskIds: parseIds(g.taskIds),
      examId: g.examId,
      summary: g.summary ?? '',
      orderValue: g.orderValue,
    };
  }

  async defs(courseId: string, cohortId: string, rows?: GateEntity[]): Promise<CampDefs> {
    const gates = (rows ?? (await this.gateRows(courseId))).map(CampFactsService.toDef);
    const lessons = await this.catalog.lessonsOf([courseId]);
    const problemIds = [...new Set(gates.flatMap((g) => [...g.problemIds, ...this.conditionProblems(g)]))];
    const problems = problemIds.length ? await this.ds.getRepository(ProblemEntity).find({ where: { id: In(problemIds) }, select: { id: true, title: true } }) : [];
    const examIds = [...new Set(gates.flatMap((g) => [g.examId, ...this.conditionExams(g)]).filter(Boolean))];
    return {
      courseId,
      cohortId,
      gates,
      lessons: new Map(lessons.map((l): [string, LessonFact] => [l.id, { id: l.id, title: l.title, kind: l.kind, duration: l.duration }])),
      problemTitles: new Map(problems.map((p) => [p.id, p.title])),
      examTitles: examIds.length && this.exams ? await this.exams.titles(examIds) : new Map(),
    };
  }

  private conditionProblems(g: GateDef): string[] {
    return JSON.stringify(g.condition ?? {}).match(/"problem_ids":\[[^\]]*\]/g)?.flatMap((m) => m.match(/\d+/g) ?? []) ?? [];
  }

  private conditionExams(g: GateDef): string[] {
    return [...JSON.stringify(g.condition ?? {}).matchAll(/"exam_id":"(\d+)"/g)].map((m) => m[1]);
  }

  /** Everything the conditions and scores of this camp read about one learner, as of now. */
  async facts(uid: string, defs: CampDefs, cohortStart: Date, now = new Date()): Promise<LearnerFacts> {
    const logs = await this.ds.getRepository(LearnLogEntity).find({ where: { uid, courseId: defs.courseId } });
    const lessonRatio = new Map<string, number>();
    for (const log of logs) {
      const lesson = defs.lessons.get(log.lessonId);
      if (!lesson) continue;
      const ratio = lesson.kind === 'video' && lesson.duration > 0 ? watchedRatio(countWatched(log.buckets, lesson.duration), lesson.duration) : log.finishedAt ? 1 : 0;
      lessonRatio.set(log.lessonId, ratio);
    }
    const problemIds = [...new Set(defs.gates.flatMap((g) => [...g.problemIds, ...this.conditionProblems(g)]))];
    const accepted = problemIds.length ? await this.ds.getRepository(ProblemUserEntity).find({ where: { uid, problemId: In(problemIds), status: 2 } }) : [];
    const examIds = [...new Set(defs.gates.flatMap((g) => [g.examId, ...this.conditionExams(g)]).filter(Boolean))];
    const tasks = await this.ds.getRepository(PracticeSubmissionEntity).find({ where: { uid, courseId: defs.courseId, state: 'passed' } });
    const gateIds = defs.gates.map((g) => g.id);
    const approvals = gateIds.length ? await this.ds.getRepository(TrainingFeedbackEntity).find({ where: { uid, gateId: In(gateIds), approved: true } }) : [];
    return {
      lessonRatio,
      accepted: new Set(accepted.map((a) => a.problemId)),
      examBest: examIds.length && this.exams ? await this.exams.bestScores(uid, examIds) : new Map(),
      tasksPassed: new Set(tasks.map((t) => t.taskId)),
      approved: new Set(approvals.map((a) => a.gateId)),
      daysSinceStart: Math.floor((now.getTime() - cohortStart.getTime()) / DAY),
    };
  }
}
