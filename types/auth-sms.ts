/** SMS sign-in and phone binding (SPEC §5, §7). */

export interface SmsSendRequest {
  telephone: string;
  /** captcha proof */
  ticket: string;
  rand_str: string;
  /** the client's address as the page sees it; the server uses the connection address */
  user_ip?: string;
}

export interface TelephoneLoginRequest {
  telephone: string;
  code: string;
}

export interface BindTelephoneRequest {
  telephone: string;
  code: string;
}

export interface NicknameUpdateRequest {
  nick_name: string;
}

export interface HeadImageUpdateRequest {
  head_img_url: string;
}

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_CODE_MAX_TRIES = 5;
export const SMS_SEND_INTERVAL_MS = 60 * 1000;
export const SMS_SENDS_PER_DAY = 10;
export const SMS_SENDS_PER_IP_HOUR = 20;
/**
 * Wrong codes typed for a phone while it had a live code (two codes' worth of tries) before its
 * verification pauses for the rest of a short window. A phone with no live code cannot be paused,
 * so strangers cannot lock someone out by guessing at their number.
 */
export const SMS_VERIFY_FAILURES_PER_PHONE = 10;
export const SMS_VERIFY_PHONE_WINDOW_MS = 10 * 60 * 1000;
/** wrong codes per client address per hour, whatever the phones */
export const SMS_VERIFY_FAILURES_PER_IP_HOUR = 30;

/** whole minutes to wait, rounded up, at least 1 */
const minutes = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 60_000));

export const SMS_MESSAGES = {
  captchaFailed: '人机验证未通过，请重试',
  tooFrequent: '发送过于频繁，请1分钟后再试',
  dailyLimit: '今日验证码发送次数已达上限，请明天再试',
  ipLimit: '当前网络请求验证码过多，请稍后再试',
  sendFailed: '短信发送失败，请稍后重试',
  codeWrong: '验证码错误或已过期',
  codeExhausted: '验证码错误次数过多，请重新获取',
  /** the address typed too many wrong codes (any phones) */
  ipLocked: (waitMs: number) => `当前网络验证码错误次数过多，请${minutes(waitMs)}分钟后再试`,
  /** the phone's codes met too many wrong guesses lately */
  phoneLocked: (waitMs: number) => `该手机号验证码错误次数过多，请${minutes(waitMs)}分钟后再试`,
  phoneTaken: '该手机号已绑定其他账号',
} as const;
