import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, LessThanOrEqual, MoreThan } from 'typeorm';
import type { Page } from '../../../../types/api';
import { COURSE_MESSAGES, liveStateAt, type LiveEventView, type LiveLessonDetail, type LiveLessonView, type LiveListQuery, type LiveSubjectView, type LiveTopicView } from '../../../../types/course';
import { AppException } from '../../common/app-exception';
import { pageArgs } from '../../common/page.dto';
import type { Caller } from '../../common/request-context';
import { inTransaction } from '../../database/transaction';
import { PermitService } from '../commerce/permit.service';
import { LiveChannelEntity } from './entities/live-channel.entity';
import { LiveEventEntity } from './entities/live-event.entity';
import { LiveLessonEntity } from './entities/live-lesson.entity';
import { LiveSubjectEntity } from './entities/live-subject.entity';
import { LiveTopicEntity, LiveTopicVoteEntity } from './entities/live-topic.entity';

/**
 * Live lessons as learners see them (/service, /service/lesson/:id, /service/subject, 直播选题):
 * the schedule, the state at this moment (upcoming / live / replay), playback for those with access.
 */
@Injectable()
export class LiveService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly permits: PermitService,
  ) {}

  async subjects(): Promise<LiveSubjectView[]> {
    const rows = await this.ds.getRepository(LiveSubjectEntity).find({ order: { orderValue: 'ASC', id: 'ASC' } });
    const counts = (await this.ds.query('SELECT subject_id AS id, COUNT(*) AS n FROM live_lessons GROUP BY subject_id')) as { id: string | number; n: string | number }[];
    const by = new Map(counts.map((c) => [String(c.id), Number(c.n)]));
    return rows.map((s) => ({ id: s.id, title: s.title, description: s.description, course_id: s.courseId ?? '', order_value: s.orderValue, lesson_count: by.get(s.id) ?? 0 }));
  }

  async lessons(q: LiveListQuery, now = new Date()): Promise<Page<LiveLessonView>> {
    const { page_no, page_size, skip, take } = pageArgs(q);
    const where: Record<string, unknown> = {};
    if (q.subject_id) where.subjectId = q.subject_id;
    // upcoming includes what is live now; past is what has ended, newest first
    if (q.scope === 'upcoming') where.endAt = MoreThan(now);
    if (q.scope === 'past') where.endAt = LessThanOrEqual(now);
    const [rows, total] = await this.ds.getRepository(LiveLessonEntity).findAndCount({ where, order: { startAt: q.scope === 'past' ? 'DESC' : 'ASC', id: 'ASC' }, skip, take });
    return { list: await this.views(rows, now), total, page_no, page_size };
  }

  async detail(caller: Caller, id: string, now = new Date()): Promise<LiveLessonDetail> {
    const lesson = await this.lesson(id);
    const [view] = await this.views([lesson], now);
    const access = await this.mayWatch(caller, lesson);
    const channel = lesson.channelId ? await this.ds.getRepository(LiveChannelEntity).findOneBy({ id: lesson.channelId }) : null;
    const events = await this.ds.getRepository(LiveEventEntity).find({ where: { lessonId: lesson.id }, order: { id: 'DESC' }, take: 50 });
    return {
      ...view,
      access,
      live_url: access && view.state === 'live' && channel?.enabled ? channel.playUrl : '',
      events: events.map(eventView),
    };
  }

  async mayWatch(caller: Caller, lesson: LiveLessonEntity): Promise<boolean> {
    if (caller.admin) return true;
    const subject = await this.ds.getRepository(LiveSubjectEntity).findOneBy({ id: lesson.subjectId });
    if (!subject?.courseId) return true;
    return (await this.permits.courseAccess(caller.uid, subject.courseId)).granted;
  }

  async topics(caller: Caller, subjectId?: string): Promise<LiveTopicView[]> {
    const rows = await this.ds.getRepository(LiveTopicEntity).find({ where: subjectId ? { subjectId } : {}, order: { chosen: 'DESC', voteCount: 'DESC', id: 'ASC' } });
    const votes = rows.length ? await this.ds.getRepository(LiveTopicVoteEntity).find({ where: { uid: caller.uid, topicId: In(rows.map((r) => r.id)) } }) : [];
    const mine = new Set(votes.map((v) => v.topicId));
    return rows.map((t) => topicView(t, mine.has(t.id)));
  }

  /** One vote per person per topic; voting again takes it back. */
  async vote(caller: Caller, topicId: string): Promise<LiveTopicView> {
    return inTransaction(this.ds, async (em) => {
      const topic = /^\d{1,19}$/.test(topicId) ? await em.getRepository(LiveTopicEntity).findOneBy({ id: topicId }) : null;
      if (!topic) throw AppException.notFound(COURSE_MESSAGES.topicMissing);
      const votes = em.getRepository(LiveTopicVoteEntity);
      const had = await votes.findOneBy({ topicId, uid: caller.uid });
      if (had) {
        await votes.delete({ id: had.id });
        await em.getRepository(LiveTopicEntity).decrement({ id: topicId }, 'voteCount', 1);
      } else {
        await votes.insert({ topicId, uid: caller.uid });
        await em.getRepository(LiveTopicEntity).increment({ id: topicId }, 'voteCount', 1);
      }
      return topicView(await em.getRepository(LiveTopicEntity).findOneByOrFail({ id: topicId }), !had);
    });
  }

  async lesson(id: string): Promise<LiveLessonEntity> {
    const l = /^\d{1,19}$/.test(id) ? await this.ds.getRepository(LiveLessonEntity).findOneBy({ id }) : null;
    if (!l) throw AppException.notFound(COURSE_MESSAGES.liveMissing);
    return l;
  }

  async views(rows: LiveLessonEntity[], now = new Date()): Promise<LiveLessonView[]> {
    const subjects = rows.length ? await this.ds.getRepository(LiveSubjectEntity).findBy({ id: In([...new Set(rows.map((r) => r.subjectId))]) }) : [];
    const by = new Map(subjects.map((s) => [s.id, s]));
    return rows.map((r) => ({
      id: r.id,
      subject_id: r.subjectId,
      subject_title: by.get(r.subjectId)?.title ?? '',
      course_id: by.get(r.subjectId)?.courseId ?? '',
      title: r.title,
      description: r.description,
      teacher: r.teacher,
      start_at: r.startAt.toISOString(),
      end_at: r.endAt.toISOString(),
      state: liveStateAt(r.startAt.getTime(), r.endAt.getTime(), !!r.replayVideoId, now.getTime()),
      replay_video_id: r.replayVideoId ?? '',
    }));
  }
}

export function eventView(e: LiveEventEntity): LiveEventView {
  return { id: e.id, kind: e.kind, content: e.content, created_at: e.createdAt.toISOString() };
}

export function topicView(t: LiveTopicEntity, voted: boolean): LiveTopicView {
  return { id: t.id, subject_id: t.subjectId, title: t.title, description: t.description, vote_count: t.voteCount, voted, chosen: t.chosen };
}
