import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, MoreThan } from 'typeorm';
import { ApiCode } from '../../../../types/api';
import type { AdminUserEnrollments, CohortOption, EnrollmentRow } from '../../../../types/training';
import { TRAINING_MESSAGES } from '../../../../types/training';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { forUpdate, inTransaction } from '../../database/transaction';
import { UserEquityEntity } from '../commerce/entities/user-equity.entity';
import { PermitService } from '../commerce/permit.service';
import { CourseEntity } from '../course/entities/course.entity';
import { UserEntity } from '../user/entities/user.entity';
import { CampAccessService } from './camp-access.service';
import { CampFactsService } from './camp-facts.service';
import { CertificateEntity } from './entities/certificate.entity';
import { CohortEntity } from './entities/cohort.entity';
import { EnrollmentAuditEntity } from './entities/enrollment-audit.entity';
import { EnrollmentEntity } from './entities/enrollment.entity';
import { GateScoreEntity } from './entities/gate-score.entity';

const DAY = 86_400_000;
const fmt = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '长期');

/**
 * Enrollment: buying the camp product gives a camp equity, the learner then picks a cohort with
 * seats left; the console enrolls, moves, extends and revokes, each change with an audit line.
 */
@Injectable()
export class EnrollmentService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly permits: PermitService,
    private readonly facts: CampFactsService,
    private readonly access: CampAccessService,
  ) {}

  async cohortOptions(courseId: string, em: EntityManager = this.ds.manager): Promise<CohortOption[]> {
    const cohorts = await em.getRepository(CohortEntity).find({ where: { courseId }, order: { startAt: 'ASC', id: 'ASC' } });
    const counts = await this.memberCounts(cohorts.map((c) => c.id), em);
    const teachers = await this.names(cohorts.flatMap((c) => splitUids(c.teacherUids)));
    return cohorts.map((c) => ({
      cohort_id: c.id,
      name: c.name,
      start_at: c.startAt.toISOString(),
      capacity: c.capacity,
      seats_left: Math.max(0, c.capacity - (counts.get(c.id) ?? 0)),
      teachers: splitUids(c.teacherUids).map((u) => teachers.get(u) ?? u),
    }));
  }

  async memberCounts(cohortIds: string[], em: EntityManager = this.ds.manager): Promise<Map<string, number>> {
    if (!cohortIds.length) return new Map();
    const rows = await em
      .getRepository(EnrollmentEntity)
      .createQueryBuilder('e')
      .select('e.cohortId', 'cohort')
      .addSelect('COUNT(*)', 'n')
      .where('e.cohortId IN (:...ids)', { ids: cohortIds })
      .andWhere('e.status = :s', { s: 'active' })
      .groupBy('e.cohortId')
      .getRawMany<{ cohort: string | number; n: string | number }>();
    return new Map(rows.map((r) => [String(r.cohort), Number(r.n)]));
  }

  private async names(uids: string[]): Promise<Map<string, string>> {
    const ids = [...new Set(uids)];
    const users = ids.length ? await this.ds.getRepository(UserEntity).find({ where: { uid: In(ids) }, select: { uid: true, nickName: true } }) : [];
    return new Map(users.map((u) => [u.uid, u.nickName]));
  }

  /** /training/enrollment: camps the caller is in or has bought, with cohort, progress and next step. */
  async mine(caller: Caller): Promise<EnrollmentRow[]> {
    const enrollments = await this.ds.getRepository(EnrollmentEntity).find({ where: { uid: caller.uid, status: 'active' } });
    const equities = await this.ds.getRepository(UserEquityEntity).find({ where: { uid: caller.uid, kind: 'camp', expiresAt: MoreThan(new Date()) } });
    const ids = [...new Set([...enrollments.map((e) => e.courseId), ...equities.map((e) => e.targetId)])].filter((id) => /^\d{1,19}$/.test(id));
    const courses = ids.length ? await this.ds.getRepository(CourseEntity).find({ where: { id: In(ids), kind: 'training' } }) : [];
    const rows: EnrollmentRow[] = [];
    for (const course of courses) {
      const e = enrollments.find((x) => x.courseId === course.id);
      const base = { course_id: course.id, course_title: course.title, cover: course.cover };
      if (!e) {
        const expires = equities.find((q) => q.targetId === course.id)?.expiresAt ?? null;
        rows.push({ ...base, cohort_id: '', cohort_name: '', start_at: null, expires_at: expires?.toISOString() ?? null, passed: 0, total: 0, percent: 0, next_gate_id: '', next_gate_title: '', cohorts: await this.cohortOptions(course.id), certificate_code: '' });
        continue;
      }
      const cohort = await this.facts.cohort(course.id, e.cohortId);
      const c = await this.access.refresh({ enrollment: e, cohort });
      const passed = c.gates.filter((g) => g.state === 'passed').length;
      const next = c.gates.find((g) => g.state === 'in_progress') ?? c.gates.find((g) => g.state === 'available');
      const cert = await this.ds.getRepository(CertificateEntity).findOneBy({ uid: caller.uid, courseId: course.id });
      rows.push({
        ...base,
        cohort_id: cohort.id,
        cohort_name: cohort.name,
        start_at: cohort.startAt.toISOString(),
        expires_at: e.expiresAt?.toISOString() ?? null,
        passed,
        total: c.gates.length,
        percent: c.gates.length ? Math.round((passed / c.gates.length) * 100) : 0,
        next_gate_id: next?.def.id ?? '',
        next_gate_title: next?.def.title ?? '',
        cohorts: [],
        certificate_code: cert?.code ?? '',
      });
    }
    return rows;
  }

  /** The learner picks a cohort of a camp they bought. */
  async enroll(caller: Caller, courseId: string, cohortId: string): Promise<EnrollmentRow[]> {
    const course = await this.facts.camp(courseId, true);
    const permit = await this.permits.campAccess(caller.uid, course.id);
    const existing = await this.access.enrollmentOf(caller.uid, course.id);
    if (existing?.status === 'active') throw new AppException(ApiCode.CONFLICT, TRAINING_MESSAGES.alreadyEnrolled);
    if (!permit.granted) throw AppException.forbidden(TRAINING_MESSAGES.needPurchase);
    if (existing) throw AppException.forbidden(TRAINING_MESSAGES.enrollmentRevoked);
    await this.place(caller.uid, course.id, cohortId, permit.expires_at ? new Date(permit.expires_at) : null, 'equity', caller.uid);
    return this.mine(caller);
  }

  /** Seats are counted under the cohort's row lock, so two last-seat enrollments cannot both win. */
  private async place(uid: string, courseId: string, cohortId: string, expiresAt: Date | null, source: string, actorUid: string): Promise<EnrollmentEntity> {
    return inTransaction(this.ds, async (em) => {
      const cohort = await em.getRepository(CohortEntity).findOne({ where: { id: /^\d{1,19}$/.test(cohortId) ? cohortId : '0' }, ...forUpdate(em) });
      if (!cohort) throw AppException.notFound(TRAINING_MESSAGES.cohortMissing);
      if (cohort.courseId !== courseId) throw AppException.invalid([{ field: 'gid', message: TRAINING_MESSAGES.cohortOfOtherCamp }]);
      const repo = em.getRepository(EnrollmentEntity);
      const prev = await repo.findOne({ where: { uid, courseId }, ...forUpdate(em) });
      if (prev?.status === 'active') throw new AppException(ApiCode.CONFLICT, TRAINING_MESSAGES.alreadyEnrolled);
      const taken = await repo.countBy({ cohortId: cohort.id, status: 'active' });
      if (taken >= cohort.capacity) throw new AppException(ApiCode.CONFLICT, TRAINING_MESSAGES.cohortFull);
      let row: EnrollmentEntity;
      if (prev) {
        Object.assign(prev, { cohortId: cohort.id, status: 'active', expiresAt, source });
        row = await repo.save(prev);
      } else {
        try {
          row = await repo.save(repo.create({ uid, courseId, cohortId: cohort.id, status: 'active', expiresAt, source }));
        } catch {
          throw new AppException(ApiCode.CONFLICT, TRAINING_MESSAGES.alreadyEnrolled);
        }
      }
      await this.audit(em, uid, courseId, actorUid, 'enroll', `报名「${cohort.name}」，有效期至 ${fmt(expiresAt)}`);
      return row;
    });
  }

  private audit(em: EntityManager, uid: string, courseId: string, actorUid: string, action: EnrollmentAuditEntity['action'], detail: string) {
    return em.getRepository(EnrollmentAuditEntity).insert({ uid, courseId, actorUid, action, detail });
  }

  // ---------------------------------------------------------------- console

  async adminEnroll(actor: Caller, uid: string, courseId: string, cohortId: string, days: number): Promise<AdminUserEnrollments> {
    await this.facts.camp(courseId);
    if (!(await this.ds.getRepository(UserEntity).existsBy({ uid }))) throw AppException.notFound('用户不存在');
    await this.place(uid, courseId, cohortId, days > 0 ? new Date(Date.now() + days * DAY) : null, `admin:${actor.uid}`, actor.uid);
    return this.ofUser(uid);
  }

  async move(actor: Caller, enrollmentId: string, cohortId: string): Promise<AdminUserEnrollments> {
    const uid = await inTransaction(this.ds, async (em) => {
      const e = await this.lockEnrollment(em, enrollmentId);
      const cohort = await em.getRepository(CohortEntity).findOne({ where: { id: /^\d{1,19}$/.test(cohortId) ? cohortId : '0' }, ...forUpdate(em) });
      if (!cohort) throw AppException.notFound(TRAINING_MESSAGES.cohortMissing);
      if (cohort.courseId !== e.courseId) throw AppException.invalid([{ field: 'gid', message: TRAINING_MESSAGES.cohortOfOtherCamp }]);
      if (cohort.id === e.cohortId) throw AppException.invalid([{ field: 'gid', message: '已在这个班级' }]);
      const taken = await em.getRepository(EnrollmentEntity).countBy({ cohortId: cohort.id, status: 'active' });
      if (taken >= cohort.capacity) throw new AppException(ApiCode.CONFLICT, TRAINING_MESSAGES.cohortFull);
      const from = await em.getRepository(CohortEntity).findOneBy({ id: e.cohortId });
      e.cohortId = cohort.id;
      await em.getRepository(EnrollmentEntity).save(e);
      await em.getRepository(GateScoreEntity).update({ uid: e.uid, courseId: e.courseId }, { cohortId: cohort.id });
      await this.audit(em, e.uid, e.courseId, actor.uid, 'move', `从「${from?.name ?? e.cohortId}」转到「${cohort.name}」`);
      return e.uid;
    });
    return this.ofUser(uid);
  }

  async extend(actor: Caller, enrollmentId: string, days: number): Promise<AdminUserEnrollments> {
    const uid = await inTransaction(this.ds, async (em) => {
      const e = await this.lockEnrollment(em, enrollmentId);
      const before = e.expiresAt;
      const base = Math.max(Date.now(), e.expiresAt?.getTime() ?? Date.now());
      e.expiresAt = new Date(base + days * DAY);
      e.status = 'active';
      await em.getRepository(EnrollmentEntity).save(e);
      await this.audit(em, e.uid, e.courseId, actor.uid, 'extend', `延长 ${days} 天：${fmt(before)} → ${fmt(e.expiresAt)}`);
      return e.uid;
    });
    return this.ofUser(uid);
  }

  async revoke(actor: Caller, enrollmentId: string, reason: string): Promise<AdminUserEnrollments> {
    const uid = await inTransaction(this.ds, async (em) => {
      const e = await this.lockEnrollment(em, enrollmentId);
      if (e.status === 'revoked') throw new AppException(ApiCode.CONFLICT, TRAINING_MESSAGES.enrollmentRevoked);
      e.status = 'revoked';
      await em.getRepository(EnrollmentEntity).save(e);
      await this.audit(em, e.uid, e.courseId, actor.uid, 'revoke', `取消报名${reason ? `：${reason}` : ''}`);
      return e.uid;
    });
    return this.ofUser(uid);
  }

  private async lockEnrollment(em: EntityManager, id: string): Promise<EnrollmentEntity> {
    const e = /^\d{1,19}$/.test(id) ? await em.getRepository(EnrollmentEntity).findOne({ where: { id }, ...forUpdate(em) }) : null;
    if (!e) throw AppException.notFound(TRAINING_MESSAGES.enrollmentMissing);
    return e;
  }

  async ofUser(uid: string): Promise<AdminUserEnrollments> {
    const user = await this.ds.getRepository(UserEntity).findOneBy({ uid });
    if (!user) throw AppException.notFound('用户不存在');
    const rows = await this.ds.getRepository(EnrollmentEntity).find({ where: { uid }, order: { id: 'DESC' } });
    const audits = await this.ds.getRepository(EnrollmentAuditEntity).find({ where: { uid }, order: { id: 'DESC' }, take: 200 });
    const courseIds = [...new Set([...rows.map((r) => r.courseId), ...audits.map((a) => a.courseId)])];
    const courses = courseIds.length ? await this.ds.getRepository(CourseEntity).find({ where: { id: In(courseIds) }, select: { id: true, title: true } }) : [];
    const cohorts = rows.length ? await this.ds.getRepository(CohortEntity).find({ where: { id: In(rows.map((r) => r.cohortId)) } }) : [];
    const actors = await this.names(audits.map((a) => a.actorUid));
    return {
      uid,
      nick_name: user.nickName,
      enrollments: rows.map((r) => ({
        enrollment_id: r.id,
        uid,
        course_id: r.courseId,
        course_title: courses.find((c) => c.id === r.courseId)?.title ?? '',
        cohort_id: r.cohortId,
        cohort_name: cohorts.find((c) => c.id === r.cohortId)?.name ?? '',
        status: r.status,
        expires_at: r.expiresAt?.toISOString() ?? null,
        created_at: r.createdAt.toISOString(),
      })),
      audit: audits.map((a) => ({ id: a.id, course_id: a.courseId, actor_uid: a.actorUid, actor_name: actors.get(a.actorUid) ?? a.actorUid, action: a.action, detail: a.detail, created_at: a.createdAt.toISOString() })),
    };
  }
}

export function splitUids(s: string): string[] {
  return s
    .split(',')
    .map((x) => x.trim())
    .filter((x) => /^\d{1,20}$/.test(x));
}
