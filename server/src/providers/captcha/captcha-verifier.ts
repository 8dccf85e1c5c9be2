import { tc3Call, TencentCloudCredentials } from '../tencent-cloud/tc3';

/** Checks the proof (ticket + rand_str) that a person solved the captcha before an SMS is sent. */
export interface CaptchaVerifier {
  verify(ticket: string, randStr: string, userIp: string): Promise<boolean>;
}
export const CAPTCHA_VERIFIER = Symbol('CAPTCHA_VERIFIER');

/** Development adapter: accepts the configured development ticket only. */
export class EmbeddedCaptchaVerifier implements CaptchaVerifier {
  constructor(private readonly devTicket: string) {}

  async verify(ticket: string): Promise<boolean> {
    return ticket === this.devTicket;
  }
}

export interface TencentCaptchaOptions extends TencentCloudCredentials {
  captchaAppId: number;
  appSecretKey: string;
}

/** Tencent Cloud Captcha `DescribeCaptchaResult` (API 2019-07-22): CaptchaCode 1 means solved. */
export class TencentCaptchaVerifier implements CaptchaVerifier {
  constructor(private readonly opts: TencentCaptchaOptions) {}

  async verify(ticket: string, randStr: string, userIp: string): Promise<boolean> {
    const res = await tc3Call<{ CaptchaCode: number; CaptchaMsg: string }>(this.opts, {
      service: 'captcha',
      action: 'DescribeCaptchaResult',
      version: '2019-07-22',
      body: { CaptchaType: 9, Ticket: ticket, Randstr: randStr, UserIp: userIp, CaptchaAppId: this.opts.captchaAppId, AppSecretKey: this.opts.appSecretKey },
    });
    return res.CaptchaCode === 1;
  }
}
