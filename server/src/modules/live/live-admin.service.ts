import { Injectable } from '@nestjs/common';
import { inTransaction } from '../../database/transaction';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiCode } from '../../../../types/api';
import { COURSE_MESSAGES, type LiveChannelView, type LiveEventKind, type LiveEventView, type LiveLessonView, type LiveSubjectView, type LiveTopicView } from '../../../../types/course';
import { AppException } from '../../common/app-exception';
import { CourseEntity } from '../course/entities/course.entity';
import { VideoEntity } from '../course/entities/video.entity';
import { LiveChannelEntity } from './entities/live-channel.entity';
import { LiveEventEntity } from './entities/live-event.entity';
import { LiveLessonEntity } from './entities/live-lesson.entity';
import { LiveSubjectEntity } from './entities/live-subject.entity';
import { LiveTopicEntity, LiveTopicVoteEntity } from './entities/live-topic.entity';
import { eventView, LiveService, topicView } from './live.service';

export interface SubjectInput { id?: string; title: string; description?: string; course_id?: string; order_value?: number }
export interface LessonInput { id?: string; subject_id: string; title: string; description?: string; teacher?: string; start_at: string; end_at: string; channel_id?: string; replay_video_id?: string }
export interface ChannelInput { id?: string; name: string; push_url?: string; play_url?: string; enabled: boolean }
export interface TopicInput { id?: string; subject_id: string; title: string; description?: string; chosen: boolean }

