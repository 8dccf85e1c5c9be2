import { Readable } from 'node:stream';
import type { StsToken } from '../../../../../types/upload';
import type { S3Config } from '../../../config/storage-config';
import { assertValidKey, cleanContentType, encodeKeyPath, keyFromPath } from '../storage-keys';
import { ByteRange, ObjectInfo, ObjectStream, StorageError, StorageProvider, StoredObject } from '../storage.provider';
import { assumeRole, uploadPolicy } from './s3-sts';
import { xmlText } from './s3-xml';
import { Credentials, EMPTY_SHA256, presignUrl, sha256Hex, signHeaders } from './sigv4';

const TIMEOUT_MS = 30000;

/** S3-compatible object storage (AWS S3, MinIO, OSS/COS S3 endpoints) over its REST API with SigV4. */
export class S3Storage implements StorageProvider {
  readonly kind = 's3' as const;
  readonly bucket: string;
  readonly region: string;
  private readonly credentials: Credentials;

  constructor(
    private readonly cfg: S3Config,
    /** signing time; tests move it to make presigned URLs that are already expired */
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.bucket = cfg.bucket;
    this.region = cfg.region;
    this.credentials = { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey };
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, { body: bytes, headers: { 'content-type': cleanContentType(contentType) } });
    if (!res.ok) throw await this.failure(res);
    await res.arrayBuffer();
  }

  async get(key: string): Promise<StoredObject | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) return this.missing(res);
    if (!res.ok) throw await this.failure(res);
    const body = Buffer.from(await res.arrayBuffer());
    return { body, size: body.length, contentType: cleanContentType(res.headers.get('content-type') ?? undefined) };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    const res = await this.send('HEAD', key);
    if (res.status === 404) return null;
    // HEAD answers carry no XML body: name the failure by its status
    if (!res.ok) throw new StorageError(res.status === 403 ? 'AccessDenied' : `HTTP${res.status}`, `HEAD ${key}`, res.status);
    return { size: Number(res.headers.get('content-length') ?? 0), contentType: cleanContentType(res.headers.get('content-type') ?? undefined) };
  }

  async stream(key: string, range?: ByteRange): Promise<ObjectStream | null> {
    const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
    const res = await this.send('GET', key, { headers });
    if (res.status === 404) return this.missing(res);
    if (!res.ok) throw await this.failure(res);
    const total = range ? Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1]) : Number(res.headers.get('content-length'));
    return {
      body: Readable.fromWeb(res.body as never),
      size: total,
      contentType: cleanContentType(res.headers.get('content-type') ?? undefined),
      range: res.status === 206 ? range : undefined,
    };
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw await this.failure(res);
    await res.arrayBuffer();
  }

  signedUrl(key: string, ttlSeconds: number): string {
    return presignUrl({
      method: 'GET',
      url: this.objectUrl(key),
      region: this.region,
      service: 's3',
      credentials: this.credentials,
      date: this.clock(),
      expiresSeconds: ttlSeconds,
    });
  }

  async stsFor(uid: string, prefix: string, ttlSeconds: number): Promise<StsToken> {
    const c = await assumeRole(this.cfg, `codetrek-${uid}-${Date.now()}`, uploadPolicy(this.bucket, prefix), ttlSeconds);
    return {
      accessKeyId: c.accessKeyId,
      accessKeySecret: c.secretAccessKey,
      securityToken: c.sessionToken,
      expiration: c.expiration.toISOString(),
      provider: this.kind,
      bucket: this.bucket,
      region: this.region,
      prefix,
      endpoint: this.cfg.endpoint,
      pathStyle: this.cfg.pathStyle,
    };
  }

  /** Object URLs of our bucket in either addressing style, presigned or not. */
  keyOfUrl(url: string): string | null {
    let u: URL;
    let ep: URL;
    try {
      u = new URL(url);
      ep = new URL(this.cfg.endpoint);
    } catch {
      return null;
    }
    if (u.origin === ep.origin && u.pathname.startsWith(`/${this.bucket}/`)) return keyFromPath(u.pathname.slice(this.bucket.length + 2));
    if (u.protocol === ep.protocol && u.host === `${this.bucket}.${ep.host}`) return keyFromPath(u.pathname.slice(1));
    return null;
  }

  /** Used by tests and by callers that sign with other credentials (e.g. STS ones). */
  objectUrl(key: string): URL {
    assertValidKey(key);
    const ep = new URL(this.cfg.endpoint);
    if (this.cfg.pathStyle) return new URL(`${ep.origin}/${this.bucket}/${encodeKeyPath(key)}`);
    return new URL(`${ep.protocol}//${this.bucket}.${ep.host}/${encodeKeyPath(key)}`);
  }

  private async send(method: string, key: string, opts: { body?: Buffer; headers?: Record<string, string> } = {}): Promise<Response> {
    const url = this.objectUrl(key);
    const headers = signHeaders({
      method,
      url,
      headers: opts.headers ?? {},
      payloadHash: opts.body ? sha256Hex(opts.body) : EMPTY_SHA256,
      region: this.region,
      service: 's3',
      credentials: this.credentials,
      date: this.clock(),
    });
    try {
      return await fetch(url, { method, headers, body: opts.body ? new Uint8Array(opts.body) : undefined, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (e) {
      throw new StorageError('NetworkError', `${method} ${url.host}: ${(e as Error).message}`);
    }
  }

  /** 404 means "no such object" only when S3 says NoSuchKey; a missing bucket is a real failure. */
  private async missing(res: Response): Promise<null> {
    const xml = await res.text();
    const code = xmlText(xml, 'Code');
    if (code && code !== 'NoSuchKey') throw new StorageError(code, xmlText(xml, 'Message') ?? '', res.status);
    return null;
  }

  private async failure(res: Response): Promise<StorageError> {
    const xml = await res.text().catch(() => '');
    return new StorageError(xmlText(xml, 'Code') ?? `HTTP${res.status}`, xmlText(xml, 'Message') ?? res.statusText, res.status);
  }
}
