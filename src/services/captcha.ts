/**
 * The captcha proof sent with an SMS code request (ticket + rand_str). Which captcha runs is
 * decided by the startup config: a Tencent captcha app id means the real one; without it a
 * development server verifies with its embedded captcha, which accepts the development ticket.
 */
import type { StartupConfig } from '../../types/api';
import type { SmsSendRequest } from '../../types/auth-sms';

export type CaptchaProof = Pick<SmsSendRequest, 'ticket' | 'rand_str'>;

/** The ticket the server's embedded captcha adapter accepts (CAPTCHA_DEV_TICKET's default). */
export const DEV_CAPTCHA_TICKET = 'dev-ticket';

export const CAPTCHA_MESSAGES = {
  loadFailed: '人机验证加载失败，请检查网络后重试',
  unavailable: '人机验证暂不可用，请稍后再试',
  miniProgramUnavailable: '小程序内暂不支持短信验证码，请使用微信一键登录',
} as const;

/** The visitor closed the captcha: not an error worth showing. */
export class CaptchaCancelled extends Error {
  constructor() {
    super('captcha cancelled');
    this.name = 'CaptchaCancelled';
  }
}

export type CaptchaMode = 'tencent' | 'dev' | 'unavailable';

export function captchaMode(config: Pick<StartupConfig, 'env' | 'captcha_app_id'>): CaptchaMode {
  if (config.captcha_app_id) return 'tencent';
  return config.env === 'production' ? 'unavailable' : 'dev';
}

export function devCaptchaProof(): CaptchaProof {
  return { ticket: DEV_CAPTCHA_TICKET, rand_str: randomString(16) };
}

function randomString(length: number): string {
  const chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  for (let i = 0; i < length; i++) out += chars[Math.floor(Math.random() * chars.length)];
  return out;
}
