/**
 * The wire contract shared by the Taro app (src/) and the API (server/).
 * No runtime dependencies: only constants, enums and interfaces.
 */

/** Business codes carried in every response envelope. */
export enum ApiCode {
  SUCCESS = 2000,
  BAD_REQUEST = 4000,
  UNAUTHORIZED = 4001,
  FORBIDDEN = 4003,
  /** signed in, but the route needs a bound phone (SPEC §6 step 4) */
  PHONE_REQUIRED = 4031,
  NOT_FOUND = 4004,
  CONFLICT = 4009,
  PAYLOAD_TOO_LARGE = 4130,
  INVALID = 4220,
  RATE_LIMITED = 4290,
  SERVER = 5000,
  UNAVAILABLE = 5030,
}

/** The HTTP status that goes with each business code. */
export const HTTP_STATUS: Record<ApiCode, number> = {
  [ApiCode.SUCCESS]: 200,
  [ApiCode.BAD_REQUEST]: 400,
  [ApiCode.UNAUTHORIZED]: 401,
  [ApiCode.FORBIDDEN]: 403,
  [ApiCode.PHONE_REQUIRED]: 403,
  [ApiCode.NOT_FOUND]: 404,
  [ApiCode.CONFLICT]: 409,
  [ApiCode.PAYLOAD_TOO_LARGE]: 413,
  [ApiCode.INVALID]: 422,
  [ApiCode.RATE_LIMITED]: 429,
  [ApiCode.SERVER]: 500,
  [ApiCode.UNAVAILABLE]: 503,
};

/** Default Chinese message per code; a thrown error may carry a more precise one. */
export const CODE_MESSAGE: Record<ApiCode, string> = {
  [ApiCode.SUCCESS]: 'ok',
  [ApiCode.BAD_REQUEST]: '请求有误',
  [ApiCode.UNAUTHORIZED]: '登录已过期，请重新登录',
  [ApiCode.FORBIDDEN]: '没有权限',
  [ApiCode.PHONE_REQUIRED]: '请先绑定手机号',
  [ApiCode.NOT_FOUND]: '内容不存在',
  [ApiCode.CONFLICT]: '操作冲突，请刷新后重试',
  [ApiCode.PAYLOAD_TOO_LARGE]: '请求内容过大',
  [ApiCode.INVALID]: '输入内容有误',
  [ApiCode.RATE_LIMITED]: '操作过于频繁，请稍后再试',
  [ApiCode.SERVER]: '服务器出错，请刷新页面重试！',
  [ApiCode.UNAVAILABLE]: '服务暂不可用，请稍后再试',
};

/** Shown by the client on network failure, timeout or a response it cannot read. */
export const NETWORK_ERROR_MESSAGE = '服务器出错，请刷新页面重试！';

export interface FieldError {
  /** request field name (snake_case, as sent) */
  field: string;
  /** Chinese message for that field */
  message: string;
}

/** Every response body, after decryption. */
export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
  /** present on validation errors (code 4220) */
  errors?: FieldError[];
  /**
   * echo of the request id (also in the `x-request-id` header); when encrypted, a cached read's
   * envelope (the same for every response) has it beside the ciphertext instead (EncryptedBody)
   */
  request_id?: string;
}

/**
 * Encrypted envelope as it travels: AES-256-GCM over the JSON of {@link Envelope}.
 * `kid` says which key: `d` = the deployment key of the startup config,
 * `s` = the session key handed out at sign-in.
 */
export interface EncryptedBody {
  enc: 'aes-256-gcm';
  kid: 'd' | 's';
  /** 12-byte IV, base64 */
  iv: string;
  /** ciphertext followed by the 16-byte tag, base64 */
  data: string;
  /** the request id, when the envelope inside is a cached read's (shared, so without it) */
  request_id?: string;
}

/** Header the server sets on every encrypted response. */
export const ENCRYPTED_HEADER = 'x-encrypted';
export const REQUEST_ID_HEADER = 'x-request-id';

/** Base path of the API; every other path belongs to the H5 app. */
export const API_BASE = '/api';
/** Startup config json (SPEC §3), served statically. */
export const STARTUP_CONFIG_PATH = '/config.json';

export const REQUEST_TIMEOUT_MS = 20000;

export interface PageQuery {
  page_no?: number;
  page_size?: number;
}
export interface Page<T> {
  list: T[];
  total: number;
  page_no: number;
  page_size: number;
}
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Startup config (SPEC §3): fixed ids of the deployment plus the anonymous response key. */
export interface StartupConfig {
  teacher_uid: string;
  discussion_id: string;
  algo_course_id: string;
  /** SPEC §9 homepage intro video (a public video, played through /v1/video/playinfo); '' = none */
  home_intro_video_id?: string;
  /** SPEC §9 VIP intro video; '' = none */
  vip_intro_video_id?: string;
  vip_product_ids: string[];
  second_vip_product_id: string;
  oj_product_id: string;
  sample_topic_id: string;
  /** base64 AES-256 key that decrypts anonymous responses */
  api_key: string;
  /** false when the server runs with API_ENCRYPT=off */
  api_encrypt: boolean;
  env: 'development' | 'production' | 'test';
  /**
   * Tencent captcha app id the client shows before sending an SMS code; empty or absent while
   * the server verifies with the embedded development captcha (the client then sends its ticket).
   */
  captcha_app_id?: string;
}
