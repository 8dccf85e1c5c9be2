import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { PermitResult } from '../../../../types/commerce';
import { TRAINING_MESSAGES } from '../../../../types/training';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { PermitService, type CampContentKind, type ContentLock } from '../commerce/permit.service';
import { CourseEntity } from '../course/entities/course.entity';
import { CampFactsService } from './camp-facts.service';
import { CampProgressService, type Computed } from './camp-progress.service';
import type { CohortEntity } from './entities/cohort.entity';
import { EnrollmentEntity } from './entities/enrollment.entity';
import { GateScoreEntity } from './entities/gate-score.entity';
import { GateEntity } from './entities/gate.entity';
import { parseIds } from './gate-rules';

export interface Seat {
  enrollment: EnrollmentEntity;
  cohort: CohortEntity;
}

const live = (e: EnrollmentEntity | null, now = new Date()) => !!e && e.status === 'active' && (!e.expiresAt || e.expiresAt > now);

/**
 * Who is in a camp, and what a camp opens: its course (lessons, videos) to enrolled learners, and
 * gate content only while the gate is open for them. Registered as PermitService's camp policy, so
 * the course and OJ areas refuse locked content on the server.
 */
@Injectable()
export class CampAccessService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly permits: PermitService,
    private readonly facts: CampFactsService,
    private readonly progress: CampProgressService,
  ) {}

  onModuleInit(): void {
    this.permits.registerCampPolicy({
      courseAccess: (uid, courseId) => this.courseAccess(uid, courseId),
      contentLock: (uid, kind, id) => this.contentLock(uid, kind, id),
    });
  }

  async enrollmentOf(uid: string, courseId: string): Promise<EnrollmentEntity | null> {
    return this.ds.getRepository(EnrollmentEntity).findOneBy({ uid, courseId });
  }

  /** The caller's live seat in this camp and cohort, or 4003 with the reason. */
  async seat(caller: Caller, courseId: string, cohortId: string): Promise<Seat> {
    await this.facts.camp(courseId);
    const cohort = await this.facts.cohort(courseId, cohortId);
    const e = await this.enrollmentOf(caller.uid, courseId);
    if (!e) throw AppException.forbidden(TRAINING_MESSAGES.notEnrolled);
    if (e.status === 'revoked') throw AppException.forbidden(TRAINING_MESSAGES.enrollmentRevoked);
    if (!live(e)) throw AppException.forbidden(TRAINING_MESSAGES.enrollmentExpired);
    if (e.cohortId !== cohortId) throw AppException.forbidden(TRAINING_MESSAGES.notInCohort);
    return { enrollment: e, cohort };
  }

  /** Computes the learner's gates now and stores them (their views always show fresh states). */
  async refresh(seat: Seat): Promise<Computed> {
    const c = await this.progress.compute(seat.enrollment, seat.cohort);
    await this.progress.persist(seat.enrollment.uid, c);
    return c;
  }

  /** Classmates never computed yet (no score rows) are computed once, so class and rank never show them as 0 by mistake. */
  async ensureCohortComputed(seat: Seat, gateIds: string[]): Promise<void> {
    if (!gateIds.length) return;
    const members = await this.ds.getRepository(EnrollmentEntity).find({ where: { cohortId: seat.cohort.id, status: 'active' }, take: 500 });
    const computed = await this.ds.getRepository(GateScoreEntity).createQueryBuilder('s').select('DISTINCT s.uid', 'uid').where('s.cohortId = :c', { c: seat.cohort.id }).getRawMany<{ uid: string }>();
    const done = new Set(computed.map((r) => String(r.uid)));
    const defs = await this.facts.defs(seat.enrollment.courseId, seat.cohort.id);
    for (const m of members.filter((x) => !done.has(x.uid) && live(x))) {
      await this.progress.persist(m.uid, await this.progress.compute(m, seat.cohort, defs));
    }
  }

  private async courseAccess(uid: string, courseId: string): Promise<PermitResult | null> {
    const course = /^\d{1,19}$/.test(courseId) ? await this.ds.getRepository(CourseEntity).findOne({ where: { id: courseId }, select: { id: true, kind: true } }) : null;
    if (course?.kind !== 'training') return null;
    const e = await this.enrollmentOf(uid, courseId);
    if (!live(e)) return { granted: false, expires_at: null, via: null };
    return { granted: true, expires_at: e!.expiresAt?.toISOString() ?? null, via: 'camp' };
  }

  /**
   * A lesson/problem/exam held by camp gates: for a learner enrolled in such a camp it is open
   * when any gate holding it is open, else refused naming the gate and the first missing condition.
   */
  private async contentLock(uid: string, kind: CampContentKind, id: string): Promise<ContentLock> {
    const gates = await this.gatesHolding(kind, id);
    if (!gates.length) return null;
    const courseIds = [...new Set(gates.map((g) => g.courseId))];
    const enrollments = await this.ds.getRepository(EnrollmentEntity).find({ where: { uid, courseId: In(courseIds) } });
    let refusal: string | null = null;
    for (const e of enrollments.filter((x) => live(x))) {
      const cohort = await this.facts.cohort(e.courseId, e.cohortId);
      const c = await this.progress.compute(e, cohort);
      for (const g of c.gates.filter((x) => gates.some((h) => h.id === x.def.id))) {
        if (g.state !== 'locked') return { open: true };
        refusal ??= `关卡「${g.def.title}」${TRAINING_MESSAGES.locked}：${g.missing[0]?.text ?? '条件未满足'}`;
      }
    }
    return refusal ? { locked: refusal } : null;
  }

  private async gatesHolding(kind: CampContentKind, id: string): Promise<GateEntity[]> {
    if (!/^\d{1,19}$/.test(id)) return [];
    const repo = this.ds.getRepository(GateEntity);
    if (kind === 'exam') return repo.findBy({ examId: id });
    const column = kind === 'lesson' ? 'lessonIds' : 'problemIds';
    // ids are stored as a JSON array of strings: a LIKE narrows, the parse decides
    const rows = await repo.createQueryBuilder('g').where(`g.${column} LIKE :needle`, { needle: `%"${id}"%` }).getMany();
    return rows.filter((g) => parseIds(g[column]).includes(id));
  }
}
