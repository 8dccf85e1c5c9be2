import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { COURSE_MESSAGES, PLAY_URL_TTL_SECONDS, type PlayInfo } from '../../../../types/course';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PermitService } from '../commerce/permit.service';
import { LiveLessonEntity } from '../live/entities/live-lesson.entity';
import { LiveSubjectEntity } from '../live/entities/live-subject.entity';
import { StorageService } from '../storage/storage.service';
import { CourseEntity } from './entities/course.entity';
import { LessonEntity } from './entities/lesson.entity';
import { VideoEntity } from './entities/video.entity';

/** Public path of the signed HLS playlist (segment URLs are signed as the playlist is served). */
export const HLS_PATH = '/api/v1/video/hls';
const HLS_URI_RE = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;

/**
 * Who may play a video (GET /v1/video/playinfo): public intro videos to anyone; otherwise a
 * signed-in caller with access to a course that uses it (or a free-preview lesson of it, or a live
 * replay of a subject they may watch). Play URLs are signed and expire.
 */
@Injectable()
export class VideoAccessService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: StorageService,
    private readonly permits: PermitService,
  ) {}

  async playinfo(caller: Caller | undefined, videoId: string): Promise<PlayInfo> {
    const video = /^\d{1,19}$/.test(videoId) ? await this.ds.getRepository(VideoEntity).findOneBy({ id: videoId }) : null;
    if (!video) throw AppException.notFound(COURSE_MESSAGES.videoMissing);
    if (!(await this.mayPlay(caller, video))) {
      if (!caller) throw AppException.unauthorized();
      throw AppException.forbidden(COURSE_MESSAGES.videoForbidden);
    }
    const expires = Math.floor(Date.now() / 1000) + PLAY_URL_TTL_SECONDS;
    return {
      video_id: video.id,
      title: video.title,
      duration: video.duration,
      content_type: video.contentType,
      play_url: video.key ? this.storage.signedUrl(video.key, PLAY_URL_TTL_SECONDS).url : '',
      hls_url: video.hlsKey ? `${HLS_PATH}?video_id=${video.id}&expires=${expires}&sig=${this.hlsSig(video.id, expires)}` : '',
      expires_at: expires * 1000,
    };
  }

  async mayPlay(caller: Caller | undefined, video: VideoEntity): Promise<boolean> {
    if (video.isPublic || caller?.admin) return true;
    if (!caller) return false;
    const lessons = await this.ds.getRepository(LessonEntity).find({ where: { videoId: video.id, published: true } });
    const courses = lessons.length ? await this.ds.getRepository(CourseEntity).find({ where: { id: In([...new Set(lessons.map((l) => l.courseId))]), published: true } }) : [];
    const live = new Set(courses.map((c) => c.id));
    if (lessons.some((l) => l.freePreview && live.has(l.courseId))) return true;
    for (const c of courses) {
      if (!(await this.permits.courseAccess(caller.uid, c.id)).granted) continue;
      // a camp lesson's video plays only once its gate is open for this learner
      const mine = lessons.filter((l) => l.courseId === c.id);
      for (const l of mine) {
        const lock = await this.permits.contentLock(caller.uid, 'lesson', l.id);
        if (!lock || !('locked' in lock)) return true;
      }
    }
    // a live lesson's replay: open to signed-in users, or to the course's learners for a course's subject
    const replays = await this.ds.getRepository(LiveLessonEntity).find({ where: { replayVideoId: video.id } });
    for (const r of replays) {
      const subject = await this.ds.getRepository(LiveSubjectEntity).findOneBy({ id: r.subjectId });
      if (!subject?.courseId || (await this.permits.courseAccess(caller.uid, subject.courseId)).granted) return true;
    }
    return false;
  }

  /**
   * The HLS playlist with each segment URI replaced by a signed URL of that segment (segments sit
   * next to the playlist in storage). The playlist link itself carries its own signature.
   */
  async hlsPlaylist(videoId: string, expires: string, sig: string): Promise<string> {
    const exp = /^\d{1,12}$/.test(expires) ? Number(expires) : 0;
    const want = /^\d{1,19}$/.test(videoId) && exp ? Buffer.from(this.hlsSig(videoId, exp)) : null;
    const got = Buffer.from(sig ?? '');
    if (!want || want.length !== got.length || !timingSafeEqual(want, got)) throw AppException.forbidden('播放链接无效');
    const ttl = exp - Math.floor(Date.now() / 1000);
    if (ttl <= 0) throw AppException.forbidden('播放链接已过期，请刷新页面');
    const video = await this.ds.getRepository(VideoEntity).findOneBy({ id: videoId });
    if (!video?.hlsKey) throw AppException.notFound(COURSE_MESSAGES.videoMissing);
    const obj = await this.storage.provider.get(video.hlsKey);
    if (!obj) throw AppException.notFound(COURSE_MESSAGES.videoMissing);
    const dir = video.hlsKey.slice(0, video.hlsKey.lastIndexOf('/') + 1);
    return obj.body
      .toString('utf8')
      .split(/\r?\n/)
      .map((line) => {
        const uri = line.trim();
        if (!uri || uri.startsWith('#')) return line;
        // only plain sibling names: a playlist may not point anywhere else in storage
        return HLS_URI_RE.test(uri) ? this.storage.signedUrl(dir + uri, ttl).url : '#invalid-segment';
      })
      .join('\n');
  }

  private hlsSig(videoId: string, expires: number): string {
    return createHmac('sha256', this.config.secret).update(`hls\n${videoId}\n${expires}`).digest('base64url');
  }
}
