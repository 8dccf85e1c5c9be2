/**
 * WeChat sign-in (official-account QR on desktop, mini-program `wx.login`) and JS-SDK signing
 * (SPEC §1, §4, §7). Every sign-in ends in a {@link SessionInfo} from types/user.ts.
 */

/** GET /v1/wxlogin/qrcode */
export interface QrCodeResponse {
  /** opaque id of this sign-in attempt: poll /v1/wxlogin/status with it */
  scene: string;
  /** content to render as a QR code (the official account's QR url; a local page in development) */
  qrcode_url: string;
  /** the official account's QR ticket (showqrcode?ticket= gives an image, if a client prefers one) */
  ticket: string;
  /** seconds until the QR code and the scene expire */
  expire_seconds: number;
}

export type QrStatus = 'waiting' | 'scanned' | 'expired';

/** GET /v1/wxlogin/status?scene= */
export interface QrStatusQuery {
  scene: string;
}

/** `code` is present only when `status` is 'scanned': pass it to /v1/wxlogin/callback. */
export interface QrStatusResponse {
  status: QrStatus;
  code?: string;
}

/** GET /v1/wxlogin/callback?code= → SessionInfo */
export interface QrCallbackQuery {
  code: string;
}

/** POST /v1/login/mp → SessionInfo */
export interface MpLoginRequest {
  /** the code from wx.login() */
  code: string;
}

/** GET /v1/wechat/sign?url= */
export interface JsSdkSignQuery {
  /** the page's full url (any #fragment is ignored) */
  url: string;
}

/** Arguments for wx.config({ appId, timestamp, nonceStr, signature, jsApiList }). */
export interface JsSdkSignature {
  appId: string;
  /** seconds since the epoch */
  timestamp: number;
  nonceStr: string;
  signature: string;
}

/** The login page polls the status this often (SPEC §4). */
export const QR_POLL_INTERVAL_MS = 2000;
/** A QR sign-in attempt lives this long. */
export const QR_SCENE_TTL_SECONDS = 300;
export const QR_SCENE_RE = /^[0-9a-f]{32}$/;
export const QR_LOGIN_CODE_RE = /^[\w-]{16,64}$/;
/** wx.login codes are short opaque strings. */
export const MP_CODE_RE = /^[\w-]{1,128}$/;
export const JSSDK_URL_MAX = 1024;

export const WECHAT_MESSAGES = {
  qrcodeFailed: '获取登录二维码失败，请稍后重试',
  sceneInvalid: '二维码参数不正确',
  sceneExpired: '二维码已过期，请刷新后重新扫码',
  loginCodeInvalid: '登录凭证无效或已过期，请重新扫码',
  mpCodeInvalid: '登录凭证无效，请重试',
  mpLoginFailed: '微信登录失败，请稍后重试',
  mpRisky: '该微信账号存在风险，暂时无法登录',
  tooFrequent: '操作过于频繁，请稍后再试',
  wechatUnavailable: '微信服务暂不可用，请稍后重试',
  jssdkUrlInvalid: '页面地址不正确',
  jssdkDomainDenied: '该页面地址不允许使用微信 JS-SDK',
  devScanOnly: '模拟扫码仅在开发环境可用',
  wxacodePageMissing: '小程序页面尚未发布，暂时无法生成小程序码',
  wxacodeQuota: '今日小程序码生成次数已达上限，请明天再试',
  wxacodeSceneInvalid: '推广码无法用于小程序码（最多 32 位字母、数字、下划线或短横线）',
  wxacodeFailed: '生成小程序码失败，请稍后重试',
} as const;
