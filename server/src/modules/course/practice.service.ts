import { Injectable } from '@nestjs/common';
import { inTransaction } from '../../database/transaction';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { Page } from '../../../../types/api';
import { ApiCode } from '../../../../types/api';
import {
  COURSE_MESSAGES,
  type PracticeKind,
  type PracticeReviewRequest,
  type PracticeSubmissionView,
  type PracticeSubmitRequest,
  type PracticeTaskView,
  type SubmissionState,
} from '../../../../types/course';
import { COURSE_LIMITS } from '../../../../types/course';
import { isTextWithin } from '../../../../types/validation';
import { applyAdminList } from '../../common/admin-list/admin-list';
import { AppException } from '../../common/app-exception';
import { pageArgs } from '../../common/page.dto';
import type { Caller } from '../../common/request-context';
import { UserEntity } from '../user/entities/user.entity';
import { CourseCatalogService } from './course-catalog.service';
import { SUBMISSION_LIST, type SubmissionListDto } from './dto/course-admin.dto';
import { PracticeSubmissionEntity } from './entities/practice-submission.entity';
import { PracticeTaskEntity } from './entities/practice-task.entity';

export interface TaskSaveInput {
  kind?: PracticeKind;
  course_id: string;
  task_id?: string;
  title: string;
  content?: string;
  order_value?: number;
  deadline?: string;
}

