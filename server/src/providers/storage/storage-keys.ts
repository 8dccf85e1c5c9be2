import { StorageError } from './storage.provider';

// Keys are paths of plain segments: no empty, dot-leading or encoded-slash segments, so a key can
// never climb out of the storage root and never collides with the local adapter's .meta/.tmp dirs.
const SEGMENT_RE = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
const KEY_MAX = 512;

export function isValidKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > KEY_MAX) return false;
  return key.split('/').every((s) => SEGMENT_RE.test(s) && s !== '..');
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new StorageError('InvalidKey', `not a valid object key: ${JSON.stringify(key).slice(0, 80)}`);
}

/** Every user writes only under this prefix (uploads, STS scope, head-image ownership). */
export function userPrefix(uid: string): string {
  if (!/^\d{1,19}$/.test(uid)) throw new StorageError('InvalidKey', `not a uid: ${uid}`);
  return `u/${uid}/`;
}

/** Decodes a URL path of percent-encoded segments into a key; null if it is not one. */
export function keyFromPath(path: string): string | null {
  try {
    const key = path.split('/').map((s) => decodeURIComponent(s)).join('/');
    // a decoded segment containing "/" would change the key's shape: isValidKey refuses it
    return path.split('/').length === key.split('/').length && isValidKey(key) ? key : null;
  } catch {
    return null;
  }
}

/** Percent-encodes each segment (RFC 3986 unreserved characters stay), keeping the slashes. */
export function encodeKeyPath(key: string): string {
  return key
    .split('/')
    .map((s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
    .join('/');
}

const CONTENT_TYPE_RE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/;

/** Keeps a declared content type only when it is a plain type/subtype; otherwise octet-stream. */
export function cleanContentType(value: string | undefined): string {
  const base = (value ?? '').split(';')[0].trim().toLowerCase();
  return CONTENT_TYPE_RE.test(base) ? base : 'application/octet-stream';
}

// Types a browser may render inline from our origin; anything else is served as a download so an
// uploaded HTML or SVG file cannot run script under the API's origin.
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|avif|bmp)|video\/(mp4|webm|ogg)|audio\/(mpeg|mp4|ogg|wav|webm)|text\/plain|application\/pdf)$/;

export function isInlineSafe(contentType: string): boolean {
  return INLINE_TYPES.test(contentType);
}
