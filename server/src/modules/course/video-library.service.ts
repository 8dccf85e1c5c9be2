import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import type { Page } from '../../../../types/api';
import { ApiCode } from '../../../../types/api';
import { COURSE_MESSAGES, HLS_CONTENT_TYPES, VIDEO_CONTENT_TYPES, type VideoGroupRow, type VideoRow, type VideoSaveRequest } from '../../../../types/course';
import { AppException } from '../../common/app-exception';
import { adminPage } from '../../common/admin-list/admin-list';
import type { Caller } from '../../common/request-context';
import { isValidKey, userPrefix } from '../../providers/storage/storage-keys';
import { LiveLessonEntity } from '../live/entities/live-lesson.entity';
import { StorageService } from '../storage/storage.service';
import { VIDEO_LIST, type VideoListDto } from './dto/course-admin-list.dto';
import { LessonEntity } from './entities/lesson.entity';
import { VideoGroupEntity } from './entities/video-group.entity';
import { VideoEntity } from './entities/video.entity';

const flag = (v: boolean | number | undefined) => v === true || v === 1;
const byExt: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', m3u8: 'application/vnd.apple.mpegurl' };

/**
 * The admin video library. Files go straight to storage with the admin's STS credentials
 * (GET /v1/oss/sts, a progress bar in the browser); saving registers the uploaded object after
 * checking it exists, lies under the admin's own prefix and is a video.
 */
@Injectable()
export class VideoLibraryService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly storage: StorageService,
  ) {}

  async list(q: VideoListDto): Promise<Page<VideoRow>> {
    const page = await adminPage(this.ds.getRepository(VideoEntity).createQueryBuilder('v'), VIDEO_LIST, q, (v) => v);
    return { ...page, list: await this.views(page.list) };
  }

  async save(caller: Caller, dto: VideoSaveRequest): Promise<VideoRow> {
    const repo = this.ds.getRepository(VideoEntity);
    const existing = dto.video_id ? await repo.findOneBy({ id: dto.video_id }) : null;
    if (dto.video_id && !existing) throw AppException.notFound(COURSE_MESSAGES.videoMissing);
    if (dto.group_id && !(await this.ds.getRepository(VideoGroupEntity).existsBy({ id: dto.group_id }))) {
      throw AppException.invalid([{ field: 'group_id', message: '视频分组不存在' }]);
    }
    const key = (dto.key ?? '').trim();
    const hlsKey = (dto.hls_key ?? '').trim();
    const patch: Partial<VideoEntity> = { title: dto.title.trim(), groupId: dto.group_id || null, duration: Math.round(dto.duration), isPublic: flag(dto.public) };
    // a changed file is checked again; an unchanged one was checked when it was registered
    if (key !== (existing?.key ?? '')) Object.assign(patch, await this.checkObject(caller, key, 'key', VIDEO_CONTENT_TYPES));
    if (hlsKey !== (existing?.hlsKey ?? '')) {
      await this.checkObject(caller, hlsKey, 'hls_key', HLS_CONTENT_TYPES);
      patch.hlsKey = hlsKey;
    }
    if (!(existing?.key || patch.key) && !(existing?.hlsKey || hlsKey)) throw AppException.invalid([{ field: 'key', message: COURSE_MESSAGES.videoKeyInvalid }]);
    let id = existing?.id;
    if (id) await repo.update({ id }, patch);
    else id = (await repo.save(repo.create({ ...patch, uploaderUid: caller.uid }))).id;
    return (await this.views([await repo.findOneByOrFail({ id })]))[0];
  }

  /** '' passes (no file); otherwise the object must be the caller's upload and a video. */
  private async checkObject(caller: Caller, key: string, field: string, types: readonly string[]): Promise<Partial<VideoEntity>> {
    if (!key) return { key: '', size: 0, contentType: '' };
    if (!isValidKey(key) || !key.startsWith(userPrefix(caller.uid))) throw AppException.invalid([{ field, message: COURSE_MESSAGES.videoKeyInvalid }]);
    const info = await this.storage.provider.head(key);
    if (!info) throw AppException.invalid([{ field, message: COURSE_MESSAGES.videoObjectMissing }]);
    // browsers may declare video/x-matroska or octet-stream for a webm: the extension decides then
    const type = types.includes(info.contentType) ? info.contentType : byExt[key.split('.').pop()!.toLowerCase()];
    if (!type || !types.includes(type)) throw AppException.invalid([{ field, message: COURSE_MESSAGES.videoTypeInvalid }]);
    return { key, size: info.size, contentType: type };
  }

  async remove(videoId: string): Promise<null> {
    const video = await this.ds.getRepository(VideoEntity).findOneBy({ id: videoId });
    if (!video) throw AppException.notFound(COURSE_MESSAGES.videoMissing);
    const used = (await this.ds.getRepository(LessonEntity).countBy({ videoId })) + (await this.ds.getRepository(LiveLessonEntity).countBy({ replayVideoId: videoId }));
    if (used) throw new AppException(ApiCode.CONFLICT, '视频正在被课时或直播回放使用，不能删除');
    await this.ds.getRepository(VideoEntity).delete({ id: videoId });
    if (video.key) await this.storage.deleteQuietly(video.key);
    return null;
  }

  async groups(): Promise<VideoGroupRow[]> {
    const rows = await this.ds.getRepository(VideoGroupEntity).find({ order: { orderValue: 'ASC', id: 'ASC' } });
    const counts = (await this.ds.query('SELECT group_id AS id, COUNT(*) AS n FROM videos GROUP BY group_id')) as { id: string | number | null; n: string | number }[];
    const by = new Map(counts.map((c) => [String(c.id), Number(c.n)]));
    return rows.map((r) => ({ id: r.id, name: r.name, order_value: r.orderValue, video_count: by.get(r.id) ?? 0 }));
  }

  async saveGroup(dto: { id?: string; name: string; order_value?: number }): Promise<VideoGroupRow[]> {
    const repo = this.ds.getRepository(VideoGroupEntity);
    const row = { name: dto.name.trim(), orderValue: dto.order_value ?? 0 };
    if (dto.id) {
      const res = await repo.update({ id: dto.id }, row);
      if (!res.affected) throw AppException.notFound('视频分组不存在');
    } else await repo.insert(row);
    return this.groups();
  }

  async deleteGroup(id: string): Promise<VideoGroupRow[]> {
    if (await this.ds.getRepository(VideoEntity).existsBy({ groupId: id })) throw new AppException(ApiCode.CONFLICT, COURSE_MESSAGES.groupNotEmpty);
    const res = await this.ds.getRepository(VideoGroupEntity).delete({ id });
    if (!res.affected) throw AppException.notFound('视频分组不存在');
    return this.groups();
  }

  private async views(rows: VideoEntity[]): Promise<VideoRow[]> {
    const ids = rows.map((r) => r.id);
    const lessons = ids.length ? await this.ds.getRepository(LessonEntity).find({ where: { videoId: In(ids) }, select: { id: true, videoId: true } }) : [];
    return rows.map((r) => ({
      video_id: r.id,
      group_id: r.groupId ?? '',
      title: r.title,
      key: r.key,
      hls_key: r.hlsKey,
      size: r.size,
      content_type: r.contentType,
      duration: r.duration,
      public: r.isPublic,
      used_by: lessons.filter((l) => l.videoId === r.id).length,
      created_at: r.createdAt.toISOString(),
    }));
  }
}
