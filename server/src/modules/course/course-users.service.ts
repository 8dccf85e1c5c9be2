import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { Page } from '../../../../types/api';
import { type CourseUserRow, type LearnLogRow, type ScholarshipSaveRequest, type ScholarshipView } from '../../../../types/course';
import { AppException } from '../../common/app-exception';
import { adminPage } from '../../common/admin-list/admin-list';
import type { Caller } from '../../common/request-context';
import { UserEquityEntity } from '../commerce/entities/user-equity.entity';
import { PermitService } from '../commerce/permit.service';
import { UserEntity } from '../user/entities/user.entity';
import { CourseCatalogService } from './course-catalog.service';
import { COURSE_USER_LIST, type CourseUsersDto } from './dto/course-admin-list.dto';
import { LearnLogEntity } from './entities/learn-log.entity';
import { ScholarshipEntity } from './entities/scholarship.entity';
import { LearnLogService, progressOf } from './learn-log.service';

/** The console's view of a course's learners: access, progress, learn logs and scholarships. */
@Injectable()
export class CourseUsersService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly catalog: CourseCatalogService,
    private readonly permits: PermitService,
    private readonly learn: LearnLogService,
  ) {}

  /** Holders of the course equity and everyone with a learn log of it (VIP and free learners). */
  async users(q: CourseUsersDto): Promise<Page<CourseUserRow>> {
    await this.catalog.existing(q.course_id);
    const qb = this.ds.getRepository(UserEntity).createQueryBuilder('u');
    const holders = qb.subQuery().select('e.uid').from(UserEquityEntity, 'e').where('e.kind = :kind AND e.targetId = :cid AND e.expiresAt > :now').getQuery();
    const learners = qb.subQuery().select('l.uid').from(LearnLogEntity, 'l').where('l.courseId = :cid').getQuery();
    qb.where(`(u.uid IN ${holders} OR u.uid IN ${learners})`, { kind: 'course', cid: q.course_id, now: new Date() });
    const page = await adminPage(qb, COURSE_USER_LIST, q, (u) => u);
    const uids = page.list.map((u) => u.uid);
    const lessons = await this.catalog.lessonsOf([q.course_id]);
    const logs = uids.length ? await this.ds.getRepository(LearnLogEntity).find({ where: { courseId: q.course_id, uid: In(uids) } }) : [];
    const list: CourseUserRow[] = [];
    for (const user of page.list) {
      const permit = await this.permits.courseAccess(user.uid, q.course_id);
      list.push({
        uid: user.uid,
        nick_name: user.nickName,
        telephone: user.telephone,
        via: permit.granted ? (permit.via ?? '') : 'none',
        expires_at: permit.expires_at,
        progress: progressOf(logs.filter((l) => l.uid === user.uid), lessons),
      });
    }
    return { ...page, list };
  }

  async grant(caller: Caller, courseId: string, uid: string, days: number): Promise<null> {
    await this.catalog.existing(courseId);
    if (!(await this.ds.getRepository(UserEntity).existsBy({ uid }))) throw AppException.notFound('用户不存在');
    await this.permits.grant(uid, { kind: 'course', targetId: courseId }, days, `admin:${caller.uid}`);
    return null;
  }

  async revoke(courseId: string, uid: string): Promise<{ revoked: number }> {
    await this.catalog.existing(courseId);
    return { revoked: await this.permits.revoke(uid, { kind: 'course', targetId: courseId }) };
  }

  async learnlog(courseId: string, uid: string): Promise<{ user: { uid: string; nick_name: string }; course_title: string; rows: LearnLogRow[] }> {
    const course = await this.catalog.existing(courseId);
    const user = await this.ds.getRepository(UserEntity).findOneBy({ uid });
    if (!user) throw AppException.notFound('用户不存在');
    const lessons = await this.catalog.lessonsOf([courseId], false);
    return { user: { uid, nick_name: user.nickName }, course_title: course.title, rows: this.learn.rows(await this.learn.logsOf(uid, courseId), lessons) };
  }

  // ------------------------------------------------------------ scholarships

  async scholarships(courseId: string): Promise<ScholarshipView[]> {
    await this.catalog.existing(courseId);
    const rows = await this.ds.getRepository(ScholarshipEntity).find({ where: { courseId }, order: { id: 'DESC' } });
    const users = rows.length ? await this.ds.getRepository(UserEntity).find({ where: { uid: In([...new Set(rows.map((r) => r.uid))]) } }) : [];
    const nick = new Map(users.map((u) => [u.uid, u.nickName]));
    return rows.map((r) => ({ id: r.id, course_id: r.courseId, uid: r.uid, nick_name: nick.get(r.uid) ?? '', amount_fen: r.amountFen, state: r.state, note: r.note, created_at: r.createdAt.toISOString() }));
  }

  async saveScholarship(caller: Caller, dto: ScholarshipSaveRequest): Promise<ScholarshipView[]> {
    await this.catalog.existing(dto.course_id);
    if (!(await this.ds.getRepository(UserEntity).existsBy({ uid: dto.uid }))) throw AppException.invalid([{ field: 'uid', message: '用户不存在' }]);
    const repo = this.ds.getRepository(ScholarshipEntity);
    const row = { courseId: dto.course_id, uid: dto.uid, amountFen: dto.amount_fen, state: dto.state, note: (dto.note ?? '').trim(), adminUid: caller.uid };
    if (dto.id) {
      const res = await repo.update({ id: dto.id, courseId: dto.course_id }, row);
      if (!res.affected) throw AppException.notFound('奖学金记录不存在');
    } else await repo.insert(row);
    return this.scholarships(dto.course_id);
  }
}
