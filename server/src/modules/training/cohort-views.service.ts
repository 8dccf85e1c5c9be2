import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, MoreThanOrEqual } from 'typeorm';
import type { ClassResponse, FeedbackView, RankResponse, RankRow, ReportResponse, WeekRow } from '../../../../types/training';
import { TRAINING_LIMITS } from '../../../../types/training';
import { pageArgs } from '../../common/page.dto';
import { chinaDay, LearnDayEntity } from '../course/entities/learn-day.entity';
import { SubmissionEntity } from '../oj/entities/submission.entity';
import { UserEntity } from '../user/entities/user.entity';
import { UserPresenter } from '../user/user.presenter';
import type { Seat } from './camp-access.service';
import type { Computed } from './camp-progress.service';
import { EnrollmentEntity } from './entities/enrollment.entity';
import { TrainingFeedbackEntity } from './entities/feedback.entity';
import { GateScoreEntity } from './entities/gate-score.entity';
import { splitUids } from './enrollment.service';

interface Standing {
  uid: string;
  total: number;
  passed: number;
  byGate: Map<string, number>;
}

const DAY = 86_400_000;

export function median(xs: number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2);
}

/** Monday (China time) of a YYYY-MM-DD day. */
export function weekOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * DAY).toISOString().slice(0, 10);
}

