import { createHash, createHmac } from 'node:crypto';

/**
 * Tencent Cloud API 3.0 request signing (TC3-HMAC-SHA256), shared by SMS and captcha.
 * https://cloud.tencent.com/document/api/382/52072 describes the algorithm implemented here.
 */
export interface Tc3Request {
  host: string;
  service: string;
  action: string;
  /** JSON body, exactly as sent */
  payload: string;
  /** seconds since epoch */
  timestamp: number;
  secretId: string;
  secretKey: string;
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: Buffer | string, s: string) => createHmac('sha256', key).update(s, 'utf8').digest();

export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8';

export function tc3Authorization(r: Tc3Request): string {
  const date = new Date(r.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonicalHeaders = `content-type:${TC3_CONTENT_TYPE}\nhost:${r.host}\nx-tc-action:${r.action.toLowerCase()}\n`;
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256(r.payload)].join('\n');
  const scope = `${date}/${r.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(r.timestamp), scope, sha256(canonicalRequest)].join('\n');
  const kDate = hmac(`TC3${r.secretKey}`, date);
  const kService = hmac(kDate, r.service);
  const kSigning = hmac(kService, 'tc3_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${r.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

export interface TencentCloudCredentials {
  secretId: string;
  secretKey: string;
  /** e.g. https://sms.tencentcloudapi.com; tests point it at an emulator */
  endpoint: string;
}

export class TencentCloudError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly requestId?: string,
  ) {
    super(`${code}: ${message}`);
  }
}

/** One signed API 3.0 call; returns `Response` or throws the API's error. */
export async function tc3Call<T>(
  creds: TencentCloudCredentials,
  opts: { service: string; action: string; version: string; region?: string; body: unknown },
): Promise<T> {
  const url = new URL(creds.endpoint);
  const payload = JSON.stringify(opts.body);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    'content-type': TC3_CONTENT_TYPE,
    host: url.host,
    'x-tc-action': opts.action,
    'x-tc-version': opts.version,
    'x-tc-timestamp': String(timestamp),
    authorization: tc3Authorization({ host: url.host, service: opts.service, action: opts.action, payload, timestamp, secretId: creds.secretId, secretKey: creds.secretKey }),
  };
  if (opts.region) headers['x-tc-region'] = opts.region;
  const res = await fetch(url, { method: 'POST', headers, body: payload, signal: AbortSignal.timeout(10_000) });
  const json = (await res.json()) as { Response?: T & { Error?: { Code: string; Message: string }; RequestId?: string } };
  const r = json.Response;
  if (!r) throw new TencentCloudError('InvalidResponse', `HTTP ${res.status}`);
  if (r.Error) throw new TencentCloudError(r.Error.Code, r.Error.Message, r.RequestId);
  return r;
}
