import type { StartupConfig } from '../../types/api';
import { CAPTCHA_MESSAGES, captchaMode, devCaptchaProof, type CaptchaProof } from '../services/captcha';

/**
 * The Tencent captcha comes to mini-programs as a plugin component that must first be added to
 * the AppID in the WeChat admin console and declared in app.json. Until that is done the
 * mini-program falls back: development servers take the dev ticket, production asks the visitor
 * to use 微信一键登录 (which needs no SMS code).
 */
export async function solveCaptcha(config: StartupConfig): Promise<CaptchaProof> {
  if (captchaMode(config) === 'dev') return devCaptchaProof();
  throw new Error(CAPTCHA_MESSAGES.miniProgramUnavailable);
}
