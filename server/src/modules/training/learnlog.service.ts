import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, MoreThanOrEqual } from 'typeorm';
import type { LearnDay, LearnEventRow, LearnlogResponse } from '../../../../types/training';
import { TRAINING_LIMITS } from '../../../../types/training';
import { chinaDay, LearnDayEntity } from '../course/entities/learn-day.entity';
import { SubmissionEntity } from '../oj/entities/submission.entity';
import type { Computed } from './camp-progress.service';

const DAY = 86_400_000;
const TIMELINE_DAYS = 14;

/**
 * /training/:cid/learnlog: a per-day heatmap and timeline of one learner in one camp, read from the
 * recorded events: the course learn log's per-day watched seconds, the OJ submissions of the camp's
 * problems and the exam attempts of its exams.
 */
@Injectable()
export class TrainingLearnlogService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async learnlog(uid: string, c: Computed, title: string, attempts: { examId: string; at: Date; score: number }[], now = new Date()): Promise<LearnlogResponse> {
    const to = chinaDay(now);
    const from = chinaDay(new Date(now.getTime() - (TRAINING_LIMITS.learnlogDays - 1) * DAY));
    const days = new Map<string, LearnDay>();
    const day = (d: string) => {
      let row = days.get(d);
      if (!row) days.set(d, (row = { day: d, watched_minutes: 0, submissions: 0, accepted: 0, exam_attempts: 0 }));
      return row;
    };
    const events = new Map<string, LearnEventRow[]>();
    const push = (d: string, e: LearnEventRow) => events.set(d, [...(events.get(d) ?? []), e]);

    const watched = await this.ds.getRepository(LearnDayEntity).find({ where: { uid, courseId: c.defs.courseId, day: MoreThanOrEqual(from) } });
    const seconds = new Map<string, number>();
    for (const w of watched) {
      seconds.set(w.day, (seconds.get(w.day) ?? 0) + w.watchedSeconds);
      const lesson = c.defs.lessons.get(w.lessonId);
      push(w.day, { at: `${w.day}T23:59:59.000Z`, kind: 'watch', title: lesson?.title ?? `课时 ${w.lessonId}`, detail: `观看 ${Math.max(1, Math.round(w.watchedSeconds / 60))} 分钟`, link: `/lesson/${w.lessonId}` });
    }
    for (const [d, s] of seconds) day(d).watched_minutes = Math.round(s / 60);

    const problemIds = [...new Set(c.defs.gates.flatMap((g) => g.problemIds))];
    const since = new Date(`${from}T00:00:00+08:00`);
    const subs = problemIds.length
      ? await this.ds.getRepository(SubmissionEntity).find({ where: { uid, problemId: In(problemIds), createdAt: MoreThanOrEqual(since) }, select: { submissionId: true, problemId: true, verdict: true, createdAt: true }, order: { createdAt: 'DESC' } })
      : [];
    for (const s of subs) {
      const d = day(chinaDay(s.createdAt));
      d.submissions++;
      if (s.verdict === 'AC') d.accepted++;
      const name = c.defs.problemTitles.get(s.problemId) ?? `题目 ${s.problemId}`;
      push(d.day, { at: s.createdAt.toISOString(), kind: s.verdict === 'AC' ? 'accept' : 'submit', title: name, detail: s.verdict ? `提交结果 ${s.verdict}` : '评测中', link: `/oj/problem/${s.problemId}` });
    }
    for (const a of attempts) {
      const d = day(chinaDay(a.at));
      d.exam_attempts++;
      push(d.day, { at: a.at.toISOString(), kind: 'exam', title: c.defs.examTitles.get(a.examId) ?? `考试 ${a.examId}`, detail: `得分 ${a.score}`, link: `/exam/${a.examId}` });
    }
    const timeline = [...events.keys()]
      .sort((a, b) => b.localeCompare(a))
      .slice(0, TIMELINE_DAYS)
      .map((d) => ({ day: d, events: (events.get(d) ?? []).sort((a, b) => b.at.localeCompare(a.at)) }));
    return {
      course_id: c.defs.courseId,
      course_title: title,
      from,
      to,
      days: [...days.values()].filter((d) => d.day >= from && d.day <= to).sort((a, b) => a.day.localeCompare(b.day)),
      timeline,
    };
  }
}