/** The cohort pages: class (schedule, teachers, classmates), report with charts and feedback, rank. */
@Injectable()
export class CohortViewsService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly presenter: UserPresenter,
  ) {}

  /** Every active member of the cohort with their stored gate scores (members not computed yet score 0). */
  async standings(cohortId: string, gateIds: string[]): Promise<Standing[]> {
    const members = await this.ds.getRepository(EnrollmentEntity).find({ where: { cohortId, status: 'active' }, select: { uid: true } });
    const uids = members.map((m) => m.uid);
    const rows = uids.length && gateIds.length ? await this.ds.getRepository(GateScoreEntity).find({ where: { uid: In(uids), gateId: In(gateIds) } }) : [];
    return uids.map((uid) => {
      const mine = rows.filter((r) => r.uid === uid);
      return { uid, total: mine.reduce((s, r) => s + r.score, 0), passed: mine.filter((r) => r.state === 'passed').length, byGate: new Map(mine.map((r) => [r.gateId, r.score])) };
    });
  }

  private ref(seat: Seat, c: Computed, title: string) {
    return { course_id: seat.enrollment.courseId, course_title: title, cohort_id: seat.cohort.id, cohort_name: seat.cohort.name, start_at: seat.cohort.startAt.toISOString() };
  }

  private async users(uids: string[]): Promise<Map<string, UserEntity>> {
    const ids = [...new Set(uids)];
    const users = ids.length ? await this.ds.getRepository(UserEntity).find({ where: { uid: In(ids) } }) : [];
    return new Map(users.map((u) => [u.uid, u]));
  }

  async classView(seat: Seat, c: Computed, title: string): Promise<ClassResponse> {
    const standings = await this.standings(seat.cohort.id, c.gates.map((g) => g.def.id));
    const teacherUids = splitUids(seat.cohort.teacherUids);
    const users = await this.users([...teacherUids, ...standings.map((s) => s.uid)]);
    const person = (uid: string) => ({ uid, nick_name: users.get(uid)?.nickName ?? uid, head_img_url: this.presenter.headImage(users.get(uid)?.headImgUrl ?? '') });
    return {
      ...this.ref(seat, c, title),
      schedule: seat.cohort.schedule ?? '',
      announcement: seat.cohort.announcement ?? '',
      capacity: seat.cohort.capacity,
      members: standings.length,
      teachers: teacherUids.map(person),
      gate_total: c.gates.length,
      classmates: standings
        .sort((a, b) => b.passed - a.passed || b.total - a.total || a.uid.localeCompare(b.uid))
        .map((s) => ({ ...person(s.uid), passed: s.passed, total_score: s.total, me: s.uid === seat.enrollment.uid })),
    };
  }

  async rank(seat: Seat, c: Computed, q: { page_no?: number; page_size?: number }): Promise<RankResponse> {
    const { page_no, page_size, skip, take } = pageArgs(q);
    const standings = (await this.standings(seat.cohort.id, c.gates.map((g) => g.def.id))).sort((a, b) => b.total - a.total || b.passed - a.passed || a.uid.localeCompare(b.uid));
    // competition ranking: equal totals share a rank, the next rank skips (1, 1, 3)
    const ranks = new Map<string, number>();
    standings.forEach((s, i) => ranks.set(s.uid, i > 0 && standings[i - 1].total === s.total ? ranks.get(standings[i - 1].uid)! : i + 1));
    const page = standings.slice(skip, skip + take);
    const me = standings.find((s) => s.uid === seat.enrollment.uid);
    const users = await this.users([...page.map((s) => s.uid), ...(me ? [me.uid] : [])]);
    const row = (s: Standing): RankRow => ({
      rank: ranks.get(s.uid)!,
      uid: s.uid,
      nick_name: users.get(s.uid)?.nickName ?? s.uid,
      head_img_url: this.presenter.headImage(users.get(s.uid)?.headImgUrl ?? ''),
      total_score: s.total,
      passed: s.passed,
      me: s.uid === seat.enrollment.uid,
    });
    return { list: page.map(row), total: standings.length, page_no, page_size, mine: me ? row(me) : null };
  }

  async report(seat: Seat, c: Computed, title: string): Promise<ReportResponse> {
    const uid = seat.enrollment.uid;
    const gateIds = c.gates.map((g) => g.def.id);
    const standings = await this.standings(seat.cohort.id, gateIds);
    const feedback = gateIds.length ? await this.ds.getRepository(TrainingFeedbackEntity).find({ where: { uid, gateId: In(gateIds) } }) : [];
    const authors = await this.users([uid, ...feedback.map((f) => f.authorUid)]);
    const view = (f: TrainingFeedbackEntity): FeedbackView => ({ gate_id: f.gateId, uid: f.uid, content: f.content, approved: f.approved, author_name: authors.get(f.authorUid)?.nickName ?? '老师', updated_at: f.updatedAt.toISOString() });
    const total = c.gates.reduce((s, g) => s + g.score, 0);
    return {
      ...this.ref(seat, c, title),
      uid,
      nick_name: authors.get(uid)?.nickName ?? uid,
      total_score: total,
      cohort_median_total: median(standings.map((s) => s.total)),
      gates: c.gates.map((g) => {
        const f = feedback.find((x) => x.gateId === g.def.id);
        return { gate_id: g.def.id, title: g.def.title, score: g.score, pass_score: g.def.passScore, state: g.state, cohort_median: median(standings.map((s) => s.byGate.get(g.def.id) ?? 0)), feedback: f ? view(f) : null };
      }),
      weeks: await this.weeks(uid, c),
    };
  }

  /** Watched minutes and newly accepted problems per week, the last weeks up to this one. */
  private async weeks(uid: string, c: Computed): Promise<WeekRow[]> {
    const thisWeek = weekOf(chinaDay(new Date()));
    const weeks = Array.from({ length: TRAINING_LIMITS.reportWeeks }, (_, i) => new Date(new Date(`${thisWeek}T00:00:00Z`).getTime() - (TRAINING_LIMITS.reportWeeks - 1 - i) * 7 * DAY).toISOString().slice(0, 10));
    const from = weeks[0];
    const days = await this.ds.getRepository(LearnDayEntity).find({ where: { uid, courseId: c.defs.courseId, day: MoreThanOrEqual(from) } });
    const problemIds = [...new Set(c.defs.gates.flatMap((g) => g.problemIds))];
    const acs = problemIds.length ? await this.ds.getRepository(SubmissionEntity).find({ where: { uid, problemId: In(problemIds), verdict: 'AC' }, select: { problemId: true, createdAt: true }, order: { createdAt: 'ASC' } }) : [];
    const firstAc = new Map<string, Date>();
    for (const s of acs) if (!firstAc.has(s.problemId)) firstAc.set(s.problemId, s.createdAt);
    return weeks.map((week) => ({
      week,
      watched_minutes: Math.round(days.filter((d) => weekOf(d.day) === week).reduce((s, d) => s + d.watchedSeconds, 0) / 60),
      accepted: [...firstAc.values()].filter((at) => weekOf(chinaDay(at)) === week).length,
    }));
  }
}
