import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { NoticeCate } from '../../../../types/notice';
import type { AdminCampRow, AdminCohortRow, CampSaveRequest, CohortSaveRequest, FeedbackSaveRequest, FeedbackView, GateState, ProgressResponse } from '../../../../types/training';
import { TRAINING_LIMITS, TRAINING_MESSAGES } from '../../../../types/training';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { inTransaction } from '../../database/transaction';
import { CourseEntity } from '../course/entities/course.entity';
import { NoticeService } from '../notice/notice.service';
import { UserEntity } from '../user/entities/user.entity';
import { CampFactsService } from './camp-facts.service';
import { CohortEntity } from './entities/cohort.entity';
import { EnrollmentEntity } from './entities/enrollment.entity';
import { TrainingFeedbackEntity } from './entities/feedback.entity';
import { GateScoreEntity } from './entities/gate-score.entity';
import { GateEntity } from './entities/gate.entity';
import { GateAdminService } from './gate-admin.service';
import { splitUids } from './enrollment.service';

const csvCell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));

/** Console: camps and cohorts CRUD, teacher feedback, per-cohort progress table and its CSV export. */
@Injectable()
export class CampAdminService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly facts: CampFactsService,
    private readonly gates: GateAdminService,
    private readonly notices: NoticeService,
  ) {}

  async camps(): Promise<AdminCampRow[]> {
    const courses = await this.ds.getRepository(CourseEntity).find({ where: { kind: 'training' }, order: { id: 'ASC' } });
    const rows: AdminCampRow[] = [];
    for (const c of courses) {
      const [cohorts, gates, learners] = await Promise.all([
        this.ds.getRepository(CohortEntity).countBy({ courseId: c.id }),
        this.ds.getRepository(GateEntity).countBy({ courseId: c.id }),
        this.ds.getRepository(EnrollmentEntity).countBy({ courseId: c.id, status: 'active' }),
      ]);
      rows.push({ course_id: c.id, title: c.title, subtitle: c.subtitle, teacher: c.teacher, published: c.published, product_id: c.productId, cohorts, gates, learners });
    }
    return rows;
  }

  async saveCamp(dto: CampSaveRequest): Promise<AdminCampRow[]> {
    const title = String(dto.title ?? '').trim();
    if (!title || title.length > 60) throw AppException.invalid([{ field: 'title', message: '训练营名称不能为空且不超过60个字符' }]);
    const repo = this.ds.getRepository(CourseEntity);
    const row = dto.course_id ? await this.facts.camp(dto.course_id) : repo.create({ kind: 'training', free: false, vipIncluded: false, categoryId: null, intro: '', cover: '', orderValue: 0 });
    Object.assign(row, { title, subtitle: String(dto.subtitle ?? row.subtitle ?? '').slice(0, 120), teacher: String(dto.teacher ?? row.teacher ?? '').slice(0, 30), published: dto.published === undefined ? (row.published ?? false) : Number(dto.published) === 1, productId: String(dto.product_id ?? row.productId ?? '') });
    await repo.save(row);
    return this.camps();
  }

  async deleteCamp(courseId: string): Promise<AdminCampRow[]> {
    await this.facts.camp(courseId);
    if (await this.ds.getRepository(EnrollmentEntity).existsBy({ courseId })) throw AppException.invalid([{ field: 'course_id', message: TRAINING_MESSAGES.campHasLearners }]);
    await inTransaction(this.ds, async (em) => {
      await em.getRepository(GateEntity).delete({ courseId });
      await em.getRepository(CohortEntity).delete({ courseId });
      await em.getRepository(CourseEntity).delete({ id: courseId });
    });
    return this.camps();
  }

  async cohorts(courseId: string): Promise<AdminCohortRow[]> {
    await this.facts.camp(courseId);
    const rows = await this.ds.getRepository(CohortEntity).find({ where: { courseId }, order: { startAt: 'ASC', id: 'ASC' } });
    const out: AdminCohortRow[] = [];
    for (const c of rows) {
      out.push({ cohort_id: c.id, course_id: c.courseId, name: c.name, start_at: c.startAt.toISOString(), end_at: c.endAt?.toISOString() ?? null, capacity: c.capacity, members: await this.ds.getRepository(EnrollmentEntity).countBy({ cohortId: c.id, status: 'active' }), teacher_uids: splitUids(c.teacherUids), schedule: c.schedule ?? '', announcement: c.announcement ?? '' });
    }
    return out;
  }

  async saveCohort(dto: CohortSaveRequest): Promise<AdminCohortRow[]> {
    await this.facts.camp(dto.course_id);
    const name = String(dto.name ?? '').trim();
    const errors = [];
    if (!name || name.length > TRAINING_LIMITS.cohortName) errors.push({ field: 'name', message: `班级名称不能为空且不超过${TRAINING_LIMITS.cohortName}个字符` });
    const start = new Date(dto.start_at);
    if (Number.isNaN(start.getTime())) errors.push({ field: 'start_at', message: '请填写开班日期' });
    const end = dto.end_at ? new Date(dto.end_at) : null;
    if (end && (Number.isNaN(end.getTime()) || end <= start)) errors.push({ field: 'end_at', message: '结班日期须晚于开班日期' });
    const capacity = Number(dto.capacity);
    if (!Number.isInteger(capacity) || capacity < 1 || capacity > TRAINING_LIMITS.capacityMax) errors.push({ field: 'capacity', message: `人数上限须为 1–${TRAINING_LIMITS.capacityMax} 的整数` });
    const teachers = splitUids(String(dto.teacher_uids ?? ''));
    if (teachers.length) {
      const found = await this.ds.getRepository(UserEntity).countBy({ uid: In(teachers) });
      if (found !== teachers.length) errors.push({ field: 'teacher_uids', message: '老师 uid 有误' });
    }
    if (errors.length) throw AppException.invalid(errors);
    const repo = this.ds.getRepository(CohortEntity);
    const row = dto.cohort_id ? await this.facts.cohort(dto.course_id, dto.cohort_id) : repo.create({ courseId: dto.course_id });
    if (dto.cohort_id) {
      const members = await this.ds.getRepository(EnrollmentEntity).countBy({ cohortId: row.id, status: 'active' });
      if (capacity < members) throw AppException.invalid([{ field: 'capacity', message: `班级已有 ${members} 人，人数上限不能更少` }]);
    }
    Object.assign(row, { name, startAt: start, endAt: end, capacity, teacherUids: teachers.join(','), schedule: String(dto.schedule ?? '').slice(0, TRAINING_LIMITS.schedule), announcement: String(dto.announcement ?? '').slice(0, TRAINING_LIMITS.announcement) });
    await repo.save(row);
    return this.cohorts(dto.course_id);
  }

  async deleteCohort(courseId: string, cohortId: string): Promise<AdminCohortRow[]> {
    const c = await this.facts.cohort(courseId, cohortId);
    if (await this.ds.getRepository(EnrollmentEntity).existsBy({ cohortId: c.id })) throw AppException.invalid([{ field: 'cohort_id', message: TRAINING_MESSAGES.cohortHasLearners }]);
    await this.ds.getRepository(CohortEntity).delete({ id: c.id });
    return this.cohorts(courseId);
  }

  async saveFeedback(actor: Caller, dto: FeedbackSaveRequest): Promise<FeedbackView> {
    const gate = await this.gates.gate(dto.gate_id);
    const content = String(dto.content ?? '').trim();
    if (!content || content.length > TRAINING_LIMITS.feedback) throw AppException.invalid([{ field: 'content', message: `反馈内容不能为空且不超过${TRAINING_LIMITS.feedback}个字符` }]);
    const e = await this.ds.getRepository(EnrollmentEntity).findOneBy({ uid: String(dto.uid ?? ''), courseId: gate.courseId });
    if (!e) throw AppException.notFound(TRAINING_MESSAGES.enrollmentMissing);
    const repo = this.ds.getRepository(TrainingFeedbackEntity);
    await repo.save(repo.create({ uid: e.uid, gateId: gate.id, content, approved: Number(dto.approved ?? 0) === 1, authorUid: actor.uid }));
    await this.notices.create({ uid: e.uid, cateType: NoticeCate.DIRECT, fromUid: actor.uid, title: '老师反馈', content: `老师对关卡「${gate.title}」写了反馈`, link: `/training/${gate.courseId}/${e.cohortId}/report` });
    return (await this.feedback(gate.id)).find((f) => f.uid === e.uid)!;
  }

  async feedback(gateId: string): Promise<FeedbackView[]> {
    const gate = await this.gates.gate(gateId);
    const rows = await this.ds.getRepository(TrainingFeedbackEntity).find({ where: { gateId: gate.id }, order: { updatedAt: 'DESC' } });
    const users = rows.length ? await this.ds.getRepository(UserEntity).find({ where: { uid: In(rows.map((r) => r.authorUid)) }, select: { uid: true, nickName: true } }) : [];
    return rows.map((r) => ({ gate_id: r.gateId, uid: r.uid, content: r.content, approved: r.approved, author_name: users.find((u) => u.uid === r.authorUid)?.nickName ?? r.authorUid, updated_at: r.updatedAt.toISOString() }));
  }

  /** Stored scores (as of the last computation) of every active learner, per gate; optionally one cohort. */
  async progress(courseId: string, cohortId?: string): Promise<ProgressResponse> {
    await this.facts.camp(courseId);
    const gates = await this.facts.gateRows(courseId);
    const where = cohortId ? { courseId, cohortId, status: 'active' as const } : { courseId, status: 'active' as const };
    const enrollments = await this.ds.getRepository(EnrollmentEntity).find({ where, order: { cohortId: 'ASC', id: 'ASC' } });
    const uids = enrollments.map((e) => e.uid);
    const [users, cohorts, scores] = await Promise.all([
      uids.length ? this.ds.getRepository(UserEntity).find({ where: { uid: In(uids) }, select: { uid: true, nickName: true } }) : [],
      this.ds.getRepository(CohortEntity).find({ where: { courseId } }),
      uids.length && gates.length ? this.ds.getRepository(GateScoreEntity).find({ where: { uid: In(uids), gateId: In(gates.map((g) => g.id)) } }) : [],
    ]);
    return {
      gates: gates.map((g) => ({ gate_id: g.id, title: g.title })),
      list: enrollments.map((e) => {
        const mine = scores.filter((s) => s.uid === e.uid);
        const computed = mine.reduce<Date | null>((a, s) => (!a || s.factsAt > a ? s.factsAt : a), null);
        return {
          uid: e.uid,
          nick_name: users.find((u) => u.uid === e.uid)?.nickName ?? e.uid,
          cohort_id: e.cohortId,
          cohort_name: cohorts.find((c) => c.id === e.cohortId)?.name ?? '',
          total_score: mine.reduce((s, r) => s + r.score, 0),
          passed: mine.filter((r) => r.state === 'passed').length,
          gates: Object.fromEntries(mine.map((r) => [r.gateId, { score: r.score, state: r.state as GateState }])),
          computed_at: computed?.toISOString() ?? null,
        };
      }),
    };
  }

  async progressCsv(courseId: string, cohortId?: string): Promise<string> {
    const p = await this.progress(courseId, cohortId);
    const head = ['uid', '昵称', '班级', '总分', '通过关卡数', ...p.gates.map((g) => `${g.title}(分)`), '计算时间'];
    const lines = p.list.map((r) => [r.uid, r.nick_name, r.cohort_name, r.total_score, r.passed, ...p.gates.map((g) => r.gates[g.gate_id]?.score ?? 0), r.computed_at ?? ''].map(csvCell).join(','));
    return `\ufeff${[head.map(csvCell).join(','), ...lines].join('\n')}\n`;
  }
}
