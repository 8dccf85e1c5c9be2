/**
 * Ask the visitor to pass the captcha before an SMS code is sent (SPEC §7 smscode/send:
 * ticket, rand_str). H5 shows the Tencent captcha (TJCaptcha.js); the mini-program has no
 * captcha plugin registered yet. A development server (no captcha app id) gets the dev ticket.
 * Rejects with CaptchaCancelled when the visitor closes it, or an Error with a message to show.
 */
import type { StartupConfig } from '../../types/api';
import type { CaptchaProof } from '../services/captcha';

export declare function solveCaptcha(config: StartupConfig): Promise<CaptchaProof>;
