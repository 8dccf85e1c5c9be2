import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DirectUploadForm } from '../../../../../types/upload';
import { isValidKey } from '../storage-keys';

interface TokenPayload {
  v: 1;
  /** access key id */
  ak: string;
  uid: string;
  /** key prefix the credentials may write */
  p: string;
  /** unix seconds */
  exp: number;
}

export interface IssuedCredentials {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  expiresAt: number;
}

export type DirectUploadCheck =
  | { ok: true; uid: string; key: string }
  | { ok: false; reason: 'credentials' | 'expired' | 'signature' | 'key' | 'prefix' };

function mac(key: Buffer, text: string): Buffer {
  return createHmac('sha256', key).update(text).digest();
}

function same(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Temporary upload credentials for the local adapter, shaped like a cloud STS (SPEC §3) and
 * stateless: the security token carries its scope and expiry under a server MAC, and the access
 * key secret is derived from the token, so the server can check both without storing anything.
 * The client proves it holds the secret by signing each upload (see {@link DirectUploadForm}).
 */
export class LocalSts {
  constructor(private readonly key: Buffer) {}

  issue(uid: string, prefix: string, ttlSeconds: number, nowMs = Date.now()): IssuedCredentials {
    const exp = Math.floor(nowMs / 1000) + ttlSeconds;
    const payload: TokenPayload = { v: 1, ak: `CTL${randomBytes(10).toString('hex').toUpperCase()}`, uid, p: prefix, exp };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return {
      accessKeyId: payload.ak,
      accessKeySecret: this.secretOf(body),
      securityToken: `${body}.${mac(this.key, `token\n${body}`).toString('base64url')}`,
      expiresAt: exp * 1000,
    };
  }

  /** The string a client signs with its accessKeySecret for one upload. */
  static stringToSign(key: string, expires: string): string {
    return `POST\n${key}\n${expires}`;
  }

  static signUpload(accessKeySecret: string, key: string, expires: string): string {
    return createHmac('sha256', accessKeySecret).update(LocalSts.stringToSign(key, expires)).digest('hex');
  }

  check(form: Partial<DirectUploadForm>, nowMs = Date.now()): DirectUploadCheck {
    const payload = this.open(form.security_token);
    if (!payload || payload.ak !== form.access_key_id) return { ok: false, reason: 'credentials' };
    const now = Math.floor(nowMs / 1000);
    const expires = /^\d{1,12}$/.test(form.expires ?? '') ? Number(form.expires) : NaN;
    if (payload.exp <= now) return { ok: false, reason: 'expired' };
    // the request's own deadline: present, not past, and not beyond the credentials
    if (!(expires > now && expires <= payload.exp)) return { ok: false, reason: 'expired' };
    const body = form.security_token!.split('.')[0];
    const want = Buffer.from(LocalSts.signUpload(this.secretOf(body), form.key ?? '', form.expires!));
    if (!same(want, Buffer.from(form.signature ?? ''))) return { ok: false, reason: 'signature' };
    if (!isValidKey(form.key)) return { ok: false, reason: 'key' };
    if (!form.key.startsWith(payload.p)) return { ok: false, reason: 'prefix' };
    return { ok: true, uid: payload.uid, key: form.key };
  }

  private secretOf(body: string): string {
    return mac(this.key, `secret\n${body}`).toString('base64url');
  }

  private open(token: string | undefined): TokenPayload | null {
    const [body, sig, extra] = (token ?? '').split('.');
    if (!body || !sig || extra !== undefined) return null;
    if (!same(mac(this.key, `token\n${body}`), Buffer.from(sig, 'base64url'))) return null;
    try {
      const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
      return p.v === 1 && typeof p.ak === 'string' && typeof p.uid === 'string' && typeof p.p === 'string' && Number.isInteger(p.exp) ? p : null;
    } catch {
      return null;
    }
  }
}
