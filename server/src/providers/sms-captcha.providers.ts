import type { Provider } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CAPTCHA_VERIFIER, EmbeddedCaptchaVerifier, TencentCaptchaVerifier } from './captcha/captcha-verifier';
import { EmbeddedSmsProvider } from './sms/embedded-sms.provider';
import { SMS_PROVIDER } from './sms/sms-provider';
import { TencentSmsProvider } from './sms/tencent-sms.provider';

/** SMS and captcha adapters chosen by config (embedded for development, Tencent Cloud otherwise). */
export const smsCaptchaProviders: Provider[] = [
  {
    provide: SMS_PROVIDER,
    inject: [APP_CONFIG],
    useFactory: (c: AppConfig) => (c.sms.adapter === 'tencent' ? new TencentSmsProvider(c.sms) : new EmbeddedSmsProvider()),
  },
  {
    provide: CAPTCHA_VERIFIER,
    inject: [APP_CONFIG],
    useFactory: (c: AppConfig) =>
      c.captcha.adapter === 'tencent' ? new TencentCaptchaVerifier(c.captcha) : new EmbeddedCaptchaVerifier(c.captcha.devTicket),
  },
];
