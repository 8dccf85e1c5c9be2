import { createHmac, randomBytes } from 'node:crypto';
import { decrypt } from '../../server/src/common/crypto';
import type { EncryptedBody, Envelope } from '../../types/api';
import type { StsToken } from '../../types/upload';
import type { SessionInfo } from '../../types/user';
import type { TestApp } from './app';

export interface FilePart {
  /** form field name; the API expects `file` */
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as browsers and Taro.uploadFile send it (fields first, then files). */
export function multipart(fields: Record<string, string>, files: FilePart[]): { payload: Buffer; contentType: string } {
  const boundary = `----CodeTrekBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`));
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadResult<T> {
  status: number;
  body: Envelope<T>;
}

/** POSTs a multipart body through the real app and decrypts the envelope like the client does. */
export async function postMultipart<T = unknown>(
  t: TestApp,
  url: string,
  form: { fields?: Record<string, string>; files?: FilePart[]; session?: Pick<SessionInfo, 'token' | 'uid' | 'response_key'> },
): Promise<UploadResult<T>> {
  const { payload, contentType } = multipart(form.fields ?? {}, form.files ?? []);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (form.session) {
    headers.authorization = form.session.token;
    headers.uid = form.session.uid;
  }
  const res = await t.app.getHttpAdapter().getInstance().inject({ method: 'POST', url, headers, payload });
  return { status: res.statusCode, body: open(t, res.body, res.headers['x-encrypted'] === '1', form.session?.response_key) };
}

export function open<T>(t: TestApp, raw: string, encrypted: boolean, sessionKey?: string): Envelope<T> {
  const parsed = JSON.parse(raw);
  if (!encrypted) return parsed;
  const body = parsed as EncryptedBody;
  const key = body.kid === 's' ? Buffer.from(sessionKey ?? '', 'base64') : t.config.deployKey;
  return JSON.parse(decrypt(body, key));
}

/** GETs a URL the API handed out (relative to the API origin) and returns the raw response. */
export function fetchRaw(t: TestApp, url: string, headers: Record<string, string> = {}) {
  return t.app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });
}

/** What a client does with local STS credentials (the documented algorithm, written out here on purpose). */
export function signedForm(sts: StsToken, key: string, expires = Math.floor(Date.now() / 1000) + 300): Record<string, string> {
  const signature = createHmac('sha256', sts.accessKeySecret).update(`POST\n${key}\n${expires}`).digest('hex');
  return { key, expires: String(expires), access_key_id: sts.accessKeyId, security_token: sts.securityToken, signature };
}
