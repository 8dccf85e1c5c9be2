/**
 * Admin video upload straight to object storage with the STS credentials of GET /v1/oss/sts
 * (SPEC §3), so large files never pass through the API process. Local adapter: the signed form
 * POST of /api/v1/oss/upload (through the request layer's upload, which reports progress);
 * S3: a SigV4 presigned PUT sent with XMLHttpRequest for its progress events.
 */
import { API_BASE } from '../../../../types/api';
import type { StsToken } from '../../../../types/upload';
import { get, upload } from '../../../services/request';

const enc = new TextEncoder();

function hex(buf: ArrayBuffer): string {
  return Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function hmac(key: ArrayBuffer | Uint8Array, text: string): Promise<ArrayBuffer> {
  const k = await crypto.subtle.importKey('raw', key as BufferSource, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return crypto.subtle.sign('HMAC', k, enc.encode(text));
}

/** RFC 3986 encoding as SigV4 wants it (unreserved characters kept; slashes optionally). */
export function uriEncode(value: string, keepSlash = false): string {
  return Array.from(enc.encode(value), (b) => {
    const c = String.fromCharCode(b);
    if (/[A-Za-z0-9_.~-]/.test(c) || (keepSlash && c === '/')) return c;
    return `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

/** 20260501T081500Z */
export function amzDate(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** The object's URL in the addressing style of the credentials. */
export function objectUrl(sts: StsToken, key: string): URL {
  const base = new URL(sts.endpoint);
  const path = uriEncode(key, true);
  return sts.pathStyle === false ? new URL(`${base.protocol}//${sts.bucket}.${base.host}/${path}`) : new URL(`${base.origin}/${sts.bucket}/${path}`);
}

/** SigV4 query authentication of a PUT, signing only the host header (payload unsigned). */
export async function presignPut(sts: StsToken, key: string, date: Date, expiresSeconds = 900): Promise<string> {
  const url = objectUrl(sts, key);
  const stamp = amzDate(date);
  const scope = `${stamp.slice(0, 8)}/${sts.region}/s3/aws4_request`;
  const params: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${sts.accessKeyId}/${scope}`],
    ['X-Amz-Date', stamp],
    ['X-Amz-Expires', String(expiresSeconds)],
    ['X-Amz-Security-Token', sts.securityToken],
    ['X-Amz-SignedHeaders', 'host'],
  ];
  const query = params.map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`).sort().join('&');
  const canonical = ['PUT', url.pathname, query, `host:${url.host}\n`, 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, hex(await crypto.subtle.digest('SHA-256', enc.encode(canonical)))].join('\n');
  let key_: ArrayBuffer = await hmac(enc.encode(`AWS4${sts.accessKeySecret}`), stamp.slice(0, 8));
  for (const part of [sts.region, 's3', 'aws4_request']) key_ = await hmac(key_, part);
  return `${url.origin}${url.pathname}?${query}&X-Amz-Signature=${hex(await hmac(key_, toSign))}`;
}

/** hex HMAC-SHA256(secret, "POST\n" + key + "\n" + expires): the local adapter's upload signature. */
export async function localSignature(secret: string, key: string, expires: string): Promise<string> {
  return hex(await hmac(enc.encode(secret), `POST\n${key}\n${expires}`));
}

function putWithProgress(url: string, file: File, onProgress: (p: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`存储返回 ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('上传失败，请检查网络'));
    xhr.send(file);
  });
}

const EXT = /\.(mp4|webm|m3u8|ts)$/i;
/** a 2 GB video over a slow uplink: the server streams it to disk, the browser only has to wait */
export const VIDEO_UPLOAD_TIMEOUT_MS = 4 * 3600 * 1000;

/** Uploads one file under the caller's prefix; resolves with its storage key. */
export async function uploadToStorage(uid: string, file: File, onProgress: (percent: number) => void): Promise<string> {
  const sts = await get<StsToken>('/v1/oss/sts', { uid }, { silent: true });
  const ext = (EXT.exec(file.name)?.[1] ?? 'mp4').toLowerCase();
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  const key = `${sts.prefix}video/${day}/${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.${ext}`;
  if (sts.provider === 's3') {
    await putWithProgress(await presignPut(sts, key, new Date()), file, onProgress);
    return key;
  }
  const expires = String(Math.min(Math.floor(Date.now() / 1000) + 3600, Math.floor(new Date(sts.expiration).getTime() / 1000)));
  const path = sts.endpoint.startsWith(API_BASE) ? sts.endpoint.slice(API_BASE.length) : sts.endpoint;
  const blobUrl = URL.createObjectURL(file);
  try {
    const res = await upload<{ key: string }>(path, blobUrl, {
      silent: true,
      fileName: file.name,
      formData: { key, expires, access_key_id: sts.accessKeyId, security_token: sts.securityToken, signature: await localSignature(sts.accessKeySecret, key, expires) },
      onProgress,
      timeoutMs: VIDEO_UPLOAD_TIMEOUT_MS,
      failureMessage: '上传失败，请检查网络',
    });
    return res.key;
  } finally {
    URL.revokeObjectURL(blobUrl);
  }
}

/** Seconds of a local video file, read by the browser before upload (0 when it cannot tell). */
export function readDuration(file: File): Promise<number> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const v = document.createElement('video');
    v.preload = 'metadata';
    const done = (s: number) => {
      URL.revokeObjectURL(url);
      resolve(Number.isFinite(s) ? Math.round(s) : 0);
    };
    v.onloadedmetadata = () => done(v.duration);
    v.onerror = () => done(0);
    v.src = url;
  });
}
