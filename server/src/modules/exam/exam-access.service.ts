import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ApiCode } from '../../../../types/api';
import type { EquityKind } from '../../../../types/commerce';
import { EXAM_MESSAGES, ExamPhase } from '../../../../types/exam';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { PermitService } from '../commerce/permit.service';
import { ExamAccommodationEntity } from './entities/exam-accommodation.entity';
import { ExamEntity } from './entities/exam.entity';

const ID = /^\d{1,19}$/;

/** The window and minutes one user gets (the exam's, changed by an accommodation). */
export interface UserWindow {
  startAt: Date;
  endAt: Date;
  /** minutes per attempt, extra minutes included */
  duration: number;
}

/** Which exams a caller may see and take, and when (SPEC §6 permits, accommodations). */
@Injectable()
export class ExamAccessService {
  constructor(
    @InjectRepository(ExamEntity) private readonly exams: Repository<ExamEntity>,
    @InjectRepository(ExamAccommodationEntity) private readonly accommodations: Repository<ExamAccommodationEntity>,
    private readonly permits: PermitService,
  ) {}

  /** A published exam (admins also see drafts) or 4004. */
  async visible(caller: Caller, examId: string): Promise<ExamEntity> {
    const e = ID.test(examId) ? await this.exams.findOneBy({ id: examId }) : null;
    if (!e || (!e.published && !caller.admin)) throw AppException.notFound(EXAM_MESSAGES.notFound);
    return e;
  }

  /** Free exams: everyone signed in; VIP exams: VIP members; bound exams: holders of the equity. Admins always. */
  async allowed(caller: Caller, e: ExamEntity): Promise<boolean> {
    if (caller.admin) return true;
    // an exam inside a training-camp gate: refused while the gate is locked, opened by the camp once it is not
    const lock = await this.permits.contentLock(caller.uid, 'exam', e.id);
    if (lock) return 'open' in lock;
    if (e.access === 'free') return true;
    if (e.access === 'vip') return this.permits.isVip(caller.uid);
    if (!e.permitKind) return false;
    const held = await this.permits.holdings(caller.uid);
    return held.some((h) => h.kind === (e.permitKind as EquityKind) && h.target_id === e.permitTarget) || (await this.permits.isVip(caller.uid) && e.permitKind === 'vip');
  }

  async assertAllowed(caller: Caller, e: ExamEntity): Promise<void> {
    const lock = caller.admin ? null : await this.permits.contentLock(caller.uid, 'exam', e.id);
    if (lock && 'locked' in lock) throw new AppException(ApiCode.FORBIDDEN, lock.locked);
    if (!(await this.allowed(caller, e))) throw new AppException(ApiCode.FORBIDDEN, EXAM_MESSAGES.noPermission);
  }

  async windowOf(e: ExamEntity, uid: string): Promise<UserWindow> {
    const acc = await this.accommodations.findOneBy({ examId: e.id, uid });
    return {
      startAt: acc?.startAt ?? e.startAt,
      endAt: acc?.endAt ?? e.endAt,
      duration: e.duration + (acc?.extraMinutes ?? 0),
    };
  }
}

export function phaseOf(w: { startAt: Date; endAt: Date }, now = new Date()): ExamPhase {
  return now < w.startAt ? 'upcoming' : now >= w.endAt ? 'closed' : 'open';
}

/** deadline = min(start + duration, window end) */
export function deadlineOf(start: Date, w: UserWindow): Date {
  return new Date(Math.min(start.getTime() + w.duration * 60_000, w.endAt.getTime()));
}
