/**
 * The ONLY caller of Taro.request and Taro.uploadFile (DESIGN §1). Adds the auth headers,
 * form-encodes bodies, decrypts, checks code 2000 and turns every failure into an ApiError
 * that is shown once (toast) unless the call opted out with `silent`.
 */
import Taro from '@tarojs/taro';
import {
  API_BASE,
  ApiCode,
  ENCRYPTED_HEADER,
  NETWORK_ERROR_MESSAGE,
  REQUEST_TIMEOUT_MS,
  STARTUP_CONFIG_PATH,
  type Envelope,
  type FieldError,
  type StartupConfig,
} from '../../types/api';
import { UPLOAD_FILE_FIELD } from '../../types/upload';
import { apiOrigin, platform } from '../platform/env';
import { goToLogin } from '../platform/login';
import { currentUrl } from '../platform/navigation';
import { isLoginPath } from '../routes/derive';
import { useAuthStore } from '../stores/auth.store';
import { useConfigStore } from '../stores/config.store';
import { decryptBody, isEncryptedBody } from './crypto';

export class ApiError extends Error {
  constructor(
    public readonly code: number,
    msg: string,
    public readonly status: number,
    public readonly errors: FieldError[] = [],
  ) {
    super(msg);
    this.name = 'ApiError';
  }
  get msg(): string {
    return this.message;
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  /** no toast for this call; the caller shows the error itself (STYLE: branch on error.code) */
  silent?: boolean;
  /** on 4001 still clear the session, but stay on the page (public pages reading who is signed in) */
  noAuthRedirect?: boolean;
}

interface RawResponse {
  statusCode: number;
  data: unknown;
  header: Record<string, string>;
}

export function toForm(body: Query = {}): string {
  return Object.entries(body)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
}

function headerValue(header: Record<string, string> | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const key = Object.keys(header).find((k) => k.toLowerCase() === name);
  return key ? header[key] : undefined;
}

let configPromise: Promise<StartupConfig> | null = null;

/** GET /config.json (plain JSON, never encrypted): one fetch at a time, kept once it succeeds. */
export function loadStartupConfig(): Promise<StartupConfig> {
  const cached = useConfigStore.getState().config;
  if (cached) return Promise.resolve(cached);
  configPromise ??= Taro.request<StartupConfig>({
    url: `${apiOrigin}${STARTUP_CONFIG_PATH}`,
    method: 'GET',
    timeout: REQUEST_TIMEOUT_MS,
    dataType: 'json',
  })
    .then((res) => {
      const data = typeof res.data === 'string' ? (JSON.parse(res.data) as StartupConfig) : res.data;
      if (res.statusCode !== 200 || !data || typeof data.api_key !== 'string') throw new Error('config');
      useConfigStore.getState().setConfig(data);
      return data;
    })
    .finally(() => {
      // the store caches a success; a failure is retried by the next caller
      configPromise = null;
    });
  return configPromise;
}

async function readEnvelope(res: RawResponse): Promise<Envelope> {
  let body: unknown = res.data;
  if (typeof body === 'string') body = JSON.parse(body);
  const encrypted = headerValue(res.header, ENCRYPTED_HEADER) === '1' || isEncryptedBody(body);
  if (encrypted) {
    if (!isEncryptedBody(body)) throw new Error('malformed encrypted body');
    const key = body.kid === 's' ? useAuthStore.getState().responseKey : (await loadStartupConfig()).api_key;
    if (!key) throw new Error('no key for kid ' + body.kid);
    body = JSON.parse(decryptBody(body, key));
  }
  const env = body as Envelope;
  if (!env || typeof env.code !== 'number') throw new Error('not an envelope');
  return env;
}

function fail(error: ApiError, options: RequestOptions): never {
  if (error.code === ApiCode.UNAUTHORIZED) {
    useAuthStore.getState().clear();
    const here = currentUrl();
    if (!options.noAuthRedirect && !isLoginPath(here)) goToLogin(here);
  }
  if (!options.silent) void Taro.showToast({ title: error.message, icon: 'none', duration: 2500 });
  throw error;
}

function authHeader(): Record<string, string> {
  const { token, uid } = useAuthStore.getState();
  // SPEC §3 client type: which build is calling (h5 or weapp)
  const header: Record<string, string> = { 'client-type': platform };
  if (token) header.Authorization = token;
  if (uid) header.uid = uid;
  return header;
}

/** Code 2000 resolves its data; any other code rejects with the server's message. */
function settle<T>(envelope: Envelope, status: number, options: RequestOptions): T {
  if (envelope.code !== ApiCode.SUCCESS) {
    const msg = envelope.msg || NETWORK_ERROR_MESSAGE;
    return fail(new ApiError(envelope.code, msg, status, envelope.errors ?? []), options);
  }
  return envelope.data as T;
}

export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  params: Query = {},
  options: RequestOptions = {},
): Promise<T> {
  const header = authHeader();
  let url = `${apiOrigin}${API_BASE}${path}`;
  let data: string | undefined;
  if (method === 'GET') {
    const qs = toForm(params);
    if (qs) url += `${url.includes('?') ? '&' : '?'}${qs}`;
  } else {
    header['content-type'] = 'application/x-www-form-urlencoded';
    data = toForm(params);
  }

  let envelope: Envelope;
  let status = 0;
  try {
    const res = (await Taro.request({
      url,
      method,
      header,
      data,
      timeout: REQUEST_TIMEOUT_MS,
      dataType: 'json',
    })) as unknown as RawResponse;
    status = res.statusCode;
    envelope = await readEnvelope(res);
  } catch {
    return fail(new ApiError(ApiCode.SERVER, NETWORK_ERROR_MESSAGE, status), options);
  }
  return settle<T>(envelope, status, options);
}