/** 项目实战任务: a course's tasks, learners' submissions, and the teachers' review. */
@Injectable()
export class PracticeService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly catalog: CourseCatalogService,
  ) {}

  private async enrolled(caller: Caller, courseId: string) {
    const course = await this.catalog.course(courseId, caller);
    if (!(await this.catalog.access(caller, course)).granted) throw new AppException(ApiCode.FORBIDDEN, COURSE_MESSAGES.needPurchase);
    return course;
  }

  async tasks(caller: Caller, courseId: string, kind?: PracticeKind): Promise<PracticeTaskView[]> {
    await this.enrolled(caller, courseId);
    const tasks = await this.ds.getRepository(PracticeTaskEntity).find({ where: { courseId, ...(kind ? { kind } : {}) }, order: { orderValue: 'ASC', id: 'ASC' } });
    const mine = tasks.length ? await this.ds.getRepository(PracticeSubmissionEntity).find({ where: { uid: caller.uid, taskId: In(tasks.map((t) => t.id)) } }) : [];
    const views = await this.submissionViews(mine);
    return tasks.map((t) => this.taskView(t, views.find((v) => v.task_id === t.id) ?? null));
  }

  async submit(caller: Caller, dto: PracticeSubmitRequest): Promise<PracticeTaskView> {
    const task = await this.task(dto.task_id);
    await this.enrolled(caller, task.courseId);
    if (!isTextWithin(dto.content, COURSE_LIMITS.submission)) throw AppException.invalid([{ field: 'content', message: COURSE_MESSAGES.submissionInvalid }]);
    const link = (dto.link ?? '').trim();
    if (link && !/^https?:\/\/\S+$/.test(link)) throw AppException.invalid([{ field: 'link', message: COURSE_MESSAGES.linkInvalid }]);
    if (task.deadline && task.deadline.getTime() < Date.now()) throw new AppException(ApiCode.CONFLICT, '任务已截止');
    const repo = this.ds.getRepository(PracticeSubmissionEntity);
    const existing = await repo.findOneBy({ taskId: task.id, uid: caller.uid });
    // a new answer waits for a new review
    const patch = { content: dto.content.trim(), link, state: 'submitted' as SubmissionState, review: '', reviewerUid: '', reviewedAt: null };
    if (existing) await repo.update({ id: existing.id }, patch);
    else await repo.insert({ taskId: task.id, courseId: task.courseId, uid: caller.uid, ...patch });
    const saved = await repo.findOneByOrFail({ taskId: task.id, uid: caller.uid });
    return this.taskView(task, (await this.submissionViews([saved]))[0]);
  }

  // ------------------------------------------------------------ admin

  async adminTasks(courseId: string): Promise<PracticeTaskView[]> {
    const tasks = await this.ds.getRepository(PracticeTaskEntity).find({ where: { courseId }, order: { orderValue: 'ASC', id: 'ASC' } });
    return tasks.map((t) => this.taskView(t, null));
  }

  async saveTask(dto: TaskSaveInput): Promise<PracticeTaskView> {
    await this.catalog.existing(dto.course_id);
    const row = {
      courseId: dto.course_id,
      kind: dto.kind ?? 'project',
      title: dto.title.trim(),
      content: dto.content ?? '',
      orderValue: dto.order_value ?? 0,
      deadline: dto.deadline ? new Date(dto.deadline) : null,
    };
    const repo = this.ds.getRepository(PracticeTaskEntity);
    // a new task without an order goes last
    if (!dto.task_id && dto.order_value === undefined) {
      const last = await repo.findOne({ where: { courseId: dto.course_id }, order: { orderValue: 'DESC' }, select: { id: true, orderValue: true } });
      row.orderValue = (last?.orderValue ?? 0) + 1;
    }
    let id = dto.task_id;
    if (id) {
      const res = await repo.update({ id, courseId: dto.course_id }, row);
      if (!res.affected) throw AppException.notFound(COURSE_MESSAGES.taskMissing);
    } else {
      id = (await repo.save(repo.create(row))).id;
    }
    return this.taskView(await this.task(id), null);
  }

  async deleteTask(taskId: string): Promise<null> {
    await this.task(taskId);
    await inTransaction(this.ds, async (em) => {
      await em.getRepository(PracticeSubmissionEntity).delete({ taskId });
      await em.getRepository(PracticeTaskEntity).delete({ id: taskId });
    });
    return null;
  }

  async submissions(q: SubmissionListDto): Promise<Page<PracticeSubmissionView>> {
    const qb = applyAdminList(this.ds.getRepository(PracticeSubmissionEntity).createQueryBuilder('s'), SUBMISSION_LIST, q);
    const [rows, total] = await qb.getManyAndCount();
    const { page_no, page_size } = pageArgs(q);
    return { list: await this.submissionViews(rows), total, page_no, page_size };
  }

  async review(caller: Caller, dto: PracticeReviewRequest): Promise<PracticeSubmissionView> {
    const repo = this.ds.getRepository(PracticeSubmissionEntity);
    const row = /^\d{1,19}$/.test(dto.id) ? await repo.findOneBy({ id: dto.id }) : null;
    if (!row) throw AppException.notFound(COURSE_MESSAGES.submissionMissing);
    await repo.update({ id: row.id }, { state: dto.state, review: (dto.review ?? '').trim(), reviewerUid: caller.uid, reviewedAt: new Date() });
    return (await this.submissionViews([await repo.findOneByOrFail({ id: row.id })]))[0];
  }

  private async task(taskId: string): Promise<PracticeTaskEntity> {
    const t = /^\d{1,19}$/.test(taskId) ? await this.ds.getRepository(PracticeTaskEntity).findOneBy({ id: taskId }) : null;
    if (!t) throw AppException.notFound(COURSE_MESSAGES.taskMissing);
    return t;
  }

  private taskView(t: PracticeTaskEntity, mine: PracticeSubmissionView | null): PracticeTaskView {
    return { task_id: t.id, course_id: t.courseId, kind: t.kind, title: t.title, content: t.content ?? '', order_value: t.orderValue, deadline: t.deadline?.toISOString() ?? null, mine };
  }

  private async submissionViews(rows: PracticeSubmissionEntity[]): Promise<PracticeSubmissionView[]> {
    const users = rows.length ? await this.ds.getRepository(UserEntity).find({ where: { uid: In([...new Set(rows.map((r) => r.uid))]) }, select: { uid: true, nickName: true } }) : [];
    const nick = new Map(users.map((u) => [u.uid, u.nickName]));
    return rows.map((r) => ({
      id: r.id,
      task_id: r.taskId,
      uid: r.uid,
      nick_name: nick.get(r.uid) ?? '',
      content: r.content,
      link: r.link,
      state: r.state,
      review: r.review,
      reviewed_at: r.reviewedAt?.toISOString() ?? null,
      updated_at: r.updatedAt.toISOString(),
    }));
  }
}
