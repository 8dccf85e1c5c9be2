import type { StartupConfig } from '../../types/api';
import { CAPTCHA_MESSAGES, CaptchaCancelled, captchaMode, devCaptchaProof, type CaptchaProof } from '../services/captcha';

const SCRIPT_URL = 'https://turing.captcha.qcloud.com/TJCaptcha.js';

/** What TJCaptcha.js hands to the callback: ret 0 = passed, 2 = closed by the visitor. */
interface TencentCaptchaResult {
  ret: number;
  ticket?: string;
  randstr?: string;
  errorCode?: number;
}
interface TencentCaptchaInstance {
  show(): void;
}
type TencentCaptchaCtor = new (
  appId: string,
  callback: (res: TencentCaptchaResult) => void,
  options?: Record<string, unknown>,
) => TencentCaptchaInstance;

let loading: Promise<TencentCaptchaCtor> | null = null;

function loadScript(): Promise<TencentCaptchaCtor> {
  const w = window as unknown as { TencentCaptcha?: TencentCaptchaCtor };
  if (w.TencentCaptcha) return Promise.resolve(w.TencentCaptcha);
  loading ??= new Promise<TencentCaptchaCtor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (w.TencentCaptcha ? resolve(w.TencentCaptcha) : reject(new Error('no TencentCaptcha')));
    script.onerror = () => reject(new Error('TJCaptcha.js failed to load'));
    document.head.appendChild(script);
  }).catch((e: unknown) => {
    // let the next attempt load it again
    loading = null;
    throw e;
  });
  return loading;
}

export async function solveCaptcha(config: StartupConfig): Promise<CaptchaProof> {
  const mode = captchaMode(config);
  if (mode === 'dev') return devCaptchaProof();
  if (mode === 'unavailable') throw new Error(CAPTCHA_MESSAGES.unavailable);
  let Captcha: TencentCaptchaCtor;
  try {
    Captcha = await loadScript();
  } catch {
    throw new Error(CAPTCHA_MESSAGES.loadFailed);
  }
  return new Promise<CaptchaProof>((resolve, reject) => {
    const captcha = new Captcha(
      String(config.captcha_app_id),
      (res) => {
        // ret 0 with an errorCode carries a fallback ticket: the server decides on it
        if (res.ret === 0 && res.ticket) resolve({ ticket: res.ticket, rand_str: res.randstr ?? '' });
        else reject(new CaptchaCancelled());
      },
      { userLanguage: 'zh-cn' },
    );
    captcha.show();
  });
}
