import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DirectUploadResponse } from '../../../../types/upload';
import { MESSAGES } from '../../../../types/validation';
import { AppException } from '../../common/app-exception';
import { LocalDiskStorage } from '../../providers/storage/local/local-disk.storage';
import type { DirectUploadCheck } from '../../providers/storage/local/local-sts';
import { LOCAL_FILE_PATH } from '../../providers/storage/local/url-signer';
import { isInlineSafe, keyFromPath } from '../../providers/storage/storage-keys';
import { STORAGE_PROVIDER, StorageProvider } from '../../providers/storage/storage.provider';
import { parseRange } from './http-range';
import { readSingleFile } from './multipart-file';
import { StorageService } from './storage.service';

/** The two routes only the local-disk adapter has: serving signed files and STS direct uploads. */
@Injectable()
export class LocalFileService {
  constructor(
    @Inject(STORAGE_PROVIDER) private readonly provider: StorageProvider,
    private readonly storage: StorageService,
  ) {}

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

  /** POST /api/v1/oss/upload: multipart form signed with STS credentials (fields first, `file` last). */
  async directUpload(req: FastifyRequest): Promise<DirectUploadResponse> {
    const local = this.local();
    const seen: { check?: DirectUploadCheck } = {};
    const file = await readSingleFile(req, {
      missing: '请选择要上传的文件',
      tooLarge: MESSAGES.fileTooLarge,
      beforeRead: (fields) => {
        const check = (seen.check = local.sts.check(fields));
        if (check.ok) return;
        if (check.reason === 'key') throw AppException.invalid([{ field: 'key', message: 'key 格式不正确' }]);
        throw AppException.forbidden(check.reason === 'prefix' ? MESSAGES.uploadKeyOutsidePrefix : MESSAGES.uploadCredentialInvalid);
      },
    });
    const check = seen.check;
    if (!check?.ok) throw AppException.forbidden(MESSAGES.uploadCredentialInvalid);
    await this.storage.put(check.key, file.bytes, file.mimetype, MESSAGES.uploadFailed);
    const head = await local.head(check.key);
    return { key: check.key, size: file.bytes.length, content_type: head?.contentType ?? 'application/octet-stream', ...this.storage.signedUrl(check.key) };
  }
}