export interface UploadOptions extends RequestOptions {
  /** multipart field of the file; `file` for every upload of this API */
  name?: string;
  /** file name sent with the part (H5; the mini-program names temp files itself) */
  fileName?: string;
  formData?: Record<string, string>;
  /** percent 0-100 as the bytes go out */
  onProgress?(percent: number): void;
  /** shown when no envelope comes back (network failure, timeout); the server's message otherwise */
  failureMessage?: string;
  /** whole-upload time limit; large videos need far longer than an image's minute */
  timeoutMs?: number;
}

// A 10 MB image over a phone network needs longer than a request's 20 s.
const UPLOAD_TIMEOUT_MS = 60000;

/** Multipart upload of a local file (a blob: URL on H5, a temp path in the mini-program). */
export async function upload<T>(path: string, filePath: string, options: UploadOptions = {}): Promise<T> {
  let envelope: Envelope;
  let status = 0;
  try {
    const task = Taro.uploadFile({
      url: `${apiOrigin}${API_BASE}${path}`,
      filePath,
      name: options.name ?? UPLOAD_FILE_FIELD,
      header: authHeader(),
      formData: options.formData,
      fileName: options.fileName,
      timeout: options.timeoutMs ?? UPLOAD_TIMEOUT_MS,
    });
    const onProgress = options.onProgress;
    if (onProgress) task.progress?.((p) => onProgress(p.progress));
    const res = await task;
    status = res.statusCode;
    // uploadFile hands back the body as text and (in the mini-program) no headers:
    // an encrypted body is recognised by its shape.
    envelope = await readEnvelope({ statusCode: res.statusCode, data: res.data, header: res.header ?? {} });
  } catch {
    return fail(new ApiError(ApiCode.SERVER, options.failureMessage ?? NETWORK_ERROR_MESSAGE, status), options);
  }
  return settle<T>(envelope, status, options);
}

export const get = <T>(path: string, query?: Query, options?: RequestOptions) =>
  request<T>('GET', path, query, options);
export const post = <T>(path: string, body?: Query, options?: RequestOptions) =>
  request<T>('POST', path, body, options);
