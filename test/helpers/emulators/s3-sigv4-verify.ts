import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The emulator's own SigV4 verifier, written from the AWS documentation ("Authenticating
 * requests: AWS Signature Version 4") and deliberately independent of the adapter's signer:
 * it rebuilds the canonical request from what actually arrived on the wire.
 */

export interface WireRequest {
  method: string;
  /** path and query exactly as received */
  rawUrl: string;
  /** lower-case names (node's IncomingMessage.headers) */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface VerifyContext {
  region: string;
  service: 's3' | 'sts';
  now: Date;
  /** secret and session token of an access key id, or null when unknown */
  lookup: (accessKeyId: string) => { secret: string; sessionToken?: string; expired?: boolean } | null;
}

export type VerifyResult =
  | { ok: true; accessKeyId: string; presigned: boolean }
  | { ok: false; status: number; code: string; message: string };

const fail = (status: number, code: string, message: string): VerifyResult => ({ ok: false, status, code, message });

function rfc3986(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
const hex = (d: string | Buffer) => createHash('sha256').update(d).digest('hex');
const mac = (k: string | Buffer, d: string) => createHmac('sha256', k).update(d).digest();

function parseAmzDate(s: string | undefined): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(s ?? '');
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : null;
}

function queryPairs(raw: string): [string, string][] {
  return raw
    .split('&')
    .filter(Boolean)
    .map((p) => {
      const i = p.indexOf('=');
      return (i < 0 ? [p, ''] : [p.slice(0, i), p.slice(i + 1)]).map((x) => decodeURIComponent(x)) as [string, string];
    });
}

function headerValue(h: WireRequest['headers'], name: string): string | undefined {
  const v = h[name];
  return Array.isArray(v) ? v.join(',') : v;
}

export function verifySigV4(req: WireRequest, ctx: VerifyContext): VerifyResult {
  const [path, rawQuery = ''] = req.rawUrl.split('?', 2);
  const query = queryPairs(rawQuery);
  const q = new Map(query);
  const presigned = q.has('X-Amz-Algorithm');
  let credential: string, signedHeaders: string, signature: string, stamp: string | undefined, payloadHash: string;
  if (presigned) {
    if (q.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return fail(400, 'AuthorizationQueryParametersError', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
    credential = q.get('X-Amz-Credential') ?? '';
    signedHeaders = q.get('X-Amz-SignedHeaders') ?? '';
    signature = q.get('X-Amz-Signature') ?? '';
    stamp = q.get('X-Amz-Date');
    const expires = Number(q.get('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires < 1 || expires > 604800) return fail(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be less than a week (in seconds) that is 604800');
    const at = parseAmzDate(stamp);
    if (!at) return fail(400, 'AuthorizationQueryParametersError', 'X-Amz-Date must be in the ISO8601 Long Format');
    if (ctx.now.getTime() > at.getTime() + expires * 1000) return fail(403, 'AccessDenied', 'Request has expired');
    if (at.getTime() > ctx.now.getTime() + 15 * 60 * 1000) return fail(403, 'AccessDenied', 'Request is not valid yet');
    payloadHash = 'UNSIGNED-PAYLOAD';
  } else {
    const auth = headerValue(req.headers, 'authorization');
    if (!auth) return fail(403, 'AccessDenied', 'Access Denied');
    const m = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(auth);
    if (!m) return fail(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed');
    [, credential, signedHeaders, signature] = m;
    stamp = headerValue(req.headers, 'x-amz-date');
    const at = parseAmzDate(stamp);
    if (!at) return fail(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
    if (Math.abs(ctx.now.getTime() - at.getTime()) > 15 * 60 * 1000) return fail(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
    if (ctx.service === 's3') {
      payloadHash = headerValue(req.headers, 'x-amz-content-sha256') ?? '';
      if (!payloadHash) return fail(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
      if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== hex(req.body)) return fail(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
    } else {
      payloadHash = hex(req.body);
    }
  }
  const [accessKeyId, day, region, service, terminal, ...rest] = credential.split('/');
  if (rest.length || terminal !== 'aws4_request' || !day || day !== stamp?.slice(0, 8)) return fail(400, 'AuthorizationHeaderMalformed', 'The credential is malformed');
  if (region !== ctx.region) return fail(400, 'AuthorizationHeaderMalformed', `The authorization header is malformed; the region '${region}' is wrong; expecting '${ctx.region}'`);
  if (service !== ctx.service) return fail(400, 'AuthorizationHeaderMalformed', `Credential should be scoped to correct service: '${ctx.service}'.`);
  const signed = signedHeaders.split(';');
  if (!signed.includes('host')) return fail(403, 'AccessDenied', 'host must be a signed header');
  const unsigned = Object.keys(req.headers).filter((h) => h.startsWith('x-amz-') && !signed.includes(h));
  if (unsigned.length) return fail(403, 'AccessDenied', `There were headers present in the request which were not signed: ${unsigned.join(', ')}`);

  const key = ctx.lookup(accessKeyId);
  if (!key) return fail(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (key.sessionToken !== undefined) {
    const token = presigned ? q.get('X-Amz-Security-Token') : headerValue(req.headers, 'x-amz-security-token');
    if (token !== key.sessionToken) return fail(403, 'InvalidToken', 'The provided token is malformed or otherwise invalid.');
    if (key.expired) return fail(400, 'ExpiredToken', 'The provided token has expired.');
  }

  const canonicalUri = ctx.service === 's3' ? path.split('/').map((s) => rfc3986(decodeURIComponent(s))).join('/') : '/';
  const canonicalQuery = query
    .filter(([k]) => !(presigned && k === 'X-Amz-Signature'))
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalHeaders = signed.map((h) => `${h}:${(headerValue(req.headers, h) ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [req.method, canonicalUri, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, hex(canonicalRequest)].join('\n');
  const signingKey = mac(mac(mac(mac(`AWS4${key.secret}`, day), region), service), 'aws4_request');
  const expected = Buffer.from(mac(signingKey, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return fail(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
  }
  return { ok: true, accessKeyId, presigned };
}
