import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { ApiCode } from '../../../../types/api';
import type { SignedUrl, StsToken } from '../../../../types/upload';
import { MESSAGES } from '../../../../types/validation';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { isValidKey, userPrefix } from '../../providers/storage/storage-keys';
import { ObjectInfo, STORAGE_PROVIDER, StorageError, StorageProvider } from '../../providers/storage/storage.provider';

/** China Standard Time date (YYYYMMDD) for grouping keys by upload day. */
function cstDay(nowMs = Date.now()): string {
  return new Date(nowMs + 8 * 3600 * 1000).toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * The storage facade other features use: signed display URLs, ownership of URLs (e.g. the
 * profile's head image must be one of the user's own uploads), STS credentials and new keys.
 */
@Injectable()
export class StorageService {
  private readonly logger = new Logger('Storage');

  constructor(
    @Inject(STORAGE_PROVIDER) readonly provider: StorageProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Lifetime of display URLs (STORAGE_URL_TTL). */
  get urlTtlSeconds(): number {
    return this.config.storage.urlTtlSeconds;
  }

  /** A display URL for a key; sign again whenever a stored key is shown. */
  signedUrl(key: string, ttlSeconds = this.urlTtlSeconds): SignedUrl {
    const expires_at = (Math.floor(Date.now() / 1000) + ttlSeconds) * 1000;
    return { url: this.provider.signedUrl(key, ttlSeconds), expires_at };
  }

  /**
   * The key when `url` points into our storage (local file route or our bucket, signed or not)
   * and, when `uid` is given, lies under that user's upload prefix `u/<uid>/`; otherwise null.
   */
  ownsUrl(url: string, uid?: string): string | null {
    if (typeof url !== 'string' || url.length > 4096) return null;
    const key = this.provider.keyOfUrl(url);
    if (!key) return null;
    if (uid !== undefined && !key.startsWith(userPrefix(uid))) return null;
    return key;
  }

  /** Like ownsUrl, and the object must exist (what a profile update should check). */
  async ownedObject(url: string, uid: string): Promise<{ key: string; info: ObjectInfo } | null> {
    const key = this.ownsUrl(url, uid);
    if (!key) return null;
    const info = await this.guard(() => this.provider.head(key), MESSAGES.uploadFailed);
    return info ? { key, info } : null;
  }

  /** GET /v1/oss/sts: credentials that write only under the caller's own prefix. */
  async sts(caller: Caller, uid: string): Promise<StsToken> {
    if (uid !== caller.uid) throw AppException.forbidden();
    return this.guard(() => this.provider.stsFor(uid, userPrefix(uid), this.config.storage.stsTtlSeconds), MESSAGES.uploadCredentialFailed, ApiCode.UNAVAILABLE);
  }

  /** GET /v1/oss/url: a fresh URL for one of the caller's objects (admins: any object). */
  async resign(caller: Caller, key: string): Promise<SignedUrl> {
    if (!isValidKey(key)) throw AppException.invalid([{ field: 'key', message: 'key 格式不正确' }]);
    if (!caller.admin && !key.startsWith(userPrefix(caller.uid))) throw AppException.forbidden();
    const info = await this.guard(() => this.provider.head(key), MESSAGES.uploadFailed);
    if (!info) throw AppException.notFound('文件不存在');
    return this.signedUrl(key);
  }

  /** u/<uid>/<kind>/<YYYYMMDD>/<random>.<ext> */
  newKey(uid: string, kind: string, ext: string): string {
    return `${userPrefix(uid)}${kind}/${cstDay()}/${randomBytes(12).toString('hex')}.${ext}`;
  }

  /** Writes; a backend failure becomes `failMessage` (5000) and is logged with the backend's code. */
  put(key: string, bytes: Buffer, contentType: string, failMessage: string): Promise<void> {
    return this.guard(() => this.provider.put(key, bytes, contentType), failMessage);
  }

  /** Best effort cleanup: failures are logged, never thrown. */
  async deleteQuietly(key: string): Promise<void> {
    await this.provider.delete(key).catch((e) => this.logger.warn({ msg: 'storage delete failed', key, err: String(e) }));
  }

  private async guard<T>(op: () => Promise<T>, failMessage: string, code = ApiCode.SERVER): Promise<T> {
    try {
      return await op();
    } catch (e) {
      if (e instanceof AppException) throw e;
      this.logger.error({ msg: 'storage failure', adapter: this.provider.kind, code: (e as StorageError).code, err: String(e) });
      throw new AppException(code, failMessage);
    }
  }
}
