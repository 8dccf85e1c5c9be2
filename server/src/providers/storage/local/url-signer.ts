import { createHmac, timingSafeEqual } from 'node:crypto';

/** Path of the route that serves local files (under the API base). */
export const LOCAL_FILE_PATH = '/api/v1/oss/file/';
/** Path of the local direct-upload route that accepts STS credentials. */
export const LOCAL_UPLOAD_PATH = '/api/v1/oss/upload';

export type UrlCheck = 'ok' | 'expired' | 'bad-signature';

/**
 * Signs local file URLs: `sig` = HMAC-SHA256 over method, key and expiry, so neither the key
 * nor the expiry can be changed without the server secret.
 */
export class UrlSigner {
  constructor(private readonly key: Buffer) {}

  sign(objectKey: string, expires: number): string {
    return createHmac('sha256', this.key).update(`GET\n${objectKey}\n${expires}`).digest('base64url');
  }

  check(objectKey: string, expires: string | undefined, sig: string | undefined, nowMs = Date.now()): UrlCheck {
    if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return 'bad-signature';
    const want = Buffer.from(this.sign(objectKey, Number(expires)));
    const got = Buffer.from(sig);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return 'bad-signature';
    return Number(expires) * 1000 <= nowMs ? 'expired' : 'ok';
  }
}
