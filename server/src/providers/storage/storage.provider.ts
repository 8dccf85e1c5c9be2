import type { Readable } from 'node:stream';
import type { StsToken } from '../../../../types/upload';

/** What a backend knows about a stored object. */
export interface ObjectInfo {
  size: number;
  contentType: string;
}

export interface StoredObject extends ObjectInfo {
  body: Buffer;
}

/** A byte range, both ends inclusive (as in HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectStream extends ObjectInfo {
  body: Readable;
  /** the range served, when one was asked for */
  range?: ByteRange;
}

/**
 * Object storage (DESIGN §1 providers): local disk by default, S3-compatible in production.
 * Keys are validated by every adapter (see storage-keys.ts); a bad key is a StorageError('InvalidKey').
 */
export interface StorageProvider {
  readonly kind: StsToken['provider'];
  readonly bucket: string;
  readonly region: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when the object does not exist */
  get(key: string): Promise<StoredObject | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** null when the object does not exist; the range must lie within the object */
  stream(key: string, range?: ByteRange): Promise<ObjectStream | null>;
  /** deleting a missing object is not an error */
  delete(key: string): Promise<void>;
  /** a URL that reads the object until `ttlSeconds` from now */
  signedUrl(key: string, ttlSeconds: number): string;
  /** temporary credentials that can only write keys under `prefix` */
  stsFor(uid: string, prefix: string, ttlSeconds: number): Promise<StsToken>;
  /** the key when `url` addresses an object of this storage (signed or not), else null */
  keyOfUrl(url: string): string | null;
}

export const STORAGE_PROVIDER = Symbol('STORAGE_PROVIDER');

/**
 * A failure of the storage backend, with the backend's error code (S3's Code element, or ours:
 * InvalidKey, NetworkError, BadResponse). Services turn it into 上传图片异常 and log the details.
 */
export class StorageError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${code}: ${message}`);
    this.name = 'StorageError';
  }
}
