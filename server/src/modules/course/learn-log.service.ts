import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { COURSE_LIMITS, type CourseProgress, type LearnLogRow, type LearnState } from '../../../../types/course';
import { forUpdate, inTransaction } from '../../database/transaction';
import { chinaDay, LearnDayEntity } from './entities/learn-day.entity';
import { LearnLogEntity } from './entities/learn-log.entity';
import type { LessonEntity } from './entities/lesson.entity';
import { countWatched, isPlayedSpan, markWatched, watchedRatio } from './learn-buckets';

export interface LessonFacts {
  lesson: LessonEntity;
  /** video seconds (0 for articles) */
  duration: number;
}

const EMPTY_STATE: LearnState = { position: 0, watched_ratio: 0, finished: false, elapsed_seconds: null };

/**
 * The learn log (SPEC §2 learnlog): heartbeats save the resume position, add study time and mark
 * really-played slices; a lesson is finished once most slices were played (articles: when read).
 */
@Injectable()
export class LearnLogService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async state(uid: string, lessonId: string, duration: number): Promise<LearnState> {
    const log = await this.ds.getRepository(LearnLogEntity).findOneBy({ uid, lessonId });
    return log ? this.toState(log, duration) : EMPTY_STATE;
  }

  async heartbeat(uid: string, facts: LessonFacts, position: number, playing: boolean, now = new Date()): Promise<LearnState> {
    const { lesson, duration } = facts;
    const clamped = duration > 0 ? Math.min(Math.max(0, position), duration) : 0;
    return inTransaction(this.ds, async (em) => {
      const log = await this.loadForUpdate(em, uid, lesson);
      const wall = log.lastBeatAt ? (now.getTime() - log.lastBeatAt.getTime()) / 1000 : 0;
      const fresh = log.lastBeatAt !== null && wall > 0 && wall <= COURSE_LIMITS.heartbeatGapMaxSeconds;
      // study time: the wall time between two beats of one sitting, never more than the gap cap
      if (fresh && playing) log.elapsedSeconds = (log.elapsedSeconds ?? 0) + Math.round(wall);
      if (lesson.kind === 'video' && duration > 0 && playing && fresh && isPlayedSpan(log.lastBeatPosition, clamped, wall)) {
        const marked = markWatched(log.buckets, duration, log.lastBeatPosition, clamped);
        log.buckets = marked.hex;
        log.watchedBuckets = marked.count;
        await this.addWatchedDay(em, uid, lesson, now, clamped - log.lastBeatPosition);
        if (!log.finishedAt && watchedRatio(marked.count, duration) >= COURSE_LIMITS.finishRatio) log.finishedAt = now;
      }
      if (duration > 0) log.position = Math.floor(clamped);
      log.lastBeatAt = now;
      log.lastBeatPosition = clamped;
      await em.getRepository(LearnLogEntity).save(log);
      return this.toState(log, duration);
    });
  }

  /** Articles are finished by reading them; a video only by watching (heartbeats). */
  async finishArticle(uid: string, lesson: LessonEntity): Promise<LearnState> {
    return inTransaction(this.ds, async (em) => {
      const log = await this.loadForUpdate(em, uid, lesson);
      log.finishedAt ??= new Date();
      await em.getRepository(LearnLogEntity).save(log);
      return this.toState(log, 0);
    });
  }

  /** One user's progress in one course over its published lessons. */
  async progress(uid: string, courseId: string, lessons: Pick<LessonEntity, 'id' | 'title'>[]): Promise<CourseProgress> {
    const logs = lessons.length ? await this.ds.getRepository(LearnLogEntity).find({ where: { uid, courseId, lessonId: In(lessons.map((l) => l.id)) } }) : [];
    return progressOf(logs, lessons);
  }

  async logsOf(uid: string, courseId: string): Promise<LearnLogEntity[]> {
    return this.ds.getRepository(LearnLogEntity).find({ where: { uid, courseId } });
  }

  async finishedIds(uid: string, courseId: string): Promise<Set<string>> {
    const logs = await this.logsOf(uid, courseId);
    return new Set(logs.filter((l) => l.finishedAt).map((l) => l.lessonId));
  }

  /** Admin: one learner's log of a course, lesson by lesson. */
  rows(logs: LearnLogEntity[], lessons: { id: string; title: string; kind: 'video' | 'article'; duration: number }[]): LearnLogRow[] {
    const by = new Map(logs.map((l) => [l.lessonId, l]));
    return lessons.map((l) => {
      const log = by.get(l.id);
      const state = log ? this.toState(log, l.duration) : EMPTY_STATE;
      return {
        lesson_id: l.id,
        lesson_title: l.title,
        kind: l.kind,
        duration: l.duration,
        position: state.position,
        watched_ratio: state.watched_ratio,
        finished: state.finished,
        elapsed_seconds: state.elapsed_seconds,
        finished_at: log?.finishedAt?.toISOString() ?? null,
        updated_at: log?.updatedAt.toISOString() ?? '',
      };
    });
  }

  /** The per-day part of the log: really-watched seconds of this lesson today. */
  private async addWatchedDay(em: EntityManager, uid: string, lesson: LessonEntity, now: Date, seconds: number): Promise<void> {
    const repo = em.getRepository(LearnDayEntity);
    const day = chinaDay(now);
    const add = Math.max(0, Math.round(seconds));
    const updated = await repo.increment({ uid, lessonId: lesson.id, day }, 'watchedSeconds', add);
    if (!updated.affected) await repo.insert({ uid, lessonId: lesson.id, day, courseId: lesson.courseId, watchedSeconds: add });
  }

  private async loadForUpdate(em: EntityManager, uid: string, lesson: LessonEntity): Promise<LearnLogEntity> {
    const repo = em.getRepository(LearnLogEntity);
    const found = await repo.findOne({ where: { uid, lessonId: lesson.id }, ...forUpdate(em) });
    if (found) return found;
    // first beat of this lesson: create the row; a concurrent first beat loses the unique race and reads it
    try {
      await repo.insert({ uid, courseId: lesson.courseId, lessonId: lesson.id, position: 0, buckets: '', watchedBuckets: 0, elapsedSeconds: null, lastBeatAt: null, lastBeatPosition: 0, finishedAt: null });
    } catch {
      /* inserted by the other beat */
    }
    return repo.findOneOrFail({ where: { uid, lessonId: lesson.id } });
  }

  private toState(log: LearnLogEntity, duration: number): LearnState {
    return {
      position: log.position,
      watched_ratio: duration > 0 ? Math.round(watchedRatio(countWatched(log.buckets, duration), duration) * 1000) / 1000 : log.finishedAt ? 1 : 0,
      finished: log.finishedAt !== null,
      elapsed_seconds: log.elapsedSeconds,
    };
  }
}

/** Course progress from a user's logs of a course. */
export function progressOf(logs: LearnLogEntity[], lessons: Pick<LessonEntity, 'id' | 'title'>[]): CourseProgress {
  const ids = new Set(lessons.map((l) => l.id));
  const mine = logs.filter((l) => ids.has(l.lessonId));
  const finished = mine.filter((l) => l.finishedAt).length;
  const measured = mine.filter((l) => l.elapsedSeconds !== null);
  const last = mine.reduce<LearnLogEntity | null>((a, b) => (!a || b.updatedAt > a.updatedAt ? b : a), null);
  return {
    finished,
    total: lessons.length,
    percent: lessons.length ? Math.round((finished / lessons.length) * 100) : 0,
    elapsed_seconds: measured.length ? measured.reduce((s, l) => s + (l.elapsedSeconds ?? 0), 0) : null,
    last_lesson_id: last?.lessonId ?? '',
    last_lesson_title: last ? (lessons.find((l) => l.id === last.lessonId)?.title ?? '') : '',
    last_learned_at: last?.updatedAt.toISOString() ?? null,
  };
}
