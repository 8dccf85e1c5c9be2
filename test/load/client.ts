/**
 * The client side of the API protocol as the app speaks it: form bodies, the session headers,
 * and encrypted responses (deployment key from /config.json, session key from sign-in).
 */
import { createDecipheriv } from 'node:crypto';
import type { TencentCloudEmulator } from '../helpers/emulators/tencent-cloud';

export interface Envelope {
  code: number;
  msg: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface LoadUser {
  uid: string;
  token: string;
  key: Buffer;
  phone: string;
}

export function decryptBody(raw: string, key: Buffer): Envelope {
  const body = JSON.parse(raw) as { enc?: string; iv: string; data: string };
  if (!body.enc) return body as unknown as Envelope;
  const buf = Buffer.from(body.data, 'base64');
  const d = createDecipheriv('aes-256-gcm', key, Buffer.from(body.iv, 'base64'));
  d.setAuthTag(buf.subarray(buf.length - 16));
  return JSON.parse(Buffer.concat([d.update(buf.subarray(0, buf.length - 16)), d.final()]).toString('utf8')) as Envelope;
}

export const authHeaders = (u: LoadUser): Record<string, string> => ({ authorization: u.token, uid: u.uid });
export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Each sign-in comes from its own client address (the instances trust X-Forwarded-For as behind a proxy). */
let clientSeq = 0;
export function nextClientIp(): string {
  clientSeq += 1;
  return `10.${(clientSeq >> 16) & 255}.${(clientSeq >> 8) & 255}.${clientSeq & 255}`;
}

let phoneSeq = 0;
/** A fresh mainland number per sign-in: the per-number limits stay out of the way. */
export function nextPhone(runTag: number): string {
  phoneSeq += 1;
  return `17${String(runTag % 100).padStart(2, '0')}${String(phoneSeq).padStart(7, '0')}`;
}

export async function deployKey(base: string): Promise<Buffer> {
  const cfg = (await (await fetch(`${base}/config.json`)).json()) as { api_key: string };
  return Buffer.from(cfg.api_key, 'base64');
}

/** fetch + decrypt; throws unless the business code is 2000. */
export async function call(base: string, key: Buffer, method: string, path: string, opts: { user?: LoadUser; form?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const headers: Record<string, string> = { ...(opts.user ? authHeaders(opts.user) : {}), ...(opts.form ? FORM : {}), ...opts.headers };
  const res = await fetch(`${base}${path}`, { method, headers, body: opts.form ? new URLSearchParams(opts.form).toString() : undefined });
  const env = decryptBody(await res.text(), opts.user ? opts.user.key : key);
  if (env.code !== 2000) throw new Error(`${method} ${path}: HTTP ${res.status} ${env.code} ${env.msg}`);
  return env.data;
}

/** The real SMS sign-in: captcha ticket → SendSms through the emulator → the delivered code. */
export async function smsSignIn(base: string, dKey: Buffer, emu: TencentCloudEmulator, phone: string): Promise<LoadUser> {
  const ticket = `load-${phone}`;
  emu.validTickets.add(ticket);
  const headers = { 'x-forwarded-for': nextClientIp() };
  await call(base, dKey, 'POST', '/api/v1/smscode/send', { form: { telephone: phone, ticket, rand_str: 'r' }, headers });
  const code = emu.smsCodeFor(phone);
  if (!code) throw new Error(`no SMS delivered to ${phone}`);
  const s = await call(base, dKey, 'POST', '/api/v1/login/telephone', { form: { telephone: phone, code }, headers });
  return { uid: String(s.uid), token: s.token, key: Buffer.from(s.response_key, 'base64'), phone };
}

/** Runs `fn` over `items` with at most `width` in flight. */
export async function pool<T, R>(items: T[], width: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}
