import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, MoreThan } from 'typeorm';
import type { ScoreJobView } from '../../../../types/training';
import { TRAINING_MESSAGES } from '../../../../types/training';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { forUpdate, inTransaction } from '../../database/transaction';
import { CourseEntity } from '../course/entities/course.entity';
import { LearnLogEntity } from '../course/entities/learn-log.entity';
import { PracticeSubmissionEntity } from '../course/entities/practice-submission.entity';
import { SubmissionEntity } from '../oj/entities/submission.entity';
import { CampFactsService } from './camp-facts.service';
import { CampProgressService } from './camp-progress.service';
import type { CohortEntity } from './entities/cohort.entity';
import { EnrollmentEntity } from './entities/enrollment.entity';
import { TrainingFeedbackEntity } from './entities/feedback.entity';
import { ScoreJobEntity } from './entities/score-job.entity';
import type { CampDefs } from './gate-rules';

/** A running job not touched for this long is taken as dead (its process went away). */
const STALE_MS = 10 * 60_000;
const RECHECK_PASSES = 3;

/**
 * Score calculation: recomputes every enrolled learner's gate scores and states in the background,
 * with progress. Safe to start twice (a running job of the camp is returned instead of a second);
 * idempotent (rows are upserts keyed by learner and gate; the certificate is issued once); correct
 * under concurrent learner activity: a newer computation is never overwritten by an older one, and
 * learners who acted after their row was computed are computed again before the job ends.
 */
@Injectable()
export class ScoreJobService implements OnApplicationShutdown {
  private readonly log = new Logger('ScoreJob');
  private readonly running = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly facts: CampFactsService,
    private readonly progress: CampProgressService,
  ) {}

  static view(j: ScoreJobEntity): ScoreJobView {
    return { job_id: j.id, course_id: j.courseId, status: j.status, total: j.total, done: j.done, rechecked: j.rechecked, error: j.error, started_at: j.startedAt.toISOString(), finished_at: j.finishedAt?.toISOString() ?? null };
  }

  async start(actor: Caller, courseId: string): Promise<ScoreJobView> {
    await this.facts.camp(courseId);
    // one running job per camp: the check and the claim hold the camp's row lock together
    const claimed = await inTransaction(this.ds, async (em) => {
      await em.getRepository(CourseEntity).findOne({ where: { id: courseId }, ...forUpdate(em) });
      const repo = em.getRepository(ScoreJobEntity);
      const live = await repo.findOne({ where: { courseId, status: 'running', startedAt: MoreThan(new Date(Date.now() - STALE_MS)) }, order: { id: 'DESC' } });
      if (live) return { job: live, fresh: false };
      return { job: await repo.save(repo.create({ courseId, status: 'running', total: 0, done: 0, rechecked: 0, error: '', actorUid: actor.uid, startedAt: new Date(), finishedAt: null })), fresh: true };
    });
    if (!claimed.fresh) return ScoreJobService.view(claimed.job);
    const job = claimed.job;
    const run = this.process(job).finally(() => this.running.delete(run));
    this.running.add(run);
    return ScoreJobService.view(job);
  }

  async job(jobId: string): Promise<ScoreJobView> {
    const j = /^\d{1,19}$/.test(jobId ?? '') ? await this.ds.getRepository(ScoreJobEntity).findOneBy({ id: jobId }) : null;
    if (!j) throw AppException.notFound(TRAINING_MESSAGES.jobMissing);
    return ScoreJobService.view(j);
  }

  async jobs(courseId: string): Promise<ScoreJobView[]> {
    const rows = await this.ds.getRepository(ScoreJobEntity).find({ where: { courseId }, order: { id: 'DESC' }, take: 20 });
    return rows.map(ScoreJobService.view);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  private async process(job: ScoreJobEntity): Promise<void> {
    const repo = this.ds.getRepository(ScoreJobEntity);
    try {
      const enrollments = await this.ds.getRepository(EnrollmentEntity).find({ where: { courseId: job.courseId, status: 'active' }, order: { id: 'ASC' } });
      await repo.update({ id: job.id }, { total: enrollments.length });
      const rows = await this.facts.gateRows(job.courseId);
      const defsBy = new Map<string, { defs: CampDefs; cohort: CohortEntity }>();
      const computedAt = new Map<string, Date>();
      const one = async (e: EnrollmentEntity) => {
        let d = defsBy.get(e.cohortId);
        if (!d) {
          const cohort = await this.facts.cohort(e.courseId, e.cohortId);
          d = { defs: await this.facts.defs(e.courseId, e.cohortId, rows), cohort };
          defsBy.set(e.cohortId, d);
        }
        const c = await this.progress.compute(e, d.cohort, d.defs);
        await this.progress.persist(e.uid, c);
        computedAt.set(e.uid, c.factsAt);
        // the embedded SQLite driver answers synchronously: without a macrotask break the whole run
        // would be one chain of microtasks and no request could be served until it ended
        await new Promise((r) => setImmediate(r));
      };
      let done = 0;
      for (const e of enrollments) {
        await one(e);
        done++;
        if (done % 5 === 0 || done === enrollments.length) await repo.update({ id: job.id }, { done });
      }
      // learners who acted while the job ran: their rows were computed from older facts
      let rechecked = 0;
      for (let pass = 0; pass < RECHECK_PASSES; pass++) {
        const acted = await this.actedSince(enrollments, computedAt, rows.flatMap((g) => CampFactsService.toDef(g).problemIds), rows.map((g) => g.examId).filter(Boolean));
        if (!acted.length) break;
        for (const e of acted) await one(e);
        rechecked += acted.length;
        await repo.update({ id: job.id }, { rechecked });
      }
      await repo.update({ id: job.id }, { status: 'done', finishedAt: new Date() });
    } catch (err) {
      this.log.error(`score job ${job.id} failed: ${String(err)}`);
      await repo.update({ id: job.id }, { status: 'failed', error: String(err).slice(0, 300), finishedAt: new Date() }).catch(() => undefined);
    }
  }

  private async actedSince(enrollments: EnrollmentEntity[], at: Map<string, Date>, problemIds: string[], examIds: string[]): Promise<EnrollmentEntity[]> {
    const out: EnrollmentEntity[] = [];
    for (const e of enrollments) {
      const since = at.get(e.uid);
      if (!since) continue;
      const acted =
        (await this.ds.getRepository(LearnLogEntity).existsBy({ uid: e.uid, courseId: e.courseId, updatedAt: MoreThan(since) })) ||
        (problemIds.length > 0 && (await this.ds.getRepository(SubmissionEntity).existsBy({ uid: e.uid, problemId: In(problemIds), judgedAt: MoreThan(since) }))) ||
        (await this.ds.getRepository(PracticeSubmissionEntity).existsBy({ uid: e.uid, courseId: e.courseId, updatedAt: MoreThan(since) })) ||
        (await this.ds.getRepository(TrainingFeedbackEntity).existsBy({ uid: e.uid, updatedAt: MoreThan(since) })) ||
        (this.facts.exams && examIds.length ? (await this.facts.exams.attempts(e.uid, examIds, since)).length > 0 : false);
      if (acted) out.push(e);
    }
    return out;
  }
}
