import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { hkdfSync, randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import type { StsToken } from '../../../../../types/upload';
import type { StorageConfig } from '../../../config/storage-config';
import { assertValidKey, cleanContentType, encodeKeyPath, keyFromPath } from '../storage-keys';
import { ByteRange, ObjectInfo, ObjectStream, StorageError, StorageProvider, StoredObject } from '../storage.provider';
import { LocalSts } from './local-sts';
import { LOCAL_FILE_PATH, LOCAL_UPLOAD_PATH, UrlSigner } from './url-signer';

interface Meta {
  contentType: string;
}

function derive(secret: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32));
}

/**
 * Files under STORAGE_DIR, served by GET /api/v1/oss/file/<key> with a signed, expiring query.
 * The content type of each object sits in a sidecar under `.meta/` (keys cannot start with a dot).
 */
export class LocalDiskStorage implements StorageProvider {
  readonly kind = 'local' as const;
  readonly bucket = 'local';
  readonly region = 'local';
  readonly signer: UrlSigner;
  readonly sts: LocalSts;
  private readonly root: string;
  private readonly base: string;

  constructor(config: StorageConfig, secret: Buffer) {
    this.root = resolve(config.dir);
    this.base = config.publicUrl ?? '';
    this.signer = new UrlSigner(derive(secret, 'codetrek-storage-url-v1'));
    this.sts = new LocalSts(derive(secret, 'codetrek-storage-sts-v1'));
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.putStream(key, Readable.from([bytes]), contentType, Number.MAX_SAFE_INTEGER);
  }

  /**
   * Writes a stream to a temporary file under `.tmp/`, counting bytes as they pass, and renames
   * it into place only when the whole stream arrived within `maxBytes`: readers never see half a
   * file, and an aborted or oversized upload leaves nothing behind (StorageError 'TooLarge' with
   * status 413, or the stream's own error). Memory stays at a few chunks whatever the size.
   */
  async putStream(key: string, source: Readable, contentType: string, maxBytes: number): Promise<number> {
    const file = this.fileOf(key);
    const meta: Meta = { contentType: cleanContentType(contentType) };
    const tmp = join(this.root, '.tmp', randomBytes(12).toString('hex'));
    let size = 0;
    // an error of the source (client gone, malformed body) goes back to the caller as it is
    let sourceError: unknown;
    source.once('error', (e) => (sourceError = e));
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done(size > maxBytes ? new StorageError('TooLarge', `more than ${maxBytes} bytes`, 413) : null, chunk);
      },
    });
    try {
      await mkdir(dirname(tmp), { recursive: true });
      await pipeline(source, counter, createWriteStream(tmp, { flags: 'wx' }));
      await mkdir(dirname(file), { recursive: true });
      await mkdir(dirname(this.metaOf(key)), { recursive: true });
      await writeFile(this.metaOf(key), JSON.stringify(meta));
      await rename(tmp, file);
      return size;
    } catch (e) {
      await rm(tmp, { force: true }).catch(() => undefined);
      if (e instanceof StorageError) throw e;
      if (sourceError) throw sourceError;
      throw new StorageError('WriteFailed', (e as Error).message);
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const info = await this.head(key);
    if (!info) return null;
    const body = await readFile(this.fileOf(key));
    return { ...info, body, size: body.length };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const file = this.fileOf(key);
    const st = await stat(file).catch(() => null);
    if (!st?.isFile()) return null;
    const meta = await readFile(this.metaOf(key), 'utf8')
      .then((t) => JSON.parse(t) as Meta)
      .catch(() => ({ contentType: 'application/octet-stream' }));
    return { size: st.size, contentType: cleanContentType(meta.contentType) };
  }

  async stream(key: string, range?: ByteRange): Promise<ObjectStream | null> {
    const info = await this.head(key);
    if (!info) return null;
    if (range && (range.start < 0 || range.end < range.start || range.end >= info.size)) {
      throw new StorageError('InvalidRange', `range ${range.start}-${range.end} outside 0-${info.size - 1}`, 416);
    }
    const body = createReadStream(this.fileOf(key), range ? { start: range.start, end: range.end } : {});
    return { ...info, body, range };
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
    await rm(this.metaOf(key), { force: true });
  }

  signedUrl(key: string, ttlSeconds: number): string {
    assertValidKey(key);
    const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
    return `${this.base}${LOCAL_FILE_PATH}${encodeKeyPath(key)}?expires=${expires}&sig=${this.signer.sign(key, expires)}`;
  }

  async stsFor(uid: string, prefix: string, ttlSeconds: number): Promise<StsToken> {
    const c = this.sts.issue(uid, prefix, ttlSeconds);
    return {
      accessKeyId: c.accessKeyId,
      accessKeySecret: c.accessKeySecret,
      securityToken: c.securityToken,
      expiration: new Date(c.expiresAt).toISOString(),
      provider: this.kind,
      bucket: this.bucket,
      region: this.region,
      prefix,
      endpoint: `${this.base}${LOCAL_UPLOAD_PATH}`,
    };
  }

  /** Our URLs: the file route, relative or on STORAGE_PUBLIC_URL's origin, signed or not. */
  keyOfUrl(url: string): string | null {
    let u: URL;
    try {
      u = new URL(url, 'relative:/');
    } catch {
      return null;
    }
    if (u.protocol !== 'relative:') {
      if (!this.base || u.origin !== new URL(this.base).origin) return null;
    } else if (!url.startsWith('/') || url.startsWith('//') || u.host !== '') {
      // protocol-relative "//host/..." names another origin
      return null;
    }
    if (!u.pathname.startsWith(LOCAL_FILE_PATH)) return null;
    return keyFromPath(u.pathname.slice(LOCAL_FILE_PATH.length));
  }

  /** The file of a key, proven to lie inside the root (keys are validated; this is the backstop). */
  private fileOf(key: string): string {
    assertValidKey(key);
    const file = resolve(this.root, key);
    if (!file.startsWith(this.root + sep)) throw new StorageError('InvalidKey', 'key escapes the storage root');
    return file;
  }

  private metaOf(key: string): string {
    return join(this.root, '.meta', `${this.fileOf(key).slice(this.root.length + 1)}.json`);
  }
}
