import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { ApiCode } from '../../../../types/api';
import type { DirectUploadResponse } from '../../../../types/upload';
import { LIMITS, MESSAGES } from '../../../../types/validation';
import { AppException } from '../../common/app-exception';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { LocalDiskStorage } from '../../providers/storage/local/local-disk.storage';
import { LOCAL_FILE_PATH } from '../../providers/storage/local/url-signer';
import { isInlineSafe, keyFromPath } from '../../providers/storage/storage-keys';
import { STORAGE_PROVIDER, StorageError, StorageProvider } from '../../providers/storage/storage.provider';
import { parseRange } from './http-range';
import { consumeSingleFile, tooLarge, UPLOAD_INTERRUPTED } from './multipart-file';
import { StorageService } from './storage.service';
import { UserEntity } from '../user/entities/user.entity';

/** Videos of the admin's library: `u/<uid>/video/...` with a video extension. */
const VIDEO_KEY_RE = /^u\/[^/]+\/video\/.+\.(mp4|webm|m3u8|ts)$/i;
/** room for the form fields and part headers around the file in a declared Content-Length */
const FORM_OVERHEAD = 64 * 1024;

export function sizeLabel(bytes: number): string {
  const units: [number, string][] = [
    [1024 ** 3, 'GB'],
    [1024 ** 2, 'MB'],
    [1024, 'KB'],
  ];
  for (const [n, unit] of units) if (bytes >= n) return `${Math.round((bytes / n) * 10) / 10}${unit}`;
  return `${bytes}B`;
}

/** The two routes only the local-disk adapter has: serving signed files and STS direct uploads. */
@Injectable()
export class LocalFileService {
  constructor(
    @Inject(STORAGE_PROVIDER) private readonly provider: StorageProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: StorageService,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  /**
   * The most a direct upload may write to `key`, and the message when it is more. Only the video
   * library's uploaders (admins) may write large videos: a learner's credentials stay at 10 MB.
   */
  limitFor(key: string, byAdmin = false): { max: number; message: string } {
    if (!byAdmin || !VIDEO_KEY_RE.test(key)) return { max: LIMITS.imageBytes, message: MESSAGES.fileTooLarge };
    const max = this.config.storage.videoMaxBytes;
    return { max, message: `视频文件过大（大于${sizeLabel(max)}）` };
  }

  /** read here, not through UserRepository: the user module imports this one (head images) */
  private async isAdmin(uid: string): Promise<boolean> {
    const user = await this.ds.getRepository(UserEntity).findOne({ where: { uid }, select: { uid: true, isAdmin: true } });
    return user?.isAdmin === true;
  }

  private local(): LocalDiskStorage {
    // with S3 the URLs and credentials point at the bucket itself: these routes do not exist
    if (!(this.provider instanceof LocalDiskStorage)) throw AppException.notFound();
    return this.provider;
  }

  /** GET /api/v1/oss/file/<key>?expires=&sig= with Range support. */
  async serve(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const local = this.local();
    const [path, search = ''] = req.url.split('?', 2);
    const key = path.startsWith(LOCAL_FILE_PATH) ? keyFromPath(path.slice(LOCAL_FILE_PATH.length)) : null;
    if (!key) throw AppException.notFound('文件不存在');
    const q = new URLSearchParams(search);
    if (local.signer.check(key, q.get('expires') ?? undefined, q.get('sig') ?? undefined) !== 'ok') {
      throw AppException.forbidden(MESSAGES.fileLinkInvalid);
    }
    const info = await local.head(key);
    if (!info) throw AppException.notFound('文件不存在');
    const rangeHeader = typeof req.headers.range === 'string' ? req.headers.range : undefined;
    const range = parseRange(rangeHeader, info.size);
    if (range === 'unsatisfiable') {
      void reply.status(416).header('content-range', `bytes */${info.size}`).header('accept-ranges', 'bytes').send();
      return;
    }
    const obj = await local.stream(key, range ?? undefined);
    if (!obj) throw AppException.notFound('文件不存在');
    const remaining = Math.max(0, Number(q.get('expires')) - Math.floor(Date.now() / 1000));
    reply
      .header('content-type', obj.contentType)
      .header('accept-ranges', 'bytes')
      .header('cache-control', `private, max-age=${Math.min(remaining, 86400)}`)
      .header('x-content-type-options', 'nosniff')
      // uploaded content is never a document of our origin: no script, no forms, no plugins
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'cross-origin');
    if (!isInlineSafe(obj.contentType)) reply.header('content-disposition', 'attachment');
    if (range) {
      reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`).header('content-length', String(range.end - range.start + 1));
    } else {
      reply.status(200).header('content-length', String(info.size));
    }
    await reply.send(obj.body);
  }

  /**
   * POST /api/v1/oss/upload: multipart form signed with STS credentials (fields first, `file`
   * last). The file streams to a temporary file and is renamed into place once complete; videos
   * may be up to STORAGE_VIDEO_MAX_BYTES, other files 10 MB. Over the limit (declared or counted)
   * → 413; a body cut short → 400 (or no answer when the client is gone); nothing is left behind.
   */
  async directUpload(req: FastifyRequest): Promise<DirectUploadResponse> {
    const local = this.local();
    const declared = Number(req.headers['content-length'] ?? NaN);
    let limit = this.limitFor('');
    let key = '';
    const size = await consumeSingleFile(
      req,
      {
        missing: '请选择要上传的文件',
        tooLarge: MESSAGES.fileTooLarge,
        interrupted: UPLOAD_INTERRUPTED,
        fileSize: Math.max(this.config.storage.videoMaxBytes, LIMITS.imageBytes) + 1,
        beforeRead: async (fields) => {
          const check = local.sts.check(fields);
          if (!check.ok) {
            if (check.reason === 'key') throw AppException.invalid([{ field: 'key', message: 'key 格式不正确' }]);
            throw AppException.forbidden(check.reason === 'prefix' ? MESSAGES.uploadKeyOutsidePrefix : MESSAGES.uploadCredentialInvalid);
          }
          key = check.key;
          limit = this.limitFor(key, VIDEO_KEY_RE.test(key) && (await this.isAdmin(check.uid)));
          // a declared length beyond the limit is refused before a byte of the file is read
          if (declared > limit.max + FORM_OVERHEAD) throw tooLarge(limit.message);
        },
      },
      async (part) => {
        try {
          return await local.putStream(key, part.file, part.mimetype, limit.max);
        } catch (e) {
          if (e instanceof StorageError && e.code === 'TooLarge') throw tooLarge(limit.message);
          if (!(e instanceof StorageError)) throw e;
          new Logger('Storage').error({ msg: 'direct upload write failed', key, code: e.code, err: String(e) });
          throw new AppException(ApiCode.SERVER, MESSAGES.uploadFailed);
        }
      },
    );
    const head = await local.head(key);
    return { key, size, content_type: head?.contentType ?? 'application/octet-stream', ...this.storage.signedUrl(key) };
  }
}
