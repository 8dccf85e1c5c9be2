import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4, as specified in the AWS General Reference ("Signing AWS API requests"). */

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  /** temporary credentials from STS */
  sessionToken?: string;
}

export interface SignInput {
  method: string;
  url: URL;
  /** header names in any case; host is taken from the URL */
  headers: Record<string, string>;
  /** hex SHA-256 of the body, or UNSIGNED-PAYLOAD */
  payloadHash: string;
  region: string;
  service: string;
  credentials: Credentials;
  date: Date;
}

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
const ALGORITHM = 'AWS4-HMAC-SHA256';

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding: everything but A-Z a-z 0-9 - _ . ~ is %XX (uppercase). */
export function uriEncode(value: string, keepSlash = false): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(c) || (keepSlash && c === '/')) out += c;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** 20130524T000000Z */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** S3: the object path URI-encoded once; other services: each segment encoded twice. */
function canonicalUri(url: URL, service: string): string {
  const segments = url.pathname.split('/').map((s) => decodeURIComponent(s));
  if (service === 's3') return uriEncode(segments.join('/'), true) || '/';
  return segments.map((s) => uriEncode(uriEncode(s))).join('/') || '/';
}

function canonicalQuery(url: URL): string {
  const pairs: [string, string][] = [];
  // decode with "+" kept literal: URLSearchParams would turn it into a space
  for (const part of url.search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const [k, ...v] = part.split('=');
    pairs.push([uriEncode(decodeURIComponent(k)), uriEncode(decodeURIComponent(v.join('=')))]);
  }
  pairs.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

function canonicalHeaders(headers: Record<string, string>): { text: string; signed: string } {
  const map = new Map<string, string>();
  for (const [k, v] of Object.entries(headers)) map.set(k.toLowerCase(), String(v).trim().replace(/\s+/g, ' '));
  const names = [...map.keys()].sort();
  return { text: names.map((n) => `${n}:${map.get(n)}\n`).join(''), signed: names.join(';') };
}

export function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

interface Parts {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  signedHeaders: string;
  scope: string;
}

function sign(input: SignInput, headers: Record<string, string>): Parts {
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const { text, signed } = canonicalHeaders(headers);
  const canonicalRequest = [input.method.toUpperCase(), canonicalUri(input.url, input.service), canonicalQuery(input.url), text, signed, input.payloadHash].join('\n');
  const stringToSign = [ALGORITHM, stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = hmac(signingKey(input.credentials.secretAccessKey, day, input.region, input.service), stringToSign).toString('hex');
  return { canonicalRequest, stringToSign, signature, signedHeaders: signed, scope };
}

/** Header authentication: returns every header to send (host excluded: fetch sets it from the URL). */
export function signHeaders(input: SignInput): Record<string, string> {
  const headers: Record<string, string> = { ...input.headers, 'x-amz-date': amzDate(input.date) };
  if (input.service === 's3') headers['x-amz-content-sha256'] = input.payloadHash;
  if (input.credentials.sessionToken) headers['x-amz-security-token'] = input.credentials.sessionToken;
  const parts = sign(input, { ...headers, host: input.url.host });
  headers.authorization = `${ALGORITHM} Credential=${input.credentials.accessKeyId}/${parts.scope}, SignedHeaders=${parts.signedHeaders}, Signature=${parts.signature}`;
  return headers;
}

/** Query authentication (presigned URL), signing only the host header. */
export function presignUrl(input: Omit<SignInput, 'headers' | 'payloadHash'> & { expiresSeconds: number }): string {
  const url = new URL(input.url.toString());
  const stamp = amzDate(input.date);
  const scope = `${stamp.slice(0, 8)}/${input.region}/${input.service}/aws4_request`;
  const params: [string, string][] = [
    ['X-Amz-Algorithm', ALGORITHM],
    ['X-Amz-Credential', `${input.credentials.accessKeyId}/${scope}`],
    ['X-Amz-Date', stamp],
    ['X-Amz-Expires', String(input.expiresSeconds)],
    ...(input.credentials.sessionToken ? ([['X-Amz-Security-Token', input.credentials.sessionToken]] as [string, string][]) : []),
    ['X-Amz-SignedHeaders', 'host'],
  ];
  const given = url.search.replace(/^\?/, '');
  url.search = [given, ...params.map(([k, v]) => `${uriEncode(k)}=${uriEncode(v)}`)].filter(Boolean).join('&');
  const parts = sign({ ...input, url, headers: {}, payloadHash: UNSIGNED_PAYLOAD }, { host: url.host });
  return `${url.toString()}&X-Amz-Signature=${parts.signature}`;
}

/** Exposed for tests: the intermediate values AWS documents for each example. */
export function explain(input: SignInput): Parts {
  return sign(input, { ...input.headers, host: input.url.host });
}
