import type { AppConfig } from './app-config';
import { ConfigError } from './config-error';

/** SMS and captcha providers (Tencent Cloud API 3.0, or the embedded development adapters). */
type Env = Record<string, string | undefined>;

export interface TencentCloudConfig {
  secretId: string;
  secretKey: string;
}
export type SmsConfig =
  | { adapter: 'embedded' }
  | ({ adapter: 'tencent'; endpoint: string; sdkAppId: string; signName: string; templateId: string; region: string } & TencentCloudConfig);
export type CaptchaConfig =
  | { adapter: 'embedded'; devTicket: string }
  | ({ adapter: 'tencent'; endpoint: string; captchaAppId: number; appSecretKey: string } & TencentCloudConfig);

function required(env: Env, names: string[], why: string): Record<string, string> {
  const missing = names.filter((n) => !env[n]);
  if (missing.length) throw new ConfigError(`${why} needs ${missing.join(', ')}`);
  return Object.fromEntries(names.map((n) => [n, env[n] as string]));
}

export function smsConfig(env: Env): SmsConfig {
  const adapter = env.SMS_ADAPTER ?? 'embedded';
  if (adapter === 'embedded') return { adapter };
  if (adapter !== 'tencent') throw new ConfigError('SMS_ADAPTER must be embedded or tencent');
  const v = required(env, ['TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY', 'SMS_SDK_APP_ID', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_ID'], 'SMS_ADAPTER=tencent');
  return {
    adapter,
    secretId: v.TENCENT_SECRET_ID,
    secretKey: v.TENCENT_SECRET_KEY,
    sdkAppId: v.SMS_SDK_APP_ID,
    signName: v.SMS_SIGN_NAME,
    templateId: v.SMS_TEMPLATE_ID,
    region: env.SMS_REGION ?? 'ap-guangzhou',
    endpoint: env.SMS_ENDPOINT ?? 'https://sms.tencentcloudapi.com',
  };
}

export function captchaConfig(env: Env, nodeEnv: AppConfig['env']): CaptchaConfig {
  const adapter = env.CAPTCHA_ADAPTER ?? (nodeEnv === 'production' ? 'tencent' : 'embedded');
  if (adapter === 'embedded') {
    if (nodeEnv === 'production') throw new ConfigError('CAPTCHA_ADAPTER=embedded is for development only');
    return { adapter, devTicket: env.CAPTCHA_DEV_TICKET ?? 'dev-ticket' };
  }
  if (adapter !== 'tencent') throw new ConfigError('CAPTCHA_ADAPTER must be embedded or tencent');
  const v = required(env, ['TENCENT_SECRET_ID', 'TENCENT_SECRET_KEY', 'CAPTCHA_APP_ID', 'CAPTCHA_APP_SECRET_KEY'], 'CAPTCHA_ADAPTER=tencent');
  const captchaAppId = Number(v.CAPTCHA_APP_ID);
  if (!Number.isInteger(captchaAppId)) throw new ConfigError('CAPTCHA_APP_ID must be a number');
  return {
    adapter,
    secretId: v.TENCENT_SECRET_ID,
    secretKey: v.TENCENT_SECRET_KEY,
    captchaAppId,
    appSecretKey: v.CAPTCHA_APP_SECRET_KEY,
    endpoint: env.CAPTCHA_ENDPOINT ?? 'https://captcha.tencentcloudapi.com',
  };
}
