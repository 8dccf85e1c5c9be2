/** Pure rules of the phone + SMS code form (SPEC §5), shared by sign-in and phone binding. */
import { SMS_SEND_INTERVAL_MS } from '../../../types/auth-sms';
import { MESSAGES, PHONE_RE, SMS_CODE_RE } from '../../../types/validation';

export interface PhoneCodeValues {
  telephone: string;
  code: string;
}
export type PhoneCodeErrors = Partial<Record<keyof PhoneCodeValues, string>>;

/** Seconds the send button waits after a code went out (the server allows one a minute). */
export const RESEND_SECONDS = SMS_SEND_INTERVAL_MS / 1000;

export function phoneError(telephone: string): string | undefined {
  return PHONE_RE.test(telephone.trim()) ? undefined : MESSAGES.phoneInvalid;
}

export function codeError(code: string): string | undefined {
  return SMS_CODE_RE.test(code.trim()) ? undefined : MESSAGES.smsCodeInvalid;
}

export function validatePhoneCode(values: PhoneCodeValues): PhoneCodeErrors {
  const errors: PhoneCodeErrors = {};
  const t = phoneError(values.telephone);
  const c = codeError(values.code);
  if (t) errors.telephone = t;
  if (c) errors.code = c;
  return errors;
}

/** Keep digits only, at most `max` (pasted "138 0000 0002" becomes 13800000002). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

export function sendLabel(secondsLeft: number, sentBefore: boolean): string {
  if (secondsLeft > 0) return `${secondsLeft}s后重发`;
  return sentBefore ? '重新获取' : '获取验证码';
}

export interface CountdownDeps {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realTimers: CountdownDeps = {
  now: () => Date.now(),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
};

/**
 * The resend countdown. It counts against a deadline, not ticks, so a phone that throttled
 * the page in the background still shows the right number when it comes back.
 */
export function createCountdown(onChange: (secondsLeft: number) => void, deps: CountdownDeps = realTimers) {
  let handle: unknown = null;
  let deadline = 0;
  const left = () => Math.max(0, Math.ceil((deadline - deps.now()) / 1000));
  const stop = () => {
    if (handle !== null) deps.clearInterval(handle);
    handle = null;
  };
  return {
    start(seconds: number = RESEND_SECONDS) {
      stop();
      deadline = deps.now() + seconds * 1000;
      onChange(left());
      handle = deps.setInterval(() => {
        const n = left();
        onChange(n);
        if (n === 0) stop();
      }, 1000);
    },
    stop,
    get secondsLeft() {
      return handle === null ? 0 : left();
    },
  };
}
