import { tc3Call, TencentCloudCredentials, TencentCloudError } from '../tencent-cloud/tc3';
import { SmsProvider, SmsSendError } from './sms-provider';

export interface TencentSmsOptions extends TencentCloudCredentials {
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
}

interface SendSmsResponse {
  SendStatusSet: { PhoneNumber: string; Code: string; Message: string; SerialNo: string }[];
}

/** Tencent Cloud SMS `SendSms` (API 2021-01-11); template params: code, minutes. */
export class TencentSmsProvider implements SmsProvider {
  constructor(private readonly opts: TencentSmsOptions) {}

  async sendCode(telephone: string, code: string, ttlMinutes: number): Promise<void> {
    let res: SendSmsResponse;
    try {
      res = await tc3Call<SendSmsResponse>(this.opts, {
        service: 'sms',
        action: 'SendSms',
        version: '2021-01-11',
        region: this.opts.region,
        body: {
          PhoneNumberSet: [`+86${telephone}`],
          SmsSdkAppId: this.opts.sdkAppId,
          SignName: this.opts.signName,
          TemplateId: this.opts.templateId,
          TemplateParamSet: [code, String(ttlMinutes)],
        },
      });
    } catch (err) {
      throw new SmsSendError(err instanceof TencentCloudError ? err.message : `network: ${(err as Error).message}`);
    }
    const status = res.SendStatusSet?.[0];
    if (!status || status.Code !== 'Ok') throw new SmsSendError(`${status?.Code ?? 'NoStatus'}: ${status?.Message ?? ''}`);
  }
}