/** The console's live subjects, lessons (schedule, channel, replay), channels, events and topics. */
@Injectable()
export class LiveAdminService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly live: LiveService,
  ) {}

  async saveSubject(dto: SubjectInput): Promise<LiveSubjectView[]> {
    if (dto.course_id && !(await this.ds.getRepository(CourseEntity).existsBy({ id: dto.course_id }))) throw AppException.invalid([{ field: 'course_id', message: COURSE_MESSAGES.courseMissing }]);
    const row = { title: dto.title.trim(), description: (dto.description ?? '').trim(), courseId: dto.course_id || null, orderValue: dto.order_value ?? 0 };
    await this.upsert(LiveSubjectEntity, dto.id, row, COURSE_MESSAGES.subjectMissing);
    return this.live.subjects();
  }

  async deleteSubject(id: string): Promise<LiveSubjectView[]> {
    if (await this.ds.getRepository(LiveLessonEntity).existsBy({ subjectId: id })) throw new AppException(ApiCode.CONFLICT, COURSE_MESSAGES.groupNotEmpty);
    await this.remove(LiveSubjectEntity, id, COURSE_MESSAGES.subjectMissing);
    return this.live.subjects();
  }

  async saveLesson(dto: LessonInput): Promise<LiveLessonView> {
    const start = new Date(dto.start_at);
    const end = new Date(dto.end_at);
    if (!(end > start)) throw AppException.invalid([{ field: 'end_at', message: COURSE_MESSAGES.timeInvalid }]);
    if (!(await this.ds.getRepository(LiveSubjectEntity).existsBy({ id: dto.subject_id }))) throw AppException.invalid([{ field: 'subject_id', message: COURSE_MESSAGES.subjectMissing }]);
    if (dto.channel_id && !(await this.ds.getRepository(LiveChannelEntity).existsBy({ id: dto.channel_id }))) throw AppException.invalid([{ field: 'channel_id', message: COURSE_MESSAGES.channelMissing }]);
    if (dto.replay_video_id && !(await this.ds.getRepository(VideoEntity).existsBy({ id: dto.replay_video_id }))) throw AppException.invalid([{ field: 'replay_video_id', message: COURSE_MESSAGES.videoMissing }]);
    const row = {
      subjectId: dto.subject_id,
      title: dto.title.trim(),
      description: (dto.description ?? '').trim(),
      teacher: (dto.teacher ?? '').trim(),
      startAt: start,
      endAt: end,
      channelId: dto.channel_id || null,
      replayVideoId: dto.replay_video_id || null,
    };
    const id = await this.upsert(LiveLessonEntity, dto.id, row, COURSE_MESSAGES.liveMissing);
    return (await this.live.views([await this.live.lesson(id)]))[0];
  }

  async deleteLesson(id: string): Promise<null> {
    await this.live.lesson(id);
    await inTransaction(this.ds, async (em) => {
      await em.getRepository(LiveEventEntity).delete({ lessonId: id });
      await em.getRepository(LiveLessonEntity).delete({ id });
    });
    return null;
  }

  async channels(): Promise<LiveChannelView[]> {
    const rows = await this.ds.getRepository(LiveChannelEntity).find({ order: { id: 'ASC' } });
    return rows.map((c) => ({ id: c.id, name: c.name, push_url: c.pushUrl, play_url: c.playUrl, enabled: c.enabled }));
  }

  async saveChannel(dto: ChannelInput): Promise<LiveChannelView[]> {
    await this.upsert(LiveChannelEntity, dto.id, { name: dto.name.trim(), pushUrl: (dto.push_url ?? '').trim(), playUrl: (dto.play_url ?? '').trim(), enabled: dto.enabled }, COURSE_MESSAGES.channelMissing);
    return this.channels();
  }

  async deleteChannel(id: string): Promise<LiveChannelView[]> {
    if (await this.ds.getRepository(LiveLessonEntity).existsBy({ channelId: id })) throw new AppException(ApiCode.CONFLICT, '频道正被直播课使用');
    await this.remove(LiveChannelEntity, id, COURSE_MESSAGES.channelMissing);
    return this.channels();
  }

  async events(lessonId: string): Promise<LiveEventView[]> {
    await this.live.lesson(lessonId);
    const rows = await this.ds.getRepository(LiveEventEntity).find({ where: { lessonId }, order: { id: 'DESC' } });
    return rows.map(eventView);
  }

  async addEvent(lessonId: string, kind: LiveEventKind, content: string): Promise<LiveEventView[]> {
    await this.live.lesson(lessonId);
    await this.ds.getRepository(LiveEventEntity).insert({ lessonId, kind, content: content.trim() });
    return this.events(lessonId);
  }

  async deleteEvent(id: string): Promise<null> {
    await this.remove(LiveEventEntity, id, '事件不存在');
    return null;
  }

  async topics(subjectId?: string): Promise<LiveTopicView[]> {
    const rows = await this.ds.getRepository(LiveTopicEntity).find({ where: subjectId ? { subjectId } : {}, order: { voteCount: 'DESC', id: 'ASC' } });
    return rows.map((t) => topicView(t, false));
  }

  async saveTopic(dto: TopicInput): Promise<LiveTopicView[]> {
    if (!(await this.ds.getRepository(LiveSubjectEntity).existsBy({ id: dto.subject_id }))) throw AppException.invalid([{ field: 'subject_id', message: COURSE_MESSAGES.subjectMissing }]);
    await this.upsert(LiveTopicEntity, dto.id, { subjectId: dto.subject_id, title: dto.title.trim(), description: (dto.description ?? '').trim(), chosen: dto.chosen }, COURSE_MESSAGES.topicMissing);
    return this.topics();
  }

  async deleteTopic(id: string): Promise<LiveTopicView[]> {
    await inTransaction(this.ds, async (em) => {
      await em.getRepository(LiveTopicVoteEntity).delete({ topicId: id });
      const res = await em.getRepository(LiveTopicEntity).delete({ id });
      if (!res.affected) throw AppException.notFound(COURSE_MESSAGES.topicMissing);
    });
    return this.topics();
  }

  private async upsert<T extends { id: string }>(entity: new () => T, id: string | undefined, row: Partial<T>, missing: string): Promise<string> {
    const repo = this.ds.getRepository<T>(entity);
    if (id) {
      const res = await repo.update(id, row as never);
      if (!res.affected) throw AppException.notFound(missing);
      return id;
    }
    return (await repo.save(repo.create(row as T))).id;
  }

  private async remove<T extends { id: string }>(entity: new () => T, id: string, missing: string): Promise<void> {
    const res = await this.ds.getRepository<T>(entity).delete(id);
    if (!res.affected) throw AppException.notFound(missing);
  }
}
