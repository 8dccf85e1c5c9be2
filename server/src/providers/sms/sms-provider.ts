/** Sends verification codes by SMS. */
export interface SmsProvider {
  sendCode(telephone: string, code: string, ttlMinutes: number): Promise<void>;
}
export const SMS_PROVIDER = Symbol('SMS_PROVIDER');

export class SmsSendError extends Error {}
