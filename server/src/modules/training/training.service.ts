import { Inject, Injectable } from '@nestjs/common';
import type { CertificateView, ClassResponse, LearnlogResponse, PathResponse, RankQuery, RankResponse, ReportResponse } from '../../../../types/training';
import { TRAINING_LIMITS, TRAINING_MESSAGES } from '../../../../types/training';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { CampAccessService } from './camp-access.service';
import { CampFactsService } from './camp-facts.service';
import { CampProgressService } from './camp-progress.service';
import { CertificateService } from './certificate.service';
import { CohortViewsService } from './cohort-views.service';
import { EXAM_SOURCE, type ExamScoreSource } from './exam-source';
import { TrainingLearnlogService } from './learnlog.service';

const DAY = 86_400_000;

/** The learner pages: each checks the caller's seat, recomputes their gates, then builds the view. */
@Injectable()
export class TrainingService {
  constructor(
    private readonly access: CampAccessService,
    private readonly facts: CampFactsService,
    private readonly progress: CampProgressService,
    private readonly views: CohortViewsService,
    private readonly learnlogs: TrainingLearnlogService,
    private readonly certificates: CertificateService,
    @Inject(EXAM_SOURCE) private readonly exams: ExamScoreSource,
  ) {}

  async path(caller: Caller, cid: string, gid: string): Promise<PathResponse> {
    const seat = await this.access.seat(caller, cid, gid);
    const course = await this.facts.camp(cid);
    const c = await this.access.refresh(seat);
    const gates = await this.progress.views(c);
    return {
      course_id: cid,
      course_title: course.title,
      cohort_id: gid,
      cohort_name: seat.cohort.name,
      start_at: seat.cohort.startAt.toISOString(),
      gates,
      passed: gates.filter((g) => g.state === 'passed').length,
      total: gates.length,
      total_score: gates.reduce((s, g) => s + g.score, 0),
      certificate: await this.certificates.ofUser(caller.uid, cid),
    };
  }

  async classView(caller: Caller, cid: string, gid: string): Promise<ClassResponse> {
    const seat = await this.access.seat(caller, cid, gid);
    const c = await this.access.refresh(seat);
    await this.access.ensureCohortComputed(seat, c.gates.map((g) => g.def.id));
    return this.views.classView(seat, c, (await this.facts.camp(cid)).title);
  }

  /** Only one's own report; admins (teachers) may read any learner's. */
  async report(caller: Caller, cid: string, gid: string, uid?: string): Promise<ReportResponse> {
    if (uid && uid !== caller.uid && !caller.admin) throw AppException.forbidden(TRAINING_MESSAGES.otherReport);
    const seat = await this.access.seat(uid && uid !== caller.uid ? { ...caller, uid } : caller, cid, gid).catch((e: unknown) => {
      if (uid && uid !== caller.uid && e instanceof AppException) throw AppException.notFound(TRAINING_MESSAGES.enrollmentMissing);
      throw e;
    });
    const c = await this.access.refresh(seat);
    await this.access.ensureCohortComputed(seat, c.gates.map((g) => g.def.id));
    return this.views.report(seat, c, (await this.facts.camp(cid)).title);
  }

  async rank(caller: Caller, q: RankQuery): Promise<RankResponse> {
    const seat = await this.access.seat(caller, q.cid, q.gid);
    const c = await this.access.refresh(seat);
    await this.access.ensureCohortComputed(seat, c.gates.map((g) => g.def.id));
    return this.views.rank(seat, c, q);
  }

  async learnlog(caller: Caller, cid: string): Promise<LearnlogResponse> {
    const course = await this.facts.camp(cid);
    const e = await this.access.enrollmentOf(caller.uid, cid);
    if (!e) throw AppException.forbidden(TRAINING_MESSAGES.notEnrolled);
    const seat = await this.access.seat(caller, cid, e.cohortId);
    const c = await this.access.refresh(seat);
    const examIds = [...new Set(c.defs.gates.map((g) => g.examId).filter(Boolean))];
    const since = new Date(Date.now() - TRAINING_LIMITS.learnlogDays * DAY);
    const attempts = examIds.length && this.exams ? await this.exams.attempts(caller.uid, examIds, since) : [];
    return this.learnlogs.learnlog(caller.uid, c, course.title, attempts);
  }

  async certificate(caller: Caller, cid: string): Promise<CertificateView> {
    await this.facts.camp(cid);
    const cert = await this.certificates.ofUser(caller.uid, cid);
    if (!cert) throw AppException.notFound(TRAINING_MESSAGES.noCertificate);
    return cert;
  }
}
